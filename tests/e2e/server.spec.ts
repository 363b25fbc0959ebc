import { expect, test } from '@playwright/test';

test.describe('HTTP behaviour of the built shop', () => {
  test('pages carry the security headers and a CSP nonce that matches the page scripts', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined(); // plain http here
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // A page replayed from the anonymous page cache (ADR 0008) keeps the nonce its scripts carry …
    const replayed = await request.get('/');
    expect(replayed.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(await replayed.text()).toContain(`nonce="${nonce}"`);
    // … a page rendered anew gets a new one.
    const rendered = await request.get('/', { headers: { noCache: '1' } });
    const newNonce = /'nonce-([^']+)'/.exec(rendered.headers()['content-security-policy'] ?? '')?.[1];
    expect(newNonce).not.toBe(nonce);
    expect(await rendered.text()).toContain(`nonce="${newNonce}"`);
  });

  test('anonymous pages may be cached publicly; pages for a visitor with a session may not', async ({
    request,
    playwright,
    baseURL,
  }) => {
    // A first visit: no session and no consent choice yet (the tests' own requests carry one).
    const firstVisit = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const anonymous = await firstVisit.get('/legal-disclosure');
    expect(anonymous.headers()['cache-control']).toBe('public, max-age=0, s-maxage=300');
    // Served stale while refreshed by CDNs only: a browser would show it to a shopper just logged in.
    expect(anonymous.headers()['cdn-cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(anonymous.headers()['set-cookie']).toBeUndefined();
    expect(await anonymous.text()).toContain('id="consent-title"');
    await firstVisit.dispose();
    // A visitor who answered the consent banner gets the page without it: theirs, not for caches.
    const answered = await request.get('/legal-disclosure');
    expect(answered.headers()['cache-control']).toBe('private, no-store');
    expect(await answered.text()).not.toContain('id="consent-title"');

    const visitor = await playwright.request.newContext({ baseURL });
    await visitor.get('/api/getSession');
    const personal = await visitor.get('/legal-disclosure');
    expect(personal.headers()['cache-control']).toBe('private, no-store');
    await visitor.dispose();
  });

  test('hashed assets are immutable and sent compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(html);
    const asset = script?.[1] ?? script?.[2];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toMatch(/br|gzip/);
    const missing = await request.get('/assets/does-not-exist.js');
    expect(missing.status()).toBe(404);
  });

  test('bots get the whole document', async ({ request }) => {
    const response = await request.get('/en/privacy-policy', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Privacy policy');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  test('an oversized form post to a page gets 413 with a translated message', async ({ request }) => {
    const response = await request.post('/en/legal-disclosure', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'x=' + 'a'.repeat(1_100_000),
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toBe('The data sent is too large.');
  });

  test('a cross-site form post to a page is refused', async ({ request }) => {
    const response = await request.post('/legal-disclosure', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      data: 'a=b',
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toBe('Dafür fehlt Ihnen die Berechtigung.');
  });

  test('one URL per page: trailing slashes and an upper-case language prefix redirect permanently', async ({
    request,
  }) => {
    const slash = await request.get('/legal-disclosure/?ref=1', { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers()['location']).toMatch(/\/legal-disclosure\?ref=1$/);
    const upper = await request.get('/EN/shipping', { maxRedirects: 0 });
    expect(upper.status()).toBe(301);
    expect(upper.headers()['location']).toMatch(/\/en\/shipping$/);
    expect((await request.get('/en/Shipping')).status()).toBe(404);
  });

  test('a first segment that is no language is a 404 before anything runs, for pages, data and posts', async ({
    playwright,
    baseURL,
  }) => {
    // One route table with an optional language segment (ADR 0030): /xyz/cart matches the cart's
    // route with the "language" xyz; the root's middleware refuses it before loaders and actions.
    const visitor = await playwright.request.newContext({ baseURL });
    const paths = [
      '/xyz/cart',
      '/xyz/login',
      '/xyz/staff',
      '/xyz/legal-disclosure',
      '/xyz/checkout',
      '/xyz/my-account',
    ];
    for (const path of paths) {
      const response = await visitor.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Seite nicht gefunden');
    }
    // A data request naming only the page's own route, and a post to its action, change and tell nothing.
    const data = await visitor.get('/xyz/confirmation/1/key.data?_routes=confirmation', { maxRedirects: 0 });
    expect(data.status()).toBe(404);
    expect(data.headers()['cache-control']).toBe('private, no-store');
    const session = await visitor.get('/api/getSession');
    const csrf = session.headers()['x-csrf-token']!;
    const variation = /&quot;variationId&quot;:(\d+)/.exec(await (await visitor.get('/alle-spiegel')).text())![1]!;
    const post = await visitor.post('/xyz/cart', {
      form: { intent: 'add', productId: variation, quantity: '3', js: '1' },
      headers: { origin: baseURL!, 'x-csrf-token': csrf },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(404);
    const cart = await visitor.post('/api/getCart', { data: {}, headers: { 'x-csrf-token': csrf } });
    expect((await cart.json()).data.items).toEqual([]);
    // The staff area's guard holds for a data request that leaves its layout out, too.
    const staff = await visitor.get('/en/staff.data?_routes=staff-orders', { maxRedirects: 0 });
    expect(staff.status()).toBeLessThan(500);
    expect(await staff.text()).toContain('/en/staff/login');
    await visitor.dispose();
    const english = await playwright.request.newContext({ baseURL });
    const page = await english.get('/en/cart');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<html lang="en"');
    await english.dispose();
  });

  test('a page from the page cache claims no render time of its own', async ({ request }) => {
    const fresh = await request.get('/legal-disclosure', { headers: { noCache: '1' } });
    expect(fresh.headers()['server-timing']).toMatch(/^render;dur=\d+\.\d\d$/);
    await request.get('/legal-disclosure');
    const cached = await request.get('/legal-disclosure');
    expect(cached.headers()['x-page-cache']).toBeDefined();
    expect(cached.headers()['server-timing']).toBeUndefined();
  });

  test('reading a page never starts a session, not even the login, account or checkout page', async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    for (const path of [
      '/login',
      '/guest/login',
      '/my-account',
      '/checkout',
      '/confirmation/1/abcdefghijklmnop',
      '/en/login',
    ]) {
      const response = await visitor.get(path, { maxRedirects: 0, failOnStatusCode: false });
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()['set-cookie'] ?? '', path).not.toMatch(/sid=/);
    }
    await visitor.dispose();
  });

  test('the checkout with an empty cart sends a visitor back to the cart, not to the login', async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    for (const [path, cart] of [
      ['/checkout', '/cart?notice=emptyCheckout'],
      ['/en/checkout', '/en/cart?notice=emptyCheckout'],
    ] as const) {
      const response = await visitor.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()['location'], path).toBe(cart);
    }
    await visitor.dispose();
  });

  test('health check answers', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

test.describe('BFF error shapes and CSRF', () => {
  test('unknown call → 404 unknownCall; bad JSON → 400 validation with cause', async ({ request }) => {
    const unknown = await request.post('/api/noSuchCall', { data: {}, headers: { locale: 'en' } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { key: 'unknownCall', code: 404, message: 'This action does not exist.', cause: [] },
      events: [],
    });

    const invalid = await request.post('/api/getInformationPage', {
      data: '{"slug": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(invalid.status()).toBe(400);
    const body = await invalid.json();
    expect(body.error.key).toBe('validation');
    expect(body.error.message).toBe('Die Eingaben sind nicht gültig. Bitte prüfen Sie die markierten Felder.');
    expect(body.error.cause).toHaveLength(1);
  });

  test('a state-changing call without the CSRF token is refused with 403', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const session = await visitor.get('/api/getSession');
    const token = session.headers()['x-csrf-token'];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const withoutToken = await visitor.post('/api/doLogoutUser', { data: {} });
    expect(withoutToken.status()).toBe(403);
    expect((await withoutToken.json()).error.key).toBe('csrfTokenInvalid');

    const withToken = await visitor.post('/api/doLogoutUser', { data: {}, headers: { 'x-csrf-token': token! } });
    expect(withToken.status()).toBe(200);
    expect(await withToken.json()).toEqual({ data: true });
    await visitor.dispose();
  });
});
