import type { Locale } from '../../i18n/locales';
import type { PageBlock } from './block-model';

/** The shape of `/blocks/blocksLists.json` (the peer's): see block-templates.server.ts. */
export interface BlockTemplateVariation {
  title: string;
  /** A small drawing of the block's layout (a data URL: no request, allowed by the page's CSP). */
  image: string;
  template: Record<Locale, PageBlock>;
}

export interface BlockTemplateCategory {
  category: string;
  title: string;
  blockName: string;
  variations: BlockTemplateVariation[];
}
