import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { preparedQuery } from '../db/prepared-queries.server';
import { sessions } from '../db/schema';
import { staffSignInExpired, withStaffSignIn, type StaffLimits } from './staff-sign-in';

/**
 * Server-side sessions in PostgreSQL (OWASP ASVS V7): 256-bit random tokens from the CSPRNG,
 * stored only as SHA-256, a new token on every privilege change, idle and absolute timeouts.
 */
export interface SessionData {
  /** Set by "continue as guest" (spec §4 Customer: guest when the session user has guestMail). */
  guestMail?: string;
  /** Affiliate/referrer id from the `referrerID` header, kept for the order. */
  referrerId?: string;
  /** The wishlist, newest first (spec §3 Customer session basket.itemWishListIds are its ids). */
  wishlistItems?: Array<{ variationId: number; quantity: number }>;
  /** Variation ids on the comparison list, newest first. */
  comparisonItemIds?: number[];
  /** True once after a login expired; the shop tells the shopper why they were logged out. */
  loginExpired?: boolean;
  /** A staff member signed in on this session (staff-sign-in.ts); only a staff sign-in call sets it. */
  staff?: unknown;
  [key: string]: unknown;
}

export interface SessionRecord {
  idHash: string;
  csrfToken: string;
  customerId: number | null;
  data: SessionData;
  createdAt: Date;
  lastSeenAt: Date;
  authenticatedAt: Date | null;
}

export interface SessionTimeouts {
  /** A logged-in customer is logged out after this long without a request. */
  idleMinutes: number;
  /** … and after this long since logging in, however active. */
  absoluteHours: number;
  /** Anonymous and guest sessions (they hold the cart) are forgotten after this long unused. */
  anonymousDays: number;
  /** A staff sign-in (an editor, any back-office role) has limits of its own (staff-sign-in.ts). */
  staff: StaffLimits;
}

export interface LoadedSession {
  token: string;
  record: SessionRecord;
}

/** lastSeenAt is written at most this often, so a page view does not always mean a DB write. */
const touchIntervalMs = 60_000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

const sessionByHash = (db: Database) =>
  preparedQuery(db, 'session_by_hash', (db, name) =>
    db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare(name),
  );

export function createSessionStore(db: Database, timeouts: SessionTimeouts, now: () => Date = () => new Date()) {
  async function insert(data: SessionData, customerId: number | null, authenticatedAt: Date | null) {
    const token = newToken();
    const [record] = await db
      .insert(sessions)
      .values({
        idHash: hashToken(token),
        csrfToken: newToken(),
        customerId,
        data,
        createdAt: now(),
        lastSeenAt: now(),
        authenticatedAt,
      })
      .returning();
    return { token, record: record as SessionRecord };
  }

  return {
    create(data: SessionData = {}): Promise<LoadedSession> {
      return insert(data, null, null);
    },

    /**
     * Finds the session of a cookie token. Unknown, malformed and expired tokens give null. A login
     * past its idle or absolute limit is ended: the shopper keeps a fresh anonymous session (and
     * the cart in it) under a new token, marked `loginExpired`. A staff sign-in past the staff
     * limits ends the same way (the customer's login, if any, keeps its own limits).
     */
    async load(token: string | undefined): Promise<LoadedSession | null> {
      if (!token || !tokenShape.test(token)) return null;
      const idHash = hashToken(token);
      const [row] = await sessionByHash(db).execute({ idHash });
      if (!row) return null;
      const record = row as SessionRecord;
      const current = now().getTime();
      const idleFor = current - record.lastSeenAt.getTime();

      if (idleFor > timeouts.anonymousDays * 86_400_000) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      let expired: { customerId?: null; data: SessionData } | null = null;
      if (record.customerId !== null) {
        const loginAge = current - (record.authenticatedAt ?? record.createdAt).getTime();
        if (idleFor > timeouts.idleMinutes * 60_000 || loginAge > timeouts.absoluteHours * 3_600_000) {
          expired = { customerId: null, data: { ...record.data, loginExpired: true } };
        }
      }
      if (staffSignInExpired(record.data, record.lastSeenAt, now(), timeouts.staff)) {
        expired = { ...expired, data: withStaffSignIn(expired?.data ?? record.data, null) };
      }
      if (expired) return this.replace(record, expired);
      if (idleFor > touchIntervalMs) {
        record.lastSeenAt = now();
        await db.update(sessions).set({ lastSeenAt: record.lastSeenAt }).where(eq(sessions.idHash, idHash));
      }
      return { token, record };
    },

    /**
     * Changes a session's data from what is stored now: two requests of one shopper at once (two
     * hearts tapped quickly) each see the other's change instead of the later write dropping the
     * earlier one. Usually the stored data is still what this request read, and one conditional
     * update writes the change; otherwise the row is locked and the change made again from what
     * is stored (so `change` must depend on its argument alone). Answers the stored data; a
     * session deleted meanwhile (a login elsewhere replaced it) keeps the change only in this
     * request, as a replaced session would.
     */
    async change(record: SessionRecord, change: (data: SessionData) => SessionData): Promise<SessionData> {
      const expected = change(record.data);
      const written = await db
        .update(sessions)
        .set({ data: expected, lastSeenAt: now() })
        .where(and(eq(sessions.idHash, record.idHash), sql`${sessions.data} = ${JSON.stringify(record.data)}::jsonb`))
        .returning({ idHash: sessions.idHash });
      if (written.length > 0) return expected;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ data: sessions.data })
          .from(sessions)
          .where(eq(sessions.idHash, record.idHash))
          .for('update');
        const data = change(row ? (row.data as SessionData) : record.data);
        if (row) await tx.update(sessions).set({ data, lastSeenAt: now() }).where(eq(sessions.idHash, record.idHash));
        return data;
      });
    },

    /**
     * Issues a new token (and CSRF token) for the same session data and deletes the old one, in
     * one transaction. Used on every privilege change: login, logout, guest login, expiry.
     */
    async replace(
      record: SessionRecord,
      changes: { customerId?: number | null; data?: SessionData } = {},
    ): Promise<LoadedSession> {
      const customerId = changes.customerId === undefined ? record.customerId : changes.customerId;
      const authenticatedAt =
        customerId === null ? null : customerId === record.customerId ? record.authenticatedAt : now();
      return db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.idHash, record.idHash));
        const token = newToken();
        const [created] = await tx
          .insert(sessions)
          .values({
            idHash: hashToken(token),
            csrfToken: newToken(),
            customerId,
            data: changes.data ?? record.data,
            createdAt: record.createdAt,
            lastSeenAt: now(),
            authenticatedAt,
          })
          .returning();
        return { token, record: created as SessionRecord };
      });
    },

    async destroy(record: SessionRecord): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, record.idHash));
    },

    /** Removes sessions unused for longer than the anonymous limit; run periodically. */
    async deleteExpired(): Promise<number> {
      const cutoff = new Date(now().getTime() - timeouts.anonymousDays * 86_400_000);
      const removed = await db.delete(sessions).where(lt(sessions.lastSeenAt, cutoff)).returning({
        idHash: sessions.idHash,
      });
      return removed.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
