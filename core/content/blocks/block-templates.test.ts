import { describe, expect, it } from 'vitest';
import { pageBlock } from './block-model';
import { blockTemplateCategories } from './block-templates.server';

describe('block templates (/blocks/blocksLists.json)', () => {
  const categories = blockTemplateCategories();

  it('offer every block type, each template valid in both languages', () => {
    const names = new Set<string>();
    for (const category of Object.values(categories)) {
      expect(category.variations.length).toBeGreaterThan(0);
      for (const variation of category.variations) {
        for (const locale of ['de', 'en'] as const) {
          const parsed = pageBlock.safeParse(variation.template[locale]);
          expect(parsed.success, `${category.category} ${variation.title} ${locale}`).toBe(true);
          names.add(variation.template[locale].name);
        }
        expect(variation.image).toMatch(/^data:image\/svg\+xml,/);
      }
    }
    expect([...names].sort()).toEqual(
      [
        'Banner',
        'Carousel',
        'Image',
        'MultiGrid',
        'NewsletterSubscribe',
        'ProductRecommendedProducts',
        'TextCard',
      ].sort(),
    );
  });

  it('have the peer shape: keyed by category, with title, blockName and variations', () => {
    expect(categories['image-banner']).toMatchObject({ category: 'image-banner', blockName: 'BannerCarousel' });
    expect(categories['image-banner']!.variations.map((variation) => variation.title)).toEqual([
      'Image Banner Left',
      'Image Banner Center',
      'Image Banner Right',
    ]);
  });
});
