import { and, eq, sql } from 'drizzle-orm';
import { ApiError, type ApiEvent } from '../api/errors';
import { variations } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { cartItems, carts } from '../db/schema';
import {
  allowedQuantity,
  isAllowedQuantity,
  normalizeQuantityRule,
  type QuantityRule,
} from '../catalog/order-quantity';
import type { Product } from '../catalog/product.server';
import type { SessionRecord } from '../sessions/session-store.server';

/**
 * Changes to the cart (spec §3 Basket, §4 Cart): lines of variations with order property values,
 * checked against the current stock and limits on every change. Reading and pricing the cart is
 * cart-view.server.ts; adding to it add-to-cart.server.ts.
 */

export interface OrderParamInput {
  propertyId: number;
  value: string;
}

/** Product data of a line: the cached product page data (texts, pictures, order properties). */
export type ProductLookup = (itemId: number, variationId: number) => Promise<Product | null>;

export const cartError = (status: number, key: string, message: string, values?: Record<string, number>) =>
  new ApiError({ status, key: `cart.${key}`, message, values });

export type VariationRow = typeof variations.$inferSelect;

/** The shop's limits on a cart line (config MAX_LINE_QUANTITY). */
export interface CartLimits {
  maxLineQuantity: number;
}

/** The variation's own rules, its maximum never above the shop's cap per line. */
function quantityRuleOf(variation: VariationRow, limits: CartLimits): QuantityRule {
  return normalizeQuantityRule({
    minimum: variation.minimumOrderQuantity,
    interval: variation.intervalOrderQuantity,
    maximum: Math.min(variation.maximumOrderQuantity ?? limits.maxLineQuantity, limits.maxLineQuantity),
  });
}

/**
 * The quantity rules of spec §8 for a line's new total: minimum, interval, maximum, stock.
 * Returns an oversell warning event when the variation may be sold beyond its stock.
 */
export function checkQuantity(variation: VariationRow, quantity: number, limits: CartLimits): ApiEvent[] {
  const rule = quantityRuleOf(variation, limits);
  if (rule.maximum !== null && quantity > rule.maximum) {
    throw cartError(400, 'reachedMaximumQuantity', 'Maximum quantity exceeded', { maximum: rule.maximum });
  }
  if (quantity < rule.minimum) {
    throw cartError(400, 'minimumOrderQuantity', 'Minimum quantity not reached', { minimum: rule.minimum });
  }
  if (!isAllowedQuantity(quantity, rule)) {
    throw cartError(400, 'intervalOrderQuantity', 'Quantity not in steps of the interval', {
      interval: rule.interval,
      minimum: rule.minimum,
    });
  }
  if (quantity > variation.stock) {
    // Without the figure: asking for absurd quantities must not read out the stock.
    if (!variation.allowOversell) throw cartError(409, 'notEnoughStock', 'Not enough stock');
    return [{ type: 'cart.oversell', variationId: variation.id }];
  }
  return [];
}

async function lockCart(tx: Executor, cartId: number) {
  await tx.execute(sql`select id from carts where id = ${cartId} for update`);
}

/**
 * What a change of the cart's lines sets on its row: adds compare the version they read with the
 * one they write at (ADR 0032), so every change that adds to the lines or takes them counts it up.
 * (Removing a line need not: an add to a removed line finds nothing to write and plans again.)
 */
export const cartLinesChanged = () => ({ version: sql`${carts.version} + 1`, updatedAt: new Date() });

async function variationRow(db: Executor, variationId: number): Promise<VariationRow | undefined> {
  const [row] = await db.select().from(variations).where(eq(variations.id, variationId));
  return row;
}

/** The cart id a session remembers, or null before its first add. */
export function cartIdOfSession(session: SessionRecord | null): number | null {
  const cartId = session?.data.cartId;
  return typeof cartId === 'number' ? cartId : null;
}

/** Creates the session's cart when it has none; returns its id. */
export async function ensureCart(db: Database, cartId: number | null): Promise<number> {
  if (cartId !== null) {
    const [existing] = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId));
    if (existing) return existing.id;
  }
  const [created] = await db.insert(carts).values({}).returning({ id: carts.id });
  return created!.id;
}

/**
 * setCartItemQuantity: a new quantity for a line of this cart. More than the stock sets the
 * quantity to what is there and reports it (spec §4: availableStock with a warning); more than
 * the line's maximum sets it to the maximum, with the maximum's warning (spec §8).
 */
