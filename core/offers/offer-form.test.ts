import { describe, expect, it } from 'vitest';
import { createOfferInput, offerLimits, offerProblems } from './offer-form';

const limits = { maxLineQuantity: 100 };
const line = { quantity: 1, priceCents: 100 };

describe('offerProblems', () => {
  it('takes lines within a cart’s and an order’s ranges', () => {
    expect(offerProblems([line], limits)).toEqual([]);
    // The most: 100 pieces at 100,000 € twice, 20 million euros.
    expect(
      offerProblems(
        [1, 2].map(() => ({ quantity: 100, priceCents: 10_000_000 })),
        limits,
      ),
    ).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(offerProblems([line, { quantity: 101, priceCents: 100 }], limits)).toEqual([
      { field: 'items.1.quantity', code: 'tooBig', message: 'errorMessages.offer.quantityTooHigh' },
    ]);
    expect(offerProblems([{ quantity: 1, priceCents: 10_000_001 }], limits)).toEqual([
      { field: 'items.0.priceCents', code: 'tooBig', message: 'errorMessages.offer.priceTooHigh' },
    ]);
    expect(
      offerProblems(
        Array.from({ length: 51 }, () => line),
        limits,
      ),
    ).toEqual([{ field: 'items', code: 'tooBig', message: 'errorMessages.offer.tooManyItems' }]);
    expect(
      offerProblems(
        [1, 2, 3].map(() => ({ quantity: 100, priceCents: 10_000_000 })),
        limits,
      ),
    ).toEqual([{ field: 'items', code: 'tooBig', message: 'errorMessages.offer.totalTooHigh' }]);
  });

  it('follows a lowered cap per line (an offer stored under a higher one)', () => {
    expect(offerProblems([{ quantity: 50, priceCents: 100 }], { maxLineQuantity: 20 })).toHaveLength(1);
  });
});

describe('createOfferInput', () => {
  it('refuses numbers beyond the setting’s ceiling with translated messages', () => {
    const parsed = createOfferInput.safeParse({
      customerEmail: 'kunde@beispiel.de',
      validUntil: '2099-12-31',
      items: [{ variationId: 1, quantity: offerLimits.maxQuantityCeiling + 1, priceCents: 2 ** 40 }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['items.0.quantity', 'errorMessages.offer.quantityTooHigh'],
      ['items.0.priceCents', 'errorMessages.offer.priceTooHigh'],
    ]);
  });
});
