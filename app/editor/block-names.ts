import type { PageBlock } from '../../core/content/blocks/block-model';
import type { Translator } from '../../core/i18n/translator';
import { useTranslation } from '../i18n/use-translation';

/**
 * Spec §2: the block settings drawer is titled with a friendly name (Carousel "Image Banner",
 * NewsletterSubscribe "Newsletter", ProductRecommendedProducts "Product Gallery", TextCard "Rich
 * Text", MultiGrid "Image + Text"; the others keep their name), in the editor's language.
 */
export function useBlockName(block: Pick<PageBlock, 'name'>): string {
  const { i18n } = useTranslation();
  return blockName(i18n, block.name);
}

/**
 * A block's friendly name for a name as stored (the history lists old versions too: a block the
 * model no longer knows keeps the name it was saved with).
 */
export function blockName(translator: Translator, name: string): string {
  const key = `editor.blockNames.${name}`;
  return translator.exists(key) ? translator.t(key as 'editor.blockNames.Banner') : name;
}
