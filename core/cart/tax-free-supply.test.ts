import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';
import type { CartLine } from './cart-view.server';
import { taxFreeAmount, taxFreeLine, taxFreePricedLine } from './tax-free-supply';

const line = (unitPrice: number, quantity: number, vatRate = 1900) =>
  ({
    id: 1,
    quantity,
    unitPrice,
    linePrice: unitPrice * quantity,
    unitPriceNet: Math.round(unitPrice / (1 + vatRate / 10_000)),
    linePriceNet: Math.round((unitPrice * quantity) / (1 + vatRate / 10_000)),
    vatRate,
  }) as CartLine;

describe('a cart priced for a tax-free intra-community supply', () => {
  it('charges the net piece price times the pieces, at 0 %', () => {
    expect(taxFreeLine(line(399, 10))).toMatchObject({ unitPrice: 335, linePrice: 3350, vatRate: 0 });
    const totals = cartTotals([taxFreePricedLine(line(399, 10), 0)], {
      shippingCents: taxFreeAmount(true, 690),
      shippingVatRate: 0,
    });
    expect(totals).toMatchObject({ itemSum: 3350, shippingAmount: 580, basketAmount: 3930, basketAmountNet: 3930 });
    expect(totals.totalVats).toEqual([{ vatValue: 0, vatAmount: 0 }]);
  });

  it('never takes more off a line than it costs, even with a coupon for all of it', () => {
    // 10 × 3,99 € gross is 39,90 €; net pieces of 3,35 € make 33,50 €, while 39,90 € net would be 33,53 €.
    const priced = taxFreePricedLine(line(399, 10), 3990);
    expect(priced).toEqual({ grossCents: 3350, vatRate: 0, discountCents: 3350 });
    expect(cartTotals([priced]).basketAmount).toBe(0);
    // Half the value off: half the net line.
    expect(taxFreePricedLine(line(399, 10), 1995).discountCents).toBe(1675);
  });

  it('leaves taxed amounts as they are', () => {
    expect(taxFreeAmount(false, 690)).toBe(690);
  });
});
