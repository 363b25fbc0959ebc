import type { Context, Next } from 'hono';
import { hasUnsafeCharacters } from '../core/api/unsafe-text';
import type { Locale } from '../core/i18n/locales';
import { callErrorBody, errorMessage } from './error-messages';
import type { ShopEnv } from './request-context';

/** Methods a page takes: reading it, and posting its forms. */
export const pageMethods = 'GET, HEAD, POST';

const formContentType = /^(application\/x-www-form-urlencoded|multipart\/form-data\s*;\s*boundary=\S)/i;

/**
 * What React Router is never asked to handle, because its routes would fail on it with a 500:
 * methods other than GET, HEAD and POST (405 with Allow), posts that are not a form (415) or a
 * form that cannot be read (400), and addresses with control characters or broken percent
 * encoding (400). A client's mistake gets a translated sentence and a 4xx.
 */
export function pageRequestGuard(localeOf: (c: Context<ShopEnv>) => Locale) {
  return async (c: Context<ShopEnv>, next: Next) => {
    const locale = localeOf(c);
    const refuse = (status: 400 | 405 | 415, key: string) => {
      c.header('Cache-Control', 'private, no-store');
      return c.text(errorMessage(locale, key), status);
    };
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      c.header('Allow', pageMethods);
      return refuse(405, 'methodNotAllowed');
    }
    if (!isReadableAddress(c.req.url)) return refuse(400, 'invalidAddress');
    if (method === 'POST') {
      if (!formContentType.test(c.req.header('content-type') ?? '')) return refuse(415, 'unsupportedMediaType');
      // Read once on a copy: a body the route's action could not read is refused here instead.
      try {
        await c.req.raw.clone().formData();
      } catch {
        return refuse(400, 'formUnreadable');
      }
    }
    return next();
  };
}

/**
 * The first thing every request meets, before a redirect is built, a file looked up or a route
 * matched: a path that does not decode or holds a control character is refused with 400. (A
 * trailing-slash redirect of `/%09/evil.example/` once sent browsers to another host, and `%0A`
 * there or `%00` in a sandbox payment id answered 500.) Calls get the BFF's error shape.
 */
export function addressGuard(localeOf: (c: Context<ShopEnv>) => Locale) {
  return async (c: Context<ShopEnv>, next: Next) => {
    if (isReadablePath(c.req.url)) return next();
    c.header('Cache-Control', 'private, no-store');
    if (new URL(c.req.url).pathname.startsWith('/api/')) {
      return c.json(callErrorBody(localeOf(c), 'invalidAddress', 400), 400);
    }
    return c.text(errorMessage(localeOf(c), 'invalidAddress'), 400);
  };
}

/** No page address or query value has any control character, line breaks and tabs included. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001F\u007F]/;
const unreadable = (text: string) => controlCharacter.test(text) || hasUnsafeCharacters(text);

/** The path decodes, and neither it nor a query value holds control characters. */
export function isReadableAddress(address: string): boolean {
  if (!isReadablePath(address)) return false;
  const url = new URL(address);
  for (const [name, value] of url.searchParams) {
    if (unreadable(name) || unreadable(value)) return false;
  }
  return true;
}

/** The path decodes and holds no control character (the query is left to whoever reads it). */
export function isReadablePath(address: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(new URL(address).pathname);
  } catch {
    return false;
  }
  return !unreadable(path);
}
