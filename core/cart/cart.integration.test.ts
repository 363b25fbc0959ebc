import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOrderProperties, variations } from '../db/catalog-schema';
import { createShopper, findSimpleVariation, findVariationWithStock } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function shopper() {
  return createShopper(shop);
}

const simpleVariation = (minimumStock = 3) => findSimpleVariation(shop, { minimumStock });

describe('cart', () => {
  it('is empty for a new visitor and adding creates it with server-side prices and VAT', async () => {
    const { call } = await shopper();
    expect((await call('getCart')).data).toMatchObject({ items: [], itemQuantity: 0, basketAmount: 0 });
    const variation = await simpleVariation();
    const added = await call('doAddCartItem', { productId: variation.id, quantity: 2 });
    expect(added.status).toBe(200);
    const cart = added.data!;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ variationId: variation.id, quantity: 2 });
    expect(cart.items[0]!.linePrice).toBe(cart.items[0]!.unitPrice * 2);
    expect(cart.itemSum).toBe(cart.items[0]!.linePrice);
    expect(cart.totalVats[0]).toMatchObject({ vatValue: 19 });
    expect(cart.totalVats[0]!.vatAmount).toBe(cart.itemSum - Math.round((cart.itemSum * 10000) / 11900));
    // Adding the same again adds to the line; the header count follows.
    const again = await call('doAddCartItem', { productId: variation.id, quantity: 1 });
    expect(again.data!.items[0]!.quantity).toBe(3);
    expect((await call('getSession')).data).toMatchObject({ basket: { itemQuantity: 3 } });
  });

  it('refuses more than the stock without reading out the stock, and unknown variations', async () => {
    const { call } = await shopper();
    const variation = await findVariationWithStock(shop, 37);
    const tooMany = await call('doAddCartItem', { productId: variation.id, quantity: 38 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.error!.key).toBe('cart.notEnoughStock');
    expect(tooMany.error!.values).toBeUndefined();
    expect(tooMany.error!.message).not.toContain('37');
    expect((await call('doAddCartItem', { productId: 999_999, quantity: 1 })).error?.key).toBe(
      'cart.variationNotFound',
    );
    expect((await call('getCart')).data!.items).toEqual([]);
  });

  it('refuses more pieces on one line than the shop allows (MAX_LINE_QUANTITY), whatever the stock', async () => {
    const { call } = await shopper();
    const variation = await findVariationWithStock(shop, 100_000);
    await shop.services.db.update(variations).set({ allowOversell: true }).where(eq(variations.id, variation.id));
    const absurd = await call('doAddCartItem', { productId: variation.id, quantity: 100_000 });
    expect(absurd).toMatchObject({
      status: 400,
      error: { key: 'cart.reachedMaximumQuantity', values: { maximum: shop.config.MAX_LINE_QUANTITY } },
    });
    // Nor in small steps: the line's total counts.
    await call('doAddCartItem', { productId: variation.id, quantity: 99 });
    expect((await call('doAddCartItem', { productId: variation.id, quantity: 2 })).error?.key).toBe(
      'cart.reachedMaximumQuantity',
    );
    // Typed into the cart: set to the maximum, with the maximum's warning.
    const line = (await call('getCart')).data!.items[0]!;
    const capped = await call('setCartItemQuantity', {
      productId: variation.id,
      quantity: 100_000,
      cartItemId: line.id,
    });
    expect(capped.data!.items[0]!.quantity).toBe(100);
    expect(capped.data!.apiEvents).toContainEqual({ type: 'cart.reachedMaximumQuantity', maximum: 100 });
    await shop.services.db.update(variations).set({ allowOversell: false }).where(eq(variations.id, variation.id));
  });

  it('keeps to minimum and interval (hotel mirrors: from 2 in steps of 2) and requires their order property', async () => {
    const { call } = await shopper();
    const [hotel] = await shop.services.db.select().from(variations).where(eq(variations.itemId, 110)).limit(1);
    const withoutBracket = await call('doAddCartItem', { productId: hotel!.id, quantity: 2 });
    expect(withoutBracket.error?.key).toBe('cart.orderPropertyRequired');
    const params = [{ propertyId: 4, value: '2' }];
    expect(
      (await call('doAddCartItem', { productId: hotel!.id, quantity: 1, basketItemOrderParams: params })).error?.key,
    ).toBe('cart.minimumOrderQuantity');
    expect(
      (await call('doAddCartItem', { productId: hotel!.id, quantity: 3, basketItemOrderParams: params })).error?.key,
    ).toBe('cart.intervalOrderQuantity');
    const added = await call('doAddCartItem', { productId: hotel!.id, quantity: 4, basketItemOrderParams: params });
    expect(added.status).toBe(200);
    expect(added.data!.items[0]!.basketItemOrderParams).toEqual([
      expect.objectContaining({ name: 'Farbe der Wandhalterung', value: 'Edelstahl gebürstet', price: 0 }),
    ]);
  });

  it('adds order property surcharges to the price of each piece', async () => {
    const { call } = await shopper();
    // Engraving (property 1, 9.90 € surcharge) on an item that offers it.
    const [row] = await shop.services.db
      .select({ variation: variations })
      .from(variations)
      .innerJoin(itemOrderProperties, eq(itemOrderProperties.itemId, variations.itemId))
      .where(and(eq(itemOrderProperties.propertyId, 1), eq(variations.isActive, true), gt(variations.stock, 5)))
      .limit(1);
    const plain = await call('doAddCartItem', { productId: row!.variation.id, quantity: 1 });
    const engraved = await call('doAddCartItem', {
      productId: row!.variation.id,
      quantity: 1,
      basketItemOrderParams: [{ propertyId: 1, value: 'Für Anna' }],
    });
    const lines = engraved.data!.items;
    expect(lines).toHaveLength(2);
    expect(lines[1]!.unitPrice - plain.data!.items[0]!.unitPrice).toBe(990);
    // The same engraving again adds to its line.
    const again = await call('doAddCartItem', {
      productId: row!.variation.id,
      quantity: 1,
      basketItemOrderParams: [{ propertyId: 1, value: 'Für Anna' }],
    });
    expect(again.data!.items.map((line) => line.quantity)).toEqual([1, 2]);
  });

  it('sets quantities, caps them at the stock with availableStock, deletes lines and clears the cart', async () => {
    const { call } = await shopper();
    const variation = await findVariationWithStock(shop, 7);
    const line = (await call('doAddCartItem', { productId: variation.id, quantity: 1 })).data!.items[0]!;
    const set = await call('setCartItemQuantity', { productId: variation.id, quantity: 2, cartItemId: line.id });
    expect(set.data!.items[0]!.quantity).toBe(2);
    const capped = await call('setCartItemQuantity', { productId: variation.id, quantity: 50, cartItemId: line.id });
    expect(capped.data!.availableStock).toBe(7);
    expect(capped.data!.items[0]!.quantity).toBe(7);
    expect(capped.data!.apiEvents).toContainEqual({ type: 'cart.quantityCappedAtStock', quantity: 7 });
    expect((await call('deleteCartItem', { cartItemId: line.id })).data!.items).toEqual([]);
    await call('doAddCartItem', { productId: variation.id, quantity: 1 });
    expect((await call('deleteCart')).data!.items).toEqual([]);
  });

  it("never touches another session's cart item and refuses bad quantities", async () => {
    const anna = await shopper();
    const ben = await shopper();
    const variation = await simpleVariation();
    const annasLine = (await anna.call('doAddCartItem', { productId: variation.id, quantity: 1 })).data!.items[0]!;
    await ben.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    expect((await ben.call('deleteCartItem', { cartItemId: annasLine.id })).error?.key).toBe('cart.itemNotFound');
    expect(
      (await ben.call('setCartItemQuantity', { productId: variation.id, quantity: 2, cartItemId: annasLine.id }))
        .status,
    ).toBe(404);
    for (const quantity of [0, -1, 1.5, 1e9]) {
      expect((await anna.call('doAddCartItem', { productId: variation.id, quantity })).status).toBe(400);
    }
    expect((await anna.call('getCart')).data!.items[0]!.quantity).toBe(1);
  });

  it('counts every one of many concurrent adds', async () => {
    const { call } = await shopper();
    const variation = await simpleVariation(20);
    await call('getCart');
    await call('doAddCartItem', { productId: variation.id, quantity: 1 });
    await Promise.all(Array.from({ length: 8 }, () => call('doAddCartItem', { productId: variation.id, quantity: 1 })));
    expect((await call('getCart')).data!.items[0]!.quantity).toBe(9);
  });

  it('serves more shoppers adding at the same moment than the database pool has connections', async () => {
    // Mirrors nobody has looked at yet: the product data comes from the database, not the cache.
    const fresh = await shop.services.db
      .select({ id: variations.id })
      .from(variations)
      .where(
        and(
          eq(variations.isActive, true),
          gt(variations.stock, 3),
          eq(variations.minimumOrderQuantity, 1),
          eq(variations.intervalOrderQuantity, 1),
          sql`${variations.availabilityId} < 9`,
          sql`not exists (select 1 from ${itemOrderProperties} where ${itemOrderProperties.itemId} = ${variations.itemId})`,
        ),
      )
      .orderBy(desc(variations.id))
      .limit(14);
    expect(fresh.length).toBeGreaterThan(10);
    const shoppers = await Promise.all(fresh.map(() => shopper()));
    const added = await Promise.all(
      shoppers.map(({ call }, index) => call('doAddCartItem', { productId: fresh[index]!.id, quantity: 1 })),
    );
    expect(added.map((answer) => answer.status)).toEqual(fresh.map(() => 200));
  });

  it('removes lines whose variation can no longer be ordered, and says so', async () => {
    const { call } = await shopper();
    const variation = await simpleVariation();
    await call('doAddCartItem', { productId: variation.id, quantity: 1 });
    await shop.services.db.update(variations).set({ isActive: false }).where(eq(variations.id, variation.id));
    const cart = await call('getCart');
    expect(cart.data!.items).toEqual([]);
    expect(cart.data!.apiEvents).toEqual([expect.objectContaining({ type: 'cart.itemsRemoved', count: 1 })]);
    await shop.services.db.update(variations).set({ isActive: true }).where(eq(variations.id, variation.id));
  });
});
