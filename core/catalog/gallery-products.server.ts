import type { CallContext } from '../api/context';
import { isApiError } from '../api/errors';
import { cachedPricedRead } from './cached-read.server';
import {
  categorySorts,
  listOptions,
  loadProductList,
  type ListFilters,
  type ProductCard,
} from './category-page.server';
import type { CategoryNode } from './category-tree.server';
import { shownPage } from './page-right.server';

/**
 * The products of the shop's product galleries (issue 33, one home since issue 35): a category's
 * first products in its default order, and nothing else – no filters, no filter counts (getFacet's
 * four count queries take a second each with 20,000 items, for a row of cards). The category page's
 * unfiltered first page shares the cache entry. The page's right applies (`shownPage`).
 */

/** A gallery block's row: its category's path (the block's link) and its first products. */
export interface GalleryProducts {
  categoryUrl: string;
  products: ProductCard[];
}

/** A gallery block shows this many products; the block's link leads to the whole category. */
export const galleryLength = 12;

/** The category's first page of products, as its page lists them unfiltered (the same cache entry). */
export async function firstCategoryProducts(ctx: CallContext, category: CategoryNode): Promise<ProductCard[]> {
  const options = listOptions({}, categorySorts[0]);
  // The key getFacet gives the same list unfiltered (its filters without values read `{}`).
  const filters: ListFilters = {};
  const source = { kind: 'category' as const, categoryId: category.id };
  const { products } = await cachedPricedRead(ctx, ['category', category.id, options, filters], (priceView) =>
    loadProductList(ctx.services.db, { source, locale: ctx.locale, ...options, filters, priceView }),
  );
  return products;
}

/**
 * The rows of a page's gallery blocks (the home page's, a content page's, and a gallery the editor
 * points at another category), by category id. A category that is gone, is no product category,
 * or is for customers only (to a visitor who may not see it) is left out: its block stays empty,
 * the page does not fail.
 */
export async function blockGalleries(
  ctx: CallContext,
  categoryIds: readonly number[],
): Promise<Record<string, GalleryProducts>> {
  const rows = await Promise.all(
    [...new Set(categoryIds)].map(async (categoryId): Promise<[string, GalleryProducts] | null> => {
      try {
        const category = await shownPage(ctx, categoryId, 'item');
        const products = await firstCategoryProducts(ctx, category);
        return [String(categoryId), { categoryUrl: category.url, products: products.slice(0, galleryLength) }];
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 401)) return null;
        throw error;
      }
    }),
  );
  return Object.fromEntries(rows.filter((row) => row !== null));
}
