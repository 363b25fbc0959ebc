import { isShopPath } from '../../security/shop-path';
import type { BannerBlock, PageBlock } from './block-model';

/**
 * Rules of blocks shared by the save (the block model, core/content/blocks/block-model.ts), the
 * shop's block views and the editor's fields, so the editor never shows what the save refuses.
 * No zod here: the shop's pages import this.
 */

/**
 * A block link is a path inside the shop ("/rasierspiegel") or an absolute http(s) address. A path
 * must be one no browser reads as another host (`/\evil.example` is `//evil.example` to a browser);
 * an address has a host and no whitespace, control character or backslash a browser would drop or
 * turn around. `javascript:`, `data:` and the like are neither.
 */
export function isBlockLink(value: string): boolean {
  if (value.length > 500) return false;
  return value.startsWith('/') ? isShopPath(value) : absoluteLink.test(value);
}

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const absoluteLink = /^https?:\/\/[^\s/\\\u0000-\u001F\u007F-\u009F][^\s\\\u0000-\u001F\u007F-\u009F]*$/i;

/** The message key of a button link the rule refuses. */
export const blockLinkMessage = 'errorMessages.editor.linkInvalid';

/**
 * Button links the rule refuses, as paths into the page's blocks ([1, 'content', 'button', 'link'],
 * a Carousel's slide and a MultiGrid's column too). The save refuses them; stored blocks are read
 * without this rule (their button is simply not shown), so a page saved earlier keeps its blocks.
 */
export function blockLinkProblems(blocks: readonly PageBlock[]): Array<Array<string | number>> {
  const problems: Array<Array<string | number>> = [];
  const check = (block: PageBlock, path: Array<string | number>) => {
    const link = block.name === 'Banner' || block.name === 'TextCard' ? block.content.button?.link : undefined;
    if (link !== undefined && link !== '' && !isBlockLink(link)) problems.push([...path, 'content', 'button', 'link']);
  };
  blocks.forEach((block, index) => {
    check(block, [index]);
    if (block.name === 'Carousel' || block.name === 'MultiGrid') {
      block.content.forEach((child, at) => check(child, [index, 'content', at]));
    }
  });
  return problems;
}

/** The message key of a Banner picture without alt text that is not marked decorative. */
export const bannerAltMessage = 'errorMessages.editor.altRequiredOrDecorative';

/**
 * Banner pictures without alt text the merchant did not mark decorative, as paths into the page's
 * blocks ([2, 'content', 'image', 'alt']; a Carousel's slide and a MultiGrid's column are banners
 * too). The save refuses them (WCAG 1.1.1): a picture is described or explicitly decorative.
 * Stored blocks are read without this rule, so an older page keeps showing.
 */
export function bannerAltProblems(blocks: readonly PageBlock[]): Array<Array<string | number>> {
  const problems: Array<Array<string | number>> = [];
  const check = (banner: BannerBlock, path: Array<string | number>) => {
    const { image } = banner.content;
    if (image.decorative !== true && isBlank(image.alt)) problems.push([...path, 'content', 'image', 'alt']);
  };
  blocks.forEach((block, index) => {
    if (block.name === 'Banner') check(block, [index]);
    if (block.name === 'Carousel' || block.name === 'MultiGrid') {
      block.content.forEach((child, at) => {
        if (child.name === 'Banner') check(child, [index, 'content', at]);
      });
    }
  });
  return problems;
}

/** Empty to a reader: nothing but spaces and invisible characters (a zero-width space is no description). */
const isBlank = (text: string) => text.replace(/[\s\u200B-\u200D\u2060\uFEFF]/g, '') === '';

/**
 * Banners stored before the decorative mark existed: the editor then said "leave the alt text
 * empty when the picture only decorates", so an empty one meant decoration. Read so, they keep
 * what the merchant meant, and the next save of their page is not refused for them.
 */
export function withEarlierDecorativeMarks(blocks: PageBlock[]): PageBlock[] {
  const marked = (banner: BannerBlock): BannerBlock =>
    banner.content.image.decorative === undefined && isBlank(banner.content.image.alt)
      ? { ...banner, content: { ...banner.content, image: { ...banner.content.image, decorative: true } } }
      : banner;
  return blocks.map((block) => {
    if (block.name === 'Banner') return marked(block);
    if (block.name === 'Carousel') return { ...block, content: block.content.map(marked) };
    if (block.name === 'MultiGrid') {
      return { ...block, content: block.content.map((child) => (child.name === 'Banner' ? marked(child) : child)) };
    }
    return block;
  });
}
