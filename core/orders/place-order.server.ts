import { systemActor } from './order-history.server';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { customerCampaignUses } from '../coupons/coupons.server';
import type { CartLine, CartView } from '../cart/cart-view.server';
import type { CartTotals } from '../cart/cart-totals';
import type { Database, Executor, Transaction } from '../db/connection.server';
import { columnJsonOf, rowOfColumnJson } from '../db/json-rows';
import { refusalKeyOf } from '../db/postgres-errors';
import { orderItems, orders, type OrderAddress } from '../db/order-schema';
import type { ChosenParcelStation, PreferredNeighbour } from '../db/json-columns';
import { couponCampaigns, couponCodes, orderPropertyFiles } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { parseOrderPropertyFileValue } from '../uploads/order-property-file-rules';
import { orderFitsColumns } from './order-limits';
import type { CheckoutVat } from '../vat/checkout-vat.server';
import { itemRows, orderRow } from './order-rows';

/**
 * Turns a priced cart into an order in one statement (spec §4 checkout, issue "Orders", ADR 0032): stock
 * taken without overselling even when many buy the last pieces at once, the coupon's use counted
 * within its limits, the cart emptied. Either all of it happens or nothing does.
 */

/** What an order is made of: a priced cart, or an accepted offer priced like one. */
export type OrderedLine = Pick<
  CartLine,
  'variationId' | 'quantity' | 'unitPrice' | 'unitPriceNet' | 'vatRate' | 'basketItemOrderParams'
> & {
  /** The cart line it was priced from (an order from a cart); an offer's lines have none. */
  id?: number;
  variation: Pick<CartLine['variation'], 'itemId' | 'name' | 'bundleComponents'>;
};
export type OrderedCart = Omit<
  Pick<CartView, keyof CartTotals | 'items' | 'couponCode' | 'currency' | 'shippingProfileId' | 'shippingProfileName'>,
  'items'
> & { items: OrderedLine[] };

export interface PlaceOrderInput {
  idempotencyKey: string;
  /**
   * The cart it came from; null for an offer's order. Its ordered lines leave it in the order's
   * transaction, and a line that is gone or changed by then refuses the order (409): another order
   * took this cart meanwhile (one cart, one order).
   */
  cartId: number | null;
  /**
   * Payment first: the money is in, so the order stands whatever became of the cart since the
   * payment began (what is left of its ordered lines leaves it).
   */
  paidAlready?: boolean;
  /** The cart as loadCart priced it just now, on the server (never prices from the client). */
  cart: OrderedCart;
  customerId: number | null;
  email: string;
  language: Locale;
  billingAddress: OrderAddress;
  deliveryAddress: OrderAddress;
  payment: { id: number; key: string; name: string };
  additional: { orderContactWish: string; orderCustomerSign: string; shippingPrivacyHintAccepted: boolean };
  /**
   * Work of the same transaction once the order row exists (an offer is marked taken): throwing
   * undoes the order.
   */
  alsoInTransaction?: (tx: Transaction, orderId: number) => Promise<void>;
  /** A tax-free intra-community supply (issue 39): the buyer's VAT id and what VIES said of it. */
  vat?: Extract<CheckoutVat, { treatment: 'intraCommunitySupply' }>;
  /** DHL preferred delivery and the parcel station (issue 22); absent for an offer's order without them. */
  delivery?: {
    preferredDeliveryDay: string | null;
    preferredDropOffPlace: string;
    preferredNeighbour: PreferredNeighbour | null;
    parcelStation: ChosenParcelStation | null;
  };
}

export type PlacedOrder =
  | {
      orderId: number;
      accessKey: string;
      replayed: false;
      /** The order and its lines as inserted (nothing to read back). */
      row: typeof orders.$inferSelect;
      items: Array<typeof orderItems.$inferSelect>;
      /**
       * Payment first: some ordered lines were no longer in the cart (another order took them, or
       * the shopper removed them) while the payment was open; the order stands, the staff should look.
       */
      cartLinesGone: boolean;
    }
  /** A retry or double submit of an order that already exists. */
  | { orderId: number; accessKey: string; replayed: true };

/** ≥128-bit access key for the confirmation URL (spec /confirmation/{orderId}/{accessKey}). */
export function newAccessKey(): string {
  return randomBytes(24).toString('base64url');
}

/** Without the figure: the stock is nobody's business but the shop's. */
const notEnoughStock = () => new ApiError({ status: 409, key: 'order.notEnoughStock', message: 'Not enough stock.' });

/** Refused the order because another order took the coupon's last use meanwhile. */
const couponUsedUp = () =>
  new ApiError({ status: 409, key: 'coupon.fullyRedeemed', message: 'The coupon has been fully redeemed.' });

