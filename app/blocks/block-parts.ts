import { createContext, useContext, type ComponentType } from 'react';
import type { ProductCard } from '../../core/catalog/category-page.server';

/**
 * The features two blocks show: a row of product cards (with their cart and list buttons) and the
 * newsletter form. Blocks sit below the features (docs/architecture.md) and never import them:
 * whoever draws blocks hands these in through `PageBlocks` (app/features/content-page/block-parts.ts).
 */
export interface BlockParts {
  ProductRow: ComponentType<{ products: ProductCard[] }>;
  NewsletterForm: ComponentType<{ blockId: string; showNames: boolean; nameIsRequired: boolean; buttonLabel: string }>;
}

export const BlockPartsContext = createContext<BlockParts | null>(null);

/** The parts; blocks are only drawn inside `PageBlocks`, which always provides them. */
export const useBlockParts = () => useContext(BlockPartsContext)!;
