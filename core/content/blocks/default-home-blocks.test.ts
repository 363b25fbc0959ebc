import { describe, expect, it } from 'vitest';
import { seedCategories } from '../../../seed/categories';
import { pageBlocks } from './block-model';
import { recommendedCategoryIds, walkBlocks } from './block-tree';
import { defaultHomeBlocks } from './default-home-blocks.server';

/** Every category path of the demo tree in one language, e.g. "/kosmetikspiegel/wand-kosmetikspiegel". */
function categoryPaths(lang: 'de' | 'en'): Set<string> {
  const byId = new Map(seedCategories.map((category) => [category.id, category]));
  const pathOf = (id: number): string => {
    const category = byId.get(id)!;
    return (category.parentId ? pathOf(category.parentId) : '') + '/' + category[lang].slug;
  };
  return new Set(seedCategories.map((category) => (lang === 'en' ? '/en' : '') + pathOf(category.id)));
}

function linksOf(locale: 'de' | 'en'): string[] {
  const links: string[] = [];
  for (const block of walkBlocks(defaultHomeBlocks(locale))) {
    const content = block.content as { button?: { link?: string }; text?: { htmlDescription?: string } };
    if (content.button?.link) links.push(content.button.link);
    for (const match of content.text?.htmlDescription?.matchAll(/href="([^"]+)"/g) ?? []) links.push(match[1]!);
  }
  return links;
}

describe('default home blocks', () => {
  it.each(['de', 'en'] as const)('fit the block model in %s', (locale) => {
    expect(pageBlocks.safeParse(defaultHomeBlocks(locale)).success).toBe(true);
  });

  it('feature the categories 29, 27 and 24 and use all seven block types', () => {
    const blocks = defaultHomeBlocks('de');
    expect(recommendedCategoryIds(blocks)).toEqual([29, 27, 24]);
    expect(new Set([...walkBlocks(blocks)].map((block) => block.name))).toEqual(
      new Set([
        'Carousel',
        'Banner',
        'TextCard',
        'ProductRecommendedProducts',
        'MultiGrid',
        'Image',
        'NewsletterSubscribe',
      ]),
    );
  });

  it.each(['de', 'en'] as const)('link only to categories that exist in %s', (locale) => {
    const known = categoryPaths(locale);
    const links = linksOf(locale);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(known, link).toContain(link);
  });

  it('is German for de and English for every other language, and a fresh copy each time', () => {
    expect(JSON.stringify(defaultHomeBlocks('de'))).toContain('Newsletter abonnieren');
    expect(JSON.stringify(defaultHomeBlocks('fr'))).toContain('"Subscribe"');
    const first = defaultHomeBlocks('en');
    first.pop();
    expect(defaultHomeBlocks('en')).toHaveLength(first.length + 1);
  });
});
