import { and, eq, sql } from 'drizzle-orm';
import { items, itemTexts, variations } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import type { CategoryNode } from '../catalog/category-tree.server';
import { productPath } from '../catalog/product-url';
import { localizePath, locales, type Locale } from '../i18n/locales';

/** One page in all its languages: the sitemap lists each language with the others as alternates. */
export interface SitemapPage {
  paths: Partial<Record<Locale, string>>;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Categories and content pages marked for the sitemap (spec: sitemap Y), open to everyone, in every language. */
export function categoryPages(trees: Partial<Record<Locale, CategoryNode[]>>): SitemapPage[] {
  const byId = new Map<number, SitemapPage>();
  for (const locale of locales) {
    const walk = (nodes: CategoryNode[]) => {
      for (const node of nodes) {
        if (node.sitemap && node.right === 'all') {
          const page = byId.get(node.id) ?? { paths: {} };
          page.paths[locale] = node.url;
          byId.set(node.id, page);
        }
        walk(node.children);
      }
    };
    walk(trees[locale] ?? []);
  }
  return [...byId.values()];
}

/** Every item with an active variation, with its slug per language. */
export async function productPages(db: Database): Promise<SitemapPage[]> {
  const rows = await db
    .select({ itemId: itemTexts.itemId, lang: itemTexts.lang, urlPath: itemTexts.urlPath })
    .from(itemTexts)
    .innerJoin(items, eq(items.id, itemTexts.itemId))
    .where(
      sql`exists (select 1 from ${variations} where ${and(eq(variations.itemId, itemTexts.itemId), eq(variations.isActive, true))})`,
    )
    .orderBy(itemTexts.itemId);
  const byItem = new Map<number, SitemapPage>();
  for (const row of rows) {
    const page = byItem.get(row.itemId) ?? { paths: {} };
    page.paths[row.lang as Locale] = productPath(row.urlPath, row.itemId);
    byItem.set(row.itemId, page);
  }
  return [...byItem.values()];
}

/** The sitemap XML (sitemaps.org with xhtml:link hreflang alternates). */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const entries: string[] = [];
  for (const page of pages) {
    const alternates = locales
      .filter((locale) => page.paths[locale])
      .map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localizePath(page.paths[locale]!, locale))}"/>`,
      )
      .join('');
    for (const locale of locales) {
      const path = page.paths[locale];
      if (!path) continue;
      entries.push(`<url><loc>${escapeXml(origin + localizePath(path, locale))}</loc>${alternates}</url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/**
 * robots.txt: personal and technical pages stay out of search engines; the sitemap is named.
 * Search results are not blocked: crawlers must be able to read their robots meta tag (the shop's
 * "search result" robots setting), which a Disallow would hide from them. Only routes that exist.
 */
export function robotsTxt(origin: string): string {
  const privatePaths = [
    '/api/',
    '/cart',
    '/checkout',
    '/readonly-checkout',
    '/my-account',
    '/wishlist',
    '/comparisonlist',
    '/confirmation/',
    '/mollie-payment',
    '/order-documents/',
    '/offer-documents/',
  ];
  const lines = [
    'User-agent: *',
    ...privatePaths.flatMap((path) => [`Disallow: ${path}`, `Disallow: /de${path}`, `Disallow: /en${path}`]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return lines.join('\n');
}
