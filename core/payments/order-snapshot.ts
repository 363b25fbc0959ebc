import type { StoredOrderSnapshot } from '../db/json-columns';
import type { CartView } from '../cart/cart-view.server';
import type { PlaceOrderInput } from '../orders/place-order.server';

/**
 * Payment first (MOLLIE_FLOW=payment-first): the order as the shopper confirmed it, priced when
 * the payment was created. Kept with the payment, so the order can be placed as soon as Mollie
 * reports the money, even if the shopper never comes back from the payment page.
 */
export type PlaceOrderSnapshot = Omit<PlaceOrderInput, 'idempotencyKey' | 'cart' | 'cartId' | 'alsoInTransaction'> & {
  cart: CartView;
  cartId: number;
};

/** As stored with the payment: with the idempotency key of the request that started it (its replay). */
export type StoredBasketSnapshot = PlaceOrderSnapshot & { requestKey: string };

/** The snapshot a payment-first payment keeps (written by createPaymentForBasket from this type). */
export function orderSnapshotOf(row: { orderSnapshot: StoredOrderSnapshot | null }): PlaceOrderSnapshot | null {
  return row.orderSnapshot as PlaceOrderSnapshot | null;
}
