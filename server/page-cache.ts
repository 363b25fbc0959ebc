import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { createTtlCache } from '../core/cache/ttl-cache';
import type { ShopEnv } from './request-context';
import type { ChangeSignal } from '../core/cache/change-signal';
import { chooseEncoding, compressQuickly, type Encoding } from './quick-compression';
import { getCookie } from 'hono/cookie';
import { consentCookie } from '../core/consent/consent-choice';
import { readSessionToken } from './session-cookie';
import { everyonesPriceView, priceViewKey, type PriceView } from '../core/catalog/price-view';

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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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
 * Says how a page was served (for operators and tests): `hit` replayed from the page cache,
 * `personalized` the cached page with the shopper filled in; absent when rendered for the request.
 */
const pageCacheHeader = 'X-Page-Cache';

/**
 * Renders the page of the request; `anonymous` renders it as for a visitor without a session, who
 * sees prices as `priceView` says (a business customer's page variant, issue 39).
 */
export type PageRenderer = (options: { anonymous: boolean; priceView?: PriceView }) => Promise<Response>;

/**
 * The request's shopper for a cached shared page (ADR 0019): how they see prices, which picks the
 * page variant (everyone's, or a customer class's and net prices', issue 39), and `fill`, which
 * writes them into the variant's page and says what the response must add (the session cookie's
 * renewal or removal).
 */
export type PageShopper = () => Promise<{
  priceView: PriceView;
  fill(page: { html: Buffer }): { html: Buffer; setCookie: string | null };
}>;

/**
 * A short-lived cache of shared pages (ADR 0008, 0019). Shared pages (the page cache policy) are
 * the same for everyone but for the shopper parts; they are rendered once for a visitor without a
 * session, kept a few seconds, and replayed as they are to visitors without a session (already
 * compressed) or with the shopper filled in for a shopper with one. Shoppers who see prices
 * otherwise (a business customer's class and net prices) have a variant of their own, rendered
 * without a session for their price view and never served to anyone else. Anything else passes
 * by: other methods, the spec's noCache hint, responses that are not public or set a cookie.
 */
export function createPageCache(settings: {
  ttlMs: number;
  maxEntries: number;
  /** Forget every page when this signals (an editor saved a page). */
  clearOn?: ChangeSignal;
}) {
  const cache = createTtlCache<RenderedPage | null>({ ttlMs: settings.ttlMs, maxEntries: settings.maxEntries });
  settings.clearOn?.subscribe(() => cache.clear());

  return async function servePage(
    c: Context<ShopEnv>,
    page: { shared: boolean; render: PageRenderer; shopper: PageShopper },
  ): Promise<Response> {
    const url = new URL(c.req.url);
    const hasSession = readSessionToken(c) !== undefined;
    // A consent choice is the visitor's own too (the banner part), though it needs no session.
    const hasShopperParts = hasSession || getCookie(c, consentCookie.name) !== undefined;
    const isDocument = !url.pathname.endsWith('.data');
    const bypass =
      !page.shared ||
      c.req.method !== 'GET' ||
      c.req.header('noCache') !== undefined ||
      url.searchParams.has('noCache') ||
      // The browser's data requests with a session may carry the shopper in the root's data.
      (hasSession && !isDocument);
    if (bypass) return page.render({ anonymous: false });

    // Who the shopper is decides which variant of the page they get: a shopper who sees prices
    // otherwise than everyone (a business customer) gets the one rendered for that price view.
    const shopper = hasShopperParts ? await page.shopper() : null;
    const priceView = shopper?.priceView ?? everyonesPriceView;
    let ownResponse: Response | undefined;
    let renderTiming: string | null = null;
    const key = [url.pathname + url.search, ...priceViewKey(priceView)].join(' ');
    const cached = await cache.get(key, async () => {
      // A shopper with a session fills the cache with the page a visitor without one gets.
      const response = await page.render({ anonymous: hasShopperParts, priceView });
      renderTiming = response.headers.get('server-timing');
      if (!isShareable(response)) {
        if (!hasShopperParts) ownResponse = response;
        return null;
      }
      const rendered: RenderedPage = {
        status: response.status,
        // The render's time was this render's: a replay took none.
        headers: [...response.headers.entries()].filter(([name]) => name !== 'server-timing'),
        body: await response.arrayBuffer(),
        nonce: c.get('nonce'),
        encoded: new Map(),
      };
      return rendered;
    });
    if (ownResponse) return ownResponse;
    // Not shareable (a page only a logged-in customer may see, say): rendered for this shopper.
    if (!cached) return page.render({ anonymous: false });
    c.set('nonce', cached.nonce);
    const answer = shopper
      ? personalized(cached, shopper.fill({ html: Buffer.from(cached.body) }), c.req.header('Accept-Encoding'))
      : await replay(cached, c.req.header('Accept-Encoding'));
    // The request that filled the cache tells its render's time (the cached entry keeps none).
    if (renderTiming) answer.headers.set('Server-Timing', renderTiming);
    return answer;
  };
}

function isShareable(response: Response): boolean {
  return (
    (response.status === 200 || response.status === 404) &&
    !response.headers.has('Set-Cookie') &&
    /^public\b/.test(response.headers.get('Cache-Control') ?? '')
  );
}

async function replay(page: RenderedPage, acceptEncoding: string | undefined): Promise<Response> {
  const response = new Response(null, { status: page.status, headers: page.headers });
  response.headers.delete('Content-Length');
  response.headers.set('Vary', 'Accept-Encoding');
  response.headers.set(pageCacheHeader, 'hit');
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding) return new Response(page.body.slice(0), response);
  response.headers.set('Content-Encoding', encoding);
  return new Response(new Uint8Array(await encode(page, encoding)), response);
}

/**
 * One shopper's copy of a cached page, never stored anywhere. It is compressed quickly, since it
 * is made anew for every request.
 */
function personalized(
  page: RenderedPage,
  shopper: { html: Buffer; setCookie: string | null },
  acceptEncoding: string | undefined,
): Response {
  const response = new Response(null, { status: page.status, headers: page.headers });
  response.headers.delete('Content-Length');
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('Vary', 'Accept-Encoding');
  response.headers.set(pageCacheHeader, 'personalized');
  if (shopper.setCookie) response.headers.append('Set-Cookie', shopper.setCookie);
  const body = shopper.html;
  const encoding = chooseEncoding(acceptEncoding);
  // Buffer.concat's bytes live in an ArrayBuffer of their own (never a SharedArrayBuffer).
  if (!encoding) return new Response(body as Uint8Array<ArrayBuffer>, response);
  response.headers.set('Content-Encoding', encoding);
  return new Response(compressQuickly(body, encoding), response);
}
