import { ApiError } from '../api/errors';
import type { SessionData } from '../sessions/session-store.server';

/**
 * The wishlist and the comparison list of a session (spec §4 Wishlist; the comparison list is the
 * shop's own): variation ids in the session data, newest first. Once accounts exist, a logged-in
 * customer's wishlist is kept with the account and the session's list is merged into it on login.
 */

export interface WishlistEntry {
  variationId: number;
  quantity: number;
}

/** A wishlist is a list to come back to, not a warehouse. */
export const wishlistMaximum = 100;
/** Four mirrors side by side still fit a laptop screen; more is no longer a comparison. */
export const comparisonMaximum = 4;

const isEntry = (value: unknown): value is WishlistEntry =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as WishlistEntry).variationId) &&
  Number.isInteger((value as WishlistEntry).quantity);

export function wishlistOf(data: SessionData | undefined): WishlistEntry[] {
  const entries = data?.wishlistItems;
  return Array.isArray(entries) ? entries.filter(isEntry) : [];
}

export function comparisonOf(data: SessionData | undefined): number[] {
  const ids = data?.comparisonItemIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

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
