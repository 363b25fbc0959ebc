import { describe, expect, it } from 'vitest';
import {
  anonymousCouponCustomer,
  evaluateCoupon,
  normalizeCouponCode,
  spreadOverLines,
  type CouponCampaignRules,
  type CouponLine,
} from './coupon-rules';

const now = new Date('2026-11-22T12:00:00Z');
const campaign = (rules: Partial<CouponCampaignRules> = {}): CouponCampaignRules => ({
  isActive: true,
  discountKind: 'percent',
  discountValue: 1000,
  validFrom: null,
  validUntil: null,
  minimumOrderCents: 0,
  customerKind: 'all',
  subscriptionRule: 'any',
  excludesSpecialOffers: false,
  customerClassIds: null,
  customerTypes: null,
  itemIds: null,
  categoryIds: null,
  maxRedemptions: null,
  redemptions: 0,
  maxUsesPerCustomer: null,
  ...rules,
});
const line = (lineId: number, grossCents: number, rest: Partial<CouponLine> = {}): CouponLine => ({
  lineId,
  itemId: 100 + lineId,
  categoryIds: [24],
  grossCents,
  isSpecialOffer: false,
  isSubscription: false,
  ...rest,
});
const unlimited = { maxUses: null, uses: 0 };
const refusalOf = (
  rules: Partial<CouponCampaignRules>,
  lines = [line(1, 5000)],
  customer = anonymousCouponCustomer,
) => {
  const result = evaluateCoupon(campaign(rules), unlimited, lines, customer, now);
  return result.ok ? null : result.refusal;
};

