import { Hono } from 'hono';
import { z } from 'zod';
import de from '../core/i18n/de.json';
import en from '../core/i18n/en.json';
import type { Services } from '../core/services.server';
import { escapeHtml } from '../core/mail/escape-html';
import { findUnsafeText } from '../core/api/unsafe-text';
import { analyticsCookies } from '../core/consent/shop-cookies';
import { isLocalRequest } from './local-request';
import { apiLocale, type ShopEnv } from './request-context';

/** One gtag command as the stand-in saw it. */
export interface CollectedEntry {
  kind: 'consent' | 'config' | 'event';
  name: string;
  params: Record<string, unknown>;
  receivedAt: number;
}

const entrySchema = z
  .object({
    kind: z.enum(['consent', 'config', 'event']),
    name: z.string().max(100),
    params: z.record(z.string().max(100), z.unknown()).default({}),
  })
  .strict();

const maxEntries = 500;

/**
 * The stand-in for Google's gtag.js: it reads the same dataLayer commands the shop gives
 * Google's script and hands them to the collector. Like gtag.js it sends events only while
 * analytics_storage is granted and the ga-disable flag is off, and it sets a `_ga` cookie.
 */
const [gaCookie] = analyticsCookies;
const standInScript = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  var layer = (window.dataLayer = window.dataLayer || []);
  var consent = {};
  function send(entry) {
    fetch('/analytics-collector', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(entry), keepalive: true });
  }
  function handle(args) {
    var command = args[0];
    if (command === 'consent') {
      Object.assign(consent, args[2] || {});
      send({ kind: 'consent', name: String(args[1]), params: args[2] || {} });
    } else if (command === 'config') {
      send({ kind: 'config', name: String(args[1]), params: args[2] || {} });
    } else if (command === 'event') {
      if (window['ga-disable-' + id] || consent.analytics_storage !== 'granted') return;
      if (!/(^|; )_ga=/.test(document.cookie)) {
        document.cookie = '${gaCookie.name}=GA1.1.' + Math.floor(Math.random() * 1e9) + '.' + Math.floor(Date.now() / 1000) + '; path=/; max-age=${gaCookie.maxAgeSeconds}; samesite=lax';
      }
      send({ kind: 'event', name: String(args[1]), params: args[2] || {} });
    }
  }
  for (var i = 0; i < layer.length; i++) handle(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(layer, arguments);
  };
})();
`;

/**
 * /analytics-collector (issue 21): with GA4_MEASUREMENT_ID=G-LOCAL… the shop's analytics go
 * here instead of to Google, so tests and demos see exactly what would be sent. The stand-in
 * script and the collecting POST answer anyone (they hold nothing); the page of what was
 * collected only this machine, like /mailbox. Kept in memory: the last 500 commands.
 */
export function createAnalyticsCollectorRoute(services: Services) {
  const route = new Hono<ShopEnv>();
  const entries: CollectedEntry[] = [];
  const enabled = services.config.analyticsMode === 'local';

  route.get('/gtag.js', (c) => {
    if (!enabled) return c.notFound();
    return c.body(standInScript, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  route.post('/', async (c) => {
    if (!enabled) return c.notFound();
    // The body's size is limited before it is read (server/body-limits.ts).
    const text = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json({ error: 'validation' }, 400);
    }
    const parsed = entrySchema.safeParse(body);
    // What a person reads on the page: no control characters or broken text, as on every call.
    if (!parsed.success || findUnsafeText(parsed.data) !== null) return c.json({ error: 'validation' }, 400);
    entries.push({ ...parsed.data, receivedAt: Date.now() });
    if (entries.length > maxEntries) entries.splice(0, entries.length - maxEntries);
    return c.body(null, 204);
  });

  route.get('/events.json', (c) => {
    c.header('Cache-Control', 'no-store');
    if (!enabled || !isLocalRequest(c)) return c.notFound();
    return c.json(entries);
  });

  route.get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    if (!enabled || !isLocalRequest(c)) return c.notFound();
    const locale = apiLocale(c);
    const texts = (locale === 'en' ? en : de).analyticsCollector;
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone: 'Europe/Berlin' });
    const rows = [...entries]
      .reverse()
      .map(
        (entry) =>
          `<tr><td>${escapeHtml(time.format(entry.receivedAt))}</td><td>${escapeHtml(entry.kind)}</td><td>${escapeHtml(entry.name)}</td><td><pre>${escapeHtml(JSON.stringify(entry.params, null, 1))}</pre></td></tr>`,
      )
      .join('\n');
    return c.html(`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(texts.title)}</title>
<style nonce="${c.get('nonce')}">body{font-family:system-ui,sans-serif;max-width:64rem;margin:2rem auto;padding:0 1rem;color:#0f172a}table{border-collapse:collapse;width:100%}td,th{border-top:1px solid #cbd5e1;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap;font-size:.85rem}</style>
</head><body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.intro)}</p>
${rows ? `<table><thead><tr><th>${escapeHtml(texts.received)}</th><th>${escapeHtml(texts.kind)}</th><th>${escapeHtml(texts.name)}</th><th>${escapeHtml(texts.parameters)}</th></tr></thead><tbody>${rows}</tbody></table>` : `<p>${escapeHtml(texts.empty)}</p>`}
</main></body></html>`);
  });
  return route;
}
