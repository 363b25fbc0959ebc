import { sql } from 'drizzle-orm';
import { makeNightlyBackupIfDue, poolOf } from '../backups/backups.server';
import { deleteOrphanedCarts } from '../cart/cart.server';
import { sweepSpentLinks } from '../customers/spent-links.server';
import { sweepUnusedBlockImages } from '../content/block-images/block-images.server';
import { remindAndCancelUnpaidPrepaymentOrders } from '../orders/unpaid-prepayment-orders.server';
import { cancelAbandonedMollieOrders } from '../payments/abandoned-orders.server';
import { retryPendingMollieRefunds } from '../payments/mollie-refunds.server';
import { sweepBotCheckUses } from '../security/bot-check.server';
import { sweepRateLimitHits } from '../security/rate-limits.server';
import type { Services } from '../services.server';
import { sweepOrderPropertyFiles } from '../uploads/order-property-files.server';
import { recheckUnconfirmedVatIds } from '../order-handling/recheck-vat-id.server';
import { errorFields } from '../logger';
import { sweepOldVatIdChecks } from '../vat/vat-id-checks.server';

/**
 * What a running shop tidies up every hour, in this order: sessions past their time, then the
 * carts no session or account holds any more, then uploads whose cart is gone or that no line
 * uses (after a day), editors' block pictures no saved block, version or setting refers to (after
 * a week), and counted attempts (failed logins, proofs, mails) older than a day and bot-check proofs past their expiry;
 * the links of account mails (confirmation, new login address, reset) a day after their use or
 * expiry; e-mails the mail server did not take are offered again, and every e-mail goes from the
 * outbox after a week (it holds personal data and account links);
 * Mollie orders whose payment never came are canceled after a day (their stock given back), and
 * prepayment orders are reminded, then canceled after UNPAID_ORDER_DAYS; Mollie refunds still
 * pending after a few minutes are started again or asked about (issue 36); VAT ids VIES did not
 * confirm at the order are asked about again (issue 39). Last, once a night
 * after 03:00 (Europe/Berlin), a backup is made (issue 37; BACKUP_DIR keeps the last BACKUP_KEEP).
 */
export async function runHousekeeping(services: Services, now: Date = new Date()) {
  const sessions = await services.sessions.deleteExpired();
  const carts = await deleteOrphanedCarts(services.db, now);
  const files = await sweepOrderPropertyFiles({ db: services.db, dataDir: services.config.dataDir }, now);
  const blockImages = await sweepUnusedBlockImages({ db: services.db, dataDir: services.config.dataDir }, now);
  const rateLimitHits = await sweepRateLimitHits(services.db, now);
  const botCheckProofs = await sweepBotCheckUses(services.db, now);
  const spentLinks = await sweepSpentLinks(services.db, now);
  const mailsRetried = await services.mailer.retryUnsent(now);
  const mailsForgotten = await services.mailer.forgetOld(now);
  const unpaidOrdersCanceled = await cancelAbandonedMollieOrders(services, now);
  const prepayment = await remindAndCancelUnpaidPrepaymentOrders(services, now);
  const mollieRefundsFinished = await retryPendingMollieRefunds(services, now);
  // VIES may be slow or down: that never keeps the backup below from being made.
  const vatIdsRechecked = await recheckUnconfirmedVatIds(services).catch((error: unknown) => {
    services.logger.warn('the recheck of VAT ids failed', errorFields(error));
    return 0;
  });
  const vatIdChecksForgotten = await sweepOldVatIdChecks(services.db, now);
  const nightlyBackup = await makeNightlyBackupIfDue(poolOf(services.db), services.config, now);
  return {
    sessions,
    carts,
    files,
    blockImages,
    rateLimitHits,
    botCheckProofs,
    spentLinks,
    mailsRetried,
    mailsForgotten,
    unpaidOrdersCanceled,
    paymentRemindersSent: prepayment.reminded,
    unpaidPrepaymentOrdersCanceled: prepayment.canceled,
    mollieRefundsFinished,
    vatIdsRechecked,
    vatIdChecksForgotten,
    nightlyBackup,
  };
}

/** One lock for the whole shop, whatever process or machine runs the hourly housekeeping. */
export const housekeepingLockKey = 'spiegelshop:housekeeping';

/**
 * The housekeeping, run by one process at a time across every process and machine on the
 * database (issue 19): a transaction holds a PostgreSQL advisory lock while the work runs; a
 * process that finds it taken skips this round (null).
 */
export async function runHousekeepingOnce(services: Services, now: Date = new Date()) {
  return services.db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${housekeepingLockKey})) as locked`,
    );
    if (!result.rows[0]?.locked) return null;
    return runHousekeeping(services, now);
  });
}