describe('evaluateCoupon', () => {
  it('takes a percentage off the goods, rounded to the cent', () => {
    const result = evaluateCoupon(
      campaign({ discountValue: 1000 }),
      unlimited,
      [line(1, 3999)],
      anonymousCouponCustomer,
      now,
    );
    expect(result).toMatchObject({ ok: true, discountCents: 400 });
  });

  it('takes a fixed amount off, never more than the goods it applies to', () => {
    const fixed = campaign({ discountKind: 'fixed', discountValue: 1500 });
    expect(evaluateCoupon(fixed, unlimited, [line(1, 5000)], anonymousCouponCustomer, now)).toMatchObject({
      discountCents: 1500,
    });
    expect(evaluateCoupon(fixed, unlimited, [line(1, 999)], anonymousCouponCustomer, now)).toMatchObject({
      discountCents: 999,
    });
  });

  it('refuses a used single-use code and an inactive campaign as "already used or invalid"', () => {
    const used = evaluateCoupon(campaign(), { maxUses: 1, uses: 1 }, [line(1, 5000)], anonymousCouponCustomer, now);
    expect(used).toEqual({ ok: false, refusal: { key: 'alreadyUsedOrInvalid' } });
    expect(refusalOf({ isActive: false })).toEqual({ key: 'alreadyUsedOrInvalid' });
  });

  it('knows the validity period: not yet valid, expired at the end instant', () => {
    expect(refusalOf({ validFrom: new Date('2026-12-01T00:00:00Z') })).toEqual({ key: 'notYetValid' });
    expect(refusalOf({ validUntil: now })).toEqual({ key: 'expired' });
    expect(refusalOf({ validFrom: new Date('2026-01-01'), validUntil: new Date('2027-01-01') })).toBeNull();
  });

  it('stops when the campaign is fully redeemed', () => {
    expect(refusalOf({ maxRedemptions: 100, redemptions: 100 })).toEqual({ key: 'fullyRedeemed' });
    expect(refusalOf({ maxRedemptions: 100, redemptions: 99 })).toBeNull();
  });

  it('stops a customer who used the campaign as often as it allows one customer', () => {
    const evaluate = (maxUsesPerCustomer: number | null, customerUses?: number) => {
      const usage = customerUses === undefined ? unlimited : { ...unlimited, customerUses };
      const result = evaluateCoupon(
        campaign({ maxUsesPerCustomer }),
        usage,
        [line(1, 5000)],
        anonymousCouponCustomer,
        now,
      );
      return result.ok ? null : result.refusal;
    };
    expect(evaluate(1, 1)).toEqual({ key: 'usedUpByCustomer', values: { maxUses: 1 } });
    expect(evaluate(3, 4)).toEqual({ key: 'usedUpByCustomer', values: { maxUses: 3 } });
    expect(evaluate(1, 0)).toBeNull();
    expect(evaluate(3, 2)).toBeNull();
    // No limit: any number of earlier uses; a shopper not known yet has none counted.
    expect(evaluate(null, 50)).toBeNull();
    expect(evaluate(1)).toBeNull();
    // The whole campaign's limit is named first.
    const result = evaluateCoupon(
      campaign({ maxUsesPerCustomer: 1, maxRedemptions: 5, redemptions: 5 }),
      { ...unlimited, customerUses: 1 },
      [line(1, 5000)],
      anonymousCouponCustomer,
      now,
    );
    expect(result).toMatchObject({ ok: false, refusal: { key: 'fullyRedeemed' } });
  });

  it('tells new from existing customers', () => {
    const regular = { ...anonymousCouponCustomer, isRegistered: true, hasOrders: true, hasBought: true };
    expect(refusalOf({ customerKind: 'new' }, undefined, regular)).toEqual({ key: 'onlyNewCustomers' });
    expect(refusalOf({ customerKind: 'new' })).toBeNull();
    expect(refusalOf({ customerKind: 'existing' })).toEqual({ key: 'onlyExistingCustomers' });
    expect(refusalOf({ customerKind: 'existing' }, undefined, regular)).toBeNull();
    // An order placed and never paid: no longer new, but not an existing customer either.
    const unpaid = { ...regular, hasBought: false };
    expect(refusalOf({ customerKind: 'new' }, undefined, unpaid)).toEqual({ key: 'onlyNewCustomers' });
    expect(refusalOf({ customerKind: 'existing' }, undefined, unpaid)).toEqual({ key: 'onlyExistingCustomers' });
  });

  it('checks customer class and type', () => {
    expect(refusalOf({ customerClassIds: [2] })).toEqual({ key: 'wrongCustomerGroup' });
    expect(refusalOf({ customerTypes: ['business'] })).toEqual({ key: 'wrongCustomerGroup' });
    const trader = { ...anonymousCouponCustomer, customerClassId: 2, customerType: 'business' as const };
    expect(refusalOf({ customerClassIds: [2], customerTypes: ['business'] }, undefined, trader)).toBeNull();
  });

  it('applies only to the items or categories it names', () => {
    const lines = [line(1, 4000, { itemId: 7, categoryIds: [29] }), line(2, 6000, { itemId: 8, categoryIds: [27] })];
    expect(refusalOf({ itemIds: [9], categoryIds: [30] }, lines)).toEqual({ key: 'noMatchingItem' });
    const byCategory = evaluateCoupon(campaign({ categoryIds: [27] }), unlimited, lines, anonymousCouponCustomer, now);
    expect(byCategory).toMatchObject({ ok: true, discountCents: 600 });
    const byItem = evaluateCoupon(campaign({ itemIds: [7] }), unlimited, lines, anonymousCouponCustomer, now);
    expect(byItem).toMatchObject({ ok: true, discountCents: 400 });
  });

  it('limits to or excludes subscription items', () => {
    expect(refusalOf({ subscriptionRule: 'only' })).toEqual({ key: 'onlySubscriptionItems' });
    expect(refusalOf({ subscriptionRule: 'excluded' }, [line(1, 5000, { isSubscription: true })])).toEqual({
      key: 'notForSubscriptionItems',
    });
    expect(refusalOf({ subscriptionRule: 'only' }, [line(1, 5000, { isSubscription: true })])).toBeNull();
  });

  it('leaves special offers out, refusing when only special offers are left', () => {
    expect(refusalOf({ excludesSpecialOffers: true }, [line(1, 5000, { isSpecialOffer: true })])).toEqual({
      key: 'notForSpecialOffers',
    });
    const mixed = [line(1, 5000, { isSpecialOffer: true }), line(2, 2000)];
    const result = evaluateCoupon(
      campaign({ excludesSpecialOffers: true }),
      unlimited,
      mixed,
      anonymousCouponCustomer,
      now,
    );
    expect(result).toMatchObject({ ok: true, discountCents: 200 });
  });

  it('needs the minimum order value of the whole cart and says which', () => {
    expect(refusalOf({ minimumOrderCents: 5001 })).toEqual({
      key: 'minimumOrderValueNotReached',
      values: { minimumCents: 5001 },
    });
    expect(refusalOf({ minimumOrderCents: 5000 })).toBeNull();
  });
});

describe('spreadOverLines', () => {
  it('spreads the discount in proportion and to the cent', () => {
    const shares = spreadOverLines(100, [line(1, 1000), line(2, 1000), line(3, 1000)]);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(100);
    expect([...shares.values()].sort()).toEqual([33, 33, 34]);
  });
});

describe('normalizeCouponCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalizeCouponCode('  willkommen10 ')).toBe('WILLKOMMEN10');
  });
});
