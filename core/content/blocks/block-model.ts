import { z } from 'zod';
import { isShopPath } from '../../security/shop-path';

/**
 * Page blocks (spec §3 Block model): a page is a list of blocks; structure blocks (Carousel,
 * MultiGrid) hold blocks, content blocks hold an object. The shop renders them for shoppers and
 * the editor changes them, so this schema is the one contract between the two. Objects are strict:
 * a key the model does not know is refused (400), never stored.
 */

const text = (max: number) => z.string().max(max);
const colour = z.string().regex(/^#[0-9a-fA-F]{3,8}$/);
/**
 * Links are paths inside the shop or absolute http(s) addresses: the one rule is `isBlockLink`,
 * which the save applies (`blockLinkProblems`) and the block views obey. The model itself takes
 * any short text, so a block saved under an earlier, looser rule is still read — shown without
 * its button until the merchant corrects the link — instead of vanishing from its page.
 */
const link = z.string().max(500);
/** Pictures are served by the shop itself (the page's CSP allows no other image source). */
const imageUrl = z.string().max(500).refine(isShopPath);
const meta = z.strictObject({ uuid: z.string().min(1).max(64) });

const imageSources = {
  wideScreen: imageUrl,
  desktop: imageUrl,
  tablet: imageUrl,
  mobile: imageUrl,
  alt: text(200),
};

const button = z.strictObject({
  label: text(100),
  link: link.or(z.literal('')),
  variant: z.enum(['primary', 'secondary']),
});

export const bannerBlock = z.strictObject({
  name: z.literal('Banner'),
  type: z.literal('content'),
  meta,
  content: z.strictObject({
    /**
     * `decorative`: the merchant marked the picture as decoration (shown with alt=""); without it,
     * the save wants alt text (`bannerAltProblems`).
     */
    image: z.strictObject({
      ...imageSources,
      brightness: z.number().min(0).max(1),
      decorative: z.boolean().optional(),
    }),
    text: z.strictObject({
      color: colour,
      bgcolor: colour,
      bgopacity: z.number().min(0).max(1),
      pretitle: text(200),
      title: text(200),
      subtitle: text(300).optional(),
      htmlDescription: text(5000),
      textAlignment: z.enum(['left', 'center', 'right']),
      justify: z.enum(['top', 'center', 'bottom']),
      align: z.enum(['left', 'center', 'right']),
      background: z.boolean(),
    }),
    button,
  }),
});

export const carouselBlock = z.strictObject({
  name: z.literal('Carousel'),
  type: z.literal('structure'),
  meta,
  configuration: z.strictObject({ controls: z.strictObject({ color: colour, displayArrows: z.boolean().optional() }) }),
  content: z.array(bannerBlock).min(1).max(10),
});

export const textCardBlock = z.strictObject({
  name: z.literal('TextCard'),
  type: z.literal('content'),
  meta,
  content: z.strictObject({
    text: z.strictObject({
      pretitle: text(200),
      title: text(200),
      subtitle: text(300),
      htmlDescription: text(10_000),
      textAlignment: z.enum(['left', 'center', 'right']),
      color: colour.optional(),
    }),
    button: button.partial({ link: true, variant: true }).optional(),
  }),
});

/** An Image block is content, never decoration: it needs its alt text (WCAG 1.1.1). */
export const imageBlock = z.strictObject({
  name: z.literal('Image'),
  type: z.literal('content'),
  meta,
  content: z.strictObject({
    ...imageSources,
    alt: z.string().trim().min(1, 'errorMessages.editor.altRequired').max(200),
    imageAlignment: z.enum(['left', 'right']),
  }),
});

export const productRecommendedProductsBlock = z.strictObject({
  name: z.literal('ProductRecommendedProducts'),
  type: z.literal('content'),
  meta,
  content: z.strictObject({
    categoryId: z.string().regex(/^\d{1,9}$/),
    text: z.strictObject({
      pretitle: text(200),
      title: text(200),
      subtitle: text(300),
      htmlDescription: text(5000),
      color: colour.optional(),
    }),
  }),
});

export const newsletterSubscribeBlock = z.strictObject({
  name: z.literal('NewsletterSubscribe'),
  type: z.literal('content'),
  meta,
  content: z.strictObject({
    text: z.strictObject({ bgColor: colour, title: text(200), htmlDescription: text(5000) }),
    input: z.strictObject({ displayNameInput: z.boolean(), nameIsRequired: z.boolean() }),
    button: z.strictObject({ label: text(100) }),
  }),
});

/** Columns of a 12-column grid; the children sit side by side from the md breakpoint. */
export const multiGridBlock = z.strictObject({
  name: z.literal('MultiGrid'),
  type: z.literal('structure'),
  meta,
  configuration: z.strictObject({ columnWidths: z.array(z.number().int().min(1).max(12)).min(1).max(4) }),
  content: z.array(z.union([imageBlock, textCardBlock, bannerBlock, productRecommendedProductsBlock])).max(4),
});

export const pageBlock = z.discriminatedUnion('name', [
  carouselBlock,
  bannerBlock,
  textCardBlock,
  productRecommendedProductsBlock,
  multiGridBlock,
  imageBlock,
  newsletterSubscribeBlock,
]);
export const pageBlocks = z.array(pageBlock).max(100);

export type PageBlock = z.infer<typeof pageBlock>;
export type BannerBlock = z.infer<typeof bannerBlock>;
export type CarouselBlock = z.infer<typeof carouselBlock>;
export type TextCardBlock = z.infer<typeof textCardBlock>;
export type ImageBlock = z.infer<typeof imageBlock>;
export type ProductRecommendedProductsBlock = z.infer<typeof productRecommendedProductsBlock>;
export type NewsletterSubscribeBlock = z.infer<typeof newsletterSubscribeBlock>;
export type MultiGridBlock = z.infer<typeof multiGridBlock>;
