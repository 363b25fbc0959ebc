import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../app/routes';
import {
  pageCacheHeaders,
  pageCachePolicies,
  pageCachePolicyOf,
  publicNotFoundCacheControl,
  publicPageCacheControl,
  publicPageCdnCacheControl,
} from './page-cache-policy';

/**
 * Every page path of the route table without its optional language segment (ADR 0030); home's
 * own /de and /en entries are home.
 */
function routePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const segment = entry.path?.replace(/^:lang\?\/?/, '');
    const path =
      entry.index || entry.id?.startsWith('home/') ? parent || '/' : segment ? `${parent}/${segment}` : parent;
    const own = entry.file.startsWith('routes/') ? [path || '/'] : [];
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

describe('page cache policy', () => {
  it('names every route of the route table, and nothing that is not one', () => {
    const paths = new Set(routePaths(routes));
    expect(paths.size).toBeGreaterThan(30);
    const informationPages = [...paths].filter((path) => pageCachePolicies[path] === undefined);
    // Information pages have their own paths; they fall under the catch-all `/*`, like products.
    for (const path of informationPages) expect(pageCachePolicyOf(path)).toBe('shared');
    expect(informationPages.every((path) => /^\/[a-z-]+$/.test(path))).toBe(true);
    for (const path of Object.keys(pageCachePolicies)) expect(paths.has(path) || path === '/*').toBe(true);
  });

  it('keeps personal pages and pages with secrets in their address out of every cache, in both languages', () => {
    expect(pageCachePolicyOf('/cart')).toBe('personal');
    expect(pageCachePolicyOf('/en/cart')).toBe('personal');
    expect(pageCachePolicyOf('/de/checkout.data')).toBe('personal');
    expect(pageCachePolicyOf('/my-account/my-orders/12')).toBe('personal');
    expect(pageCachePolicyOf('/en/confirmation/12/secret-key')).toBe('secretLink');
    // A first segment that is no language (answered 404, ADR 0030) is kept like the route after it.
    expect(pageCachePolicyOf('/xyz/confirmation/12/secret-key.data')).toBe('secretLink');
    expect(pageCachePolicyOf('/xyz/cart')).toBe('personal');
    expect(pageCachePolicyOf('/kosmetikspiegel/wandspiegel')).toBe('shared');
    expect(pageCachePolicyOf('/my-account/new-return/12/secret-key')).toBe('secretLink');
    expect(pageCachePolicyOf('/set-new-password')).toBe('secretLink');
    expect(pageCachePolicyOf('/en/cart/')).toBe('personal');
  });

  it('lets the catalog, content and the home page be shared', () => {
    expect(pageCachePolicyOf('/')).toBe('shared');
    expect(pageCachePolicyOf('/en')).toBe('shared');
    expect(pageCachePolicyOf('/_root.data')).toBe('shared');
    expect(pageCachePolicyOf('/spiegel/kosmetikspiegel')).toBe('shared');
    expect(pageCachePolicyOf('/p/1234')).toBe('shared');
    expect(pageCachePolicyOf('/p/1234/slug')).toBe('shared');
    expect(pageCachePolicyOf('/en/tag/led')).toBe('shared');
    // A path that only starts like a personal one is not one.
    expect(pageCachePolicyOf('/cartoons')).toBe('shared');
  });

  it('treats a link with a secret in its query as a secret link on any page', () => {
    expect(pageCachePolicyOf('/', 'http://shop/?newsletterConfirmation=abc')).toBe('secretLink');
    expect(pageCachePolicyOf('/en', 'http://shop/en?newsletterConfirmation=')).toBe('secretLink');
    expect(pageCachePolicyOf('/', 'http://shop/?page=2')).toBe('shared');
  });

  it('shares a shared page only as a 200 or 404 for a visitor without a session', () => {
    const answer = { status: 200, personal: false, routeCacheControl: null };
    expect(pageCacheHeaders('shared', answer)).toEqual({
      'Cache-Control': publicPageCacheControl,
      'CDN-Cache-Control': publicPageCdnCacheControl,
    });
    // A browser never shows a stale copy of a shared page (a shopper who just logged in would see
    // the anonymous one); stale-while-revalidate is for CDNs alone.
    expect(publicPageCacheControl).not.toMatch(/stale-while-revalidate/);
    expect(pageCacheHeaders('shared', { ...answer, personal: true })).toEqual({ 'Cache-Control': 'private, no-store' });
    expect(pageCacheHeaders('shared', { ...answer, status: 404 })).toEqual({
      'Cache-Control': publicNotFoundCacheControl,
    });
    expect(pageCacheHeaders('shared', { ...answer, status: 404, personal: true })).toEqual({
      'Cache-Control': 'private, no-store',
    });
    expect(pageCacheHeaders('shared', { ...answer, status: 302 })).toEqual({ 'Cache-Control': 'private, no-store' });
    expect(pageCacheHeaders('shared', { ...answer, routeCacheControl: 'private, no-store' })).toEqual({
      'Cache-Control': 'private, no-store',
    });
    expect(pageCacheHeaders('personal', answer)).toEqual({ 'Cache-Control': 'private, no-store' });
    expect(pageCacheHeaders('secretLink', answer)).toEqual({
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'same-origin',
    });
  });
});
