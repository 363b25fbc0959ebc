import { useId } from 'react';
import type { ProductRecommendedProductsBlock } from '../../core/content/blocks/block-model';
import { useTranslation } from '../i18n/use-translation';
import { BlockHeading, BlockRichText } from './block-link';
import { useBlockPage } from './block-layout';
import { useBlockParts } from './block-parts';

/**
 * "Product Gallery": texts and a swipeable row of the products of a category (the page's loader
 * fetched them with getBlockProducts). A category without products shows nothing.
 */
export function ProductRecommendedProducts({ block }: { block: ProductRecommendedProductsBlock }) {
  const { t } = useTranslation();
  const page = useBlockPage();
  const { ProductRow } = useBlockParts();
  const id = useId();
  const { text, categoryId } = block.content;
  const products = page.recommendedProducts[categoryId]?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby={text.title ? id : undefined}
      aria-label={text.title ? undefined : t('blocks.products.label')}
      style={text.color ? { color: text.color } : undefined}
    >
      {text.pretitle ? (
        <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase">{text.pretitle}</p>
      ) : null}
      {text.title ? (
        <BlockHeading level={page.headingUuid === block.meta.uuid ? 1 : 2} className="mt-1 text-2xl font-semibold">
          <span id={id}>{text.title}</span>
        </BlockHeading>
      ) : null}
      {text.subtitle ? <p className="mt-1 text-slate-700">{text.subtitle}</p> : null}
      <BlockRichText html={text.htmlDescription} className="mt-2" />
      <ProductRow products={products} />
    </section>
  );
}
