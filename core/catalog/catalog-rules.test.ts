import { describe, expect, it } from 'vitest';
import { availabilityTone, canAddFromCategoryPage, roundRating, type CategoryCardFacts } from './catalog-rules';

describe('availabilityTone', () => {
  it('maps the ten availability ids to four colours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(availabilityTone)).toEqual([
      'green',
      'green',
      'green',
      'amber',
      'amber',
      'amber',
      'red',
      'red',
      'grey',
      'grey',
    ]);
  });
});

describe('canAddFromCategoryPage', () => {
  const simple: CategoryCardFacts = {
    isSalable: true,
    minimumOrderQuantity: 1,
    intervalOrderQuantity: null,
    hasOrderProperties: false,
    hasRequiredOrderProperty: false,
    itemType: 'default',
    salableVariationCount: 1,
    graduatedPriceCount: 0,
  };
  it('allows a simple salable item', () => {
    expect(canAddFromCategoryPage(simple)).toBe(true);
    expect(canAddFromCategoryPage({ ...simple, intervalOrderQuantity: 1 })).toBe(true);
  });
  it.each([
    ['not salable', { isSalable: false }],
    ['minimum quantity 2', { minimumOrderQuantity: 2 }],
    ['interval 2', { intervalOrderQuantity: 2 }],
    ['order properties', { hasOrderProperties: true }],
    ['a required order property', { hasRequiredOrderProperty: true }],
    ['a set', { itemType: 'set' as const }],
    ['two salable variations', { salableVariationCount: 2 }],
    ['graduated prices', { graduatedPriceCount: 1 }],
  ])('refuses an item with %s', (_reason, change) => {
    expect(canAddFromCategoryPage({ ...simple, ...change })).toBe(false);
  });
});

describe('roundRating', () => {
  it('rounds down to half stars, or tenths by setting', () => {
    expect(roundRating(4.7)).toBe(4.5);
    expect(roundRating(4.49)).toBe(4);
    expect(roundRating(4.76, 'tenth')).toBe(4.7);
    expect(roundRating(7)).toBe(5);
  });
});
