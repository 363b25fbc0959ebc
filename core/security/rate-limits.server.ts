import { and, count, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database, Executor } from '../db/connection.server';
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
  const buckets = ordered.map((limit) => limit.bucket);
  const keys = ordered.map((limit) => limit.key);
  const maxima = ordered.map((limit) => limit.limit);
  const since = ordered.map((limit) => new Date(now.getTime() - limit.windowMinutes * 60_000).toISOString());
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      select pg_advisory_xact_lock(hashtextextended(lock_key, 0))
      from unnest(${sql.param(buckets)}::text[], ${sql.param(keys)}::text[]) with ordinality as taken(bucket, key, n),
        lateral (select bucket || ${'\u0001'} || key as lock_key) as named
      order by n`);
    // Under the locks (a statement of its own, so it sees every hit committed before them): the
    // hits are inserted only while no limit is used up.
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into rate_limit_hits (bucket, key, at)
      select bucket, key, ${now.toISOString()}::timestamptz
      from unnest(${sql.param(buckets)}::text[], ${sql.param(keys)}::text[]) as taken(bucket, key)
      where not exists (
        select 1
        from unnest(${sql.param(buckets)}::text[], ${sql.param(keys)}::text[], ${sql.param(maxima)}::int[],
          ${sql.param(since)}::timestamptz[]) as checked(bucket, key, maximum, since)
        where (
          select count(*) from rate_limit_hits hit
          where hit.bucket = checked.bucket and hit.key = checked.key and hit.at >= checked.since
        ) >= checked.maximum
      )
      returning id`);
    if (inserted.rows.length > 0) return { allowed: true, hitIds: inserted.rows.map((hit) => hit.id) };
    return { allowed: false, retryAfterMinutes: await minutesUntilFree(tx, ordered, now) };
  });
}

/** A refusal: the minutes until the fullest limit has a free slot again. */
async function minutesUntilFree(tx: Executor, limits: RateLimit[], now: Date): Promise<number> {
  const waits: number[] = [];
  for (const limit of limits) {
    const since = new Date(now.getTime() - limit.windowMinutes * 60_000);
    const [row] = await tx
      .select({ hits: count(), oldest: min(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(
        and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, limit.key), gte(rateLimitHits.at, since)),
      );
    if (row && row.hits >= limit.limit) {
      const freeAt = new Date(row.oldest ?? now).getTime() + limit.windowMinutes * 60_000;
      waits.push(Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000)));
    }
  }
  return Math.max(1, ...waits);
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
