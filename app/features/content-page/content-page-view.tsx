import type { PageBlock } from '../../../core/content/blocks/block-model';
import type { RecommendedProducts } from '../../blocks/block-layout';
import { blocksHaveHeading, PageBlocks } from '../../blocks/page-blocks';
import { shopBlockParts } from './block-parts';

export interface ContentPageViewProps {
  page: { category: { id: number; details: { name: string } }; blocks: PageBlock[] };
  recommendedProducts: Record<string, RecommendedProducts | undefined>;
}

/**
 * A content page (issue 18): the editor's blocks in the shop's default layout. Editors change them
 * in place exactly like the home page's (the block editor slot, entity type "category").
 */
export default function ContentPageView({ page, recommendedProducts }: ContentPageViewProps) {
  const { category, blocks } = page;
  return (
    <>
      {blocksHaveHeading(blocks) ? null : <h1 className="sr-only">{category.details.name}</h1>}
      <PageBlocks
        key={category.id}
        blocks={blocks}
        recommendedProducts={recommendedProducts}
        parts={shopBlockParts}
        editable={{ identifier: String(category.id), entityType: 'category' }}
      />
    </>
  );
}
