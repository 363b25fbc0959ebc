import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../tests/support/test-shop';

/**
 * Addresses a browser could be tricked with: every request path is checked before a redirect is
 * built, a file looked up or a sandbox payment read, and no `Location` the shop sends can be read
 * by a browser as another host.
 */
let shop: TestShop;
beforeAll(async () => {
  // The Mollie sandbox is mounted for a shop without a Mollie key.
  shop = await startTestShop({ MOLLIE_SANDBOX: 'true' });
});
afterAll(() => shop.close());

const get = (path: string, init: RequestInit = {}) => fetch(shop.url + path, { redirect: 'manual', ...init });

describe('paths with control characters', () => {
  it('are refused with 400 before the trailing-slash redirect (no open redirect, no 500)', async () => {
    for (const path of ['/%09/evil.example/', '/%0a/evil.example/', '/%0d/evil.example/', '/%0D%0A/x/', '/a%00/']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('location'), path).toBeNull();
      expect(await response.text()).toContain('Zeichen');
    }
  });

  it('are refused on every route, the Mollie sandbox and files included', async () => {
    for (const path of ['/mollie-sandbox/checkout/tr_%00', '/images/item/%00.webp', '/assets/%0a.js', '/fonts/%1b']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
    }
    const post = await get('/mollie-sandbox/checkout/tr_%00', {
      method: 'POST',
      body: 'outcome=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.status).toBe(400);
  });

  it('answer a call in the BFF error shape, in the language asked for', async () => {
    const response = await get('/api/getInit%00', { headers: { locale: 'en' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { key: string; message: string } };
    expect(body.error.key).toBe('invalidAddress');
    expect(body.error.message).toMatch(/\S/);
  });

  it('in English under /en', async () => {
    const response = await get('/en/%09/x/');
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/address/i);
  });
});

describe('redirects', () => {
  it('never send a browser to another host', async () => {
    for (const path of [
      '//evil.example/',
      '/%2F/evil.example/',
      '/%5C/evil.example/',
      '/%5Cevil.example/',
      '/%2F%2Fevil.example/',
      '/.//evil.example/',
    ]) {
      // Pages are not rendered in integration tests; the browser sweep checks their status.
      const response = await get(path);
      const location = response.headers.get('location');
      if (location !== null) {
        const target = new URL(location, shop.url);
        expect(target.origin, `${path} → ${location}`).toBe(shop.url);
        expect(location, path).not.toMatch(/^\s*[/\\]{2}|^\s*\/\s*\\|[\t\r\n]/);
      }
    }
  });

  it('still drop a trailing slash, keeping the query and the encoded path', async () => {
    const response = await get('/gr%C3%B6%C3%9Fe/?page=2');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/gr%C3%B6%C3%9Fe?page=2');
  });
});
