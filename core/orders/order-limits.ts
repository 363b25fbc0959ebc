import { maxColumnInteger } from '../api/column-limits';

/**
 * The ranges an order's numbers keep: its amount and quantity columns are 32-bit integers of cents
 * and pieces (core/db/order-schema.ts). Checked before anything is written, so no way to an order
 * (the checkout, an accepted offer, a payment made first) meets PostgreSQL's "numeric value out of
 * range" (22003) as a 500.
 */

/** What of an order has to fit: its sums, and each line's price and pieces (a bundle's parts too). */
export interface OrderNumbers {
  itemSum: number;
  shippingAmount: number;
  basketAmount: number;
  items: Array<{
    quantity: number;
    unitPrice: number;
    variation: { bundleComponents: Array<{ quantity: number }> };
  }>;
}

/** Whether every number the order stores fits its column (nets are never above their gross). */
export function orderFitsColumns(order: OrderNumbers): boolean {
  const numbers = [
    order.itemSum,
    order.shippingAmount,
    order.basketAmount,
    ...order.items.flatMap((line) => [
      line.quantity,
      line.unitPrice,
      ...line.variation.bundleComponents.map((component) => component.quantity * line.quantity),
    ]),
  ];
  return numbers.every((value) => Number.isSafeInteger(value) && Math.abs(value) <= maxColumnInteger);
}
