import { createContext, useContext } from 'react';
import type { GalleryProducts } from '../../core/catalog/gallery-products.server';

/** What a block needs to know about where it is drawn, handed down through nested blocks. */
export interface BlockLayout {
  /** The `sizes` of a picture spanning the block's width. */
  pictureSizes: string;
  /** Whether the block sits in a grid column (smaller type and pictures). */
  inColumn: boolean;
}

export const pageWidthLayout: BlockLayout = { pictureSizes: '(min-width: 80rem) 1232px, 100vw', inColumn: false };

export const BlockLayoutContext = createContext<BlockLayout>(pageWidthLayout);
export const useBlockLayout = () => useContext(BlockLayoutContext);

/** Page-wide facts for the blocks: which block carries the page's h1, the LCP picture, products. */
export interface BlockPage {
  headingUuid: string | null;
  eagerPictureUuid: string | null;
  recommendedProducts: Record<string, RecommendedProducts | undefined>;
}

/** A gallery block's row: its category's path and first products (getBlockProducts). */
export type RecommendedProducts = GalleryProducts;

export const BlockPageContext = createContext<BlockPage>({
  headingUuid: null,
  eagerPictureUuid: null,
  recommendedProducts: {},
});
export const useBlockPage = () => useContext(BlockPageContext);
