import { describe, expect, it } from 'vitest';
import { cartTotals } from '../../cart/cart-totals';
import { documentTotals, negatedLines } from './document-totals';

const line = (totalGross: number, vatRate = 1900) => ({
  name: 'Spiegel',
  quantity: 1,
  unitGross: totalGross,
  vatRate,
  totalGross,
});

describe('document totals', () => {
  it('rounds per VAT rate on the sum of the rate, as the order’s VAT lines do', () => {
    // Per line 1 ct of VAT each would be 3 ct; on the sum of 3 × 5 ct it is 2 ct.
    const totals = documentTotals([line(5), line(5), line(5)]);
    expect(totals.byRate).toEqual([{ vatRate: 1900, net: 13, vat: 2, gross: 15 }]);
    expect(totals).toMatchObject({ net: 13, vat: 2, gross: 15 });
  });

  it('agrees with the cart’s totals for mixed rates, highest rate first', () => {
    const lines = [line(4990), line(1999), line(1070, 700), line(333, 700), line(500, 0)];
    const totals = documentTotals(lines);
    const cart = cartTotals(lines.map((each) => ({ grossCents: each.totalGross, vatRate: each.vatRate })));
    expect(totals.byRate.map((rate) => ({ vatValue: rate.vatRate / 100, vatAmount: rate.vat }))).toEqual(
      cart.totalVats,
    );
    expect(totals.net).toBe(cart.itemSumNet);
    expect(totals.gross).toBe(cart.itemSum);
    for (const rate of totals.byRate) expect(rate.net + rate.vat).toBe(rate.gross);
  });

  it('negated lines give exactly the negated totals (a reversal mirrors its invoice to the cent)', () => {
    for (const gross of [1, 2, 3, 5, 7, 119, 4990, 12345, 99999]) {
      for (const rate of [1900, 700, 0]) {
        const lines = [line(gross, rate), line(3, rate)];
        const plain = documentTotals(lines);
        const reversed = documentTotals(negatedLines(lines));
        expect(reversed.byRate).toEqual(
          plain.byRate.map((entry) => ({
            vatRate: entry.vatRate,
            net: -entry.net || 0,
            vat: -entry.vat || 0,
            gross: -entry.gross,
          })),
        );
      }
    }
  });

  it('refuses amounts that are not whole cents and rates that are not basis points', () => {
    expect(() => documentTotals([line(10.5)])).toThrow(RangeError);
    expect(() => documentTotals([line(100, 19.5)])).toThrow(RangeError);
    expect(() => documentTotals([line(100, -100)])).toThrow(RangeError);
    expect(documentTotals([])).toEqual({ byRate: [], net: 0, vat: 0, gross: 0 });
  });
});
