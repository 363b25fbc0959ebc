import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserLikeClient, startTestShop, type TestShop } from '../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ TRUST_PROXY: 'true' });
});
afterAll(() => shop.close());

describe('session cookie over HTTP', () => {
  it('is Secure when the shop is reached over https (behind a trusted proxy) and sends HSTS', async () => {
    const response = await fetch(`${shop.url}/api/getSession`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('is Secure in production on a public host name even over http, but not on this machine', async () => {
    // fetch cannot set Host; a raw request can, as a reverse proxy would pass it on.
    const publicHostCookie = await new Promise<string>((resolve, reject) => {
      const request = http.get(`${shop.url}/api/getSession`, { headers: { host: 'shop.example.de' } }, (response) => {
        response.resume();
        resolve(String(response.headers['set-cookie']));
      });
      request.on('error', reject);
    });
    expect(publicHostCookie).toMatch(/; Secure/);
    const local = await fetch(`${shop.url}/api/getSession`);
    expect(local.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(local.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps the visitor on one session across calls and clears a cookie the server does not know', async () => {
    const browser = createBrowserLikeClient(shop.url);
    await browser.fetch('/api/getSession');
    const sid = browser.cookies.get('sid');
    const again = await browser.fetch('/api/getSession');
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(browser.cookies.get('sid')).toBe(sid);

    const stranger = await fetch(`${shop.url}/api/getInit`, { headers: { cookie: `sid=${'x'.repeat(43)}` } });
    expect(stranger.headers.get('set-cookie')).toMatch(/^sid=; Max-Age=0/);
  });

  it('remembers the referrer id of a marketing link on an existing session', async () => {
    const browser = createBrowserLikeClient(shop.url);
    await browser.fetch('/api/getSession');
    await browser.fetch('/api/getSession', { headers: { referrerID: 'partner-7' } });
    const rows = await shop.services.db.query.sessions.findMany();
    expect(rows.some((row) => row.data.referrerId === 'partner-7')).toBe(true);
  });
});
