/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import { offlineCaches } from '../../core/consent/shop-cookies';

/**
 * The shop's service worker (issue 21), registered from the root. It keeps the build's hashed
 * files, shows /offline when a page cannot be loaded, and keeps nothing personal: a page is kept
 * only when the shop marked it `public` (what it sends to visitors without a session or consent
 * choice), so carts, accounts, checkouts, confirmations and every page of a logged-in customer
 * stay on the server. /api answers are never touched.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const offlineCache = offlineCaches.offlinePages.name;
const { pages: pagesCache, assets: assetsCache, images: imagesCache } = offlineCaches;
const offlinePages = { de: '/offline', en: '/en/offline' } as const;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', (event) => {
  // The offline pages as a visitor without cookies gets them: nothing of this visitor in them.
  event.waitUntil(
    caches
      .open(offlineCache)
      .then((cache) =>
        Promise.all(Object.values(offlinePages).map(async (path) => cache.put(path, await staticPage(path)))),
      ),
  );
  // A new build takes over at once; the pages reload when it does (at most once per 10 s).
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/**
 * A page as plain HTML without its scripts: shown under another address (the one that failed),
 * the app would otherwise start there and look for that page's data. Asked for without cookies,
 * so nothing of the visitor is in it.
 */
async function staticPage(path: string): Promise<Response> {
  const response = await fetch(path, { credentials: 'omit', cache: 'no-store' });
  const html = (await response.text())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link rel="modulepreload"[^>]*>/gi, '');
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Keeps an answer only when it is everyone's: 200 and `Cache-Control: public`. */
const onlyPublicAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && /^public\b/.test(response.headers.get('Cache-Control') ?? '') ? response : null,
};

const pages = new NetworkFirst({
  cacheName: pagesCache.name,
  networkTimeoutSeconds: 8,
  plugins: [onlyPublicAnswers, new ExpirationPlugin(pagesCache)],
});

registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const english = new URL(options.request.url).pathname.startsWith('/en');
      const offline = await caches.match(english ? offlinePages.en : offlinePages.de, { cacheName: offlineCache });
      return offline ?? Response.error();
    }
  }),
);

// The build's other files (page views, translations): hashed names, so a kept copy never goes stale.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: assetsCache.name,
    plugins: [onlyPublicAnswers, new ExpirationPlugin(assetsCache)],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: imagesCache.name,
    plugins: [onlyPublicAnswers, new ExpirationPlugin(imagesCache)],
  }),
);
