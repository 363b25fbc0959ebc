import { createContext, type RouterContextProvider, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { CartView } from '../../../core/cart/cart-view.server';
import { shopContext } from '../../shop-context';

/**
 * The cart a change of this request answered (every cart call answers the whole cart). A form
 * posted without JavaScript runs the action and the page's loader in one request: the loader shows
 * this cart instead of building it again (issue 35: no work done twice).
 */
export const changedCart = createContext<CartView | null>(null);

/** The cart page's data: the cart (as the change of this request left it, or read) and the countries. */
export async function cartPageData(context: Readonly<RouterContextProvider>, request: Request) {
  const shop = context.get(shopContext);
  const changed = context.get(changedCart);
  const [cart, countries] = await Promise.all([
    // Its events went with the change's answer already.
    changed ? { ...changed, apiEvents: [] } : shop.call('getCart', {}),
    shop.call('getCountries', {}),
  ]);
  // Sent back from the checkout with an empty cart (spec: reject-empty-checkout guard).
  const emptyCheckout = new URL(request.url).searchParams.get('notice') === 'emptyCheckout';
  return { cart, countries, emptyCheckout };
}

/**
 * After a cart change in the browser, the page shows the cart the change answered: its loader is
 * not asked again (the root's still is, for the header's count). A refusal reads the cart again.
 */
export function cartPageShouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return answeredCart(actionResult) ? false : defaultShouldRevalidate;
}

/** The cart a cart form's answer carries, if any. */
export function answeredCart(result: unknown): CartView | null {
  if (typeof result !== 'object' || result === null) return null;
  const answer = result as { ok?: unknown; cart?: CartView };
  return answer.ok === true && answer.cart ? answer.cart : null;
}
