import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/errors';
import type { PageBlock } from '../../../core/content/blocks/block-model';
import { createCustomer, createShopper } from '../../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../../tests/support/test-shop';
import { loadBlockProducts } from '../../blocks/block-products';
import type { ShopRequestContext } from '../../shop-context';
import { loadRecommended } from './recommended-products';

/**
 * The product galleries (the product page's "recommended", the home page's gallery blocks) ask for
 * a category's first products only (issue 33): the category's filter counts – four queries of up
 * to a second each with 20,000 items – are never worked out for them. The pages' calls go through
 * the BFF over HTTP; the database's queries are watched on the shop's connection pool.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());
afterEach(() => vi.restoreAllMocks());

type Visitor = Awaited<ReturnType<typeof createShopper>>;

/** The page's shop context for a visitor's browser; `names` records the calls it makes. */
function shopContextOf(visitor: Visitor, names: string[] = []): ShopRequestContext {
  return {
    locale: 'de',
    nonce: 'test',
    publicUrl: shop.url,
    async call(name, input) {
      names.push(name);
      const answer = await visitor.call<never>(name, input ?? {});
      if (answer.error) throw new ApiError({ status: answer.status, key: answer.error.key });
      return answer.data as never;
    },
    documentRequest: true,
    secureCookies: false,
    shopper: () => Promise.reject(new Error('the galleries read no shopper')),
  };
}

/** The SQL the shop sends while `work` runs. */
async function queriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  // drizzle's database over node-postgres keeps its pool as $client.
  const pool = (shop.services.db as unknown as { $client: pg.Pool }).$client;
  const texts: string[] = [];
  const query = pool.query.bind(pool);
  vi.spyOn(pool, 'query').mockImplementation(((config: string | { text: string }, ...rest: unknown[]) => {
    texts.push(typeof config === 'string' ? config : config.text);
    return (query as (...args: unknown[]) => unknown)(config, ...rest);
  }) as never);
  await work();
  vi.restoreAllMocks();
  return texts;
}

/** The facet counts of loadFacets (core/catalog/category-page.server.ts): per attribute, per maker. */
const facetCount = /count\(distinct i\.id\)::int as count/;

const cardsOf = (products: Array<{ itemId: number; name: string; priceCents: number }>) =>
  products.map(({ itemId, name, priceCents }) => ({ itemId, name, priceCents }));

describe('the product page`s recommended list', () => {
  it('shows the eight other first products of the main category, without counting its filters', async () => {
    const visitor = await createShopper(shop);
    const product = await visitor.call<{ defaultCategoryId: number; item: { id: number } }>('getProduct', {
      itemId: 100,
    });
    const categoryId = product.data!.defaultCategoryId;
    const names: string[] = [];
    let recommended: Awaited<ReturnType<typeof loadRecommended>> = [];
    const queries = await queriesDuring(async () => {
      recommended = await loadRecommended(shopContextOf(visitor, names), categoryId, 100);
    });
    expect(names).toEqual(['getCategoryProducts']);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((text) => facetCount.test(text))).toEqual([]);

    // The same cards as before: the category's first page (as getFacet lists it) without the product.
    const facet = await visitor.call<{ products: Array<{ itemId: number; name: string; priceCents: number }> }>(
      'getFacet',
      { categoryId, itemsPerPage: 20 },
    );
    const expected = facet.data!.products.filter((card) => card.itemId !== 100).slice(0, 8);
    expect(recommended).toHaveLength(8);
    expect(cardsOf(recommended)).toEqual(cardsOf(expected));
    expect(recommended).toEqual(expected);
  });

  it('is empty for a product without a category or a category the visitor may not see', async () => {
    const visitor = await createShopper(shop);
    expect(await loadRecommended(shopContextOf(visitor), null, 100)).toEqual([]);
    // Category 25 (Hotel-Kosmetikspiegel) is for customers only.
    expect(await loadRecommended(shopContextOf(visitor), 25, 100)).toEqual([]);
    expect(await loadRecommended(shopContextOf(visitor), 999_999, 100)).toEqual([]);
  });
});

describe('the home page`s gallery blocks', () => {
  it('list each category`s first products without counting its filters', async () => {
    const visitor = await createShopper(shop);
    const blocks = await visitor.call<PageBlock[]>('getBlocks', { identifier: 'index', type: 'immutable' });
    const names: string[] = [];
    let galleries: Awaited<ReturnType<typeof loadBlockProducts>> = {};
    const queries = await queriesDuring(async () => {
      galleries = await loadBlockProducts(shopContextOf(visitor, names), blocks.data!);
    });
    // One call for every gallery of the page (getBlockProducts).
    expect(names).toEqual(['getBlockProducts']);
    expect(queries.filter((text) => facetCount.test(text))).toEqual([]);
    expect(Object.keys(galleries).length).toBeGreaterThan(0);
    for (const [categoryId, gallery] of Object.entries(galleries)) {
      const facet = await visitor.call<{ category: { url: string }; products: unknown[] }>('getFacet', {
        categoryId: Number(categoryId),
        itemsPerPage: 20,
      });
      expect(gallery).toEqual({ categoryUrl: facet.data!.category.url, products: facet.data!.products.slice(0, 12) });
    }
  });
});

describe('getCategoryProducts', () => {
  it('applies the page`s right and refuses what is no product category', async () => {
    const visitor = await createShopper(shop);
    const refused = await visitor.call('getCategoryProducts', { categoryId: 25 });
    expect(refused.status).toBe(401);
    expect(refused.data).toBeUndefined();
    const customer = await createCustomer(shop);
    const shown = await customer.call<{ products: unknown[] }>('getCategoryProducts', { categoryId: 25 });
    expect(shown.status).toBe(200);
    expect(shown.data!.products.length).toBeGreaterThan(0);
    // The customer's list is not kept for the next visitor.
    expect((await visitor.call('getCategoryProducts', { categoryId: 25 })).status).toBe(401);
    expect((await visitor.call('getCategoryProducts', { categoryId: 999_999 })).status).toBe(404);
    const bad = await visitor.call('getCategoryProducts', { categoryId: 'alle-spiegel', itemsPerPage: 100 });
    expect(bad.status).toBe(400);
  });
});
