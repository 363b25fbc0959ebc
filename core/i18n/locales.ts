/**
 * The shop's routed languages. German is the default and is also served without a prefix
 * (spec §2: every route exists without prefix, with /de and with /en).
 * Pure constants and helpers: imported by the server and by the browser bundle.
 */
export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

/** The cookies of the shopper's and the editor's language choice: in the one table of cookies. */
export { editorLanguageCookie, languageCookie } from '../consent/shop-cookies';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** Splits '/en/legal-disclosure' into { locale: 'en', prefixed: true, path: '/legal-disclosure' }. */
export function splitLocalePath(pathname: string): { locale: Locale; prefixed: boolean; path: string } {
  const match = /^\/(de|en)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: defaultLocale, prefixed: false, path: pathname || '/' };
  return { locale: match[1] as Locale, prefixed: true, path: match[2] || '/' };
}

/**
 * Builds the URL of `path` (which may carry a query and a hash) in `locale`. German URLs have no
 * prefix unless `germanPrefix` is set (a shopper browsing /de/… stays on /de/…).
 */
export function localizePath(path: string, locale: Locale, options: { germanPrefix?: boolean } = {}): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) return path; // absolute URLs stay as they are
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const cut = withSlash.search(/[?#]/);
  const pathname = cut === -1 ? withSlash : withSlash.slice(0, cut);
  const rest = cut === -1 ? '' : withSlash.slice(cut);
  const { path: bare } = splitLocalePath(pathname);
  if (locale === defaultLocale && !options.germanPrefix) return bare + rest;
  return (bare === '/' ? `/${locale}` : `/${locale}${bare}`) + rest;
}
