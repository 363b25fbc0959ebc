import { and, count, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database } from '../db/connection.server';
import { rateLimitHits } from '../db/customer-schema';

/**
 * Limits on actions an attacker would repeat: failed logins, soft-login proofs of an order, mails
 * to one address, … Counted in PostgreSQL (shared by every app process) and taken atomically: the
 * count and the insert happen under a transaction-scoped advisory lock per bucket and key, so a
 * burst of concurrent requests cannot all pass the last free slot.
 */
export interface RateLimit {
  /** Names the limit, e.g. 'login.account'. */
  bucket: string;
  /** What is counted: an e-mail key, a client address, an order id… */
  key: string;
  /** Attempts allowed within the window. */
  limit: number;
  windowMinutes: number;
}

export type RateLimitAnswer = { allowed: true; hitIds: number[] } | { allowed: false; retryAfterMinutes: number };

/** Keys are bounded: an attacker's 300-character e-mail must not make the index grow without end. */
const keyOf = (key: string) => key.slice(0, 320);

/**
 * Counts one attempt against every limit, or none when any of them is used up (then the minutes
 * until the earliest slot frees up). The hits taken can be given back with `releaseHits` (a
 * successful login does not count as a failure).
 */
export async function takeRateLimits(db: Database, limits: RateLimit[], now = new Date()): Promise<RateLimitAnswer> {
  return db.transaction(async (tx) => {
    // Locks in a stable order, so two requests taking the same limits cannot deadlock.
    const ordered = [...limits].sort((a, b) => `${a.bucket}\u0000${a.key}`.localeCompare(`${b.bucket}\u0000${b.key}`));
    for (const limit of ordered) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${limit.bucket}\u0001${keyOf(limit.key)}`}, 0))`,
      );
    }
    const waits: number[] = [];
    for (const limit of ordered) {
      const since = new Date(now.getTime() - limit.windowMinutes * 60_000);
      const [row] = await tx
        .select({ hits: count(), oldest: min(rateLimitHits.at) })
        .from(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.bucket, limit.bucket),
            eq(rateLimitHits.key, keyOf(limit.key)),
            gte(rateLimitHits.at, since),
          ),
        );
      if (row && row.hits >= limit.limit) {
        const freeAt = new Date(row.oldest ?? now).getTime() + limit.windowMinutes * 60_000;
        waits.push(Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000)));
      }
    }
    if (waits.length > 0) return { allowed: false, retryAfterMinutes: Math.max(...waits) };
    const inserted = await tx
      .insert(rateLimitHits)
      .values(ordered.map((limit) => ({ bucket: limit.bucket, key: keyOf(limit.key), at: now })))
      .returning({ id: rateLimitHits.id });
    return { allowed: true, hitIds: inserted.map((hit) => hit.id) };
  });
}

/** Takes the limits or throws 429 with the error key and the minutes to wait ({{minutes}}). */
export async function enforceRateLimits(
  db: Database,
  limits: RateLimit[],
  error: { key: string; message: string },
  now = new Date(),
): Promise<number[]> {
  const answer = await takeRateLimits(db, limits, now);
  if (!answer.allowed) {
    throw new ApiError({
      status: 429,
      key: error.key,
      message: error.message,
      values: { minutes: answer.retryAfterMinutes },
    });
  }
  return answer.hitIds;
}

/** Gives hits back (the attempt turned out to be one that does not count). */
export async function releaseHits(db: Database, hitIds: number[]): Promise<void> {
  if (hitIds.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, hitIds));
}

/** No limit's window is longer than a day: older hits count for nothing. */
export async function sweepRateLimitHits(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.at, new Date(now.getTime() - 86_400_000)))
    .returning({ id: rateLimitHits.id });
  return removed.length;
}
