import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiLocale, readHints, type ShopEnv } from './request-context';

const app = new Hono<ShopEnv>().get('/probe', (c) => c.json({ hints: readHints(c), locale: apiLocale(c) }));
const probe = async (path: string, headers: Record<string, string> = {}) =>
  (await app.request(path, { headers })).json();

describe('request hints (spec §7 headers)', () => {
  it('reads referrerID, noCache, x-config-id and x-pwa-edit-hash', async () => {
    const { hints } = await probe('/probe', {
      referrerID: 'partner-3',
      noCache: '1',
      'x-config-id': 'cfg-9',
      'x-pwa-edit-hash': 'hash',
    });
    expect(hints).toMatchObject({ referrerId: 'partner-3', noCache: true, configId: 'cfg-9', editHash: 'hash' });
  });

  it('falls back to the ReferrerID and noCache query parameters', async () => {
    const { hints } = await probe('/probe?ReferrerID=mail-5&noCache=true');
    expect(hints).toMatchObject({ referrerId: 'mail-5', noCache: true });
    expect((await probe('/probe?noCache=0')).hints.noCache).toBe(false);
    expect((await probe('/probe')).hints.noCache).toBe(false);
  });

  it('clips overlong values', async () => {
    const { hints } = await probe('/probe', { referrerID: 'x'.repeat(5000) });
    expect(hints.referrerId).toHaveLength(200);
  });
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  const addressOf = async (forwardedFor: string, proxyHops?: number) => {
    const app = new Hono<ShopEnv>().get('/probe', (c) => c.json(readHints(c, { trustProxy: true, proxyHops })));
    const hints = (await (await app.request('/probe', { headers: { 'x-forwarded-for': forwardedFor } })).json()) as {
      clientIp: string;
    };
    return hints.clientIp;
  };

  it('takes the entry the own proxy appended, never one the client sent ahead of it', async () => {
    // nginx's $proxy_add_x_forwarded_for and load balancers append the peer they saw.
    expect(await addressOf('203.0.113.7, 198.51.100.7')).toBe('198.51.100.7');
    expect(await addressOf('198.51.100.7')).toBe('198.51.100.7');
    expect(await addressOf(' 10.0.0.1 ,198.51.100.9 ')).toBe('198.51.100.9');
  });

  it('counts as many proxies from the right as TRUST_PROXY_HOPS says', async () => {
    // Client → CDN → load balancer → shop: the CDN appended the client, the balancer the CDN.
    expect(await addressOf('1.2.3.4, 198.51.100.7, 192.0.2.1', 2)).toBe('198.51.100.7');
    expect(await addressOf('198.51.100.7', 2)).toBe('198.51.100.7');
  });
});

describe('language of an API call', () => {
  it('takes the locale header, then the language cookie, then German', async () => {
    expect((await probe('/probe', { locale: 'en' })).locale).toBe('en');
    expect((await probe('/probe', { cookie: 'lang=en' })).locale).toBe('en');
    expect((await probe('/probe', { locale: 'fr', cookie: 'lang=xx' })).locale).toBe('de');
    expect((await probe('/probe')).locale).toBe('de');
  });
});
