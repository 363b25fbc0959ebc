import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { bundleComponents, items, variations } from '../db/catalog-schema';

/**
 * Gift sets show what they save (spec §9 "bundle discount rounded percent from crossed price",
 * issue 39 item 10): the parts bought one by one at today's prices, and the saving in whole percent.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Prices = { unitPriceCents: number; setSavings?: { partsCents: number; percent: number } };

describe('a gift set', () => {
  it('names its parts` price one by one and the saving; an item that is no set names none', async () => {
    const [set] = await shop.services.db
      .select({ itemId: items.id, variationId: variations.id })
      .from(items)
      .innerJoin(variations, eq(variations.itemId, items.id))
      .where(eq(items.itemType, 'set'));
    const parts = await shop.services.db
      .select({
        variationId: bundleComponents.componentVariationId,
        quantity: bundleComponents.quantity,
        itemId: variations.itemId,
      })
      .from(bundleComponents)
      .innerJoin(variations, eq(variations.id, bundleComponents.componentVariationId))
      .where(eq(bundleComponents.bundleVariationId, set!.variationId));
    const visitor = await createShopper(shop);
    const pricesOf = async (itemId: number, variationId?: number) =>
      (await visitor.call<{ prices: Prices }>('getProduct', { itemId, variationId })).data!.prices;

    let partsCents = 0;
    for (const part of parts)
      partsCents += (await pricesOf(part.itemId, part.variationId)).unitPriceCents * part.quantity;
    const prices = await pricesOf(set!.itemId);
    expect(partsCents).toBeGreaterThan(prices.unitPriceCents);
    expect(prices.setSavings).toEqual({
      partsCents,
      percent: Math.round(((partsCents - prices.unitPriceCents) * 100) / partsCents),
    });

    const single = await findSimpleVariation(shop);
    expect((await pricesOf(single.itemId)).setSavings).toBeUndefined();
  });
});
