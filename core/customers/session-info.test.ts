import { describe, expect, it } from 'vitest';
import type { SessionRecord } from '../sessions/session-store.server';
import { describeSession } from './session-info';

const session = (changes: Partial<SessionRecord> = {}): SessionRecord => ({
  idHash: 'x',
  csrfToken: 'y',
  customerId: null,
  data: {},
  createdAt: new Date(),
  lastSeenAt: new Date(),
  authenticatedAt: null,
  ...changes,
});

describe('describeSession', () => {
  it('describes a visitor without a session as anonymous with an empty basket', () => {
    expect(describeSession(null, null)).toEqual({
      user: null,
      basket: { itemQuantity: 0, itemWishListIds: [] },
      comparisonItemIds: [],
      isAuthorized: false,
      isGuest: false,
      validGuestEmail: false,
      loginExpired: false,
      sessionMismatch: false,
    });
  });

  it('lists the ids of the wishlist and the comparison list kept in the session', () => {
    const info = describeSession(
      session({ data: { wishlistItems: [{ variationId: 1002, quantity: 1 }], comparisonItemIds: [1005, 1001] } }),
      null,
    );
    expect(info.basket.itemWishListIds).toEqual([1002]);
    expect(info.comparisonItemIds).toEqual([1005, 1001]);
  });

  it('describes a guest by the guest e-mail', () => {
    const info = describeSession(session({ data: { guestMail: 'gast@example.de' } }), null);
    expect(info).toMatchObject({ isGuest: true, validGuestEmail: true, isAuthorized: false });
    expect(info.user).toEqual({ email: null, guestMail: 'gast@example.de', showNetPrices: false });
  });

  it('describes a customer by the account e-mail, with net prices when the account wants them', () => {
    const info = describeSession(session({ customerId: 7 }), { email: 'kunde@example.de', showNetPrices: true });
    expect(info).toMatchObject({ isAuthorized: true, isGuest: false, validGuestEmail: false });
    expect(info.user).toEqual({ email: 'kunde@example.de', guestMail: null, showNetPrices: true });
  });

  it('reports an expired login once it happened', () => {
    expect(describeSession(session({ data: { loginExpired: true } }), null).loginExpired).toBe(true);
  });
});
