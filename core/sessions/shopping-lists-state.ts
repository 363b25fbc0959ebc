import type { SessionData } from './session-store.server';

/**
 * The wishlist and the comparison list of a session (spec §4 Wishlist; the comparison list is the
 * shop's own): variation ids in the session data, newest first. Once accounts exist, a logged-in
 * customer's wishlist is kept with the account and the session's list is merged into it on login.
 * Read here, below the accounts that merge them; core/shopping-lists/session-lists.ts changes them.
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
