import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { categories, categoryDetails } from '../db/schema';
import type { Locale } from '../i18n/locales';

/** One node of the category tree as the storefront sees it (spec §3 Category), in one language. */
export interface CategoryNode {
  id: number;
  parentCategoryId: number | null;
  type: 'item' | 'content';
  right: 'all' | 'customer';
  sitemap: boolean;
  linklist: boolean;
  details: {
    name: string;
    nameUrl: string;
    metaTitle: string;
    metaDescription: string;
    metaKeywords: string;
    metaRobots: string;
    canonicalLink: string;
  };
  /** Path of the category page without language prefix: nested slugs joined with '/'. */
  url: string;
  childCount: number;
  children: CategoryNode[];
}

/** A category's own row (the editor's page management reads the same). */
export interface CategoryRow {
  id: number;
  parentId: number | null;
  type: 'item' | 'content';
  right: 'all' | 'customer';
  sitemap: boolean;
  linklist: boolean;
}

interface FlatCategory extends CategoryRow {
  details: CategoryNode['details'];
}

/** Builds the nested tree. A category without details in the language is dropped with its subtree. */
export function buildCategoryTree(rows: FlatCategory[]): CategoryNode[] {
  const byParent = new Map<number | null, FlatCategory[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: number | null, parentUrl: string): CategoryNode[] =>
    (byParent.get(parentId) ?? []).map((row) => {
      const url = `${parentUrl}/${row.details.nameUrl}`;
      const children = build(row.id, url);
      return {
        id: row.id,
        parentCategoryId: row.parentId,
        type: row.type,
        right: row.right,
        sitemap: row.sitemap,
        linklist: row.linklist,
        details: row.details,
        url,
        childCount: children.length,
        children,
      };
    });
  return build(null, '');
}

const cacheTtlMs = 60_000;

/**
 * The tree changes rarely and is needed on every page, so each process keeps it for a minute per
 * language. `fresh: true` (the spec's noCache header) reads the database.
 */
export function createCategoryTreeService(db: Database, now: () => number = Date.now) {
  const cache = new Map<Locale, { at: number; tree: Promise<CategoryNode[]> }>();

  async function query(locale: Locale): Promise<CategoryNode[]> {
    const rows = await db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        type: categories.type,
        right: categories.right,
        sitemap: categories.sitemap,
        linklist: categories.linklist,
        name: categoryDetails.name,
        nameUrl: categoryDetails.nameUrl,
        metaTitle: categoryDetails.metaTitle,
        metaDescription: categoryDetails.metaDescription,
        metaKeywords: categoryDetails.metaKeywords,
        metaRobots: categoryDetails.metaRobots,
        canonicalLink: categoryDetails.canonicalLink,
      })
      .from(categories)
      .innerJoin(categoryDetails, eq(categoryDetails.categoryId, categories.id))
      .where(eq(categoryDetails.lang, locale))
      .orderBy(asc(categories.position), asc(categories.id));
    return buildCategoryTree(
      rows.map(({ id, parentId, type, right, sitemap, linklist, ...details }) => ({
        id,
        parentId,
        type,
        right,
        sitemap,
        linklist,
        details,
      })),
    );
  }

  return {
    get(locale: Locale, options: { fresh?: boolean } = {}): Promise<CategoryNode[]> {
      const hit = cache.get(locale);
      if (!options.fresh && hit && now() - hit.at < cacheTtlMs) return hit.tree;
      const tree = query(locale);
      cache.set(locale, { at: now(), tree });
      tree.catch(() => cache.delete(locale)); // never keep a failed read
      return tree;
    },
    invalidate() {
      cache.clear();
    },
  };
}
