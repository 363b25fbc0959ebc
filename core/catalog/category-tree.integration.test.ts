import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { categories, categoryDetails } from '../db/schema';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const tree = async (headers: Record<string, string> = {}) => {
  const response = await fetch(`${shop.url}/api/getCategoryTree`, { headers });
  return ((await response.json()).data as Array<{ url: string }>).map((category) => category.url);
};

describe('category tree cache', () => {
  it('serves the cached tree, and the noCache header reads the database', async () => {
    expect(await tree()).not.toContain('/neu');
    await shop.services.db.insert(categories).values({ id: 900, parentId: null });
    await shop.services.db.insert(categoryDetails).values({ categoryId: 900, lang: 'de', name: 'Neu', nameUrl: 'neu' });
    expect(await tree()).not.toContain('/neu'); // cached for a minute
    expect(await tree({ noCache: '1' })).toContain('/neu');
  });

  it('drops a category without details in the requested language', async () => {
    // Category 900 has German details only.
    expect(await tree({ noCache: '1', locale: 'en' })).not.toContain('/neu');
  });
});
