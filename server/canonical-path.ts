import type { MiddlewareHandler } from 'hono';
import { isShopPath } from '../core/security/shop-path';
import { redirectWithinShop } from './redirect-within-shop';

/**
 * One URL per page (for shoppers' bookmarks and for search engines): a trailing slash and an
 * upper-case language prefix are redirected permanently to the canonical form; other paths are
 * matched case-sensitively by the route table.
 */
export function canonicalPath(path: string): string | null {
  // '//host/' would become the protocol-relative '//host': never redirect such paths (open redirect).
  if (!isShopPath(path)) return null;
  let canonical = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  canonical = canonical.replace(/^\/(de|en)(?=\/|$)/i, (prefix) => prefix.toLowerCase());
  return canonical === path ? null : canonical;
}

export function redirectToCanonicalPath(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // The path as sent (still percent-encoded), so the Location names the same address.
    const url = new URL(c.req.url);
    const target = canonicalPath(url.pathname);
    if (target === null) return next();
    return redirectWithinShop(c, target + url.search, 301);
  };
}
