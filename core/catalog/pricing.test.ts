import { describe, expect, it } from 'vitest';
import {
  basePrice,
  computeVariationPrice,
  discountPercent,
  lowestPriceBefore,
  netFromGross,
  type PriceRow,
} from './pricing';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const row = (kind: PriceRow['kind'], priceCents: number, extra: Partial<PriceRow> = {}): PriceRow => ({
  kind,
  priceCents,
  minimumQuantity: 1,
  validFrom: null,
  validUntil: null,
  ...extra,
});

describe('computeVariationPrice', () => {
  it('uses the regular price and crosses out a higher RRP', () => {
    const price = computeVariationPrice([row('default', 4990), row('rrp', 5990)], [], { now });
    expect(price).toMatchObject({
      unitPriceCents: 4990,
      crossedPriceCents: 5990,
      crossedPriceKind: 'rrp',
      specialOffer: null,
    });
  });

  it('ignores an RRP below the price', () => {
    expect(computeVariationPrice([row('default', 4990), row('rrp', 3990)], [], { now }).crossedPriceCents).toBeNull();
  });

  it("names a special offer's last day as staff chose it: the day before the midnight it ends at", () => {
    // Staff chose "until 5 December inclusive": stored as midnight in Germany after it (23:00 UTC).
    const special = row('special', 4000, { validFrom: daysAgo(5), validUntil: new Date('2026-12-05T23:00:00Z') });
    expect(computeVariationPrice([row('default', 5000), special], [], { now }).specialOffer).toEqual({
      priceCents: 4000,
      lastDay: '2026-12-05',
    });
    // In summer time midnight in Germany is 22:00 UTC.
    const summer = row('special', 4000, { validUntil: new Date('2027-06-30T22:00:00Z') });
    expect(computeVariationPrice([row('default', 5000), summer], [], { now }).specialOffer?.lastDay).toBe('2027-06-30');
    expect(computeVariationPrice([row('default', 5000), row('special', 4000)], [], { now }).specialOffer).toEqual({
      priceCents: 4000,
      lastDay: null,
    });
  });

  it('applies a running special offer, crosses out the regular price and names the 30-day lowest price', () => {
    const price = computeVariationPrice(
      [row('default', 5000), row('special', 4000, { validFrom: daysAgo(5), validUntil: daysAgo(-10) })],
      [
        { priceCents: 5000, validFrom: daysAgo(90), validUntil: daysAgo(5) },
        { priceCents: 4000, validFrom: daysAgo(5), validUntil: null },
      ],
      { now },
    );
    expect(price).toMatchObject({
      unitPriceCents: 4000,
      crossedPriceCents: 5000,
      crossedPriceKind: 'default',
      lowestPriceCents: 5000,
    });
    expect(price.reductionPercent).toBe(20);
  });

  it('computes the reduction against the 30-day lowest price after a raise (no fake discount)', () => {
    // 45.00 until 12 days ago, raised to 50.00, then "reduced" to 45.00 five days ago: no real saving.
    const price = computeVariationPrice(
      [row('default', 5000), row('special', 4500, { validFrom: daysAgo(5) })],
      [
        { priceCents: 4500, validFrom: daysAgo(90), validUntil: daysAgo(12) },
        { priceCents: 5000, validFrom: daysAgo(12), validUntil: daysAgo(5) },
        { priceCents: 4500, validFrom: daysAgo(5), validUntil: null },
      ],
      { now },
    );
    expect(price.lowestPriceCents).toBe(4500);
    expect(price.reductionPercent).toBeNull();
  });

  it('ignores expired and future offers', () => {
    const rows = [
      row('default', 5000),
      row('special', 4000, { validUntil: daysAgo(1) }),
      row('special', 3000, { validFrom: daysAgo(-2) }),
    ];
    expect(computeVariationPrice(rows, [], { now })).toMatchObject({
      unitPriceCents: 5000,
      specialOffer: null,
      crossedPriceCents: null,
    });
  });

  it('picks the graduated price by quantity and lists the steps from 2 on with their discount', () => {
    const rows = [
      row('default', 10000),
      row('default', 9200, { minimumQuantity: 6 }),
      row('default', 8500, { minimumQuantity: 12 }),
    ];
    expect(computeVariationPrice(rows, [], { now, quantity: 5 }).unitPriceCents).toBe(10000);
    expect(computeVariationPrice(rows, [], { now, quantity: 6 }).unitPriceCents).toBe(9200);
    expect(computeVariationPrice(rows, [], { now, quantity: 40 }).unitPriceCents).toBe(8500);
    expect(computeVariationPrice(rows, [], { now }).graduatedPrices).toEqual([
      { minimumOrderQuantity: 6, priceCents: 9200, discountPercent: 8 },
      { minimumOrderQuantity: 12, priceCents: 8500, discountPercent: 15 },
    ]);
  });

  it('takes a special offer only when it is below the graduated price', () => {
    const rows = [row('default', 10000), row('default', 8000, { minimumQuantity: 10 }), row('special', 9000)];
    expect(computeVariationPrice(rows, [], { now, quantity: 1 }).unitPriceCents).toBe(9000);
    expect(computeVariationPrice(rows, [], { now, quantity: 10 }).unitPriceCents).toBe(8000);
  });

  it("lets a customer class's own prices only lower everyone's, at every quantity", () => {
    const rows = [
      row('default', 4990),
      row('default', 4490, { minimumQuantity: 5 }),
      row('default', 3500, { minimumQuantity: 20 }),
      row('default', 4200, { customerClassId: 2 }),
      row('default', 3900, { customerClassId: 2, minimumQuantity: 10 }),
      row('rrp', 5990),
    ];
    expect(computeVariationPrice(rows, [], { now }).unitPriceCents).toBe(4990);
    expect(computeVariationPrice(rows, [], { now, customerClassId: 1 }).unitPriceCents).toBe(4990);
    expect(computeVariationPrice(rows, [], { now, quantity: 5 }).unitPriceCents).toBe(4490);
    const business = (quantity: number) => computeVariationPrice(rows, [], { now, customerClassId: 2, quantity });
    expect(business(1)).toMatchObject({ unitPriceCents: 4200, crossedPriceCents: 5990, defaultPriceCents: 4200 });
    // Everyone's step at 5 (44,90) is no lower than their own 42,00; at 20 everyone's 35,00 is.
    expect(business(5).unitPriceCents).toBe(4200);
    expect(business(10).unitPriceCents).toBe(3900);
    expect(business(20).unitPriceCents).toBe(3500);
    expect(business(1).graduatedPrices.map((step) => [step.minimumOrderQuantity, step.priceCents])).toEqual([
      [10, 3900],
      [20, 3500],
    ]);
    // A class without prices of its own pays everyone's; an own price above everyone's changes nothing.
    expect(computeVariationPrice(rows, [], { now, customerClassId: 3 }).unitPriceCents).toBe(4990);
    const higher = [row('default', 4990), row('default', 5990, { customerClassId: 2 })];
    expect(computeVariationPrice(higher, [], { now, customerClassId: 2 }).unitPriceCents).toBe(4990);
  });

  it('refuses a variation without a default price', () => {
    expect(() => computeVariationPrice([row('rrp', 100)], [], { now })).toThrow();
  });
});

describe('helpers', () => {
  it('discountPercent rounds down to one decimal', () => {
    expect(discountPercent(6667, 10000)).toBe(33.3);
    expect(discountPercent(10000, 10000)).toBe(0);
  });

  it('lowestPriceBefore looks at the 30 days before the reduction only', () => {
    const history = [
      { priceCents: 3000, validFrom: daysAgo(100), validUntil: daysAgo(40) },
      { priceCents: 4000, validFrom: daysAgo(40), validUntil: null },
    ];
    expect(lowestPriceBefore(history, now)).toBe(4000);
    expect(lowestPriceBefore([], now)).toBeNull();
  });

  it('netFromGross removes 19 % and 7 % VAT', () => {
    expect(netFromGross(11900, 1900)).toBe(10000);
    expect(netFromGross(1070, 700)).toBe(1000);
  });

  it('basePrice is shown per litre for millilitres and never for pieces', () => {
    expect(basePrice(995, { code: 'MLT', content: 250 })).toEqual({ priceCents: 3980, per: 'LTR' });
    expect(basePrice(4990, { code: 'C62', content: 1 })).toBeNull();
    expect(basePrice(1200, { code: 'C62', content: 3 })).toEqual({ priceCents: 400, per: 'C62' });
  });
});
