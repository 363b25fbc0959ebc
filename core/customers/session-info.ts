import { comparisonOf, wishlistOf } from '../sessions/shopping-lists-state';
import type { SessionRecord } from '../sessions/session-store.server';

/** The logged-in customer's account data that the session view needs (accounts come later). */
export interface CustomerAccount {
  email: string;
  showNetPrices: boolean;
}

/** What the storefront knows about the visitor (spec §3 Customer session, §7 getSession). */
export interface SessionInfo {
  user: { email: string | null; guestMail: string | null; showNetPrices: boolean } | null;
  basket: { itemQuantity: number; itemWishListIds: number[] };
  /** Variation ids on the comparison list (the shop's own addition). */
  comparisonItemIds: number[];
  isAuthorized: boolean;
  isGuest: boolean;
  validGuestEmail: boolean;
  /** True once after an expired login, so the shop can say why the shopper was logged out. */
  loginExpired: boolean;
  /** The login ended because the account was blocked or removed meanwhile (spec §8). */
  sessionMismatch: boolean;
}

/**
 * Spec §4 Customer: authorized when the session user has an e-mail (a customer account), guest
 * when it has a guestMail, anonymous otherwise.
 */
export function describeSession(
  session: SessionRecord | null,
  account: CustomerAccount | null,
  basketItemQuantity = 0,
): SessionInfo {
  const guestMail = typeof session?.data.guestMail === 'string' ? session.data.guestMail : null;
  const isAuthorized = Boolean(session?.customerId != null && account?.email);
  const isGuest = !isAuthorized && guestMail !== null;
  const user =
    isAuthorized || isGuest
      ? {
          email: isAuthorized ? (account?.email ?? null) : null,
          guestMail,
          showNetPrices: isAuthorized ? Boolean(account?.showNetPrices) : false,
        }
      : null;
  return {
    user,
    basket: {
      itemQuantity: basketItemQuantity,
      itemWishListIds: wishlistOf(session?.data).map((entry) => entry.variationId),
    },
    comparisonItemIds: comparisonOf(session?.data),
    isAuthorized,
    isGuest,
    validGuestEmail: isGuest,
    loginExpired: session?.data.loginExpired === true,
    sessionMismatch: session?.data.sessionMismatch === true,
  };
}