export async function setCartItemQuantity(
  db: Database,
  cartId: number | null,
  input: { cartItemId: number; quantity: number },
  limits: CartLimits,
): Promise<{ events: ApiEvent[]; availableStock?: number }> {
  if (cartId === null) throw cartError(404, 'itemNotFound', 'No such cart item');
  return db.transaction(async (tx) => {
    await lockCart(tx, cartId);
    const [line] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, input.cartItemId), eq(cartItems.cartId, cartId)));
    if (!line) throw cartError(404, 'itemNotFound', 'No such cart item');
    const variation = await variationRow(tx, line.variationId);
    if (!variation || !variation.isActive) throw cartError(404, 'variationNotFound', 'No such variation');
    const rule = quantityRuleOf(variation, limits);
    const capped: ApiEvent[] = [];
    let quantity = input.quantity;
    if (rule.maximum !== null && quantity > rule.maximum) {
      quantity = allowedQuantity(rule.maximum, rule);
      capped.push({ type: 'cart.reachedMaximumQuantity', maximum: quantity });
    }
    let availableStock: number | undefined;
    if (!variation.allowOversell && quantity > variation.stock) {
      availableStock = Math.max(variation.stock, 0);
      // The most the stock allows within the variation's steps (never below its minimum).
      quantity = allowedQuantity(availableStock, { ...rule, maximum: Math.max(availableStock, rule.minimum) });
      if (quantity > availableStock) throw cartError(409, 'notEnoughStock', 'Not enough stock');
      capped.splice(0, capped.length, { type: 'cart.quantityCappedAtStock', quantity });
    }
    const events = [...capped, ...checkQuantity(variation, quantity, limits)];
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
    await tx.update(carts).set(cartLinesChanged()).where(eq(carts.id, cartId));
    return availableStock === undefined ? { events } : { events, availableStock };
  });
}

export async function deleteCartItem(db: Database, cartId: number | null, cartItemId: number): Promise<void> {
  if (cartId === null) throw cartError(404, 'itemNotFound', 'No such cart item');
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw cartError(404, 'itemNotFound', 'No such cart item');
}

export async function clearCart(db: Database, cartId: number | null): Promise<void> {
  if (cartId === null) return;
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await db
    .update(carts)
    .set({ couponCode: null, ...cartLinesChanged() })
    .where(eq(carts.id, cartId));
}

/**
 * Deletes carts no session and no customer account refers to any more (their session expired or
 * was replaced without them) once they have been untouched for a day. Their lines go with them; their uploads are then
 * swept by sweepOrderPropertyFiles.
 */
export async function deleteOrphanedCarts(db: Database, now: Date = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const deleted = await db.execute<{ id: number }>(sql`
    delete from carts
    where updated_at < ${dayAgo}
      and not exists (
        select 1 from sessions where (sessions.data ->> 'cartId') = carts.id::text
      )
      and not exists (select 1 from customers where customers.cart_id = carts.id)
    returning id`);
  return deleted.rows.length;
}

/** Pieces in the cart, for the header's cart count. */
export async function cartItemQuantity(db: Database, cartId: number | null): Promise<number> {
  if (cartId === null) return 0;
  const [row] = await db
    .select({ quantity: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return row?.quantity ?? 0;
}

/** Applies a coupon code the cart has been checked with. */
export async function setCartCoupon(db: Database, cartId: number, couponCode: string): Promise<void> {
  await db.update(carts).set({ couponCode, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Takes the coupon off the cart; false when the cart does not carry this code. */
export async function removeCartCoupon(db: Database, cartId: number | null, couponCode: string): Promise<boolean> {
  if (cartId === null) return false;
  const removed = await db
    .update(carts)
    .set({ couponCode: null, updatedAt: new Date() })
    .where(and(eq(carts.id, cartId), eq(carts.couponCode, couponCode)))
    .returning({ id: carts.id });
  return removed.length > 0;
}

/** Where the cart would be shipped (the shipping estimate's country). */
export async function setCartShippingCountry(db: Database, cartId: number, shippingCountryId: number): Promise<void> {
  await db.update(carts).set({ shippingCountryId, updatedAt: new Date() }).where(eq(carts.id, cartId));
}
