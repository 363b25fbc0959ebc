import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variations } from '../db/catalog-schema';
import { createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { comparisonMaximum } from '../sessions/shopping-lists-state';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Entry = { variationId: number; quantity: number; name: string; priceCents: number; attributes: unknown[] };
type Session = { basket: { itemWishListIds: number[] }; comparisonItemIds: number[] };

async function someVariationIds(count: number): Promise<number[]> {
  const rows = await shop.services.db
    .select({ id: variations.id })
    .from(variations)
    .where(eq(variations.isActive, true))
    .orderBy(variations.id)
    .limit(count);
  return rows.map((row) => row.id);
}

describe('wishlist', () => {
  it('adds, lists with product data, removes, and keeps the ids in the session', async () => {
    const { call } = await createShopper(shop);
    const [first, second] = await someVariationIds(2);
    expect((await call('doAddWishlistItem', { variationId: first })).data).toEqual([first]);
    expect((await call('doAddWishlistItem', { variationId: second, quantity: 3 })).data).toEqual([second, first]);
    const list = await call<Entry[]>('getWishlist');
    expect(list.data!.map((entry) => [entry.variationId, entry.quantity])).toEqual([
      [second, 3],
      [first, 1],
    ]);
    expect(list.data![0]!.name).not.toBe('');
    expect((await call<Session>('getSession')).data!.basket.itemWishListIds).toEqual([second, first]);
    expect((await call('deleteWishlistItem', { variationId: first })).data).toBe(true);
    expect((await call('deleteWishlistItem', { variationId: first })).data).toBe(false);
    expect((await call<Entry[]>('getWishlist')).data!.map((entry) => entry.variationId)).toEqual([second]);
  });

  it('refuses unknown variations and bad input, and leaves out variations that are gone', async () => {
    const { call } = await createShopper(shop);
    expect((await call('doAddWishlistItem', { variationId: 999_999 })).error?.key).toBe('cart.variationNotFound');
    for (const input of [
      { variationId: -1 },
      { variationId: 1.5 },
      { variationId: 'x' },
      { variationId: 1000, quantity: 0 },
    ]) {
      expect((await call('doAddWishlistItem', input)).status, JSON.stringify(input)).toBe(400);
    }
    const variation = await findSimpleVariation(shop);
    await call('doAddWishlistItem', { variationId: variation.id });
    await shop.services.db.update(variations).set({ isActive: false }).where(eq(variations.id, variation.id));
    try {
      expect((await call<Entry[]>('getWishlist')).data).toEqual([]);
    } finally {
      await shop.services.db.update(variations).set({ isActive: true }).where(eq(variations.id, variation.id));
    }
  });

  it('is cleared on logout (spec §4)', async () => {
    const { call } = await createShopper(shop);
    const [first] = await someVariationIds(1);
    await call('doAddWishlistItem', { variationId: first });
    await call('doLogoutUser');
    expect((await call<Session>('getSession')).data!.basket.itemWishListIds).toEqual([]);
  });
});

describe('comparison list', () => {
  it(`keeps up to ${comparisonMaximum} variations in the session and says so when full`, async () => {
    const { call } = await createShopper(shop);
    const ids = await someVariationIds(comparisonMaximum + 1);
    for (const id of ids.slice(0, comparisonMaximum)) {
      expect((await call('doAddComparisonItem', { variationId: id })).status).toBe(200);
    }
    // Adding one that is already there changes nothing.
    expect((await call('doAddComparisonItem', { variationId: ids[0] })).status).toBe(200);
    const full = await call('doAddComparisonItem', { variationId: ids[comparisonMaximum] });
    expect([full.status, full.error?.key, full.error?.values]).toEqual([
      409,
      'comparison.full',
      { maximum: comparisonMaximum },
    ]);
    const list = await call<Entry[]>('getComparisonList');
    expect(list.data!.map((entry) => entry.variationId)).toEqual(ids.slice(0, comparisonMaximum).reverse());
    expect(list.data![0]!.attributes.length).toBeGreaterThan(0);
    expect((await call<number[]>('deleteComparisonItem', { variationId: ids[0] })).data).toHaveLength(
      comparisonMaximum - 1,
    );
    expect((await call<Session>('getSession')).data!.comparisonItemIds).not.toContain(ids[0]);
  });

  it('counts additions sent at the same moment: none is lost and only the one over the maximum is refused', async () => {
    const { call } = await createShopper(shop);
    const ids = await someVariationIds(comparisonMaximum + 3);
    // The shopper's session exists (a wish from before); then five quick taps, all at once.
    await call('doAddWishlistItem', { variationId: ids[comparisonMaximum + 2] });
    const answers = await Promise.all(
      ids.slice(0, comparisonMaximum + 1).map((variationId) => call('doAddComparisonItem', { variationId })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(comparisonMaximum).fill(200), 409]);
    const kept = (await call<Session>('getSession')).data!;
    expect(kept.comparisonItemIds).toHaveLength(comparisonMaximum);
    await Promise.all([
      call('doAddWishlistItem', { variationId: ids[0] }),
      call('doAddWishlistItem', { variationId: ids[1] }),
    ]);
    expect((await call<Session>('getSession')).data!.basket.itemWishListIds.sort()).toEqual(
      [ids[0], ids[1], ids[comparisonMaximum + 2]].sort(),
    );
  });
});
