import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
