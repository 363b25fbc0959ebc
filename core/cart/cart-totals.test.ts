import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';

describe('cartTotals', () => {
  it('adds gross lines and takes the VAT out once per rate', () => {
    const totals = cartTotals([
      { grossCents: 4390, vatRate: 1900 },
      { grossCents: 1990, vatRate: 1900 },
      { grossCents: 1070, vatRate: 700 },
    ]);
    expect(totals.itemSum).toBe(7450);
    // 63.80 € at 19 %: net 53.61, VAT 10.19; 10.70 € at 7 %: net 10.00, VAT 0.70
    expect(totals.totalVats).toEqual([
      { vatValue: 19, vatAmount: 1019 },
      { vatValue: 7, vatAmount: 70 },
    ]);
    expect(totals.itemSumNet).toBe(7450 - 1019 - 70);
    expect(totals.basketAmount).toBe(7450);
    expect(totals.basketAmountNet).toBe(totals.itemSumNet);
  });

  it('includes shipping with its VAT in the grand total', () => {
    const totals = cartTotals([{ grossCents: 1190, vatRate: 1900 }], { shippingCents: 595 });
    expect(totals.basketAmount).toBe(1785);
    expect(totals.shippingAmountNet).toBe(500);
    expect(totals.totalVats).toEqual([{ vatValue: 19, vatAmount: 285 }]);
    expect(totals.itemSumNet).toBe(1000);
    expect(totals.basketAmountNet).toBe(1500);
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toMatchObject({ itemSum: 0, basketAmount: 0, totalVats: [] });
  });
});
