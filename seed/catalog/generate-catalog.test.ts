import { describe, expect, it } from 'vitest';
import { parsePictureName } from '../../core/catalog/product-images.server';
import { createRandom, ean13 } from './deterministic';
import { generateCatalog } from './generate-catalog';

const now = new Date('2026-11-22T10:00:00Z');
const catalog = generateCatalog({ itemCount: 84, now });

describe('demo catalog generator', () => {
  it('makes at least 80 items with German and English texts and several variations', () => {
    const items = catalog.items.filter((item) => item.itemType === 'default');
    expect(items.length).toBeGreaterThanOrEqual(80);
    for (const item of catalog.items) {
      const texts = catalog.itemTexts.filter((text) => text.itemId === item.id);
      expect(texts.map((text) => text.lang).sort()).toEqual(['de', 'en']);
      expect(catalog.variations.some((variation) => variation.itemId === item.id)).toBe(true);
    }
    expect(catalog.variations.length / catalog.items.length).toBeGreaterThan(2);
  });

  it('gives every item a unique slug per language and every variation a valid EAN-13', () => {
    for (const lang of ['de', 'en']) {
      const slugs = catalog.itemTexts.filter((text) => text.lang === lang).map((text) => text.urlPath);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const variation of catalog.variations) expect(ean13(variation.gtin!.slice(0, 12))).toBe(variation.gtin);
  });

  it('covers the price rules: RRP, special offers with history, graduated prices, bundles', () => {
    const kinds = new Set(catalog.variationPrices.map((price) => price.kind));
    expect(kinds).toEqual(new Set(['default', 'rrp', 'special']));
    expect(catalog.variationPrices.some((price) => price.kind === 'default' && price.minimumQuantity! > 1)).toBe(true);
    for (const special of catalog.variationPrices.filter((price) => price.kind === 'special')) {
      const history = catalog.priceHistory.filter((entry) => entry.variationId === special.variationId);
      expect(history.length).toBeGreaterThanOrEqual(2);
    }
    // Some offers follow a price raise: their 30-day lowest price is below the crossed-out price.
    const raised = catalog.variationPrices.filter((price) => {
      if (price.kind !== 'special') return false;
      const history = catalog.priceHistory.filter((entry) => entry.variationId === price.variationId);
      return history.length >= 3;
    });
    expect(raised.length).toBeGreaterThan(0);
    expect(catalog.items.filter((item) => item.itemType === 'set')).toHaveLength(2);
    expect(catalog.bundleComponents).toHaveLength(4);
    for (const price of catalog.variationPrices) expect(price.priceCents).toBeGreaterThan(0);
  });

  it('covers availability, stock and quantity rules', () => {
    const availabilityIds = new Set(catalog.variations.map((variation) => variation.availabilityId));
    for (const id of [1, 2, 3]) expect(availabilityIds.has(id)).toBe(true);
    expect([...availabilityIds].some((id) => id >= 7)).toBe(true);
    for (const variation of catalog.variations) {
      if (variation.stock === 0 && !variation.allowOversell) expect(variation.availabilityId).toBeGreaterThanOrEqual(9);
    }
    expect(
      catalog.variations.some(
        (variation) => variation.minimumOrderQuantity === 2 && variation.intervalOrderQuantity === 2,
      ),
    ).toBe(true);
  });

  it('assigns order properties, variation properties, tags, categories and reviews', () => {
    const orderProperties = new Set(catalog.itemOrderProperties.map((entry) => entry.propertyId));
    for (const id of [1, 2, 3, 4]) expect(orderProperties.has(id)).toBe(true);
    expect(catalog.variationPropertyValues.length).toBeGreaterThan(catalog.variations.length);
    expect(catalog.itemTags.length).toBeGreaterThan(0);
    // Every item is in "Alle Spiegel" and has exactly one default category.
    for (const item of catalog.items) {
      const entries = catalog.itemCategories.filter((entry) => entry.itemId === item.id);
      expect(entries.some((entry) => entry.categoryId === 50)).toBe(true);
      expect(entries.filter((entry) => entry.isDefault)).toHaveLength(1);
    }
    expect(catalog.itemCategories.some((entry) => entry.categoryId === 25)).toBe(true); // business-only
    expect(catalog.reviews.length).toBeGreaterThan(50);
    for (const review of catalog.reviews) expect(review.message.length).toBeLessThanOrEqual(500);
  });

  it('gives every item a picture per finish, with alternative texts in both languages', () => {
    for (const item of catalog.items) {
      expect(
        catalog.itemImages.some((image) => image.itemId === item.id),
        `item ${item.id}`,
      ).toBe(true);
    }
    for (const image of catalog.itemImages) {
      expect(parsePictureName(image.fileName)).not.toBeNull();
      expect(image.alternate.de.length).toBeGreaterThan(5);
      expect(image.alternate.en.length).toBeGreaterThan(5);
    }
  });

  it('is deterministic', () => {
    expect(generateCatalog({ itemCount: 84, now })).toEqual(catalog);
  });
});

describe('helpers', () => {
  it('ean13 computes the check digit', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
  });
  it('createRandom repeats for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
  });
});
