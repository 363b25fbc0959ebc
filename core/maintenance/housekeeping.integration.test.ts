import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountConfirmationTokens, customers, emailChangeTokens, passwordResetTokens } from '../db/customer-schema';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { housekeepingLockKey, runHousekeepingOnce } from './housekeeping.server';

/**
 * Several shop processes (and machines) on one database: the hourly housekeeping runs in one of
 * them at a time (issue 19), so nobody gets a payment reminder twice and no cart is swept twice.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('housekeeping with several processes', () => {
  it('is skipped while another process runs it, and runs once that one is done', async () => {
    let releaseOther!: () => void;
    const otherHoldsIt = new Promise<void>((resolve) => (releaseOther = resolve));
    let otherStarted!: () => void;
    const started = new Promise<void>((resolve) => (otherStarted = resolve));
    // "Another process": a transaction holding the housekeeping lock on its own connection.
    const other = shop.services.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${housekeepingLockKey}))`);
      otherStarted();
      await otherHoldsIt;
    });
    await started;
    expect(await runHousekeepingOnce(shop.services)).toBeNull();
    releaseOther();
    await other;
    expect(await runHousekeepingOnce(shop.services)).toMatchObject({ sessions: expect.any(Number) });
  });
});

describe('the links of account mails', () => {
  it('are forgotten a day after their use or expiry, and open ones are kept', async () => {
    const { db } = shop.services;
    const [customer] = await db
      .insert(customers)
      .values({ email: `aufraeumen.${Date.now()}@beispiel.de`, passwordHash: 'x' })
      .returning();
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const rows = {
      usedLongAgo: { usedAt: hoursAgo(25), expiresAt: hoursAgo(-20) },
      expiredLongAgo: { usedAt: null, expiresAt: hoursAgo(25) },
      usedToday: { usedAt: hoursAgo(2), expiresAt: hoursAgo(-20) },
      expiredToday: { usedAt: null, expiresAt: hoursAgo(2) },
      open: { usedAt: null, expiresAt: hoursAgo(-20) },
    };
    for (const [name, times] of Object.entries(rows)) {
      const link = { tokenHash: `${name}-${customer!.id}`, customerId: customer!.id, ...times };
      await db.insert(emailChangeTokens).values({ ...link, newEmail: `${name}@beispiel.de` });
      await db.insert(passwordResetTokens).values(link);
      await db.insert(accountConfirmationTokens).values(link);
    }

    const result = await runHousekeepingOnce(shop.services, now);
    expect(result?.spentLinks).toBe(6);
    const kept = ['usedToday', 'expiredToday', 'open'].map((name) => `${name}-${customer!.id}`);
    for (const table of [emailChangeTokens, passwordResetTokens, accountConfirmationTokens]) {
      const left = await db.select().from(table).where(eq(table.customerId, customer!.id));
      expect(left.map((row) => row.tokenHash).sort()).toEqual([...kept].sort());
    }
  });
});
