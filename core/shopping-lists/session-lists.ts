import { ApiError } from '../api/errors';
import type { SessionData } from '../sessions/session-store.server';
import {
  comparisonMaximum,
  comparisonOf,
  wishlistMaximum,
  wishlistOf,
  type WishlistEntry,
} from '../sessions/shopping-lists-state';

/** Changes of a session's wishlist and comparison list (read by core/sessions/shopping-lists-state.ts). */

/** Adds (or, when already there, sets the quantity of) a variation, newest first. */
export function withWishlistItem(data: SessionData, entry: WishlistEntry): SessionData {
  const others = wishlistOf(data).filter((existing) => existing.variationId !== entry.variationId);
  if (others.length >= wishlistMaximum) {
    throw new ApiError({
      status: 409,
      key: 'wishlist.full',
      message: 'The wishlist is full',
      values: { maximum: wishlistMaximum },
    });
  }
  return { ...data, wishlistItems: [entry, ...others] };
}

export function withoutWishlistItem(data: SessionData, variationId: number): SessionData {
  return { ...data, wishlistItems: wishlistOf(data).filter((entry) => entry.variationId !== variationId) };
}

export function withComparisonItem(data: SessionData, variationId: number): SessionData {
  const ids = comparisonOf(data);
  if (ids.includes(variationId)) return data;
  if (ids.length >= comparisonMaximum) {
    throw new ApiError({
      status: 409,
      key: 'comparison.full',
      message: 'The comparison list is full',
      values: { maximum: comparisonMaximum },
    });
  }
  return { ...data, comparisonItemIds: [variationId, ...ids] };
}

export function withoutComparisonItem(data: SessionData, variationId: number): SessionData {
  return { ...data, comparisonItemIds: comparisonOf(data).filter((id) => id !== variationId) };
}
