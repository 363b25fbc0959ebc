import { recommendedCategoryIds } from '../../core/content/blocks/block-tree';
import { isApiError } from '../../core/api/errors';
import { PageBlocks, blocksHaveHeading } from '../blocks/page-blocks';
import type { RecommendedProducts } from '../blocks/block-layout';
import { PageMeta, usePageRobots } from '../components/page-meta';
import { useTranslation } from '../i18n/use-translation';
import { shopContext } from '../shop-context';
import type { Route } from './+types/home';

/**
 * The home page: its page blocks (spec: getBlocks('index', 'immutable'), the sample blocks of the
 * language until the merchant saves their own) and the products of every product-gallery block,
 * fetched together so the page renders in one pass.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const blocks = await shop.call('getBlocks', { identifier: 'index', type: 'immutable' });
  const entries = await Promise.all(
    recommendedCategoryIds(blocks).map(async (categoryId): Promise<[string, RecommendedProducts | undefined]> => {
      try {
        const facet = await shop.call('getFacet', { categoryId, itemsPerPage: 20 });
        // A row shows the first twelve; the block's own link leads to the whole category.
        return [String(categoryId), { categoryUrl: facet.category.url, products: facet.products.slice(0, 12) }];
      } catch (error) {
        // A category that is gone or for customers only leaves its block empty, not the page.
        if (isApiError(error) && (error.status === 404 || error.status === 401)) return [String(categoryId), undefined];
        throw error;
      }
    }),
  );
  return { blocks, recommendedProducts: Object.fromEntries(entries) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { blocks, recommendedProducts } = loaderData;
  const robots = usePageRobots('homepage');
  return (
    <>
      <PageMeta robots={robots} />
      {blocksHaveHeading(blocks) ? null : <h1 className="sr-only">{t('meta.siteName')}</h1>}
      <PageBlocks blocks={blocks} recommendedProducts={recommendedProducts} />
    </>
  );
}
