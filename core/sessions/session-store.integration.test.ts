import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import { sessions } from '../db/schema';
import { createSessionStore, hashToken } from './session-store.server';
import { staffSignIn, withStaffSignIn } from './staff-sign-in';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let clock = new Date('2026-11-22T10:00:00Z');
const timeouts = {
  idleMinutes: 30,
  absoluteHours: 12,
  anonymousDays: 30,
  staff: { idleMinutes: 30, absoluteHours: 8 },
};
const store = () => createSessionStore(database.db, timeouts, () => clock);
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
const minutes = 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('session store', () => {
  it('uses 256-bit random tokens and stores only their hash', async () => {
    const { token, record } = await store().create({ referrerId: 'x' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(record.csrfToken).not.toBe(token);
  });

  it('ignores unknown and malformed tokens', async () => {
    expect(await store().load(undefined)).toBeNull();
    expect(await store().load('not a token')).toBeNull();
    expect(await store().load('A'.repeat(43))).toBeNull();
  });

  it('rotation gives a new id and CSRF token, keeps the data and kills the old id', async () => {
    const { token, record } = await store().create({ referrerId: 'r1' });
    const rotated = await store().replace(record);
    expect(rotated.token).not.toBe(token);
    expect(rotated.record.csrfToken).not.toBe(record.csrfToken);
    expect(rotated.record.data).toEqual({ referrerId: 'r1' });
    expect(await store().load(token)).toBeNull();
    expect((await store().load(rotated.token))?.record.data).toEqual({ referrerId: 'r1' });
  });

  it('ends a login after 30 idle minutes, keeping an anonymous session under a new id', async () => {
    const { record } = await store().create({ referrerId: 'keep' });
    const login = await store().replace(record, { customerId: 7 });
    expect(login.record.authenticatedAt).toEqual(clock);
    later(29 * minutes);
    const active = await store().load(login.token);
    expect(active?.record.customerId).toBe(7);
    later(31 * minutes);
    const expired = await store().load(login.token);
    expect(expired?.record.customerId).toBeNull();
    expect(expired?.token).not.toBe(login.token);
    expect(expired?.record.data).toMatchObject({ referrerId: 'keep', loginExpired: true });
  });

  it('ends a login 12 hours after it began, however active', async () => {
    const { record } = await store().create();
    let current = await store().replace(record, { customerId: 9 });
    // A request every 20 minutes keeps it from going idle …
    for (let step = 0; step < 35; step++) {
      later(20 * minutes);
      current = (await store().load(current.token))!;
      expect(current.record.customerId).toBe(9);
    }
    // … but just past 12 h the login ends all the same.
    later(21 * minutes);
    current = (await store().load(current.token))!;
    expect(current.record.customerId).toBeNull();
  });

  it('ends a staff sign-in after 30 idle minutes, keeping the customer login and the rest', async () => {
    const { record } = await store().create({ referrerId: 'keep' });
    const data = withStaffSignIn(record.data, { role: 'editor', accountId: 3, signedInAt: clock });
    const both = await store().replace(record, { customerId: 5, data });
    later(29 * minutes);
    const active = await store().load(both.token);
    expect(staffSignIn(active?.record.data)).toMatchObject({ role: 'editor', accountId: 3 });
    later(31 * minutes);
    const expired = await store().load(both.token);
    expect(expired?.token).not.toBe(both.token);
    expect(staffSignIn(expired?.record.data)).toBeNull();
    // The customer's login has limits of its own; here the same idle limit ended it as well.
    expect(expired?.record.data).toEqual({ referrerId: 'keep', loginExpired: true });
    expect(expired?.record.customerId).toBeNull();
  });

  it('ends a staff sign-in 8 hours after it began, however active, while the customer stays', async () => {
    const { record } = await store().create();
    let current = await store().replace(record, { customerId: 11 });
    later(20 * minutes);
    current = (await store().load(current.token))!;
    current = await store().replace(current.record, {
      data: withStaffSignIn(current.record.data, { role: 'editor', accountId: 4, signedInAt: clock }),
    });
    for (let step = 0; step < 23; step++) {
      later(20 * minutes);
      current = (await store().load(current.token))!;
      expect(staffSignIn(current.record.data)?.accountId).toBe(4);
    }
    later(21 * minutes);
    current = (await store().load(current.token))!;
    expect(staffSignIn(current.record.data)).toBeNull();
    expect(current.record.customerId).toBe(11);
  });

  it('treats a staff sign-in whose start cannot be read as ended', async () => {
    const { record } = await store().create({ staff: { role: 'editor', accountId: 1, signedInAt: 'soon' } });
    const loaded = await store().load((await store().replace(record)).token);
    expect(loaded?.record.data.staff).toBeUndefined();
  });

  it('forgets anonymous sessions after 30 days without use and sweeps them', async () => {
    const { token } = await store().create();
    later(29 * 24 * 60 * minutes);
    expect(await store().load(token)).not.toBeNull();
    later(31 * 24 * 60 * minutes);
    expect(await store().load(token)).toBeNull();

    await store().create();
    later(31 * 24 * 60 * minutes);
    expect(await store().deleteExpired()).toBeGreaterThanOrEqual(1);
  });
});
