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

describe('language of an API call', () => {
  it('takes the locale header, then the language cookie, then German', async () => {
    expect((await probe('/probe', { locale: 'en' })).locale).toBe('en');
    expect((await probe('/probe', { cookie: 'lang=en' })).locale).toBe('en');
    expect((await probe('/probe', { locale: 'fr', cookie: 'lang=xx' })).locale).toBe('de');
    expect((await probe('/probe')).locale).toBe('de');
  });
});
