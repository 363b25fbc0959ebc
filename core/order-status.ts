/**
 * The order status model (docs/order-status.md). Numbers follow the peer's convention, so status
 * ids read the same in both systems; names for shoppers are translated under `order.status.*`.
 */
export const orderStatus = {
  /** Placed, payment not yet received (prepayment, or a Mollie payment still open). */
  waitingForPayment: 3,
  /** Paid in full: released for shipping. */
  releasedForShipping: 5,
  /** Handed to the parcel service. */
  shipped: 7,
  /** Canceled (a failed or expired payment that was not retried, or by the shop). */
  canceled: 8,
  /** A return (order type 3) the shopper announced; the shop checks the parcel when it arrives. */
  returnAnnounced: 9,
  /** A return whose parcel staff received and checked (issue 36): pieces counted, refunded. */
  returnReceived: 10,
} as const;

/**
 * The statuses of an order that was really bought: paid (released for shipping) or shipped. Only
 * these count as a purchase – for a return, a "verified purchase" review, or a coupon for customers
 * who ordered before – so an order placed and never paid earns nothing.
 */
export const purchasedStatuses: readonly number[] = [orderStatus.releasedForShipping, orderStatus.shipped];

/** Order types (spec §3): a sale, a return that references it, and an offer (its page's typeId). */
export const orderTypes = { sales: 1, return: 3, offer: 7 } as const;

/** Spec §3 order item type ids (1 is an ordinary variation, 6 the shipping costs line). */
export const orderItemTypes = { variation: 1, bundleComponent: 2, bundle: 3, coupon: 4, shipping: 6 } as const;

const keysById = new Map<number, keyof typeof orderStatus>(
  Object.entries(orderStatus).map(([key, id]) => [id, key as keyof typeof orderStatus]),
);

/** The translation key suffix of a status id (`order.status.<key>`); unknown ids read as waiting. */
export function orderStatusKey(statusId: number): keyof typeof orderStatus {
  return keysById.get(statusId) ?? 'waitingForPayment';
}

/**
 * The name an order line is shown with (page, e-mail, PDF): a coupon by its code, a bundle's part
 * as "contains …"; `translate` looks the key up in the reader's language.
 */
export function orderLineLabel(
  item: { typeId: number; orderItemName: string },
  translate: (key: string, values: Record<string, string>) => string,
): string {
  if (item.typeId === orderItemTypes.coupon) return translate('order.couponLine', { code: item.orderItemName });
  if (item.typeId === orderItemTypes.bundleComponent)
    return translate('order.bundleComponent', { name: item.orderItemName });
  return item.orderItemName;
}
