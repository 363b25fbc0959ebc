import { inArray, lt, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database } from '../db/connection.server';
import { rateLimitHits } from '../db/customer-schema';
import { clientNetworkOf } from './client-network';

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
  /** Hits this attempt counts when it weighs more than one (an upload's megabytes); 1 if not given. */
  units?: number;
}

export type RateLimitAnswer = { allowed: true; hitIds: number[] } | { allowed: false; retryAfterMinutes: number };

/**
 * Keys are bounded: an attacker's 300-character e-mail must not make the index grow without end.
 * A client's IPv6 address counts by its /64 network (client-network.ts).
 */
const keyOf = (key: string) => clientNetworkOf(key).slice(0, 320);

/**
 * Counts one attempt against every limit (`units` hits each), or none when any of them has no
 * room for it (then the minutes until enough hits leave the window). The hits taken can be given
 * back with `releaseHits` (a successful login does not count as a failure, a failed upload
 * uploaded nothing). Commits at once: call it outside any longer transaction.
 */
export async function takeRateLimits(db: Database, limits: RateLimit[], now = new Date()): Promise<RateLimitAnswer> {
  if (limits.length === 0) return { allowed: true, hitIds: [] };
  // Locks in a stable order, so two requests taking the same limits cannot deadlock.
  const ordered = [...limits]
    .map((limit) => ({ ...limit, key: keyOf(limit.key) }))
    .sort((a, b) => `${a.bucket}\u0000${a.key}`.localeCompare(`${b.bucket}\u0000${b.key}`));
  // One call: locks, counts and inserts inside the database (migrations 0023 and 0029 say why).
  const { rows } = await db.execute<{ hit_id: number | null; retry_after_minutes: number | null }>(sql`
    select hit_id, retry_after_minutes from take_rate_limits(
      ${sql.param(ordered.map((limit) => limit.bucket))}::text[],
      ${sql.param(ordered.map((limit) => limit.key))}::text[],
      ${sql.param(ordered.map((limit) => limit.limit))}::integer[],
      ${sql.param(ordered.map((limit) => limit.windowMinutes))}::integer[],
      ${sql.param(ordered.map((limit) => limit.units ?? 1))}::integer[],
      ${now.toISOString()}::timestamptz)`);
  const refusal = rows.find((row) => row.retry_after_minutes !== null);
  if (refusal) return { allowed: false, retryAfterMinutes: refusal.retry_after_minutes! };
  return { allowed: true, hitIds: rows.map((row) => row.hit_id!) };
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
