import type { PageBlock } from './block-model';

// Kept apart from the zod schema in block-model.ts so that pages can walk blocks without
// shipping the schema library to the browser.

/** Every block in a tree, depth first (structure blocks before their children). */
export function* walkBlocks(blocks: readonly PageBlock[]): Generator<PageBlock> {
  for (const block of blocks) {
    yield block;
    if (block.name === 'Carousel' || block.name === 'MultiGrid') yield* walkBlocks(block.content);
  }
}

/** The categories whose products ProductRecommendedProducts blocks show, each once. */
export function recommendedCategoryIds(blocks: readonly PageBlock[]): number[] {
  const ids = new Set<number>();
  for (const block of walkBlocks(blocks)) {
    if (block.name === 'ProductRecommendedProducts') ids.add(Number(block.content.categoryId));
  }
  return [...ids];
}
