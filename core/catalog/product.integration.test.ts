import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { itemTexts } from '../db/catalog-schema';
import { loadProduct } from './product.server';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const db = () => shop.services.db;
const getProduct = (body: unknown, locale = 'de') =>
  fetch(`${shop.url}/api/getProduct`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', locale },
  });

describe('loadProduct', () => {
  it('returns the main variation of an item with texts, prices, images and attributes in the language', async () => {
    const product = await loadProduct(db(), { itemId: 100, locale: 'de' });
    expect(product.item.id).toBe(100);
    expect(product.texts.name).toMatch(/^LED-Wandkosmetikspiegel /);
    expect(product.texts.urlPath).toMatch(/^led-wandkosmetikspiegel-/);
    expect(product.prices.unitPriceCents).toBeGreaterThan(0);
    expect(product.prices.unitPriceNetCents).toBe(Math.round((product.prices.unitPriceCents * 10000) / 11900));
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.images[0]!.urlPreview).toMatch(/^\/images\/items\/v1\/round-[a-z]+-led-wall\/preview@1x\.webp$/);
    expect(product.images[0]!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(product.variationAttributeMap.attributes.map((attribute) => attribute.name)).toEqual([
      'Oberfläche',
      'Vergrößerung',
      'Durchmesser',
      'Beleuchtung',
    ]);
    expect(product.variation.availability.name).toBeTruthy();
    expect(product.item.manufacturer?.name).toBeTruthy();
    expect(product.unit).toMatchObject({ code: 'C62', content: 1, name: 'Stück' });
    expect(product.prices.basePrice).toBeNull();

    const english = await loadProduct(db(), { itemId: 100, locale: 'en' });
    expect(english.texts.name).toMatch(/^LED wall cosmetic mirror /);
    expect(english.variationAttributeMap.attributes[0]!.name).toBe('Finish');
  });

  it('selects a requested variation and describes every variation by its attribute values', async () => {
    const main = await loadProduct(db(), { itemId: 100, locale: 'de' });
    const other = main.variationAttributeMap.variations.at(-1)!;
    const product = await loadProduct(db(), { itemId: 100, variationId: other.variationId, locale: 'de' });
    expect(product.variation.id).toBe(other.variationId);
    for (const entry of product.variationAttributeMap.variations) expect(entry.attributeValueIds).toHaveLength(4);
  });

  it('shows the hotel mirrors with their required order property and graduated prices', async () => {
    // Family 11 (hotel) starts at item 110.
    const product = await loadProduct(db(), { itemId: 110, locale: 'de' });
    expect(product.variation.minimumOrderQuantity).toBe(2);
    expect(product.hasRequiredOrderProperty).toBe(true);
    expect(
      product.orderProperties.find((property) => property.valueType === 'selection')?.selectionValues,
    ).toHaveLength(2);
    expect(product.prices.graduatedPrices.map((step) => step.minimumOrderQuantity)).toEqual([6, 12]);
  });

  it('lists the components of a gift set', async () => {
    const product = await loadProduct(db(), { itemId: 184, locale: 'de' });
    expect(product.item.itemType).toBe('set');
    expect(product.bundleComponents).toHaveLength(2);
    expect(product.prices.crossedPriceKind).toBe('rrp');
  });

  it('summarises only visible reviews', async () => {
    const product = await loadProduct(db(), { itemId: 101, locale: 'de' });
    const { ratingsCountTotal, ratingsCountOf } = product.reviewSummary;
    expect(Object.values(ratingsCountOf).reduce((sum, count) => sum + count, 0)).toBe(ratingsCountTotal);
  });
});

describe('getProduct over the BFF', () => {
  it('answers with the product', async () => {
    const response = await getProduct({ itemId: 100 }, 'en');
    expect(response.status).toBe(200);
    expect((await response.json()).data.texts.name).toMatch(/^LED wall cosmetic mirror/);
  });

  it('sanitizes item descriptions on the way out: no script, event attribute or javascript: link', async () => {
    await db()
      .update(itemTexts)
      .set({
        description:
          '<p onclick="steal()">Glas<script>alert(1)</script><img src=x onerror=alert(2)></p><a href="javascript:alert(3)">mehr</a>',
        technicalData:
          '<table><tr><th scope="row">Ø</th><td>20 cm</td></tr></table><iframe src="https://evil.example"></iframe>',
      })
      .where(and(eq(itemTexts.itemId, 109), eq(itemTexts.lang, 'de')));
    const { data } = await (await getProduct({ itemId: 109 })).json();
    expect(data.texts.description).toBe('<p>Glas</p><a>mehr</a>');
    expect(data.texts.technicalData).toBe('<table><tr><th scope="row">Ø</th><td>20 cm</td></tr></table>');
  });

  it('answers 404 notFound for unknown items and for a variation of another item', async () => {
    const unknown = await getProduct({ itemId: 999999 });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.key).toBe('notFound');
    const foreign = await getProduct({ itemId: 100, variationId: 1050 });
    expect(foreign.status).toBe(404);
  });

  it('answers 400 for malformed ids', async () => {
    for (const body of [{ itemId: 'abc' }, { itemId: -1 }, { itemId: 1.5 }, { itemId: 1e12 }, {}]) {
      expect((await getProduct(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('getProductReviews and getVariationUrl over the BFF', () => {
  const call = (name: string, body: unknown) =>
    fetch(`${shop.url}/api/${name}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('pages through the visible reviews, newest first, and clamps absurd pages', async () => {
    const first = (await (await call('getProductReviews', { itemId: 101, itemsPerPage: 2 })).json()).data;
    expect(first.pagination).toMatchObject({ page: 1, itemsPerPage: 2 });
    expect(first.reviews.length).toBeLessThanOrEqual(2);
    const dates = first.reviews.map((review: { createdAt: string }) => Date.parse(review.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const far = (await (await call('getProductReviews', { itemId: 101, page: 99999999 })).json()).data;
    expect(far.pagination.page).toBe(10000);
    expect(far.reviews).toEqual([]);
    expect((await call('getProductReviews', { itemId: 101, page: 'x' })).status).toBe(400);
  });

  it('finds the product of a variation, and 404 for unknown ones', async () => {
    const found = (await (await call('getVariationUrl', { variationId: 1000 })).json()).data;
    expect(found).toMatchObject({ itemId: 100, variationId: 1000 });
    expect(found.urlPath).toMatch(/^led-wandkosmetikspiegel-/);
    expect((await call('getVariationUrl', { variationId: 99999999 })).status).toBe(404);
  });
});
