import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInEditor } from '../../tests/support/editor';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * getBlockProducts (issue 35): the one call for the products of gallery blocks, which the home
 * page, content pages and the editor's gallery drawer share. The rules are getCategoryProducts':
 * the category's first products, a customers-only category for customers and editors only.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Gallery = { categoryUrl: string; products: Array<{ itemId: number }> };
type Visitor = Awaited<ReturnType<typeof createShopper>>;

/** Category 25 (Hotel-Kosmetikspiegel) is for customers only; 999 999 does not exist. */
const customersOnly = 25;
const gone = 999_999;

async function galleriesOf(visitor: Visitor, categoryIds: number[]) {
  const answer = await visitor.call<Record<string, Gallery>>('getBlockProducts', { categoryIds });
  expect(answer.status).toBe(200);
  return answer.data!;
}

/** What getCategoryProducts lists for the visitor, as a gallery row (its first twelve). */
async function rowOf(visitor: Visitor, categoryId: number): Promise<Gallery> {
  const list = await visitor.call<{ category: { url: string }; products: Gallery['products'] }>('getCategoryProducts', {
    categoryId,
  });
  expect(list.status).toBe(200);
  return { categoryUrl: list.data!.category.url, products: list.data!.products.slice(0, 12) };
}

describe('getBlockProducts', () => {
  it('answers each category`s first twelve products; what the visitor may not see is left out', async () => {
    const editor = await signedInEditor(shop);
    const contentPage = await editor.call<{ id: number }>('doAddCategory', {
      type: 'content',
      details: [
        { lang: 'de', name: 'Galerie-Ratgeber', nameUrl: 'galerie-ratgeber' },
        { lang: 'en', name: 'Gallery guide', nameUrl: 'gallery-guide' },
      ],
    });
    expect(contentPage.status).toBe(200);
    // Alle Spiegel: more than twelve products.
    const all = await editor.call<{ category: { id: number } }>('getFacet', { categoryUrlPath: '/alle-spiegel' });
    const productCategory = all.data!.category.id;
    const asked = [productCategory, customersOnly, gone, contentPage.data!.id, productCategory];

    const visitor = await createShopper(shop);
    const forVisitor = await galleriesOf(visitor, asked);
    expect(Object.keys(forVisitor)).toEqual([String(productCategory)]);
    expect(forVisitor[productCategory]).toEqual(await rowOf(visitor, productCategory));
    expect(forVisitor[productCategory]!.products).toHaveLength(12);

    // A customer and an editor see the customers-only category's gallery, as they see its page.
    for (const allowed of [await createCustomer(shop), editor]) {
      const galleries = await galleriesOf(allowed, asked);
      expect(Object.keys(galleries).sort()).toEqual([String(productCategory), String(customersOnly)].sort());
      expect(galleries[customersOnly]).toEqual(await rowOf(allowed, customersOnly));
    }
    // Their answer is not kept for the next visitor.
    expect(Object.keys(await galleriesOf(await createShopper(shop), [customersOnly]))).toEqual([]);
    expect(await galleriesOf(visitor, [])).toEqual({});
  });

  it('refuses what is no list of category ids', async () => {
    const visitor = await createShopper(shop);
    for (const categoryIds of [['alle-spiegel'], [0], [1.5], Array.from({ length: 101 }, (_, index) => index + 1)]) {
      expect((await visitor.call('getBlockProducts', { categoryIds })).status, JSON.stringify(categoryIds)).toBe(400);
    }
    expect((await visitor.call('getBlockProducts', { categoryId: 20 })).status).toBe(400);
  });
});
