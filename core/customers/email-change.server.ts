import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../db/postgres-errors';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database, Transaction } from '../db/connection.server';
import { customers, emailChangeTokens } from '../db/customer-schema';
import { hashToken } from '../sessions/session-store.server';
import { emailKey } from '../mail/email-key';
import { type Customer } from './accounts.server';

/**
 * A new login address counts once its owner has opened the link sent to it (issue 33): until then
 * the account logs in with the old address, which is told of the change. Only the SHA-256 of a
 * link's token is stored; a link works once, for `emailChangeValidHours`, and a newer request, a
 * new password or a reset ends the older links of the account.
 */
export const emailChangeValidHours = 24;

/**
 * Locks the account's row until the transaction ends: everything that ends or makes links
 * (a request, a new password, a reset) takes this lock first, so they happen one after the
 * other and none misses a link another has not committed yet. The row's password hash, or null
 * for an account that is gone.
 */
async function lockAccount(tx: Transaction, customerId: number): Promise<string | null> {
  const [row] = await tx
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row?.passwordHash ?? null;
}

const endOpenLinks = (tx: Transaction, customerId: number) =>
  tx
    .update(emailChangeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChangeTokens.customerId, customerId), isNull(emailChangeTokens.usedAt)));

/**
 * A new single-use link that makes `newEmail` the account's login; older open links end. Made
 * before the call answers (its mail may follow later), so a new password or a reset after the
 * answer ends it too. `checkedPasswordHash` is the hash the request's password was checked
 * against: null (no link) when the password has changed since, since that ended the request.
 */
export async function issueEmailChange(
  db: Database,
  account: { id: number; passwordHash: string },
  newEmail: string,
): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    if ((await lockAccount(tx, account.id)) !== account.passwordHash) return null;
    await endOpenLinks(tx, account.id);
    await tx.insert(emailChangeTokens).values({
      tokenHash: hashToken(token),
      customerId: account.id,
      newEmail,
      expiresAt: new Date(Date.now() + emailChangeValidHours * 3_600_000),
    });
    return token;
  });
}

/** Forgets a link whose mail was never sent (its address belongs to another account). */
export async function dropEmailChange(db: Database, token: string): Promise<void> {
  await db.delete(emailChangeTokens).where(eq(emailChangeTokens.tokenHash, hashToken(token)));
}

/**
 * Ends the account's open links (its password was changed or reset: a request may not be the
 * owner's). Runs in the transaction that changes the password, after the account's lock.
 */
export async function cancelEmailChanges(tx: Transaction, customerId: number): Promise<void> {
  await lockAccount(tx, customerId);
  await endOpenLinks(tx, customerId);
}

const usable = (token: string) =>
  and(
    eq(emailChangeTokens.tokenHash, hashToken(token)),
    isNull(emailChangeTokens.usedAt),
    gt(emailChangeTokens.expiresAt, new Date()),
  );

export async function isEmailChangeUsable(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ customerId: emailChangeTokens.customerId })
    .from(emailChangeTokens)
    .where(usable(token));
  return row !== undefined;
}

/**
 * Uses the link once: the account logs in with the new address from now on (and counts it as
 * confirmed). Null for a used, expired or unknown link; 409 when another account has taken the
 * address meanwhile (then the link stays usable: nothing changed).
 */
export async function useEmailChange(db: Database, token: string): Promise<Customer | null> {
  return db.transaction(async (tx) => {
    // The account's lock first, as a request or a new password takes it (never the other way round).
    const [found] = await tx
      .select({ customerId: emailChangeTokens.customerId })
      .from(emailChangeTokens)
      .where(usable(token));
    if (!found) return null;
    await lockAccount(tx, found.customerId);
    const [link] = await tx
      .update(emailChangeTokens)
      .set({ usedAt: new Date() })
      .where(usable(token))
      .returning({ customerId: emailChangeTokens.customerId, newEmail: emailChangeTokens.newEmail });
    if (!link) return null;
    // The address's owner opened the link, so telling them that it has an account reveals nothing.
    const [taken] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(sql`lower(${customers.email}) = ${emailKey(link.newEmail)}`, ne(customers.id, link.customerId)))
      .for('update');
    if (taken) throw addressTaken();
    const [customer] = await tx
      .update(customers)
      .set({ email: link.newEmail, emailConfirmedAt: new Date() })
      .where(eq(customers.id, link.customerId))
      .returning()
      // A registration of the address that commits meanwhile meets the unique index.
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? addressTaken() : error;
      });
    return customer ?? null;
  });
}

const addressTaken = () =>
  new ApiError({ status: 409, key: 'login.emailAlreadyExists', message: 'E-mail already registered' });
