import { describe, expect, it } from 'vitest';
import { comparisonMaximum, comparisonOf, wishlistMaximum, wishlistOf } from '../sessions/shopping-lists-state';
import { withComparisonItem, withoutWishlistItem, withWishlistItem } from './session-lists';

describe('session lists', () => {
  it('puts the newest wishlist entry first and updates the quantity of one already there', () => {
    let data = withWishlistItem({}, { variationId: 1, quantity: 1 });
    data = withWishlistItem(data, { variationId: 2, quantity: 1 });
    data = withWishlistItem(data, { variationId: 1, quantity: 4 });
    expect(wishlistOf(data)).toEqual([
      { variationId: 1, quantity: 4 },
      { variationId: 2, quantity: 1 },
    ]);
    expect(wishlistOf(withoutWishlistItem(data, 1))).toEqual([{ variationId: 2, quantity: 1 }]);
  });

  it('refuses a new entry on a full list with the maximum', () => {
    const full = {
      wishlistItems: Array.from({ length: wishlistMaximum }, (_, index) => ({ variationId: index + 1, quantity: 1 })),
    };
    expect(() => withWishlistItem(full, { variationId: 9999, quantity: 1 })).toThrow(
      expect.objectContaining({ key: 'wishlist.full', values: { maximum: wishlistMaximum } }),
    );
    let comparison = {};
    for (let id = 1; id <= comparisonMaximum; id++) comparison = withComparisonItem(comparison, id);
    expect(() => withComparisonItem(comparison, 99)).toThrow(expect.objectContaining({ key: 'comparison.full' }));
    expect(comparisonOf(withComparisonItem(comparison, 1))).toHaveLength(comparisonMaximum);
  });

  it('ignores malformed session data', () => {
    // Session data is JSON from the database: anything may be in it.
    expect(wishlistOf({ wishlistItems: [{ variationId: 'x' }, null, 3] } as never)).toEqual([]);
    expect(comparisonOf({ comparisonItemIds: 'nope' } as never)).toEqual([]);
  });
});
