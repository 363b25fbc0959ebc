import { rememberShopperPriceView, shopperPriceViewOf } from '../core/catalog/customer-class.server';
import type { PriceView } from '../core/catalog/price-view';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { shopContext } from '../app/shop-context';
import { callRegistry, type ShopCallRegistry } from '../core/call-registry.server';
import { splitLocalePath } from '../core/i18n/locales';
import type { Services } from '../core/services.server';
import { createApiTransport } from './api-transport';
import { limitRequestBodies } from './body-limits';
import { quickJsonCompression } from './quick-compression';
import { redirectToCanonicalPath } from './canonical-path';
import { errorMessage } from './error-messages';
import { createPageCache } from './page-cache';
import { pageCacheHeaders, pageCachePolicyOf } from './page-cache-policy';
import { addressGuard, pageRequestGuard } from './page-request-guard';
import { createMailboxRoute } from './mailbox-route';
import { createAnalyticsCollectorRoute } from './analytics-collector-route';
import { createOrderDocumentRoute } from './order-document-route';
import { createOfferDocumentRoute } from './offer-document-route';
import { createStaffExportRoute, createStaffFileRoute } from './staff-file-route';
import { createBackupDownloadRoute } from './backup-download-route';
import { createCustomerExportRoute } from './customer-export-route';
import { createOrderPropertyFileRoute } from './order-property-file-route';
import { createMollieSandboxRoutes, type MollieSandboxOptions } from './mollie-sandbox/sandbox-routes';
import { createDhlShippingStandInRoutes } from './dhl-shipping-standin/standin-routes';
import { createPaymentWebhookRoute } from './payment-webhook-route';
import { createProductImageRoutes } from './product-images';
import { blockTemplateCategories } from '../core/content/blocks/block-templates.server';
import { createSeoFileRoutes } from './seo-files';
import { createWebManifestRoute } from './web-manifest-route';
import { createFontRoutes } from './font-routes';
import { createCallContext, requestSession, type ShopEnv } from './request-context';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';
import { cookieIsSecure, readSessionToken, sessionSetCookie } from './session-cookie';
import { errorFields } from '../core/logger';
import { loadShopperState, type ShopperState } from '../core/shopper-state.server';
import { RequestSession } from '../core/sessions/request-session.server';
import type { Locale } from '../core/i18n/locales';

/** What the server calls in the page build's entry module besides rendering (app/entry.server.tsx). */
interface ShopEntryModule {
  personalizeDocument(html: Buffer, shopper: ShopperState, page: { locale: Locale; url: string }): Buffer;
}

/** A function's answer computed once, on first demand. */
function memoize<Value>(compute: () => Promise<Value>): () => Promise<Value> {
  let value: Promise<Value> | undefined;
  return () => (value ??= compute());
}

export interface ShopAppOptions {
  services: Services;
  /**
   * The React Router server build. Production passes the build itself; development passes a
   * function so every request sees the latest code (React Router then re-derives its routes each
   * time, which costs ~10 ms a request – fine in development only).
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder with the built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  registry?: ShopCallRegistry;
  /** Settings of the built-in Mollie sandbox (tests shorten its webhook retries). */
  mollieSandbox?: MollieSandboxOptions;
}

/** Anonymous pages may be kept by shared caches (CDN) briefly and served stale while refreshed. */

/** How long a page stays in the in-process cache for visitors without a session (ADR 0008). */
const pageCacheTtlMs = 10_000;

