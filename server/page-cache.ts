import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { createTtlCache } from '../core/cache/ttl-cache';
import type { ShopEnv } from './request-context';
import type { ChangeSignal } from '../core/cache/change-signal';
import { readSessionToken } from './session-cookie';

/** A rendered page as it went out: replayed as is to the next anonymous visitors of its URL. */
interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
  /** The CSP nonce the page's scripts carry; the replayed response sends the same one. */
  nonce: string;
  /** Compressed copies, made on first demand: a replay costs no compression. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

type Encoding = 'br' | 'gzip';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The best encoding the browser takes (brotli, then gzip), or none. */
function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function encode(page: RenderedPage, encoding: Encoding): Promise<Buffer> {
  let encoded = page.encoded.get(encoding);
  if (!encoded) {
    const body = Buffer.from(page.body);
    encoded =
      encoding === 'br'
        ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzip(body, { level: 6 });
    page.encoded.set(encoding, encoded);
  }
  return encoded;
}

/**
 * A short-lived cache of whole pages for visitors without a session (ADR 0008). Such pages are the
 * same for everyone and already marked `public, s-maxage` for a CDN; keeping them a few seconds in
 * the process does the same without one, so a burst of shoppers on one product costs one render.
 * Anything personal passes by: requests with a session cookie, the spec's noCache hint, responses
 * that set a cookie or are not public (404s, redirects, errors).
 */
export function anonymousPageCache(settings: {
  ttlMs: number;
  maxEntries: number;
  /** Forget every page when this signals (an editor saved a page). */
  clearOn?: ChangeSignal;
}): MiddlewareHandler<ShopEnv> {
  const cache = createTtlCache<RenderedPage | null>({ ttlMs: settings.ttlMs, maxEntries: settings.maxEntries });
  settings.clearOn?.subscribe(() => cache.clear());
  return async (c, next) => {
    const url = new URL(c.req.url);
    const bypass =
      c.req.method !== 'GET' ||
      readSessionToken(c) !== undefined ||
      c.req.header('noCache') !== undefined ||
      url.searchParams.has('noCache');
    if (bypass) return next();

    let renderedHere = false;
    const page = await cache.get(url.pathname + url.search, async () => {
      renderedHere = true;
      await next();
      const response = c.res;
      const cacheable =
        response.status === 200 &&
        !response.headers.has('Set-Cookie') &&
        /^public\b/.test(response.headers.get('Cache-Control') ?? '');
      if (!cacheable) return null;
      const body = await response.arrayBuffer();
      const rendered: RenderedPage = {
        status: response.status,
        headers: [...response.headers.entries()],
        body,
        nonce: c.get('nonce'),
        encoded: new Map(),
      };
      c.res = await replay(rendered, c.req.header('Accept-Encoding'));
      return rendered;
    });
    if (renderedHere) return;
    // Not cacheable (or a concurrent render found it so): this request renders on its own.
    if (!page) return next();
    c.set('nonce', page.nonce);
    c.res = await replay(page, c.req.header('Accept-Encoding'));
  };
}

async function replay(page: RenderedPage, acceptEncoding: string | undefined): Promise<Response> {
  const response = new Response(null, { status: page.status, headers: page.headers });
  response.headers.delete('Content-Length');
  response.headers.set('Vary', 'Accept-Encoding');
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding) return new Response(page.body.slice(0), response);
  response.headers.set('Content-Encoding', encoding);
  return new Response(new Uint8Array(await encode(page, encoding)), response);
}
