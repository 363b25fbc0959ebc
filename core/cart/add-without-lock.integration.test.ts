import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProduct } from '../catalog/product.server';
import { carts, cartItems } from '../db/schema';
import { findVariationWithStock } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { addCartItem } from './add-to-cart.server';
import { setCartItemQuantity, type ProductLookup } from './cart.server';

/**
 * An add plans on what it read and writes only if the cart is still at that version (ADR 0032).
 * These change the cart between an add's read and its write (the product lookup runs there) and
 * check that the add counts what the change left, as it did when it held the cart's lock.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const limits = { maxLineQuantity: 100 };

async function newCart(): Promise<number> {
  const [cart] = await shop.services.db.insert(carts).values({}).returning({ id: carts.id });
  return cart!.id;
}

const lookup: ProductLookup = (itemId, variationId) =>
  loadProduct(shop.services.db, { itemId, variationId, locale: 'de' }).catch(() => null);

/** A lookup that first runs `meanwhile`, as another request of the same shopper would. */
const changingMeanwhile =
  (meanwhile: () => Promise<unknown>): ProductLookup =>
  async (itemId, variationId) => {
    await meanwhile();
    return lookup(itemId, variationId);
  };

const lineQuantity = async (cartId: number) =>
  (await shop.services.db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).map((line) => line.quantity);

/**
 * A new cart with one line of a variation of `stock` pieces, and an add to it of `adding` pieces
 * during whose product lookup `meanwhile` changes the line (by its id) as another request would.
 */
async function cartWithLine(stock: number, quantity: number) {
  const { db } = shop.services;
  const variation = await findVariationWithStock(shop, stock);
  const cartId = await newCart();
  await addCartItem(db, cartId, { variationId: variation.id, quantity, orderParams: [] }, lookup, limits);
  const [line] = await db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
  const addWhile = (adding: number, meanwhile: () => Promise<unknown>) =>
    addCartItem(
      db,
      cartId,
      { variationId: variation.id, quantity: adding, orderParams: [] },
      changingMeanwhile(meanwhile),
      limits,
    );
  const setLine = (to: number) => () => setCartItemQuantity(db, cartId, { cartItemId: line!.id, quantity: to }, limits);
  return { cartId, addWhile, setLine, quantities: () => lineQuantity(cartId) };
}

describe('adding to a cart that changes meanwhile', () => {
  it('adds to the quantity another change set, not to the one it read', async () => {
    const cart = await cartWithLine(10, 1);
    await cart.addWhile(2, cart.setLine(3));
    // Planned on the quantity it read (1), the add would have written 3.
    expect(await cart.quantities()).toEqual([5]);
  });

  it('checks the stock against what is in the cart when it writes', async () => {
    const cart = await cartWithLine(4, 2);
    await expect(cart.addWhile(1, cart.setLine(4))).rejects.toMatchObject({ status: 409, key: 'cart.notEnoughStock' });
    expect(await cart.quantities()).toEqual([4]);
  });

  it('adds what it would have refused on what it read, once the line was lowered meanwhile', async () => {
    const cart = await cartWithLine(4, 4);
    await cart.addWhile(1, cart.setLine(1));
    // Read at 4 of 4 pieces, the add looked impossible; at 1 it is not.
    expect(await cart.quantities()).toEqual([2]);
  });

  it('adds a new line again when the line it would add to was removed meanwhile', async () => {
    const cart = await cartWithLine(10, 1);
    await cart.addWhile(2, () => shop.services.db.delete(cartItems).where(eq(cartItems.cartId, cart.cartId)));
    expect(await cart.quantities()).toEqual([2]);
  });
});
