import { redirect } from 'react-router';
import { localizePath, splitLocalePath } from '../../core/i18n/locales';
import { isShopPath } from '../../core/security/shop-path';
import type { ShopRequestContext } from '../shop-context';

/**
 * A return path from a query parameter or a form field, only when it is a path of this shop
 * (never another site: "//evil.example" or "https:…" fall back, nor control characters), else
 * the fallback.
 */
export function safeReturnPath(value: FormDataEntryValue | null | undefined, fallback: string): string {
  return typeof value === 'string' && isShopPath(value) ? value : fallback;
}

/** A path in the language (and prefix style) of the request. */
export function localizedFor(request: Request, path: string): string {
  const { locale, prefixed } = splitLocalePath(new URL(request.url).pathname.replace(/\.data$/, ''));
  return localizePath(path, locale, { germanPrefix: prefixed && locale === 'de' });
}

/** The login page of the request's language, returning to `back` (a path of this shop) afterwards. */
export function loginPathFor(request: Request, back: string): string {
  return `${localizedFor(request, '/login')}?redirect=${encodeURIComponent(back)}`;
}

/**
 * The requested page's own path and query, as the visitor's address bar shows it: a client
 * navigation asks React Router's data request (`/x.data?_routes=…`, `/_root.data` for `/`), whose
 * internals never go into a redirect.
 */
export function requestedPage(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  const path = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
  return path + url.search;
}

/** Auth guard (spec §4): account pages need a login, which returns to the requested page afterwards. */
export async function requireCustomer(shop: ShopRequestContext, request: Request) {
  const session = await shop.call('getSession', {});
  if (!session.isAuthorized) throw redirect(loginPathFor(request, requestedPage(request)));
  return session;
}

/** Guest guard (spec §4): login, registration and guest pages are for visitors not logged in. */
export async function requireVisitor(shop: ShopRequestContext, request: Request) {
  const session = await shop.call('getSession', {});
  if (session.isAuthorized) {
    const target = new URL(request.url).searchParams.get('redirect');
    throw redirect(safeReturnPath(target, localizedFor(request, '/my-account')));
  }
  return session;
}

/** The token of a secret link (`?token=` of a reset or confirmation mail), cut to a sane length. */
export const tokenOfLink = (request: Request) => (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200);
