import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { cartIdOfSession, cartItemQuantity } from '../cart/cart.server';
import { describeSession } from './session-info';

/**
 * getSession (spec §7): the visitor's user, basket summary and flags. It also starts a session when
 * there is none, because the browser calls it to obtain its CSRF token before its first change.
 */
export const getSession = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    const session = await ctx.session.ensure();
    return describeSession(session, null, await cartItemQuantity(ctx.services.db, cartIdOfSession(session)));
  },
});

/** Session keys that belong to the logged-in or guest shopper and go away on logout (spec §4). */
const personalSessionKeys = ['guestMail', 'checkoutAddresses', 'wishlistItems', 'loginExpired'];

/**
 * doLogoutUser (spec §7): ends the login or guest session. The session gets a new id (the old
 * cookie is worthless from now on); user, checkout addresses and wishlist ids are cleared.
 */
export const doLogoutUser = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    const session = await ctx.session.current();
    if (!session) return true;
    const data = Object.fromEntries(Object.entries(session.data).filter(([key]) => !personalSessionKeys.includes(key)));
    await ctx.session.rotate({ customerId: null, data });
    return true;
  },
});
