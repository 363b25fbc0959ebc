import { isApiError } from '../../core/api/errors';
import type { PageBlock } from '../../core/content/blocks/block-model';
import { recommendedCategoryIds } from '../../core/content/blocks/block-tree';
import type { ShopRequestContext } from '../shop-context';
import type { RecommendedProducts } from './block-layout';

/**
 * The products of every product-gallery block of a page (home and content pages), fetched
 * together so the page renders in one pass.
 */
export async function loadBlockProducts(
  shop: ShopRequestContext,
  blocks: PageBlock[],
): Promise<Record<string, RecommendedProducts | undefined>> {
  const entries = await Promise.all(
    recommendedCategoryIds(blocks).map(async (categoryId): Promise<[string, RecommendedProducts | undefined]> => {
      try {
        // The category's first products only, no filter counts (issue 33); a row shows the first
        // twelve, the block's own link leads to the whole category.
        const list = await shop.call('getCategoryProducts', { categoryId });
        return [String(categoryId), { categoryUrl: list.category.url, products: list.products.slice(0, 12) }];
      } catch (error) {
        // A category that is gone or for customers only leaves its block empty, not the page.
        if (isApiError(error) && (error.status === 404 || error.status === 401)) return [String(categoryId), undefined];
        throw error;
      }
    }),
  );
  return Object.fromEntries(entries);
}
