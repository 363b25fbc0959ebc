import { Hono } from 'hono';
import { formPageSlugs, informationPageSlugs } from '../core/content/information-page-slugs';
import type { Services } from '../core/services.server';
import { categoryPages, productPages, robotsTxt, sitemapXml, type SitemapPage } from '../core/seo/sitemap.server';
import type { ShopEnv } from './request-context';

/** /sitemap.xml and /robots.txt, built from the database (cached by CDNs for an hour). */
export function createSeoFileRoutes(services: Services) {
  const files = new Hono<ShopEnv>();
  const origin = services.config.publicUrl;

  files.get('/sitemap.xml', async (c) => {
    const [de, en, products] = await Promise.all([
      services.categoryTree.get('de'),
      services.categoryTree.get('en'),
      productPages(services.db),
    ]);
    const pages: SitemapPage[] = [
      { paths: { de: '/', en: '/' } },
      ...categoryPages({ de, en }),
      ...products,
      ...[...informationPageSlugs, ...formPageSlugs].map((slug) => ({ paths: { de: `/${slug}`, en: `/${slug}` } })),
    ];
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
    return c.body(sitemapXml(origin, pages));
  });

  files.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(origin));
  });
  return files;
}
