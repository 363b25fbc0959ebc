import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('serves a value until it expires, and on demand reads afresh', async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = vi.fn(async () => clock);
    expect(await cache.get('a', load)).toBe(0);
    clock = 999;
    expect(await cache.get('a', load)).toBe(0);
    expect(await cache.get('a', load, { fresh: true })).toBe(999);
    clock = 2000;
    expect(await cache.get('a', load)).toBe(2000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => 'x');
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.get('bad', async () => Promise.reject(new Error('db down')))).rejects.toThrow();
    await Promise.resolve();
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
  });

  it('drops the least recently used entry when full', async () => {
    const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2'); // a is used again
    await cache.get('c', async () => 'c'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('serves the stale value while one background load refreshes it', async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: () => clock });
    let release: (value: number) => void = () => {};
    const load = vi.fn(async () => clock);
    expect(await cache.get('a', load)).toBe(0);
    clock = 1500;
    const slowLoad = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    expect(await cache.get('a', slowLoad)).toBe(0);
    expect(await cache.get('a', slowLoad)).toBe(0);
    expect(slowLoad).toHaveBeenCalledTimes(1);
    release(1500);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', load)).toBe(1500);
    clock = 10_000; // beyond fresh + stale: the shopper waits for a new load
    expect(await cache.get('a', load)).toBe(10_000);
  });

  it('keeps serving the stale value when the refresh fails, and tries again', async () => {
    let clock = 0;
    const cache = createTtlCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: () => clock });
    await cache.get('a', async () => 'old');
    clock = 2000;
    expect(await cache.get('a', async () => Promise.reject(new Error('db down')))).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', async () => 'new')).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', async () => 'newer')).toBe('new');
  });
});
