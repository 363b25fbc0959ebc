import type { BlockParts } from '../../blocks/block-parts';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { ProductRow } from '../product/product-row';

/** What the shop's blocks show of the features (app/blocks/block-parts.ts). */
export const shopBlockParts: BlockParts = { ProductRow, NewsletterForm };
