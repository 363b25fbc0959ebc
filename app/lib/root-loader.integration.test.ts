import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRequestContext } from '../../tests/support/page-context';
import { createCustomer, findSimpleVariation } from '../../tests/support/shopper';
import { statementsOf } from '../../tests/support/statement-counter';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { rootLoaderData } from './root-loader';

/**
 * A hot path kept from growing back (issue 35): every page a visitor with a session opens runs the
 * root loader and reads its shopper (the session, header counts, editor). Before issue 35 the
 * loader asked getInit, which built the session and editor views only to drop them, and
 * `shopper()` built them again: 7 statements a page for a logged-in customer, warm (5 for a guest);
 * now 3 (the session, the customer, the cart's count).
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function customerWithCart() {
  const customer = await createCustomer(shop);
  const variation = await findSimpleVariation(shop);
  expect((await customer.call('doAddCartItem', { productId: variation.id, quantity: 2 })).status).toBe(200);
  return customer;
}

describe('a page rendered for a logged-in customer', () => {
  it("a browser's navigation (data request): the shell and the shopper, each read once", async () => {
    const customer = await customerWithCart();
    const render = async () => {
      const page = pageRequestContext(shop, customer.browser.cookies);
      return { ...(await statementsOf(shop, () => rootLoaderData(page.shop))), calls: page.calls };
    };
    await render(); // caches warm (category tree, settings, prepared statements)
    const rendered = await render();
    expect(rendered.calls).toEqual(['getPageShell']);
    expect(rendered.result.shopper).toMatchObject({
      session: { user: { email: customer.email }, basket: { itemQuantity: 2 } },
    });
    console.log(`page data request with a session: ${rendered.statements} SQL statements`);
    expect(rendered.statements).toBe(3);
  });

  it("a page's HTML: the shell, and the shopper for the document's own script", async () => {
    const customer = await customerWithCart();
    const render = async () => {
      const page = pageRequestContext(shop, customer.browser.cookies, { documentRequest: true });
      const work = () => Promise.all([rootLoaderData(page.shop), page.shop.shopper()]);
      return { ...(await statementsOf(shop, work)), calls: page.calls };
    };
    await render();
    const rendered = await render();
    expect(rendered.calls).toEqual(['getPageShell']);
    expect(rendered.result[0].shopper).toBeNull();
    expect(rendered.result[1].session.basket.itemQuantity).toBe(2);
    console.log(`page document with a session: ${rendered.statements} SQL statements`);
    expect(rendered.statements).toBe(3);
  });
});
