import type { PageBlock } from '../../core/content/blocks/block-model';
import { walkBlocks } from '../../core/content/blocks/block-tree';
import { createElement, useContext } from 'react';
import { Banner } from './banner';
import { BlockEditorSlot, type EditableBlockPage } from './block-editor-slot';
import { BlockPageContext, type BlockPage } from './block-layout';
import { BlockPartsContext, type BlockParts } from './block-parts';
import { Carousel } from './carousel';
import { ImageBlock } from './image-block';
import { MultiGrid } from './multi-grid';
import { NewsletterSubscribe } from './newsletter-subscribe';
import { ProductRecommendedProducts } from './product-recommended-products';
import { TextCard } from './text-card';

/** One block by its name; names this shop does not know are skipped. */
export function PageBlockView({ block }: { block: PageBlock }) {
  switch (block.name) {
    case 'Carousel':
      return <Carousel block={block} />;
    case 'Banner':
      return <Banner block={block} />;
    case 'TextCard':
      return <TextCard block={block} />;
    case 'ProductRecommendedProducts':
      return <ProductRecommendedProducts block={block} />;
    case 'MultiGrid':
      return <MultiGrid block={block} BlockView={PageBlockView} />;
    case 'Image':
      return <ImageBlock block={block} />;
    case 'NewsletterSubscribe':
      return <NewsletterSubscribe block={block} />;
    default:
      return null;
  }
}

/**
 * A page made of blocks, with the shop's block spacing between the top-level blocks. The first
 * title becomes the page's h1 and the first picture loads eagerly (it is the LCP candidate).
 * On a page the editor may change, a signed-in editor gets the editor's version of it. The
 * features some blocks show come in as `parts` (app/blocks/block-parts.ts).
 */
export function PageBlocks({
  blocks,
  recommendedProducts,
  editable,
  parts,
}: {
  blocks: PageBlock[];
  recommendedProducts: BlockPage['recommendedProducts'];
  editable?: EditableBlockPage;
  parts: BlockParts;
}) {
  const EditablePageBlocks = useContext(BlockEditorSlot);
  return (
    <BlockPartsContext value={parts}>
      {EditablePageBlocks && editable ? (
        createElement(EditablePageBlocks, { page: editable, blocks, recommendedProducts })
      ) : (
        <BlockPageContext value={blockPageOf(blocks, recommendedProducts)}>
          {blocks.map((block) => (
            <div key={block.meta.uuid} className="mb-(--block-spacing)">
              <PageBlockView block={block} />
            </div>
          ))}
        </BlockPageContext>
      )}
    </BlockPartsContext>
  );
}

/** Which block carries the h1, which picture loads first, and the galleries' products. */
export function blockPageOf(blocks: PageBlock[], recommendedProducts: BlockPage['recommendedProducts']): BlockPage {
  const titled = firstTitledBlock(blocks);
  const pictured = [...walkBlocks(blocks)].find((block) => block.name === 'Banner' || block.name === 'Image');
  return { headingUuid: titled?.meta.uuid ?? null, eagerPictureUuid: pictured?.meta.uuid ?? null, recommendedProducts };
}

/** The first content block with a title: it carries the page's h1. */
function firstTitledBlock(blocks: PageBlock[]): PageBlock | undefined {
  return [...walkBlocks(blocks)].find(
    (block) =>
      block.name !== 'Carousel' &&
      block.name !== 'MultiGrid' &&
      Boolean((block.content as { text?: { title?: string } }).text?.title),
  );
}

/** Whether the blocks give the page an h1 (else the page adds one for screen readers). */
export function blocksHaveHeading(blocks: PageBlock[]): boolean {
  return firstTitledBlock(blocks) !== undefined;
}
