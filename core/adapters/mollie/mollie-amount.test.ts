import { describe, expect, it } from 'vitest';
import { centsOfMollieAmount, mollieAmount } from './mollie-amount';

describe('Mollie amounts', () => {
  it('writes cents as a string with exactly two decimals', () => {
    expect(mollieAmount(4995, 'EUR')).toEqual({ currency: 'EUR', value: '49.95' });
    expect(mollieAmount(5, 'EUR').value).toBe('0.05');
    expect(mollieAmount(120000, 'EUR').value).toBe('1200.00');
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    expect(() => mollieAmount(12.5, 'EUR')).toThrow(RangeError);
    expect(() => mollieAmount(-1, 'EUR')).toThrow(RangeError);
  });

  it('reads Mollie amounts back to cents and nothing else', () => {
    expect(centsOfMollieAmount({ value: '49.95' })).toBe(4995);
    expect(centsOfMollieAmount({ value: '0.05' })).toBe(5);
    expect(centsOfMollieAmount({ value: '49.9' })).toBeNull();
    expect(centsOfMollieAmount({ value: 49.95 })).toBeNull();
    expect(centsOfMollieAmount({ value: '-1.00' })).toBeNull();
    expect(centsOfMollieAmount(null)).toBeNull();
  });
});
