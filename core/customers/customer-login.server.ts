import type { CallContext } from '../api/context';
import { cartIdOfSession } from '../cart/cart.server';
import { wishlistOf } from '../sessions/shopping-lists-state';
import { mergeCartIntoAccount, mergeWishlists, updateCustomer, type Customer } from './accounts.server';
import { endEverySignIn, sessionView } from './session-view.server';

/**
 * Logs a customer in on this session: a new session id (the old cookie is worthless), the
 * visitor's cart and wishlist merged with the account's, guest state dropped.
 */
export async function startCustomerSession(ctx: CallContext, customer: Customer) {
  const { db } = ctx.services;
  let session = await ctx.session.ensure();
  // Another customer is still logged in on this session: that login ends first, as at a logout
  // (someone else is at this computer now, so a staff sign-in on it ends too), and their cart,
  // wishlist and checkout stay with their account instead of moving into this one.
  if (session.customerId !== null && session.customerId !== customer.id) {
    await endEverySignIn(ctx);
    session = await ctx.session.ensure();
  }
  const cartId = await mergeCartIntoAccount(db, customer, cartIdOfSession(session));
  const wishlistItems = mergeWishlists(wishlistOf(session.data), customer.wishlistItems);
  await updateCustomer(db, customer.id, { wishlistItems, lastLoginAt: new Date(), language: ctx.locale });
  const { guestMail: _guest, loginExpired: _expired, sessionMismatch: _mismatch, ...kept } = session.data;
  const record = await ctx.session.rotate({
    customerId: customer.id,
    data: { ...kept, wishlistItems, ...(cartId === null ? {} : { cartId }) },
  });
  return sessionView(ctx, record);
}
