import type { PageBlock } from '../../core/content/blocks/block-model';
import { recommendedCategoryIds } from '../../core/content/blocks/block-tree';
import type { ShopRequestContext } from '../shop-context';
import type { RecommendedProducts } from './block-layout';

/**
 * The products of every product-gallery block of a page (home and content pages), in one call
 * (getBlockProducts, core/catalog/gallery-products.server.ts) so the page renders in one pass. A
 * gallery whose category is gone or for customers only is not in the answer: its block stays empty.
 */
export async function loadBlockProducts(
  shop: ShopRequestContext,
  blocks: PageBlock[],
): Promise<Record<string, RecommendedProducts | undefined>> {
  const categoryIds = recommendedCategoryIds(blocks);
  if (categoryIds.length === 0) return {};
  return shop.call('getBlockProducts', { categoryIds });
}
