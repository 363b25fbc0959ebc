/**
 * Every cookie the shop sets on a visitor's device, in one table (issue 33): the code that sets a
 * cookie takes its name and Max-Age from here, and so does the cookie list of the consent
 * settings (consent-choice.ts → /cookie-settings), which is a legal text. Tests compare the
 * cookies of real responses with this table. Pure constants: imported by the server and the browser.
 */
export interface ShopCookie {
  /** The name it is set with; `_ga_*` stands for GA4's `_ga_<stream id>`. */
  name: string;
  /** The Max-Age it is set with, in seconds. */
  maxAgeSeconds: number;
  /** The consent service it belongs to (consent-choice.ts). */
  service: 'session' | 'consent' | 'language' | 'editorLanguage' | 'ga4';
}

const day = 86_400;

/** The visitor's session (cart, sign-in). Its Max-Age is ANONYMOUS_SESSION_DAYS: see sessionCookie. */
export const sessionCookieName = 'sid';

/**
 * The session cookie as server/session-cookie.ts sets it. The server enforces the real timeouts;
 * the cookie only needs to outlive the longest of them.
 */
export function sessionCookie(config: { ANONYMOUS_SESSION_DAYS: number }): ShopCookie {
  return { name: sessionCookieName, maxAgeSeconds: config.ANONYMOUS_SESSION_DAYS * day, service: 'session' };
}

/** The visitor's consent choice (set by /cookie-settings). */
export const consentCookie = { name: 'consent', maxAgeSeconds: 365 * day, service: 'consent' } as const;

/** The shopper's language choice (spec §9: 365 days; set by the language switcher). */
export const languageCookie = { name: 'lang', maxAgeSeconds: 365 * day, service: 'language' } as const;

/** The language an editor last chose in the editor bar (spec §9: 100 days; editors only). */
export const editorLanguageCookie = {
  name: 'editor-lang',
  maxAgeSeconds: 100 * day,
  service: 'editorLanguage',
} as const;

/**
 * GA4's cookies, set by Google's script only after consent (and by the local collector's stand-in
 * of it): 400 days, the longest browsers keep a cookie.
 */
export const analyticsCookies = [
  { name: '_ga', maxAgeSeconds: 400 * day, service: 'ga4' },
  { name: '_ga_*', maxAgeSeconds: 400 * day, service: 'ga4' },
] as const satisfies readonly ShopCookie[];

/**
 * What the service worker keeps in the browser's Cache Storage (app/service-worker/sw.ts takes the
 * names and limits from here, and the consent list shows them). The build's own files sit in
 * Workbox's precache (`workbox-precache-*`) until the next build replaces them; the offline pages
 * likewise.
 */
export const offlineCaches = {
  offlinePages: { name: 'spiegelshop-offline-v1' },
  pages: { name: 'spiegelshop-pages-v1', maxEntries: 60, maxAgeSeconds: 7 * day },
  assets: { name: 'spiegelshop-assets-v1', maxEntries: 200, maxAgeSeconds: 60 * day },
  images: { name: 'spiegelshop-images-v1', maxEntries: 300, maxAgeSeconds: 30 * day },
} as const;

/** How the consent list names the offline storage: every cache above, and the longest kept. */
export const offlineStorage = {
  names: ['Cache Storage: spiegelshop-*', 'Cache Storage: workbox-precache-*'],
  maxAgeSeconds: Math.max(
    ...Object.values(offlineCaches).map((cache) => ('maxAgeSeconds' in cache ? cache.maxAgeSeconds : 0)),
  ),
};

/**
 * A dismissed install offer, in localStorage (only with the visitor's consent): it keeps the offer
 * away this long and is removed when found older (app/features/pwa/pwa-panels.tsx).
 */
export const installHintStorage = { key: 'install-hint', maxAgeSeconds: 90 * day } as const;

/**
 * With GA4 allowed, the orders whose purchase was already reported (so a confirmation shown again
 * counts nothing twice), in localStorage: removed when the consent is withdrawn, and forgotten
 * after GA4's own 400 days (app/features/analytics/ga4.ts).
 */
export const reportedPurchasesStorage = { key: 'analytics-purchases', maxAgeSeconds: 400 * day } as const;

/** The whole table, as a shop with this configuration sets cookies. */
export function shopCookies(options: { sessionDays: number; analytics: boolean }): ShopCookie[] {
  return [
    sessionCookie({ ANONYMOUS_SESSION_DAYS: options.sessionDays }),
    consentCookie,
    languageCookie,
    editorLanguageCookie,
    ...(options.analytics ? analyticsCookies : []),
  ];
}

/** Whether a cookie's name is the table's `name` (or of its family, for `_ga_*`). */
export function cookieNameMatches(pattern: string, name: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}
