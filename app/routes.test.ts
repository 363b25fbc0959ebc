import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { reservedTopLevelSlugs } from '../core/content/pages/page-settings';
import routes from './routes';

/** The route config as the router matches it (ids, paths, children). */
function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true, caseSensitive: entry.caseSensitive }
      : {
          id: entry.id,
          path: entry.path,
          caseSensitive: entry.caseSensitive,
          children: entry.children ? toRouteObjects(entry.children) : undefined,
        },
  );
}

const table = toRouteObjects(routes);
const leafOf = (pathname: string) => {
  const matches = matchRoutes(table, pathname);
  const leaf = matches?.at(-1);
  return leaf ? { id: leaf.route.id, lang: leaf.params.lang } : null;
};

/** Every leaf route with its full path (the `:lang?` segment included). */
function leaves(entries: RouteConfigEntry[], parentPath = ''): Array<{ id: string; path: string }> {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parentPath}/${entry.path}` : parentPath;
    if (entry.children?.length) return leaves(entry.children, path);
    return [{ id: entry.id!, path: path || '/' }];
  });
}

/** A concrete address of a route path without its language segment: `:orderId` → `abc1`. */
const sample = (path: string) =>
  path
    .replace('/:lang?', '')
    .replace(/\/:[a-zA-Z]+\?/g, '')
    .replace(/:[a-zA-Z]+/g, 'abc1') || '/';

describe('the route table, mounted once with an optional language segment (ADR 0030)', () => {
  const languageRoutes = leaves(routes).filter((leaf) => leaf.path.startsWith('/:lang?/'));

  it('serves every route without prefix, under /de and under /en, each as itself', () => {
    expect(languageRoutes.length).toBeGreaterThan(50);
    for (const leaf of languageRoutes) {
      const path = sample(leaf.path);
      expect(leafOf(path), path).toEqual({ id: leaf.id, lang: undefined });
      expect(leafOf(`/de${path}`), `/de${path}`).toEqual({ id: leaf.id, lang: 'de' });
      expect(leafOf(`/en${path}`), `/en${path}`).toEqual({ id: leaf.id, lang: 'en' });
    }
  });

  it('keeps one-segment paths for products and categories, and home at /, /de and /en', () => {
    expect(leafOf('/')).toEqual({ id: 'home', lang: undefined });
    expect(leafOf('/de')).toEqual({ id: 'home/de', lang: undefined });
    expect(leafOf('/en')).toEqual({ id: 'home/en', lang: undefined });
    for (const path of [
      '/kosmetikspiegel',
      '/spiegel-rund_12_34',
      '/en/cosmetic-mirrors',
      '/de/a/b/c',
      '/EN',
      '/de/de',
    ]) {
      expect(leafOf(path), path).toEqual({ id: 'catalog', lang: undefined });
    }
  });

  it('prefers the longer fixed path over a language segment: /my-account/wishlist is the account list', () => {
    expect(leafOf('/my-account/wishlist')).toEqual({ id: 'account-wishlist', lang: undefined });
    expect(leafOf('/staff/login')).toEqual({ id: 'staff-login', lang: undefined });
    expect(leafOf('/en/staff/login')).toEqual({ id: 'staff-login', lang: 'en' });
  });

  it('hands a first segment that is no language to the layouts, which answer 404 for it', () => {
    expect(leafOf('/xyz/cart')).toEqual({ id: 'cart', lang: 'xyz' });
  });

  it('reserves every first path segment of a route, so no page can take it', () => {
    const firstSegments = new Set(
      leaves(routes)
        .map((leaf) => sample(leaf.path).split('/')[1])
        .filter((segment): segment is string => Boolean(segment) && segment !== 'abc1' && segment !== '*'),
    );
    expect([...firstSegments].filter((segment) => !reservedTopLevelSlugs.has(segment))).toEqual([]);
  });
});
