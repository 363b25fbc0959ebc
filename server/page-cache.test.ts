import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createChangeSignal, type ChangeSignal } from '../core/cache/change-signal';
import { createPageCache } from './page-cache';
import type { ShopEnv } from './request-context';

/**
 * A stand-in for the page handler: counts renders (and how many were for a visitor without a
 * session), puts the request's nonce into the page, and personalizes by naming the session cookie.
 */
function shop(
  options: {
    cacheControl?: (anonymous: boolean) => string;
    status?: number;
    setCookie?: boolean;
    shared?: boolean;
    clearOn?: ChangeSignal;
  } = {},
) {
  const renders: Array<{ anonymous: boolean; net: boolean }> = [];
  let nonces = 0;
  const app = new Hono<ShopEnv>();
  const servePage = createPageCache({ ttlMs: 10_000, maxEntries: 10, clearOn: options.clearOn });
  app.use(async (c, next) => {
    c.set('nonce', `nonce-${++nonces}`);
    await next();
    c.res.headers.set('x-policy-nonce', c.get('nonce'));
  });
  app.get('*', (c) =>
    servePage(c, {
      shared: options.shared ?? true,
      render: async ({ anonymous, priceView }) => {
        const net = priceView?.net ?? false;
        renders.push({ anonymous, net });
        const headers = new Headers({
          'Content-Type': 'text/html',
          'Cache-Control': options.cacheControl?.(anonymous) ?? 'public, max-age=0, s-maxage=300',
        });
        if (options.setCookie) headers.set('Set-Cookie', 'sid=abc');
        const prices = net ? `net prices of class ${priceView?.customerClassId}` : 'gross prices';
        const body = `<script nonce="${c.get('nonce')}"></script><p>shopper:anonymous</p> ${prices} render ${renders.length}`;
        return new Response(body, { status: options.status ?? 200, headers });
      },
      // Cookies naming "business" are business customers: class 2, net prices (issue 39).
      shopper: async () => ({
        priceView: /business/.test(c.req.header('cookie') ?? '')
          ? { customerClassId: 2, net: true }
          : { customerClassId: 1, net: false },
        fill: ({ html }) => ({
          html: Buffer.from(html.toString().replace('shopper:anonymous', `shopper:${c.req.header('cookie')}`)),
          setCookie: 'sid=renewed',
        }),
      }),
    }),
  );
  return {
    app,
    renders: () => renders.length,
    rendersForShoppers: () => renders.filter((r) => !r.anonymous).length,
    netRenders: () => renders.filter((r) => r.net).length,
  };
}

