import { eq, sql } from 'drizzle-orm';
import { ApiError, type ApiEvent } from '../api/errors';
import { isSalable, type Product } from '../catalog/product.server';
import { variations } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { cartItems, carts } from '../db/schema';
import { parseOrderPropertyFileValue } from '../uploads/order-property-file-rules';
import { cartFileValue } from '../uploads/order-property-files.server';
import {
  cartError,
  cartLinesChanged,
  checkQuantity,
  type CartLimits,
  type OrderParamInput,
  type ProductLookup,
  type VariationRow,
} from './cart.server';

/**
 * doAddCartItem (spec §3 Basket, §8 quantity rules): the order property values checked, the add
 * planned on the variation and the cart's lines of it as read, and written only if the cart has
 * not changed since (ADR 0032).
 */

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

/**
 * The same order property values (the database gives a line's values back with its keys in its
 * own order, so the objects are compared by their fields).
 */
const sameParams = (a: OrderParamInput[], b: OrderParamInput[]) =>
  a.length === b.length &&
  a.every((param, index) => param.propertyId === b[index]!.propertyId && param.value === b[index]!.value);

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

/** The plan, or null when it was refused (an ApiError): to be planned again under the lock. */
function plannedOrRefused(plan: () => PlannedAdd): PlannedAdd | null {
  try {
    return plan();
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * Writes a planned add in one statement if the cart is still at the version it was planned at
 * (the cart row's update waits for a concurrent change and then compares with what that left).
 * False when it was not, or when the line to add to was removed or changed meanwhile (its
 * quantity is compared too: a process of the shop's previous version changes lines without
 * counting the version up, while both run during an update).
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
        where id = ${plan.line.id} and quantity = ${plan.line.quantity} and cart_id in (select id from claimed)
        returning id`)
    : await db.execute(sql`with ${claimed}
        insert into cart_items (cart_id, variation_id, quantity, order_params)
        select id, ${variationId}, ${plan.quantity}, ${JSON.stringify(params)}::jsonb from claimed returning id`);
  return written.rows.length > 0;
}

/**
 * doAddCartItem: adds a quantity of a variation with its order property values. The same variation
 * with the same values adds to its line. Planned on what it read and written only if the cart has
 * not changed since (ADR 0032), so concurrent adds all count; when it has, the add waits for the
 * cart's lock and plans again.
 */
export async function addCartItem(
  db: Database,
  cartId: number,
  input: { variationId: number; quantity: number; orderParams: OrderParamInput[] },
  productOf: ProductLookup,
  limits: CartLimits,
): Promise<ApiEvent[]> {
  const basis = await readAddBasis(db, cartId, input.variationId);
  const known = basis?.variation;
  if (!known || !known.isActive) throw cartError(404, 'variationNotFound', 'No such variation');
  if (!isSalable(known)) throw cartError(409, 'notSalable', 'The variation cannot be ordered');
  const product = await productOf(known.itemId, known.id);
  if (!product) throw cartError(404, 'variationNotFound', 'No such variation');
  const params = await resolveFileParams(db, cartId, product, checkOrderParams(product, input.orderParams));
  if (basis.cartVersion === null) throw cartError(404, 'variationNotFound', 'No such variation');
  // A refusal planned on what was read may be out of date (the line lowered meanwhile): it is
  // only given once the lines are read under the cart's lock.
  const plan = plannedOrRefused(() => planAdd(basis, params, input.quantity, limits));
  if (plan && (await writeAddIfUnchanged(db, cartId, basis.cartVersion, plan, known.id, params))) return plan.events;
  // The cart changed since it was read (another request of the same shopper): plan again with
  // the cart locked. Only now a transaction: the product comes through the cache, which may query
  // the pool, and a transaction waiting for a second connection can starve the pool.
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
