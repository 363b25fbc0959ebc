import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createChangeSignal, type ChangeSignal } from '../core/cache/change-signal';
import { anonymousPageCache } from './page-cache';
import type { ShopEnv } from './request-context';

/** A stand-in for the page handler: counts renders and puts the request's nonce into the page. */
function shop(options: { cacheControl?: string; setCookie?: boolean; clearOn?: ChangeSignal } = {}) {
  let renders = 0;
  let nonces = 0;
  const app = new Hono<ShopEnv>();
  app.use(async (c, next) => {
    c.set('nonce', `nonce-${++nonces}`);
    await next();
    c.res.headers.set('x-policy-nonce', c.get('nonce'));
  });
  app.get('*', anonymousPageCache({ ttlMs: 10_000, maxEntries: 10, clearOn: options.clearOn }), (c) => {
    renders++;
    if (options.setCookie) c.header('Set-Cookie', 'sid=abc');
    c.header('Cache-Control', options.cacheControl ?? 'public, max-age=0, s-maxage=300');
    return c.html(`<script nonce="${c.get('nonce')}"></script> render ${renders}`);
  });
  return { app, renders: () => renders };
}

describe('anonymousPageCache', () => {
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
    await Promise.all([app.request('/a'), app.request('/a'), app.request('/a')]);
    expect(renders()).toBe(1);
  });

  it('renders every time for a session, the noCache hint, a cookie-setting or private response', async () => {
    const withSession = shop();
    await withSession.app.request('/a', { headers: { cookie: 'sid=token' } });
    await withSession.app.request('/a', { headers: { cookie: 'sid=token' } });
    await withSession.app.request('/a', { headers: { noCache: '1' } });
    expect(withSession.renders()).toBe(3);

    const settingCookie = shop({ setCookie: true });
    await settingCookie.app.request('/a');
    await settingCookie.app.request('/a');
    expect(settingCookie.renders()).toBe(2);

    const personal = shop({ cacheControl: 'private, no-store' });
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
