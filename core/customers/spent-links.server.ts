import { lt, or } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { accountConfirmationTokens, emailChangeTokens, passwordResetTokens } from '../db/customer-schema';

/** How long a used or expired link is kept: its page can still say "used or expired", nothing more. */
export const spentLinkKeepHours = 24;

/**
 * Forgets the single-use links of the account mails (confirming an account, a new login address,
 * a password reset) a day after they were used or expired: they can never work again, and a
 * link to a new login address holds that address, which the shop may keep only as long as it
 * needs it (GDPR Art. 5(1)(e)). The number of rows removed.
 */
export async function sweepSpentLinks(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - spentLinkKeepHours * 3_600_000);
  let removed = 0;
  for (const table of [emailChangeTokens, passwordResetTokens, accountConfirmationTokens]) {
    const rows = await db
      .delete(table)
      .where(or(lt(table.usedAt, cutoff), lt(table.expiresAt, cutoff)))
      .returning({ tokenHash: table.tokenHash });
    removed += rows.length;
  }
  return removed;
}
