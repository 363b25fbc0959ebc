import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInEditor } from '../../tests/support/editor';
import { createShopper } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * The editor's review moderation beyond its first page (issue 39: it reached only the first 50):
 * pages of 10, 20, 50 or 100 (spec §9 editor lists), the state filter, and a search by item.
 * The demo catalogue's reviews are enough entries for several pages.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

interface Entry {
  kind: 'review' | 'reply';
  id: number;
  itemId: number;
  itemName: string;
  isVisible: boolean;
}
interface ModerationPage {
  entries: Entry[];
  pagination: { page: number; itemsPerPage: number; totalCount: number; pageCount: number };
}

describe('review moderation list', () => {
  it('pages through every entry in order, whatever the page size', async () => {
    const editor = await signedInEditor(shop);
    const list = async (input: Record<string, unknown>) => {
      const answer = await editor.call<ModerationPage>('getReviewsForModeration', { state: 'all', ...input });
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      return answer.data!;
    };
    const first = await list({ itemsPerPage: 100 });
    expect(first.pagination.totalCount).toBeGreaterThan(50);
    const pages = [];
    for (let page = 1; page <= Math.ceil(first.pagination.totalCount / 20); page++) {
      pages.push(...(await list({ itemsPerPage: 20, page })).entries);
    }
    // Beyond the first 50, each exactly once, newest first.
    expect(pages).toHaveLength(first.pagination.totalCount);
    expect(new Set(pages.map((entry) => `${entry.kind}-${entry.id}`)).size).toBe(first.pagination.totalCount);
    expect(pages.slice(0, 100)).toEqual(first.entries);
    const tens = await list({ itemsPerPage: 10, page: 2 });
    expect(tens.pagination).toMatchObject({
      page: 2,
      itemsPerPage: 10,
      pageCount: Math.ceil(first.pagination.totalCount / 10),
    });
    expect(tens.entries).toEqual(pages.slice(10, 20));
    // Other sizes than the spec's are refused, not guessed.
    expect((await editor.call('getReviewsForModeration', { itemsPerPage: 30 })).status).toBe(400);
  });

  it("finds an item's reviews by a part of its name (any case) or its number, within the state filter", async () => {
    const editor = await signedInEditor(shop);
    const list = async (input: Record<string, unknown>) =>
      (await editor.call<ModerationPage>('getReviewsForModeration', { itemsPerPage: 100, ...input })).data!;
    const all = await list({ state: 'all' });
    const { itemId, itemName } = all.entries[0]!;
    const byName = await list({ state: 'all', itemSearch: itemName.slice(2, 12).toUpperCase() });
    expect(byName.entries.length).toBeGreaterThan(0);
    expect(byName.pagination.totalCount).toBeLessThan(all.pagination.totalCount);
    for (const entry of byName.entries)
      expect(entry.itemName.toLowerCase()).toContain(itemName.slice(2, 12).toLowerCase());
    const byNumber = await list({ state: 'all', itemSearch: String(itemId) });
    expect(byNumber.entries.map((entry) => entry.itemId)).toContain(itemId);
    expect(
      byNumber.entries.every((entry) => entry.itemId === itemId || String(entry.itemName).includes(String(itemId))),
    ).toBe(true);
    const visibleOnly = await list({ state: 'visible', itemSearch: String(itemId) });
    expect(visibleOnly.entries.every((entry) => entry.isVisible && entry.itemId === itemId)).toBe(true);
    // Pattern characters are letters: "%" matches no name instead of all of them.
    expect((await list({ state: 'all', itemSearch: '%' })).pagination.totalCount).toBe(0);
    expect((await editor.call('getReviewsForModeration', { itemSearch: 'x'.repeat(101) })).status).toBe(400);
  });

  it('is for editors only', async () => {
    const visitor = await createShopper(shop);
    expect((await visitor.call('getReviewsForModeration', { itemSearch: 'Spiegel' })).status).toBe(401);
  });
});
