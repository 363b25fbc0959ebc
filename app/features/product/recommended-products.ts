import { isApiError } from '../../../core/api/errors';
import type { ShopRequestContext } from '../../shop-context';

/**
 * "Recommended" on a product page: eight other mirrors of the product's main category, from
 * getCategoryProducts (the category's first products, cached like its page), never getFacet: the
 * category's filter counts are of no use to eight cards (issue 33).
 */
export async function loadRecommended(shop: ShopRequestContext, categoryId: number | null, itemId: number) {
  if (categoryId === null) return [];
  try {
    const { products } = await shop.call('getCategoryProducts', { categoryId });
    return products.filter((card) => card.itemId !== itemId).slice(0, 8);
  } catch (error) {
    // A category that is gone or for customers only: the page shows no recommendations.
    if (isApiError(error) && (error.status === 404 || error.status === 401)) return [];
    throw error;
  }
}
