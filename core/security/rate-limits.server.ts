import { inArray, lt, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database, Transaction } from '../db/connection.server';
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
  if (limits.length === 0) return { allowed: true, hitIds: [] };
  // Locks in a stable order, so two requests taking the same limits cannot deadlock.
  const ordered = [...limits]
    .map((limit) => ({ ...limit, key: keyOf(limit.key) }))
    .sort((a, b) => `${a.bucket}\u0000${a.key}`.localeCompare(`${b.bucket}\u0000${b.key}`));
  // One call: locks, counts and inserts inside the database (migration 0023 says why).
  const { rows } = await db.execute<{ hit_id: number | null; retry_after_minutes: number | null }>(sql`
    select hit_id, retry_after_minutes from take_rate_limits(
      ${sql.param(ordered.map((limit) => limit.bucket))}::text[],
      ${sql.param(ordered.map((limit) => limit.key))}::text[],
      ${sql.param(ordered.map((limit) => limit.limit))}::integer[],
      ${sql.param(ordered.map((limit) => limit.windowMinutes))}::integer[],
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

/**
 * Like `takeRateLimits`, for actions that weigh more than one attempt (an upload's megabytes):
 * each limit counts `units` hits. Runs inside the caller's transaction, which holds the same
 * advisory locks as `takeRateLimits` until it ends, so the hits vanish when it rolls back (the
 * upload failed) and concurrent takers wait for each other.
 */
export async function takeRateLimitUnits(
  tx: Transaction,
  limits: Array<RateLimit & { units: number }>,
  now = new Date(),
): Promise<RateLimitAnswer> {
  const ordered = [...limits]
    .map((limit) => ({ ...limit, key: keyOf(limit.key) }))
    .sort((a, b) => `${a.bucket}\u0000${a.key}`.localeCompare(`${b.bucket}\u0000${b.key}`));
  for (const limit of ordered) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${limit.bucket} || chr(1) || ${limit.key}, 0))`);
  }
  let wait = 0;
  for (const limit of ordered) {
    const { rows } = await tx.execute<{ hits: number; oldest: number | null }>(sql`
      select count(*)::int as hits, (extract(epoch from min(at)) * 1000)::float8 as oldest from rate_limit_hits
      where bucket = ${limit.bucket} and key = ${limit.key}
        and at >= ${now.toISOString()}::timestamptz - make_interval(mins => ${limit.windowMinutes}::integer)`);
    const { hits, oldest } = rows[0] ?? { hits: 0, oldest: null };
    if (hits + limit.units > limit.limit) {
      const freesAt = (oldest ?? now.getTime()) + limit.windowMinutes * 60_000;
      wait = Math.max(wait, 1, Math.ceil((freesAt - now.getTime()) / 60_000));
    }
  }
  if (wait > 0) return { allowed: false, retryAfterMinutes: wait };
  const hitIds: number[] = [];
  for (const limit of ordered) {
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into rate_limit_hits (bucket, key, at)
      select ${limit.bucket}, ${limit.key}, ${now.toISOString()}::timestamptz from generate_series(1, ${limit.units}::integer)
      returning id`);
    hitIds.push(...rows.map((row) => row.id));
  }
  return { allowed: true, hitIds };
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
