import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { releaseHits, takeRateLimits, type RateLimit } from './rate-limits.server';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const limit = (bucket: string, max: number, windowMinutes = 60): RateLimit => ({
  bucket,
  key: `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`,
  limit: max,
  windowMinutes,
});

describe('rate limits taken in PostgreSQL', () => {
  it('weighed attempts count their units in the same call, and can be given back', async () => {
    const { db } = shop.services;
    const megabytes = limit('test.megabytes', 15, 60);
    const take = (units: number, now = new Date('2026-11-25T10:00:00Z')) =>
      takeRateLimits(db, [{ ...megabytes, units }], now);
    // Eight parallel attempts of 4 units each: only three fit into 15.
    const answers = await Promise.all(Array.from({ length: 8 }, () => take(4)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(3);
    expect(answers.flatMap((answer) => (answer.allowed ? answer.hitIds : []))).toHaveLength(12);
    expect(await take(4, new Date('2026-11-25T10:45:00Z'))).toEqual({ allowed: false, retryAfterMinutes: 15 });
    // Three units are left: an attempt that gives its units back (the upload failed) leaves them there.
    const failed = await take(3);
    if (!failed.allowed) throw new Error('three units should fit');
    expect(failed.hitIds).toHaveLength(3);
    await releaseHits(db, failed.hitIds);
    expect((await take(3)).allowed).toBe(true);
    // Counted like any hit: an attempt of one unit sees the limit used up.
    expect((await takeRateLimits(db, [megabytes], new Date('2026-11-25T10:01:00Z'))).allowed).toBe(false);
  });

  it('a refused weighed attempt waits until enough hits leave the window for its units, not only the oldest', async () => {
    const { db } = shop.services;
    const megabytes = limit('test.wait', 5, 60);
    const take = (units: number, at: string) => takeRateLimits(db, [{ ...megabytes, units }], new Date(at));
    expect((await take(2, '2026-11-25T10:00:00Z')).allowed).toBe(true);
    expect((await take(3, '2026-11-25T10:30:00Z')).allowed).toBe(true);
    // Three units need three hits gone: the third oldest (10:30) leaves at 11:30, not the oldest at 11:00.
    expect(await take(3, '2026-11-25T10:40:00Z')).toEqual({ allowed: false, retryAfterMinutes: 50 });
    expect(await take(1, '2026-11-25T10:40:00Z')).toEqual({ allowed: false, retryAfterMinutes: 20 });
    expect((await take(3, '2026-11-25T11:30:01Z')).allowed).toBe(true);
    // Heavier than the limit itself: it never fits, so it waits a whole window rather than a minute.
    expect(await take(6, '2026-11-25T13:00:00Z')).toEqual({ allowed: false, retryAfterMinutes: 60 });
  });

  it('counts the addresses of one IPv6 /64 network as one client: a new address each try gets no more', async () => {
    const clientLimit = (key: string): RateLimit => ({ bucket: 'test.ipv6', key, limit: 2, windowMinutes: 60 });
    const take = (key: string) => takeRateLimits(shop.services.db, [clientLimit(key)]).then((answer) => answer.allowed);
    expect(await take('2001:db8:aa:1::1')).toBe(true);
    expect(await take('2001:db8:aa:1:ffff::2')).toBe(true);
    expect(await take('2001:0db8:00aa:0001::3')).toBe(false);
    // The neighbouring network is another client.
    expect(await take('2001:db8:aa:2::1')).toBe(true);
  });

  it('a burst of 20 at once passes exactly as many as the limit allows', async () => {
    const burst = limit('test.burst', 5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => takeRateLimits(shop.services.db, [burst])));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    expect(answers.filter((answer) => !answer.allowed)).toHaveLength(15);
  });

  it('a used-up limit refuses the attempt for every limit it comes with, and says how long to wait', async () => {
    const recipient = limit('test.recipient', 2, 60);
    const client = limit('test.client', 10, 60);
    const start = new Date('2026-11-25T10:00:00Z');
    expect((await takeRateLimits(shop.services.db, [recipient, client], start)).allowed).toBe(true);
    expect(
      (await takeRateLimits(shop.services.db, [client, recipient], new Date('2026-11-25T10:20:00Z'))).allowed,
    ).toBe(true);
    // The third to the same recipient is refused: the client's limit counts no hit for it.
    const refused = await takeRateLimits(shop.services.db, [recipient, client], new Date('2026-11-25T10:30:00Z'));
    expect(refused).toEqual({ allowed: false, retryAfterMinutes: 30 });
    const otherRecipient = limit('test.recipient', 2, 60);
    for (let attempt = 0; attempt < 8; attempt++) {
      const answer = await takeRateLimits(
        shop.services.db,
        [{ ...otherRecipient, key: `${otherRecipient.key}-${attempt}` }, client],
        new Date('2026-11-25T10:31:00Z'),
      );
      expect(answer.allowed).toBe(true);
    }
    // 2 + 8 = 10 hits for the client: the refused attempt did not use one of them.
    expect(
      (await takeRateLimits(shop.services.db, [limit('test.recipient', 2), client], new Date('2026-11-25T10:32:00Z')))
        .allowed,
    ).toBe(false);
    // An hour after the first hit its slot is free again.
    expect(
      (await takeRateLimits(shop.services.db, [recipient, client], new Date('2026-11-25T11:00:01Z'))).allowed,
    ).toBe(true);
  });

  it('hits given back free their slots', async () => {
    const login = limit('test.login', 1);
    const first = await takeRateLimits(shop.services.db, [login]);
    expect(first.allowed).toBe(true);
    expect((await takeRateLimits(shop.services.db, [login])).allowed).toBe(false);
    if (first.allowed) await releaseHits(shop.services.db, first.hitIds);
    expect((await takeRateLimits(shop.services.db, [login])).allowed).toBe(true);
  });
});
