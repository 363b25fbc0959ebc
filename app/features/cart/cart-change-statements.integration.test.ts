import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRequestContext } from '../../../tests/support/page-context';
import { createShopper, findSimpleVariation } from '../../../tests/support/shopper';
import { statementsOf } from '../../../tests/support/statement-counter';
import { startTestShop, type TestShop } from '../../../tests/support/test-shop';
import { rootLoaderData } from '../../lib/root-loader';
import { cartAction, type CartActionResult } from './cart-action';
import { cartPageData, cartPageShouldRevalidate } from './cart-page-data';

/**
 * A hot path kept from growing back (issue 35): a quantity changed on the cart page, as the
 * browser does it (the action's request, then the data request of the loaders React Router asks
 * for again) and as a form without JavaScript does it (action and loaders in one request). The
 * cart is built once, by the change's call: before issue 35 the page's loader built it again, and
 * the root's getInit built the session and editor views the shopper builds (warm: 22 statements
 * with JavaScript, 18 without; then 14 and 13; since issue 38 the price lists come from the
 * catalogue's read cache: 12 and 11; the cart's variations come with its lines: 11 and 10).
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function shopperWithLine() {
  const shopper = await createShopper(shop);
  const variation = await findSimpleVariation(shop, { minimumStock: 10 });
  const added = await shopper.call('doAddCartItem', { productId: variation.id, quantity: 1 });
  return { shopper, variation, line: added.data!.items[0]! };
}

function quantityRequest(variationId: number, cartItemId: number, quantity: number) {
  const body = new URLSearchParams({
    intent: 'quantity',
    productId: String(variationId),
    cartItemId: String(cartItemId),
    quantity: String(quantity),
  });
  return new Request(`${shop.url}/cart`, { method: 'POST', body });
}

describe('a quantity changed on the cart page', () => {
  it('with JavaScript: the answer is the cart the page shows, its loader is not asked again', async () => {
    const { shopper, variation, line } = await shopperWithLine();
    const change = async (quantity: number) => {
      const post = pageRequestContext(shop, shopper.browser.cookies);
      const action = await statementsOf(shop, () =>
        cartAction(post.context, quantityRequest(variation.id, line.id, quantity)),
      );
      const result = action.result as CartActionResult;
      // React Router's question before the data request that follows the action.
      const cartLoaderAgain = cartPageShouldRevalidate({
        actionResult: result,
        defaultShouldRevalidate: true,
      } as Parameters<typeof cartPageShouldRevalidate>[0]);
      // The data request: the root's loader (the header's count), the cart's only if asked.
      const get = pageRequestContext(shop, shopper.browser.cookies);
      const loaders = await statementsOf(shop, () =>
        Promise.all([
          rootLoaderData(get.shop),
          cartLoaderAgain ? cartPageData(get.context, new Request(`${shop.url}/cart`)) : null,
        ]),
      );
      return {
        result,
        cartLoaderAgain,
        calls: [...post.calls, ...get.calls],
        statements: action.statements + loaders.statements,
      };
    };
    await change(2); // caches warm (category tree, settings, prepared statements)
    const changed = await change(3);
    expect(changed.result).toMatchObject({ ok: true, intent: 'quantity', cart: { itemQuantity: 3 } });
    expect(changed.cartLoaderAgain).toBe(false);
    expect(changed.calls).toEqual(['setCartItemQuantity', 'getPageShell']);
    console.log(`cart change with JavaScript: ${changed.calls.join(', ')}, ${changed.statements} SQL statements`);
    expect(changed.statements).toBe(11);
  });

  it('without JavaScript: the loader of the same request shows the cart the change answered', async () => {
    const { shopper, variation, line } = await shopperWithLine();
    const change = async (quantity: number) => {
      const page = pageRequestContext(shop, shopper.browser.cookies, { documentRequest: true });
      return {
        ...(await statementsOf(shop, async () => {
          await cartAction(page.context, quantityRequest(variation.id, line.id, quantity));
          const [root, cartPage] = await Promise.all([
            rootLoaderData(page.shop),
            cartPageData(page.context, new Request(`${shop.url}/cart`)),
            // The document's shopper script (app/entry.server.tsx).
            page.shop.shopper(),
          ]);
          return { root, cartPage };
        })),
        calls: page.calls,
      };
    };
    await change(2);
    const changed = await change(4);
    expect(changed.result.cartPage.cart).toMatchObject({ itemQuantity: 4, apiEvents: [] });
    expect(changed.calls).toEqual(['setCartItemQuantity', 'getPageShell', 'getCountries']);
    console.log(`cart change without JavaScript: ${changed.calls.join(', ')}, ${changed.statements} SQL statements`);
    expect(changed.statements).toBe(10);
  });
});
