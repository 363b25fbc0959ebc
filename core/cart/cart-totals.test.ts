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

describe('cartTotals with a coupon', () => {
  it('takes the discount off the total and the VAT of each rate', () => {
    const totals = cartTotals([
      { grossCents: 11900, vatRate: 1900, discountCents: 1190 },
      { grossCents: 1070, vatRate: 700, discountCents: 107 },
    ]);
    expect(totals.itemSum).toBe(12970);
    expect(totals.couponDiscount).toBe(-1297);
    expect(totals.basketAmount).toBe(11673);
    // 107.10 € at 19 %: VAT 17.10; 9.63 € at 7 %: VAT 0.63
    expect(totals.totalVats).toEqual([
      { vatValue: 19, vatAmount: 1710 },
      { vatValue: 7, vatAmount: 63 },
    ]);
    expect(totals.basketAmountNet).toBe(11673 - 1710 - 63);
    expect(totals.itemSumNet).toBe(10000 + 1000);
  });
});
