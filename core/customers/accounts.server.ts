import { and, eq, ne, sql } from 'drizzle-orm';
import { cartLinesChanged } from '../cart/cart.server';
import { ApiError } from '../api/errors';
import type { Database, Executor } from '../db/connection.server';
import { customers } from '../db/customer-schema';
import type { RateLimit } from '../security/rate-limits.server';
import { cartItems, carts, orderPropertyFiles, sessions } from '../db/schema';
import { emailKey } from '../mail/email-key';
import { wishlistMaximum, type WishlistEntry } from '../sessions/shopping-lists-state';

/**
 * Customer accounts: finding, creating, the login limits and what a login brings together (the
 * visitor's cart and wishlist with the account's). Calls are in calls.server.ts.
 */
export type Customer = typeof customers.$inferSelect;

export async function findCustomerByEmail(db: Database, email: string): Promise<Customer | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${emailKey(email)}`);
  return row ?? null;
}

export async function findCustomer(db: Database, id: number): Promise<Customer | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

/** Spec §5: addresses at the configured throw-away hosts are refused (also subdomains). */
export function isBlockedEmailHost(email: string, blockedHosts: string[]): boolean {
  const host = emailKey(email).split('@')[1] ?? '';
  return blockedHosts.some((blocked) => host === blocked || host.endsWith(`.${blocked}`));
}

export async function createCustomer(
  db: Database,
  input: { email: string; passwordHash: string; firstName: string; lastName: string; language: 'de' | 'en' },
): Promise<Customer> {
  const [created] = await db.insert(customers).values(input).onConflictDoNothing().returning();
  if (!created) {
    // Spec §8: "signup email already registered".
    throw new ApiError({ status: 409, key: 'login.emailAlreadyExists', message: 'E-mail already registered' });
  }
  return created;
}

/**
 * Security reference §2: at most 100 failed logins per hour per account, and 300 per address
 * (one office or household shares an address). Counted for unknown e-mails too, so the answer
 * does not tell which addresses have accounts.
 */
export const loginLimits = { perAccount: 100, perAddress: 300, windowMinutes: 60 };

export const loginRateLimits = (email: string, ip: string): RateLimit[] => [
  {
    bucket: 'login.account',
    key: emailKey(email),
    limit: loginLimits.perAccount,
    windowMinutes: loginLimits.windowMinutes,
  },
  { bucket: 'login.address', key: ip, limit: loginLimits.perAddress, windowMinutes: loginLimits.windowMinutes },
];

/**
 * A logged-in session's checks of the account's current password (changing the password or the
 * login address): someone at an unlocked computer, or with a stolen session cookie, must not be
 * able to guess it. At most 10 wrong passwords an hour per account and 30 per client address; an
 * attempt counts before the check and is given back when the password is right, so a burst of
 * guesses cannot pass together, and once the limit is used up the right password waits too.
 */
export const currentPasswordLimits = { perAccount: 10, perAddress: 30, windowMinutes: 60 };

export const currentPasswordRateLimits = (customerId: number, ip: string): RateLimit[] => [
  {
    bucket: 'currentPassword.account',
    key: String(customerId),
    limit: currentPasswordLimits.perAccount,
    windowMinutes: currentPasswordLimits.windowMinutes,
  },
  {
    bucket: 'currentPassword.address',
    key: ip,
    limit: currentPasswordLimits.perAddress,
    windowMinutes: currentPasswordLimits.windowMinutes,
  },
];

/**
 * The wishlist after a login: the visitor's entries first (they are the newest), then the
 * account's, each variation once, at most the list's maximum.
 */
export function mergeWishlists(visitor: WishlistEntry[], account: WishlistEntry[]): WishlistEntry[] {
  const seen = new Set<number>();
  const merged: WishlistEntry[] = [];
  for (const entry of [...visitor, ...account]) {
    if (seen.has(entry.variationId)) continue;
    seen.add(entry.variationId);
    merged.push(entry);
  }
  return merged.slice(0, wishlistMaximum);
}

/**
 * The cart after a login (spec §4 "survives login, merged into the customer's cart"): the
 * visitor's lines move into the account's cart; a line of the same variation and the same order
 * property values adds its quantity. The visitor's coupon comes along when the account's cart has
 * none. Answers the id of the cart the session uses from now on.
 */
export async function mergeCartIntoAccount(
  db: Database,
  customer: Customer,
  visitorCartId: number | null,
): Promise<number | null> {
  const accountCartId = customer.cartId;
  if (visitorCartId === null || visitorCartId === accountCartId) return accountCartId;
  // A cart another account holds is never the visitor's to bring along.
  const [holder] = await db.select({ id: customers.id }).from(customers).where(eq(customers.cartId, visitorCartId));
  if (holder && holder.id !== customer.id) return accountCartId;
  if (accountCartId === null) {
    await db.update(customers).set({ cartId: visitorCartId }).where(eq(customers.id, customer.id));
    return visitorCartId;
  }
  return db.transaction(async (tx) => {
    // Both carts locked in id order, so two logins at once cannot deadlock.
    await tx.execute(sql`select id from carts where id in (${visitorCartId}, ${accountCartId}) order by id for update`);
    const [visitorLines, accountLines, [visitorCart], [accountCart]] = await Promise.all([
      tx.select().from(cartItems).where(eq(cartItems.cartId, visitorCartId)),
      tx.select().from(cartItems).where(eq(cartItems.cartId, accountCartId)),
      tx.select().from(carts).where(eq(carts.id, visitorCartId)),
      tx.select().from(carts).where(eq(carts.id, accountCartId)),
    ]);
    if (!accountCart) {
      await tx.update(customers).set({ cartId: visitorCartId }).where(eq(customers.id, customer.id));
      return visitorCartId;
    }
    for (const line of visitorLines) {
      const same = accountLines.find(
        (candidate) =>
          candidate.variationId === line.variationId &&
          JSON.stringify(candidate.orderParams) === JSON.stringify(line.orderParams),
      );
      if (same) {
        await tx
          .update(cartItems)
          .set({ quantity: same.quantity + line.quantity })
          .where(eq(cartItems.id, same.id));
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      } else {
        await tx.update(cartItems).set({ cartId: accountCartId }).where(eq(cartItems.id, line.id));
      }
    }
    await tx
      .update(orderPropertyFiles)
      .set({ cartId: accountCartId })
      .where(eq(orderPropertyFiles.cartId, visitorCartId));
    await tx
      .update(carts)
      .set({ couponCode: accountCart.couponCode ?? visitorCart?.couponCode ?? null, ...cartLinesChanged() })
      .where(eq(carts.id, accountCartId));
    await tx.delete(carts).where(eq(carts.id, visitorCartId));
    return accountCartId;
  });
}

/** Changes fields of an account and answers it as it now is. */
export async function updateCustomer(
  db: Executor,
  customerId: number,
  changes: Partial<
    Pick<Customer, 'email' | 'firstName' | 'lastName' | 'passwordHash' | 'language' | 'wishlistItems' | 'lastLoginAt'>
  >,
): Promise<Customer> {
  const [updated] = await db.update(customers).set(changes).where(eq(customers.id, customerId)).returning();
  if (!updated) throw new ApiError({ status: 404, key: 'login.userNotFound', message: 'No such account' });
  return updated;
}

/** Ends every session of the account but the one named (after a password change). */
export async function endOtherSessions(db: Database, customerId: number, keptSessionIdHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.customerId, customerId), ne(sessions.idHash, keptSessionIdHash)));
}
