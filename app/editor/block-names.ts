import type { PageBlock } from '../../core/content/blocks/block-model';
import { useTranslation } from '../i18n/use-translation';

/**
 * Spec §2: the block settings drawer is titled with a friendly name (Carousel "Image Banner",
 * NewsletterSubscribe "Newsletter", ProductRecommendedProducts "Product Gallery", TextCard "Rich
 * Text", MultiGrid "Image + Text"; the others keep their name), in the editor's language.
 */
export function useBlockName(block: Pick<PageBlock, 'name'>): string {
  const { t } = useTranslation();
  return t(`editor.blockNames.${block.name}` as 'editor.blockNames.Banner');
}
