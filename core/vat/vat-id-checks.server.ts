import { eq, lt } from 'drizzle-orm';
import type { VatIdAnswer, VatIdChecker } from '../adapters/vies/vat-id-checker';
import type { Database } from '../db/connection.server';
import type { Logger } from '../logger';
import { vatIdChecks } from '../db/customer-schema';
import { takeRateLimits } from '../security/rate-limits.server';
import type { ParsedVatId } from './vat-id';

/**
 * VIES answers as the shop keeps them (vat_id_checks): the checkout reads its page many times, and
 * VIES is asked about an id at most once an hour – five minutes after it did not answer.
 */
export type StoredVatIdCheck = typeof vatIdChecks.$inferSelect;

const reuseMinutes: Record<StoredVatIdCheck['outcome'], number> = { valid: 60, invalid: 60, unavailable: 5 };

/**
 * One client may have the shop ask VIES about this many ids an hour: a visitor typing ids into
 * address forms cannot turn the shop into a VIES scraper (what is over the limit stays unconfirmed).
 */
export const viesLookupsPerClientHour = 20;

function storedOf(id: ParsedVatId, answer: VatIdAnswer, now: Date): StoredVatIdCheck {
  return {
    vatId: id.vatId,
    outcome: answer.outcome,
    checkedAt: now,
    traderName: answer.outcome === 'valid' ? answer.traderName : '',
    requestIdentifier: answer.outcome === 'valid' ? answer.requestIdentifier : '',
  };
}

/**
 * What VIES says about the id: the kept answer while it is recent enough (`fresh` asks VIES again
 * whatever is kept: the hourly recheck, a staff member's "check again"). `client` counts the ask
 * against the client's hourly limit; over it the answer is 'overLimit' (the checkout taxes the order).
 */
export async function checkVatId(
  services: { db: Database; vatIdChecker: VatIdChecker; logger: Logger; now: () => Date },
  id: ParsedVatId,
  options: { fresh?: boolean; client?: string } = {},
): Promise<StoredVatIdCheck | 'overLimit'> {
  const now = services.now();
  const [kept] = await services.db.select().from(vatIdChecks).where(eq(vatIdChecks.vatId, id.vatId));
  if (kept && !options.fresh && now.getTime() - kept.checkedAt.getTime() < reuseMinutes[kept.outcome] * 60_000) {
    return kept;
  }
  if (options.client !== undefined) {
    const allowed = await takeRateLimits(services.db, [
      { bucket: 'vies.client', key: options.client, limit: viesLookupsPerClientHour, windowMinutes: 60 },
    ]);
    // Over the limit nothing is known: never "unavailable" (which would sell tax-free on any id).
    if (!allowed.allowed) return 'overLimit';
  }
  const answer = await services.vatIdChecker.check(id);
  if (answer.outcome === 'valid' && answer.requesterRefused) {
    services.logger.error("VIES refused the shop's own VAT id (SHOP_VAT_ID): checks have no consultation number");
  }
  if (answer.outcome === 'unavailable') {
    services.logger.warn('VIES did not confirm a VAT id', { reason: answer.reason, mode: services.vatIdChecker.mode });
  }
  const stored = storedOf(id, answer, now);
  await services.db
    .insert(vatIdChecks)
    .values(stored)
    .onConflictDoUpdate({ target: vatIdChecks.vatId, set: { ...stored } });
  return stored;
}

/** Kept answers older than a month go (they may name a person, and nobody asks for them any more). */
export async function sweepOldVatIdChecks(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(vatIdChecks)
    .where(lt(vatIdChecks.checkedAt, new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000)))
    .returning({ vatId: vatIdChecks.vatId });
  return removed.length;
}