/** The customer has used codes of the campaign as often as it allows one customer. */
const usedUpByCustomer = (maxUses: number) =>
  new ApiError({
    status: 409,
    key: 'coupon.usedUpByCustomer',
    message: 'The coupon has been used as often as it allows one customer.',
    values: { maxUses },
  });

/** The order's numbers leave the range of its columns (a total above 21 million euros, say). */
export const orderTotalTooHigh = () =>
  new ApiError({ status: 422, key: 'order.totalTooHigh', message: 'The order total is too high.' });

export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlacedOrder> {
  // Whatever path it came by (checkout, offer, payment first): refused here, never the database's 22003.
  if (!orderFitsColumns(input.cart)) throw orderTotalTooHigh();
  // No lookup first: place_order refuses a key that has its order already (the checkout has just
  // looked, and a Mollie webhook retry is rare), and that order is answered below.
  const accessKey = newAccessKey();
  try {
    // The order's write is one statement (ADR 0032); what only some orders need (a coupon's use,
    // an offer taken, uploaded files kept) joins it in one transaction.
    const { row, items, taken } = needsTransaction(input)
      ? await db.transaction(async (tx) => {
          const written = await writeOrder(tx, input, accessKey);
          await input.alsoInTransaction?.(tx, written.row.id);
          if (input.cart.couponCode) await countCouponUse(tx, input.cart.couponCode, input, written.row.id);
          if (input.cartId !== null) await keepUploadedFiles(tx, input.cartId, written.row.id, written.taken);
          return written;
        })
      : await writeOrder(db, input, accessKey);
    const cartLinesGone =
      input.cartId !== null && input.cart.items.some((line) => !taken.some((took) => took.id === line.id));
    return { orderId: row.id, accessKey, replayed: false, row, items, cartLinesGone };
  } catch (error) {
    // A retry, or two submits at once: the key's order is answered (only for the cart that made it).
    const earlier = await findByIdempotencyKey(db, input);
    if (earlier) return earlier;
    throw refusalOf(error) ?? error;
  }
}

/** Another order took this cart (or the shopper changed it) since it was priced for this one. */
const cartAlreadyOrdered = () =>
  new ApiError({
    status: 409,
    key: 'order.cartAlreadyOrdered',
    message: 'This cart has already become an order or has changed meanwhile.',
  });

/** place_order's refusals as the shopper's answers. */
function refusalOf(error: unknown): ApiError | null {
  const key = refusalKeyOf(error);
  if (key === 'order.cartAlreadyOrdered') return cartAlreadyOrdered();
  if (key === 'order.notEnoughStock') return notEnoughStock();
  // The key's order was there, and then gone by the lookup (deleted by staff meanwhile).
  if (key === 'order.idempotencyKeyExists') {
    return new ApiError({
      status: 409,
      key: 'order.conflict',
      message: 'The order could not be placed; please try again.',
    });
  }
  return null;
}

/**
 * Only a coupon, an offer or order property values (uploaded files among them, which then belong
 * to the order) need more than place_order's one statement.
 */
const needsTransaction = (input: PlaceOrderInput) =>
  Boolean(
    input.alsoInTransaction ||
    input.cart.couponCode ||
    (input.cartId !== null && input.cart.items.some((line) => line.basketItemOrderParams.length > 0)),
  );

interface WrittenOrder {
  row: typeof orders.$inferSelect;
  items: Array<typeof orderItems.$inferSelect>;
  /** The cart lines the order took, with their stored order property values. */
  taken: Array<{ id: number; quantity: number; params: Array<{ value: string }> }>;
}

/**
 * The order's write (SQL function place_order, migration 0041): the ordered lines leave the cart
 * (its coupon too), refused if one is gone or changed meanwhile (unless paid already); the order
 * row; the stock, without overselling; the order's lines. Refused when the key's order exists.
 */
async function writeOrder(executor: Executor, input: PlaceOrderInput, accessKey: string): Promise<WrittenOrder> {
  const orderedLines =
    input.cartId === null
      ? []
      : input.cart.items.map((line) => {
          if (line.id === undefined) throw new Error('an order from a cart needs the ids of its cart lines');
          return { id: line.id, quantity: line.quantity };
        });
  const result = await executor.execute<{ placed: PlacedRowsJson }>(sql`
    select place_order(
      ${input.cartId}::integer, ${JSON.stringify(orderedLines)}::jsonb, ${input.paidAlready ?? false},
      ${JSON.stringify(columnJsonOf(orders, orderRow(input, accessKey)))}::jsonb,
      ${JSON.stringify(stockTaken(input.cart))}::jsonb,
      ${JSON.stringify(itemRows(input.cart).map((row) => columnJsonOf(orderItems, row)))}::jsonb,
      ${systemActor}
    ) as placed`);
  const placed = result.rows[0]!.placed;
  return {
    row: rowOfColumnJson(orders, placed.order),
    items: placed.items.map((item) => rowOfColumnJson(orderItems, item)),
    taken: placed.taken,
  };
}

