import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitBytes } from './body-limits';
import { createBrowserLikeClient, startTestShop, type TestShop } from '../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(shop.url + path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('BFF transport: success', () => {
  it('answers getInit over POST with {data} holding the session and the category tree', async () => {
    const response = await post('/api/getInit', '{}');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { data } = await response.json();
    expect(data.session).toMatchObject({ user: null, isAuthorized: false, isGuest: false, validGuestEmail: false });
    const names = data.categories.map((category: { details: { name: string } }) => category.details.name);
    expect(names).toContain('Rasierspiegel');
    const brands = data.categories.find((category: { url: string }) => category.url === '/marken');
    expect(brands.children.map((child: { url: string }) => child.url)).toEqual(['/marken/frasco', '/marken/emco']);
  });

  it('answers reads over GET with the body as query parameter, in the language of the locale header', async () => {
    const body = encodeURIComponent(JSON.stringify({}));
    const response = await fetch(`${shop.url}/api/getCategoryTree?body=${body}&_=abc`, { headers: { locale: 'en' } });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.map((category: { url: string }) => category.url)).toContain('/shaving-mirrors');
  });

  it('does not create a session for getInit, but getSession does and hands out a CSRF token', async () => {
    const init = await post('/api/getInit', '{}');
    expect(init.headers.get('set-cookie')).toBeNull();
    expect(init.headers.get('x-csrf-token')).toBeNull();

    const session = await fetch(`${shop.url}/api/getSession`);
    expect(session.status).toBe(200);
    const cookie = session.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(session.headers.get('x-csrf-token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('BFF transport: bad input gets a clear 4xx, never a 500', () => {
  it('unknown call → 404 unknownCall with the error shape and a translated message', async () => {
    const response = await post('/api/doesNotExist', '{}');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { key: 'unknownCall', code: 404, message: 'Diese Aktion gibt es nicht.', cause: [] },
      events: [],
    });
    const english = await post('/api/doesNotExist', '{}', { locale: 'en' });
    expect((await english.json()).error.message).toBe('This action does not exist.');
  });

  it('paths that are no call name → 404 unknownCall', async () => {
    for (const path of ['/api/', '/api/get-init', '/api/a/b']) {
      const response = await post(path, '{}');
      expect(response.status, path).toBe(404);
      expect((await response.json()).error.key).toBe('unknownCall');
    }
  });

  it('malformed JSON → 400 validation', async () => {
    const response = await post('/api/getInit', '{"broken":');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({ key: 'validation', code: 400 });
    expect(body.error.cause).toEqual([{ field: '', code: 'invalid_json', message: 'The body is not valid JSON.' }]);
  });

  it('malformed JSON in the GET body parameter → 400 validation', async () => {
    const response = await fetch(`${shop.url}/api/getInit?body=%7Bnope`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.key).toBe('validation');
  });

  it('wrong types and unknown fields → 400 validation with the field errors in cause', async () => {
    const response = await post('/api/getInformationPage', JSON.stringify({ slug: 5 }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.key).toBe('validation');
    expect(error.cause).toEqual([expect.objectContaining({ field: 'slug', code: 'invalid_type' })]);

    const extra = await post('/api/getInit', JSON.stringify({ admin: true }));
    expect(extra.status).toBe(400);
    expect((await extra.json()).error.cause[0].code).toBe('unrecognized_keys');

    const notAnObject = await post('/api/getInit', '[1,2,3]');
    expect(notAnObject.status).toBe(400);
  });

  it('an oversized body → 413 payloadTooLarge', async () => {
    const huge = JSON.stringify({ slug: 'x'.repeat(bodyLimitBytes.api + 10) });
    const response = await post('/api/getInformationPage', huge);
    expect(response.status).toBe(413);
    expect((await response.json()).error.key).toBe('payloadTooLarge');
  });

  it('a body that is not JSON → 415 unsupportedMediaType', async () => {
    const response = await fetch(`${shop.url}/api/getInit`, {
      method: 'POST',
      body: 'slug=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.key).toBe('unsupportedMediaType');
  });

  it('other methods, and GET for a write call → 405 methodNotAllowed', async () => {
    const put = await fetch(`${shop.url}/api/getInit`, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect((await put.json()).error.key).toBe('methodNotAllowed');
    const getWrite = await fetch(`${shop.url}/api/doLogoutUser`);
    expect(getWrite.status).toBe(405);
    expect(getWrite.headers.get('allow')).toBe('POST');
  });

  it('a missing information page → 404 notFound', async () => {
    const response = await post('/api/getInformationPage', JSON.stringify({ slug: 'no-such-page' }));
    expect(response.status).toBe(404);
    expect((await response.json()).error.key).toBe('notFound');
  });
});

describe('CSRF protection of state-changing calls', () => {
  it('rejects a write without a session or token with 403 csrfTokenInvalid', async () => {
    const response = await post('/api/doLogoutUser', '{}');
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatchObject({ key: 'csrfTokenInvalid', code: 403 });
  });

  it('rejects a missing or wrong token for an existing session, accepts the right one', async () => {
    const browser = createBrowserLikeClient(shop.url);
    await browser.fetch('/api/getSession');
    const token = browser.csrfToken!;

    const missing = await browser.fetch('/api/doLogoutUser', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.status).toBe(403);
    const wrong = await browser.fetch('/api/doLogoutUser', {
      method: 'POST',
      body: '{}',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      },
    });
    expect(wrong.status).toBe(403);

    const right = await browser.fetch('/api/doLogoutUser', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
    });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ data: true });
    // Logging out is a privilege change: new session id and new CSRF token.
    expect(browser.csrfToken).not.toBe(token);
  });
});

/** The raw bytes of a GET, as a browser receives them (fetch would decompress them silently). */
function rawGet(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(
      shop.url + path,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
  });
}

describe('BFF transport: compressed answers', () => {
  const tree = `/api/getCategoryTree?body=${encodeURIComponent('{}')}`;

  it('sends larger answers brotli- or gzip-compressed as the browser accepts, the same JSON inside', async () => {
    const plain = await rawGet(tree);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const expected = JSON.parse(plain.body.toString('utf8'));

    const brotli = await rawGet(tree, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(expected);

    const gzip = await rawGet(tree, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8'))).toEqual(expected);
  });

  it('leaves small answers as they are', async () => {
    // As a browser asks: every encoding it knows.
    const small = await rawGet(`/api/getSession`, 'gzip, deflate, br');
    expect(small.body.byteLength).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(small.body.toString('utf8'))).toHaveProperty('data');
  });
});