export function createShopApp(options: ShopAppOptions) {
  const { services, clientDir } = options;
  const registry = options.registry ?? callRegistry;
  const app = new Hono<ShopEnv>();
  const stopActions: Array<() => void> = [];

  app.use(requestLog(services.logger));
  app.use(securityHeaders(services.config));
  app.use(addressGuard(pageLocale));
  app.use(compress());
  // Every body the server reads is limited before any route reads it (server/body-limits.ts).
  app.use(limitRequestBodies());

  if (clientDir) {
    // File names under /assets carry a content hash, so they never change.
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.get('/assets/*', (c) => c.text('Not found', 404));
    // Other public files (favicon, robots.txt …): only paths with a file extension are looked up,
    // so page requests cost no file system call.
    const publicFiles = serveStatic<ShopEnv>({
      root: clientDir,
      onFound: (path, c) => {
        // The service worker and the build's id must be asked for anew each time (issue 21).
        if (/(?:^|\/)(?:sw\.js|latest-build\.json)$/.test(path)) {
          c.header('Cache-Control', 'no-cache');
          if (path.endsWith('sw.js')) c.header('Service-Worker-Allowed', '/');
        } else {
          c.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
    app.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()));
  }

  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await services.db.execute(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'database unavailable' }, 503);
    }
  });

  app.route('/images', createProductImageRoutes(services.config.dataDir));
  app.route('/', createWebManifestRoute(services));
  // The editor's block templates (spec §7 static GETs); the same for everyone, no secret in them.
  const blockTemplates = JSON.stringify(blockTemplateCategories());
  app.get('/blocks/blocksLists.json', (c) =>
    c.body(blockTemplates, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' }),
  );
  app.route('/fonts', createFontRoutes());
  app.route('/uploads/order-properties', createOrderPropertyFileRoute(services));
  app.route('/order-documents', createOrderDocumentRoute(services));
  app.route('/offer-documents', createOfferDocumentRoute(services));
  app.route('/staff/files', createStaffFileRoute(services, registry));
  app.route('/staff/export', createStaffExportRoute(services, registry));
  app.route('/staff/export', createCustomerExportRoute(services, registry));
  app.route('/staff/export/backups', createBackupDownloadRoute(services, registry));
  app.route('/mailbox', createMailboxRoute(services));
  app.route('/analytics-collector', createAnalyticsCollectorRoute(services));
  app.route('/payment-webhooks', createPaymentWebhookRoute(services));
  // The Mollie sandbox exists only for a shop on this machine (or MOLLIE_SANDBOX=true) without a key.
  if (services.config.mollieMode === 'sandbox') {
    const sandbox = createMollieSandboxRoutes(services, options.mollieSandbox);
    app.route('/mollie-sandbox', sandbox.app);
    stopActions.push(sandbox.stop);
  }
  // The DHL stand-in likewise: only without a DHL key, for a local shop or DHL_SHIPPING_STANDIN=true.
  if (services.config.dhlShippingMode === 'standin') {
    app.route('/dhl-shipping-standin', createDhlShippingStandInRoutes({ now: services.now }));
  }
  app.route('/', createSeoFileRoutes(services));
  app.use('/api/*', quickJsonCompression());
  app.route('/api', createApiTransport(services, registry));
  app.use(redirectToCanonicalPath());

  const handleRequest = createRequestHandler(
    options.build,
    services.config.isProduction ? 'production' : 'development',
  );

  const currentBuild = typeof options.build === 'function' ? options.build : () => options.build as ServerBuild;
  const servePage = createPageCache({ ttlMs: pageCacheTtlMs, maxEntries: 2_000, clearOn: services.contentChanges });

  /**
   * Renders the page; `anonymous` renders it as a visitor without a session (for the page cache),
   * who sees prices as `priceView` says (a business customer's variant of a shared page).
   */
  async function renderPage(
    c: Context<ShopEnv>,
    locale: Locale,
    { anonymous, priceView }: { anonymous: boolean; priceView?: PriceView },
  ) {
    const session = anonymous ? new RequestSession(services.sessions, undefined) : requestSession(c, services);
    if (anonymous && priceView) rememberShopperPriceView(session, priceView);
    const callContext = async () => {
      const ctx = await createCallContext(c, services, locale, 'page', session);
      // A page rendered for the page cache is everyone's: the consent choice is the visitor's own.
      if (anonymous) ctx.hints.consentCookie = undefined;
      return ctx;
    };
    const provider = new RouterContextProvider();
    provider.set(shopContext, {
      locale,
      nonce: c.get('nonce'),
      publicUrl: services.config.publicUrl,
      call: async (name, input) => registry.execute(await callContext(), name, input),
      documentRequest: !c.req.path.endsWith('.data'),
      secureCookies: cookieIsSecure(c, services.config),
      // The page cache may have read this request's shopper already (a shared page that could not
      // be shared after all, rendered for the shopper now): read once.
      shopper: memoize(
        async () => (anonymous ? undefined : shopperReadFor.get(c)) ?? loadShopperState(await callContext()),
      ),
    });

    const response = await handleRequest(c.req.raw, provider);

    const cookie = anonymous ? null : sessionSetCookie(c, session, services.config);
    if (cookie) response.headers.append('Set-Cookie', cookie);
    // Which pages a cache may keep: one table for all of them (page-cache-policy.ts).
    const cacheHeaders = pageCacheHeaders(pageCachePolicyOf(c.req.path, c.req.url), {
      status: response.status,
      personal: !anonymous && (Boolean(readSessionToken(c)) || Boolean(cookie)),
      routeCacheControl: response.headers.get('Cache-Control'),
    });
    for (const [name, value] of Object.entries(cacheHeaders)) response.headers.set(name, value);
    return response;
  }

  /** The shopper the page cache read for a request, for its render should the page not be shared. */
  const shopperReadFor = new WeakMap<Context<ShopEnv>, ReturnType<typeof loadShopperState>>();

  /**
   * The request's shopper for a cached shared page (ADR 0019): how they see prices (which page
   * variant is theirs) and the filling-in of their shopper parts.
   */
  async function pageShopper(c: Context<ShopEnv>, locale: Locale) {
    const session = requestSession(c, services);
    const ctx = await createCallContext(c, services, locale, 'page', session);
    // The shopper's state reads the account, which tells the price view without another query.
    const reading = loadShopperState(ctx);
    shopperReadFor.set(c, reading);
    const shopper = await reading;
    const priceView = await shopperPriceViewOf(ctx);
    const url = new URL(c.req.url);
    const build = (await currentBuild()) as ServerBuild & { entry: { module: ShopEntryModule } };
    return {
      priceView,
      fill: (page: { html: Buffer }) => ({
        html: build.entry.module.personalizeDocument(page.html, shopper, { locale, url: url.pathname + url.search }),
        setCookie: sessionSetCookie(c, session, services.config),
      }),
    };
  }

  app.all('*', pageRequestGuard(pageLocale), async (c) => {
    const locale = pageLocale(c);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !isSameOriginRequest(c)) {
      return c.text(errorMessage(locale, 'forbidden'), 403);
    }
    return servePage(c, {
      shared: pageCachePolicyOf(c.req.path, c.req.url) === 'shared',
      render: (options) => renderPage(c, locale, options),
      shopper: () => pageShopper(c, locale),
    });
  });

  app.onError((error, c) => {
    services.logger.error('unhandled error', {
      requestId: c.get('requestId'),
      ...errorFields(error),
    });
    return c.text(errorMessage(pageLocale(c), 'unknownError'), 500);
  });

  return Object.assign(app, {
    /** Stops background work of the app (the sandbox's pending webhook retries). */
    stopBackgroundWork: () => stopActions.forEach((stop) => stop()),
  });
}

/** Language of a page request from its URL (`/en/…` English, otherwise German). */
function pageLocale(c: Context<ShopEnv>) {
  // Data requests of client navigations end in `.data` (e.g. /en.data); the prefix decides alike.
  return splitLocalePath(c.req.path.replace(/\.data$/, '')).locale;
}

/**
 * Forms posted to pages work without JavaScript, so they cannot carry our CSRF header. They are
 * protected by SameSite=Lax cookies plus this check that the browser sent them from our own pages.
 */
function isSameOriginRequest(c: Context<ShopEnv>): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = c.req.header('origin');
  if (!origin) return true;
  const host = c.req.header('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
