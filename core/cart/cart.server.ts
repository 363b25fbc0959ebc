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
import { isSalable, type Product } from '../catalog/product.server';
import type { SessionRecord } from '../sessions/session-store.server';
import { parseOrderPropertyFileValue } from '../uploads/order-property-file-rules';
import { cartFileValue } from '../uploads/order-property-files.server';

/**
 * Changes to the cart (spec §3 Basket, §4 Cart): lines of variations with order property values,
 * checked against the current stock and limits on every change. Reading and pricing the cart is
 * cart-view.server.ts.
 */

export interface OrderParamInput {
  propertyId: number;
  value: string;
}

/** Product data of a line: the cached product page data (texts, pictures, order properties). */
export type ProductLookup = (itemId: number, variationId: number) => Promise<Product | null>;

const cartError = (status: number, key: string, message: string, values?: Record<string, number>) =>
  new ApiError({ status, key: `cart.${key}`, message, values });

type VariationRow = typeof variations.$inferSelect;

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
function checkQuantity(variation: VariationRow, quantity: number, limits: CartLimits): ApiEvent[] {
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

/** Order property values checked against the item's order properties (types, selections, required). */
function checkOrderParams(product: Product, params: OrderParamInput[]): OrderParamInput[] {
  const byId = new Map(product.orderProperties.map((property) => [property.id, property]));
  const values = new Map<number, string>();
  for (const param of params) {
    const property = byId.get(param.propertyId);
    const value = param.value.trim();
    if (!property) throw cartError(400, 'orderPropertyInvalid', 'Unknown order property');
    if (value === '') continue;
    const valid =
      property.valueType === 'int'
        ? /^-?\d{1,9}$/.test(value)
        : property.valueType === 'float'
          ? /^-?\d{1,9}([.,]\d{1,6})?$/.test(value)
          : property.valueType === 'selection'
            ? property.selectionValues.some((option) => String(option.id) === value)
            : property.valueType === 'empty'
              ? value === '1'
              : property.valueType === 'file'
                ? parseOrderPropertyFileValue(value) !== null
                : value.length <= 500;
    if (!valid) throw cartError(400, 'orderPropertyInvalid', 'Order property value not valid');
    values.set(property.id, value);
  }
  for (const property of product.orderProperties) {
    if (property.isRequired && !values.has(property.id)) {
      throw cartError(400, 'orderPropertyRequired', 'A required order property is missing');
    }
  }
  return [...values.entries()].sort(([a], [b]) => a - b).map(([propertyId, value]) => ({ propertyId, value }));
}

/**
 * File values must name a file uploaded for this very cart; the stored value takes the file name
 * from the upload, so a client cannot relabel someone's file or point at one it did not send.
 */
async function resolveFileParams(
  db: Database,
  cartId: number,
  product: Product,
  params: OrderParamInput[],
): Promise<OrderParamInput[]> {
  const fileProperties = new Set(
    product.orderProperties.filter((property) => property.valueType === 'file').map((property) => property.id),
  );
  return Promise.all(
    params.map(async (param) => {
      if (!fileProperties.has(param.propertyId)) return param;
      const value = await cartFileValue(db, cartId, param.value);
      if (!value) throw new ApiError({ status: 400, key: 'upload.fileMissing', message: 'Unknown upload' });
      return { propertyId: param.propertyId, value };
    }),
  );
}

const sameParams = (a: OrderParamInput[], b: OrderParamInput[]) => JSON.stringify(a) === JSON.stringify(b);

async function lockCart(tx: Executor, cartId: number) {
  await tx.execute(sql`select id from carts where id = ${cartId} for update`);
}

/**
 * What a change of the cart's lines sets on its row: adds compare the version they read with the
 * one they write at (ADR 0032), so every change that adds to the lines or takes them counts it up.
 * (Removing a line need not: an add to a removed line finds nothing to write and plans again.)
 */
export const cartLinesChanged = () => ({ version: sql`${carts.version} + 1`, updatedAt: new Date() });

type LineOfVariation = { id: number; quantity: number; orderParams: OrderParamInput[] };

/** The variation, with the cart's lines of it (and the version of the cart they were read at). */
interface AddBasis {
  variation: VariationRow;
  lines: LineOfVariation[];
  /** Null when the cart is gone. */
  cartVersion: number | null;
}

const linesOfVariation = (cartId: number, variationId: number) => sql<LineOfVariation[]>`coalesce((
  select json_agg(json_build_object('id', line.id, 'quantity', line.quantity, 'orderParams', line.order_params)
    order by line.id)
  from cart_items line where line.cart_id = ${cartId} and line.variation_id = ${variationId}), '[]'::json)`;

/** The variation with the cart's lines of it and the cart's version, in one statement, no lock. */
async function readAddBasis(db: Executor, cartId: number, variationId: number): Promise<AddBasis | undefined> {
  const [row] = await db
    .select({
      variation: variations,
      lines: linesOfVariation(cartId, variationId),
      cartVersion: sql<number | null>`(select version from carts where id = ${cartId})`,
    })
    .from(variations)
    .where(eq(variations.id, variationId));
  return row;
}

/**
 * Locks the cart (counting its version up), then reads the variation with the cart's lines of it:
 * two statements, as the read must see what other adds committed while this one waited for the
 * lock (a statement reads the data as it was when it began). Undefined when either is gone.
 */
async function lockCartReadingVariation(tx: Executor, cartId: number, variationId: number) {
  const [locked] = await tx
    .update(carts)
    .set(cartLinesChanged())
    .where(eq(carts.id, cartId))
    .returning({ version: carts.version });
  if (!locked) return undefined;
  const [row] = await tx
    .select({ variation: variations, lines: linesOfVariation(cartId, variationId) })
    .from(variations)
    .where(eq(variations.id, variationId));
  return row;
}

async function variationRow(db: Executor, variationId: number): Promise<VariationRow | undefined> {
  const [row] = await db.select().from(variations).where(eq(variations.id, variationId));
  return row;
}

/** What an add does to the cart: the line it adds to (or a new one), its new quantity, the events. */
interface PlannedAdd {
  line: LineOfVariation | undefined;
  quantity: number;
  events: ApiEvent[];
}

/** The add checked against the variation's rules and stock, counting the cart's lines of it. */
function planAdd(
  basis: Omit<AddBasis, 'cartVersion'>,
  params: OrderParamInput[],
  quantity: number,
  limits: CartLimits,
): PlannedAdd {
  const { variation, lines } = basis;
  const line = lines.find((candidate) => sameParams(candidate.orderParams, params));
  // Stock and maximum count every line of the variation; minimum and interval this line.
  const otherQuantity = lines.filter((other) => other !== line).reduce((sum, other) => sum + other.quantity, 0);
  const newQuantity = (line?.quantity ?? 0) + quantity;
  const events = checkQuantity(variation, newQuantity, limits);
  if (otherQuantity > 0)
    checkQuantity(
      { ...variation, minimumOrderQuantity: 1, intervalOrderQuantity: 1 },
      newQuantity + otherQuantity,
      limits,
    );
  return { line, quantity: newQuantity, events };
}

/**
 * Writes a planned add in one statement if the cart is still at the version it was planned at
 * (the cart row's update waits for a concurrent change and then compares with what that left).
 * False when it was not, or when the line to add to was removed meanwhile: plan again.
 */
async function writeAddIfUnchanged(
  db: Database,
  cartId: number,
  version: number,
  plan: PlannedAdd,
  variationId: number,
  params: OrderParamInput[],
): Promise<boolean> {
  const claimed = sql`claimed as (
    update carts set version = version + 1, updated_at = now()
    where id = ${cartId} and version = ${version} returning id)`;
  const written = plan.line
    ? await db.execute(sql`with ${claimed}
        update cart_items set quantity = ${plan.quantity}
        where id = ${plan.line.id} and cart_id in (select id from claimed) returning id`)
    : await db.execute(sql`with ${claimed}
        insert into cart_items (cart_id, variation_id, quantity, order_params)
        select id, ${variationId}, ${plan.quantity}, ${JSON.stringify(params)}::jsonb from claimed returning id`);
  return written.rows.length > 0;
}

/** Adds planned on what they read before one waits for the cart's lock instead. */
const unlockedAddAttempts = 2;

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
 * doAddCartItem: adds a quantity of a variation with its order property values. The same variation
 * with the same values adds to its line. Planned on what it read and written only if the cart has
 * not changed since (ADR 0032), so concurrent adds all count; when the cart keeps changing, the
 * add waits for the cart's lock instead.
 */
export async function addCartItem(
  db: Database,
  cartId: number,
  input: { variationId: number; quantity: number; orderParams: OrderParamInput[] },
  productOf: ProductLookup,
  limits: CartLimits,
): Promise<ApiEvent[]> {
  let basis = await readAddBasis(db, cartId, input.variationId);
  const known = basis?.variation;
  if (!known || !known.isActive) throw cartError(404, 'variationNotFound', 'No such variation');
  if (!isSalable(known)) throw cartError(409, 'notSalable', 'The variation cannot be ordered');
  const product = await productOf(known.itemId, known.id);
  if (!product) throw cartError(404, 'variationNotFound', 'No such variation');
  const params = await resolveFileParams(db, cartId, product, checkOrderParams(product, input.orderParams));
  for (let attempt = 0; attempt < unlockedAddAttempts; attempt++) {
    if (attempt > 0) basis = await readAddBasis(db, cartId, known.id);
    if (!basis || basis.cartVersion === null) throw cartError(404, 'variationNotFound', 'No such variation');
    const plan = planAdd(basis, params, input.quantity, limits);
    if (await writeAddIfUnchanged(db, cartId, basis.cartVersion, plan, known.id, params)) return plan.events;
  }
  // Only now a transaction: the product comes through the cache, which may query the pool, and a
  // transaction waiting for a second connection can starve the pool when many add at once.
  return db.transaction(async (tx) => {
    const locked = await lockCartReadingVariation(tx, cartId, known.id);
    if (!locked) throw cartError(404, 'variationNotFound', 'No such variation');
    const plan = planAdd(locked, params, input.quantity, limits);
    if (plan.line) await tx.update(cartItems).set({ quantity: plan.quantity }).where(eq(cartItems.id, plan.line.id));
    else
      await tx
        .insert(cartItems)
        .values({ cartId, variationId: known.id, quantity: plan.quantity, orderParams: params });
    return plan.events;
  });
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