describe('the page cache', () => {
  it('renders a public page once for visitors without a session and replays it with its nonce', async () => {
    const { app, renders } = shop();
    const first = await app.request('/rasierspiegel?page=2');
    const second = await app.request('/rasierspiegel?page=2');
    expect(renders()).toBe(1);
    const html = await second.text();
    expect(html).toBe(await first.text());
    expect(html).toContain(`nonce="${second.headers.get('x-policy-nonce')}"`);
    await app.request('/rasierspiegel?page=3');
    expect(renders()).toBe(2);
  });

  it('fills the shared page with each shopper, never stores a shopper`s copy, and marks it private', async () => {
    const { app, renders, rendersForShoppers } = shop();
    const anna = await app.request('/rasierspiegel', { headers: { cookie: 'sid=anna' } });
    const ben = await app.request('/rasierspiegel', { headers: { cookie: 'sid=ben' } });
    const visitor = await app.request('/rasierspiegel');
    // One render, as a visitor without a session, for all three.
    expect(renders()).toBe(1);
    expect(rendersForShoppers()).toBe(0);
    const annasPage = await anna.text();
    expect(annasPage).toContain('shopper:sid=anna');
    const bensPage = await ben.text();
    expect(bensPage).toContain('shopper:sid=ben');
    expect(bensPage).not.toContain('anna');
    const visitorsPage = await visitor.text();
    expect(visitorsPage).toContain('shopper:anonymous');
    expect(visitorsPage).not.toContain('anna');
    expect(anna.headers.get('cache-control')).toBe('private, no-store');
    expect(anna.headers.get('x-page-cache')).toBe('personalized');
    expect(visitor.headers.get('x-page-cache')).toBe('hit');
    expect(anna.headers.get('set-cookie')).toBe('sid=renewed');
    expect(visitor.headers.get('cache-control')).toMatch(/^public/);
    // The shopper's copy carries the cached page's nonce, so its scripts may run.
    expect(annasPage).toContain(`nonce="${anna.headers.get('x-policy-nonce')}"`);
  });

  it('keeps a variant of its own for shoppers who see prices otherwise, and never shows it anyone else', async () => {
    const { app, renders, rendersForShoppers, netRenders } = shop();
    const anna = await app.request('/rasierspiegel', { headers: { cookie: 'sid=anna' } });
    expect(await anna.text()).toContain('gross prices');
    const business = await app.request('/rasierspiegel', { headers: { cookie: 'sid=business-1' } });
    // Rendered once more, without the session, for the business price view.
    expect(renders()).toBe(2);
    expect(netRenders()).toBe(1);
    expect(rendersForShoppers()).toBe(0);
    const businessPage = await business.text();
    expect(businessPage).toContain('net prices of class 2');
    expect(businessPage).toContain('shopper:sid=business-1');
    expect(business.headers.get('x-page-cache')).toBe('personalized');
    expect(business.headers.get('cache-control')).toBe('private, no-store');
    // A second business customer shares that variant, filled in with their own shopper.
    const other = await app.request('/rasierspiegel', { headers: { cookie: 'sid=business-2' } });
    expect(renders()).toBe(2);
    const othersPage = await other.text();
    expect(othersPage).toContain('net prices of class 2');
    expect(othersPage).not.toContain('business-1');
    // Everyone else still gets the shared render with everyone's prices.
    const visitor = await app.request('/rasierspiegel');
    const ben = await app.request('/rasierspiegel', { headers: { cookie: 'sid=ben' } });
    expect(visitor.headers.get('x-page-cache')).toBe('hit');
    expect(await visitor.text()).toContain('gross prices');
    expect(await ben.text()).toContain('gross prices');
    expect(renders()).toBe(2);
  });

  it('renders for the shopper when the page a visitor without a session gets may not be shared', async () => {
    // A category for logged-in customers: the visitor's answer is a private redirect.
    const { app, renders, rendersForShoppers } = shop({
      cacheControl: () => 'private, no-store',
    });
    const page = await app.request('/hotel-kosmetikspiegel', { headers: { cookie: 'sid=anna' } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(renders()).toBe(2);
    expect(rendersForShoppers()).toBe(1);
  });

  it('renders every time for the browser`s data requests with a session, and for pages that are not shared', async () => {
    const data = shop();
    await data.app.request('/rasierspiegel.data', { headers: { cookie: 'sid=anna' } });
    await data.app.request('/rasierspiegel.data', { headers: { cookie: 'sid=anna' } });
    expect(data.rendersForShoppers()).toBe(2);

    const personal = shop({ shared: false });
    await personal.app.request('/cart');
    await personal.app.request('/cart');
    expect(personal.renders()).toBe(2);
  });

  it('keeps a 404 page like a shared one', async () => {
    const { app, renders } = shop({ status: 404 });
    await app.request('/gibt-es-nicht');
    const again = await app.request('/gibt-es-nicht');
    expect(again.status).toBe(404);
    expect(renders()).toBe(1);
  });

  it('forgets every page when an editor saved one (the content change signal)', async () => {
    const changes = createChangeSignal();
    const { app, renders } = shop({ clearOn: changes });
    await app.request('/');
    await app.request('/');
    expect(renders()).toBe(1);
    changes.notify();
    expect(await (await app.request('/')).text()).toContain('render 2');
  });

  it('lets concurrent visitors share one render', async () => {
    const { app, renders } = shop();
    await Promise.all([app.request('/a'), app.request('/a', { headers: { cookie: 'sid=anna' } }), app.request('/a')]);
    expect(renders()).toBe(1);
  });

  it('renders every time for the noCache hint, a cookie-setting or private response', async () => {
    const hinted = shop();
    await hinted.app.request('/a', { headers: { noCache: '1' } });
    await hinted.app.request('/a?noCache=1');
    expect(hinted.renders()).toBe(2);

    const settingCookie = shop({ setCookie: true });
    await settingCookie.app.request('/a');
    await settingCookie.app.request('/a');
    expect(settingCookie.renders()).toBe(2);

    const personal = shop({ cacheControl: () => 'private, no-store' });
    await personal.app.request('/a');
    expect(await (await personal.app.request('/a')).text()).toContain('render 2');
  });

  it('sends the cached page brotli- or gzip-compressed to browsers that take it', async () => {
    const { app } = shop();
    const plain = await (await app.request('/a')).text();
    const brotli = await app.request('/a', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(plain);
    const gzipped = await app.request('/a', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(plain);
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
  });
});
