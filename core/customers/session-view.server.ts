import { rememberShopperPriceView } from '../catalog/customer-class.server';
import type { CallContext } from '../api/context';
import { cartIdOfSession, cartItemQuantity } from '../cart/cart.server';
import type { SessionData, SessionRecord } from '../sessions/session-store.server';
import { withStaffSignIn } from '../sessions/staff-sign-in';
import { findCustomer, type Customer } from './accounts.server';
import { describeSession } from './session-info';

/** Session keys that belong to the logged-in or guest shopper and go away on logout (spec §4). */
const personalSessionKeys = [
  'guestMail',
  'guestAddresses',
  'checkout',
  'placedOrders',
  'wishlistItems',
  'loginExpired',
  'sessionMismatch',
];

/**
 * The account of a logged-in session, or null. An account that was deleted or blocked since the
 * login ends the login (spec §8 "session security mismatch logs out and redirects to login").
 */
export async function sessionCustomer(ctx: CallContext): Promise<Customer | null> {
  const session = await ctx.session.current();
  if (!session || session.customerId === null) return null;
  const customer = await findCustomer(ctx.services.db, session.customerId);
  if (customer && !customer.isBlocked) {
    // Whose prices the request's pages show, without asking the database again.
    rememberShopperPriceView(ctx.session, { customerClassId: customer.customerClassId, net: customer.showNetPrices });
    return customer;
  }
  await ctx.session.rotate({
    customerId: null,
    data: { ...withoutPersonalData(session.data), cartId: undefined, sessionMismatch: true },
  });
  return null;
}

/**
 * Every logout (the shop's `doLogoutUser`, an editor's `doLogoutEditor`, any staff role's later)
 * ends every sign-in on the session: the customer's login or guest state and any staff sign-in,
 * so nobody stays signed in on a shared computer after "Abmelden". The session gets a new id; a
 * customer's cart stays with the account (it comes back at the next login).
 */
export async function endEverySignIn(ctx: CallContext): Promise<void> {
  const session = await ctx.session.current();
  if (!session) return;
  const data = withStaffSignIn(withoutPersonalData(session.data), null);
  if (session.customerId !== null) delete data.cartId;
  await ctx.session.rotate({ customerId: null, data });
}

export function withoutPersonalData(data: SessionData): SessionData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !personalSessionKeys.includes(key)));
}

/** The session as getSession answers it: user, basket summary and flags. */
export async function sessionView(ctx: CallContext, session?: SessionRecord | null) {
  const customer = await sessionCustomer(ctx);
  const current = session === undefined ? await ctx.session.current() : session;
  return describeSession(
    current,
    customer ? { email: customer.email, showNetPrices: customer.showNetPrices } : null,
    await cartItemQuantity(ctx.services.db, cartIdOfSession(current)),
  );
}
