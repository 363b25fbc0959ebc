import { describe, expect, it } from 'vitest';
import { allowedQuantity, isAllowedQuantity, normalizeQuantityRule, stepQuantity } from './order-quantity';

describe('order quantities', () => {
  const packsOfTwoFromFour = normalizeQuantityRule({ minimum: 4, interval: 2, maximum: 11 });

  it('turns what was typed into the nearest allowed quantity', () => {
    expect(allowedQuantity(1, packsOfTwoFromFour)).toBe(4);
    expect(allowedQuantity(5, packsOfTwoFromFour)).toBe(6);
    expect(allowedQuantity(6, packsOfTwoFromFour)).toBe(6);
    expect(allowedQuantity(50, packsOfTwoFromFour)).toBe(10);
    expect(allowedQuantity(Number.NaN, packsOfTwoFromFour)).toBe(4);
  });

  it('steps by the interval and stops at the minimum and the maximum', () => {
    expect(stepQuantity(4, 1, packsOfTwoFromFour)).toBe(6);
    expect(stepQuantity(4, -1, packsOfTwoFromFour)).toBe(4);
    expect(stepQuantity(10, 1, packsOfTwoFromFour)).toBe(10);
  });

  it('treats missing or nonsense rules as one at a time without limit', () => {
    const rule = normalizeQuantityRule({ minimum: 0, interval: 0, maximum: null });
    expect(rule).toEqual({ minimum: 1, interval: 1, maximum: null });
    expect(stepQuantity(999, 1, rule)).toBe(1000);
  });

  it('tells whether a quantity is allowed', () => {
    expect(isAllowedQuantity(8, packsOfTwoFromFour)).toBe(true);
    expect(isAllowedQuantity(7, packsOfTwoFromFour)).toBe(false);
    expect(isAllowedQuantity(12, packsOfTwoFromFour)).toBe(false);
    expect(isAllowedQuantity(4.5, packsOfTwoFromFour)).toBe(false);
  });
});
