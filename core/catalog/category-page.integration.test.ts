import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const getFacet = async (body: unknown, locale = 'de') => {
  const response = await fetch(`${shop.url}/api/getFacet`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', locale },
  });
  return { status: response.status, body: await response.json() };
};

describe('getFacet', () => {
  it('finds a category by its URL path and lists its products, 20 per page by name', async () => {
    const { status, body } = await getFacet({ categoryUrlPath: '/alle-spiegel' });
    expect(status).toBe(200);
    const { category, pagination, products, sort } = body.data;
    expect(category.details.name).toBe('Alle Spiegel');
    expect(sort).toBe('texts.name1_asc');
    expect(pagination).toMatchObject({ page: 1, itemsPerPage: 20, perPageOptions: [20, 40, 100] });
    expect(pagination.totalCount).toBeGreaterThanOrEqual(86);
    expect(products).toHaveLength(20);
    const names = products.map((card: { name: string }) => card.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    for (const card of products) {
      expect(card.priceCents).toBeGreaterThan(0);
      expect(card.image?.urlPreview).toMatch(/^\/images\/items\/v1\//);
    }
  });

  it('sorts by price in both directions', async () => {
    const ascending = (
      await getFacet({ categoryUrlPath: '/alle-spiegel', sort: 'sorting.price.avg_asc', itemsPerPage: 100 })
    ).body.data.products;
    const prices = ascending.map((card: { priceCents: number }) => card.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await getFacet({ categoryUrlPath: '/alle-spiegel', sort: 'sorting.price.avg_desc' })).body.data
      .products;
    expect(descending[0].priceCents).toBe(Math.max(...prices));
  });

  it('finds nested categories and English paths', async () => {
    expect((await getFacet({ categoryUrlPath: '/marken/frasco' })).body.data.category.id).toBe(41);
    expect((await getFacet({ categoryUrlPath: '/shaving-mirrors' }, 'en')).body.data.category.id).toBe(27);
    expect((await getFacet({ categoryId: 24 })).body.data.category.url).toBe('/reisespiegel');
  });

  it('marks which cards may go into the cart directly (spec §4)', async () => {
    const products = (await getFacet({ categoryUrlPath: '/alle-spiegel', itemsPerPage: 100 })).body.data.products;
    const all = [
      ...products,
      ...(await getFacet({ categoryUrlPath: '/alle-spiegel', itemsPerPage: 100, page: 2 })).body.data.products,
    ];
    expect(all.some((card: { canAddToCart: boolean }) => card.canAddToCart)).toBe(true);
    expect(all.some((card: { canAddToCart: boolean }) => !card.canAddToCart)).toBe(true);
    for (const card of all.filter((candidate: { canAddToCart: boolean }) => candidate.canAddToCart)) {
      expect(card.priceFrom).toBe(false);
    }
  });

  it('clamps absurd pages and ignores unknown sorts and page sizes', async () => {
    const { status, body } = await getFacet({
      categoryUrlPath: '/alle-spiegel',
      page: 99999999,
      sort: 'drop table',
      itemsPerPage: 7,
    });
    expect(status).toBe(200);
    expect(body.data.pagination).toMatchObject({ page: 10000, itemsPerPage: 20 });
    expect(body.data.sort).toBe('texts.name1_asc');
    expect(body.data.products).toEqual([]);
    expect(body.data.pagination.totalCount).toBeGreaterThan(0);
  });

  it('answers 404 for unknown categories and 401 for the customers-only category', async () => {
    expect((await getFacet({ categoryUrlPath: '/gibt-es-nicht' })).status).toBe(404);
    const hotel = await getFacet({ categoryUrlPath: '/kosmetikspiegel/hotel-kosmetikspiegel' });
    expect(hotel.status).toBe(401);
    expect(hotel.body.error.key).toBe('unauthorized');
  });

  it('answers paths ending in .js with 404 without reading the catalog (spec §5)', async () => {
    const treeReads = vi.spyOn(shop.services.categoryTree, 'get');
    const result = await getFacet({ categoryUrlPath: '/rasierspiegel/chunk-abc123.js' });
    expect(result.status).toBe(404);
    expect(treeReads).not.toHaveBeenCalled();
    treeReads.mockRestore();
  });
});

describe('getFacet filters', () => {
  it('offers the attribute values, makers and price range of the category with counts', async () => {
    const { body } = await getFacet({ categoryUrlPath: '/alle-spiegel' });
    const { facets } = body.data;
    const finish = facets.attributes.find((group: { name: string }) => group.name === 'Oberfläche');
    expect(finish.values.map((value: { name: string }) => value.name)).toEqual([
      'Chrom',
      'Schwarz matt',
      'Gold',
      'Weiß',
    ]);
    expect(finish.values.every((value: { count: number }) => value.count > 0)).toBe(true);
    expect(facets.manufacturers.length).toBeGreaterThan(2);
    expect(facets.priceRangeCents.min).toBeLessThan(facets.priceRangeCents.max);
  });

  it('filters by attribute values (any of one attribute), maker, price and availability', async () => {
    const all = (await getFacet({ categoryUrlPath: '/alle-spiegel' })).body.data;
    const gold = (await getFacet({ categoryUrlPath: '/alle-spiegel', facets: [13] })).body.data;
    expect(gold.pagination.totalCount).toBeGreaterThan(0);
    expect(gold.pagination.totalCount).toBeLessThan(all.pagination.totalCount);
    const goldOrWhite = (await getFacet({ categoryUrlPath: '/alle-spiegel', facets: [13, 14] })).body.data;
    expect(goldOrWhite.pagination.totalCount).toBeGreaterThan(gold.pagination.totalCount);
    // Choosing gold keeps the other finishes countable.
    const finish = gold.facets.attributes.find((group: { attributeId: number }) => group.attributeId === 1);
    expect(finish.values.find((value: { id: number }) => value.id === 11).count).toBeGreaterThan(0);
    expect(finish.values.find((value: { id: number }) => value.id === 13).selected).toBe(true);

    const frasco = (await getFacet({ categoryUrlPath: '/alle-spiegel', manufacturerIds: [1], itemsPerPage: 100 })).body
      .data;
    expect(frasco.pagination.totalCount).toBeGreaterThan(0);
    const cheap = (await getFacet({ categoryUrlPath: '/alle-spiegel', priceMax: 2000, itemsPerPage: 100 })).body.data;
    expect(cheap.products.every((card: { priceCents: number }) => card.priceCents <= 2000)).toBe(true);
    const available = (await getFacet({ categoryUrlPath: '/alle-spiegel', onlyAvailable: true })).body.data;
    expect(available.pagination.totalCount).toBeLessThanOrEqual(all.pagination.totalCount);
  });

  it('shows the picture of the chosen finish on the cards', async () => {
    const gold = (await getFacet({ categoryUrlPath: '/alle-spiegel', facets: [13], itemsPerPage: 100 })).body.data;
    for (const card of gold.products) expect(card.image.urlPreview).toMatch(/-gold-/);
  });

  it('unknown filter values match nothing instead of failing', async () => {
    const { status, body } = await getFacet({ categoryUrlPath: '/alle-spiegel', facets: [999999] });
    expect(status).toBe(200);
    expect(body.data.pagination.totalCount).toBe(0);
  });
});