interface PlacedRowsJson {
  order: Record<string, unknown>;
  items: Array<Record<string, unknown>>;
  taken: WrittenOrder['taken'];
}

/**
 * The pieces to take off the stock per variation, sorted by variation: rows are locked in id
 * order, so two orders of the same variations never wait for each other in a circle.
 */
function stockTaken(cart: OrderedCart): Array<{ variation_id: number; quantity: number }> {
  const quantities = new Map<number, number>();
  for (const line of cart.items)
    quantities.set(line.variationId, (quantities.get(line.variationId) ?? 0) + line.quantity);
  return [...quantities]
    .sort(([a], [b]) => a - b)
    .map(([variationId, quantity]) => ({ variation_id: variationId, quantity }));
}

/** The order an idempotency key already made: only for the cart that made it, else a conflict. */
export async function findByIdempotencyKey(
  db: Database,
  input: Pick<PlaceOrderInput, 'idempotencyKey' | 'cartId'>,
): Promise<PlacedOrder | null> {
  const [row] = await db
    .select({ id: orders.id, cartId: orders.cartId, accessKey: orders.accessKey })
    .from(orders)
    .where(eq(orders.idempotencyKey, input.idempotencyKey));
  if (!row) return null;
  if (row.cartId !== input.cartId) {
    throw new ApiError({ status: 409, key: 'order.idempotencyKeyUsed', message: 'This key belongs to another order.' });
  }
  return { orderId: row.id, accessKey: row.accessKey, replayed: true };
}

/**
 * Counts one use of the code and one redemption of its campaign, each only within its limit, and
 * the customer's uses of the campaign within its limit per customer. The campaign's row stays
 * locked by its update until this order commits, so a parallel order with a code of the same
 * campaign waits there and then counts this one: two orders of one customer cannot both pass.
 */
async function countCouponUse(
  tx: Transaction,
  code: string,
  who: Pick<PlaceOrderInput, 'customerId' | 'email'>,
  orderId: number,
): Promise<void> {
  const [codeRow] = await tx
    .update(couponCodes)
    .set({ uses: sql`${couponCodes.uses} + 1` })
    .where(
      and(
        eq(couponCodes.code, code),
        sql`(${couponCodes.maxUses} is null or ${couponCodes.uses} < ${couponCodes.maxUses})`,
      ),
    )
    .returning({ campaignId: couponCodes.campaignId });
  if (!codeRow) throw couponUsedUp();
  const [campaign] = await tx
    .update(couponCampaigns)
    .set({ redemptions: sql`${couponCampaigns.redemptions} + 1` })
    .where(
      and(
        eq(couponCampaigns.id, codeRow.campaignId),
        sql`(${couponCampaigns.maxRedemptions} is null or ${couponCampaigns.redemptions} < ${couponCampaigns.maxRedemptions})`,
      ),
    )
    .returning({ id: couponCampaigns.id, maxUsesPerCustomer: couponCampaigns.maxUsesPerCustomer });
  if (!campaign) throw couponUsedUp();
  if (campaign.maxUsesPerCustomer === null) return;
  const identity = who.customerId === null ? { email: who.email } : { email: who.email, customerId: who.customerId };
  const earlier = await customerCampaignUses(tx, campaign.id, identity, orderId);
  if (earlier >= campaign.maxUsesPerCustomer) throw usedUpByCustomer(campaign.maxUsesPerCustomer);
}

/**
 * Uploaded files of the ordered lines (the cart's lines as they were deleted) now belong to the
 * order: the cart's sweep leaves them.
 */
async function keepUploadedFiles(
  tx: Transaction,
  cartId: number,
  orderId: number,
  lines: Array<{ params: Array<{ value: string }> }>,
): Promise<void> {
  const tokens = lines
    .flatMap((line) => line.params.map((param) => parseOrderPropertyFileValue(param.value)?.token))
    .filter((token): token is string => Boolean(token));
  if (tokens.length === 0) return;
  await tx
    .update(orderPropertyFiles)
    .set({ orderId })
    .where(and(eq(orderPropertyFiles.cartId, cartId), inArray(orderPropertyFiles.token, tokens)));
}
