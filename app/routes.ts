import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { informationPageSlugs } from './content/information-pages';

/**
 * The shop's route table. Spec §2: every route exists without prefix (German), under /de and under
 * /en, so the table is mounted three times; route ids carry the mount to stay unique.
 * Screens are added here when their feature is built.
 */
function shopRoutes(mount: 'root' | 'de' | 'en'): RouteConfigEntry[] {
  const id = (name: string) => `${mount}/${name}`;
  return [
    layout('layouts/default-layout.tsx', { id: id('layout/default') }, [
      index('routes/home.tsx', { id: id('home') }),
      ...informationPageSlugs.map((slug) =>
        route(slug, 'routes/information-page.tsx', { id: id(`page/${slug}`), caseSensitive: true }),
      ),
      route('cart', 'routes/cart.tsx', { id: id('cart'), caseSensitive: true }),
      route('wishlist', 'routes/wishlist.tsx', { id: id('wishlist'), caseSensitive: true }),
      route('comparisonlist', 'routes/comparison-list.tsx', { id: id('comparisonlist'), caseSensitive: true }),
      route('search', 'routes/search.tsx', { id: id('search'), caseSensitive: true }),
      route('tag/:slug', 'routes/tag.tsx', { id: id('tag'), caseSensitive: true }),
      // Sign-ups from the NewsletterSubscribe block (a page only for browsers without JavaScript).
      route('newsletter', 'routes/newsletter.tsx', { id: id('newsletter'), caseSensitive: true }),
      // Short product links from feeds and older pages: redirect to the product page.
      route('p/:variationId/:slug?', 'routes/product-short-link.tsx', { id: id('product-short-link') }),
      // Product pages and, for everything unknown, the 404 page.
      route('*', 'routes/catalog-page.tsx', { id: id('catalog') }),
    ]),
  ];
}

export default [
  ...shopRoutes('root'),
  ...prefix('de', shopRoutes('de')),
  ...prefix('en', shopRoutes('en')),
] satisfies RouteConfig;
