import { createContext, type ComponentType } from 'react';
import type { PageBlock } from '../../core/content/blocks/block-model';
import type { RecommendedProducts } from './block-layout';

/** A page whose blocks the editor may change (spec §4: the home page, content categories). */
export interface EditableBlockPage {
  identifier: string;
  entityType: 'immutable' | 'category';
}

export interface EditablePageBlocksProps {
  page: EditableBlockPage;
  blocks: PageBlock[];
  recommendedProducts: Record<string, RecommendedProducts | undefined>;
}

/**
 * Where the editor plugs its editable page in. Shoppers' pages leave it empty, so they never load
 * the editor: the editor's chunk (app/editor, loaded only for a signed-in editor who turned it
 * on) fills it once it has loaded.
 */
export const BlockEditorSlot = createContext<ComponentType<EditablePageBlocksProps> | null>(null);
