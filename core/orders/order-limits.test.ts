import { describe, expect, it } from 'vitest';
import { maxColumnInteger } from '../api/column-limits';
import { orderFitsColumns, type OrderNumbers } from './order-limits';

const line = (quantity: number, unitPrice: number, parts: number[] = []) => ({
  quantity,
  unitPrice,
  variation: { bundleComponents: parts.map((partQuantity) => ({ quantity: partQuantity })) },
});
const order = (overrides: Partial<OrderNumbers> = {}): OrderNumbers => ({
  itemSum: 10_000,
  shippingAmount: 495,
  basketAmount: 10_495,
  items: [line(2, 5_000)],
  ...overrides,
});

describe('orderFitsColumns', () => {
  it('takes an order up to the 32-bit columns exactly', () => {
    expect(orderFitsColumns(order())).toBe(true);
    expect(orderFitsColumns(order({ itemSum: maxColumnInteger, basketAmount: maxColumnInteger }))).toBe(true);
  });

  it('refuses a sum, a price, a quantity or a bundle part beyond them', () => {
    expect(orderFitsColumns(order({ basketAmount: maxColumnInteger + 1 }))).toBe(false);
    expect(orderFitsColumns(order({ itemSum: 1e12 }))).toBe(false);
    expect(orderFitsColumns(order({ shippingAmount: Number.NaN }))).toBe(false);
    expect(orderFitsColumns(order({ items: [line(1, maxColumnInteger + 1)] }))).toBe(false);
    expect(orderFitsColumns(order({ items: [line(maxColumnInteger + 1, 0)] }))).toBe(false);
    // A bundle's parts are stored as pieces per bundle × bundles.
    expect(orderFitsColumns(order({ items: [line(100_000, 0, [1, 30_000])] }))).toBe(false);
  });
});
