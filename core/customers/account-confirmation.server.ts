import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { accountConfirmationTokens, customers } from '../db/customer-schema';
import { hashToken } from '../sessions/session-store.server';

/**
 * A new account counts once the owner of its address has opened the link of its confirmation
 * mail: registering never tells whether an address has an account (the answer is always "we
 * sent you a mail"), and nobody gets an account for someone else's address.
 */
export const accountConfirmationValidHours = 48;

/** A new single-use link for the account; `orderId`: a guest order it keeps once confirmed. */
export async function issueAccountConfirmation(
  db: Database,
  customerId: number,
  orderId: number | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountConfirmationTokens).values({
    tokenHash: hashToken(token),
    customerId,
    orderId,
    expiresAt: new Date(Date.now() + accountConfirmationValidHours * 3_600_000),
  });
  return token;
}

const usable = (token: string) =>
  and(
    eq(accountConfirmationTokens.tokenHash, hashToken(token)),
    isNull(accountConfirmationTokens.usedAt),
    gt(accountConfirmationTokens.expiresAt, new Date()),
  );

export async function isAccountConfirmationUsable(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ customerId: accountConfirmationTokens.customerId })
    .from(accountConfirmationTokens)
    .where(usable(token));
  return row !== undefined;
}

/**
 * Uses the link once: the account's address is confirmed (and every other link of it ends).
 * Answers the account and the guest order to keep, or null for a used, expired or unknown link.
 */
export async function useAccountConfirmation(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(accountConfirmationTokens)
      .set({ usedAt: new Date() })
      .where(usable(token))
      .returning({ customerId: accountConfirmationTokens.customerId, orderId: accountConfirmationTokens.orderId });
    if (!link) return null;
    await tx
      .update(accountConfirmationTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountConfirmationTokens.customerId, link.customerId), isNull(accountConfirmationTokens.usedAt)));
    const [customer] = await tx
      .update(customers)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(customers.id, link.customerId))
      .returning();
    return customer ? { customer, orderId: link.orderId } : null;
  });
}
