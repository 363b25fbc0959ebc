import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { ApiError } from '../api/errors';
import { sessionKnowsOrder, sessionPlacedOrder, withPlacedOrder } from '../sessions/checkout-state';
import { maxColumnInteger } from '../api/column-limits';
import { orders } from '../db/order-schema';
import { enforceRateLimits, releaseHits, type RateLimit } from '../security/rate-limits.server';
import type { SessionRecord } from '../sessions/session-store.server';
import { emailKey } from '../mail/email-key';
import { orderTypes } from '../order-status';

/**
 * Who may do what with an order: the one place every order, payment, document and return call
 * asks. An order is known to a visitor in three ways:
 *
 * - **placed** in this session (or paid first here, so Mollie's report placed it);
 * - **owned**: it belongs to the customer logged in on this session;
 * - **proven** in this session: the access key plus the last name or a postal code of the order
 *   (spec §6 soft login).
 *
 * The access key of a confirmation link alone shows nothing. Whatever a visitor may not reach
 * answers exactly like an order that does not exist (404), so ids and keys cannot be probed.
 * An order can also be **named** (its number with its e-mail address, in a withdrawal declaration):
 * that proves nothing and only tells staff which order to check.
 *
 * Every access key (an order's, an offer's) is compared here and nowhere else
 * (order-access-home.test.ts checks the sources).
 */

export type OrderRow = typeof orders.$inferSelect;

export const orderNotFound = () => new ApiError({ status: 404, key: 'order.notFound', message: 'Order not found.' });

/**
 * The key from a URL is the holder's (an order's, an offer's): compared in constant time, so its
 * timing gives no hints for guessing.
 */
export function holdsAccessKey(holder: { accessKey: string }, givenKey: string): boolean {
  const expected = Buffer.from(holder.accessKey);
  const given = Buffer.from(givenKey);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The order belongs to the customer logged in on this session. */
function customerOwnsOrder(session: SessionRecord | null, order: Pick<OrderRow, 'customerId'>): boolean {
  return order.customerId !== null && session?.customerId === order.customerId;
}

/** The order, for code that has already settled who may see it (e.g. through its payment). */
export async function findOrder(ctx: CallContext, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await ctx.services.db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

export interface ViewRequest {
  orderId: number;
  /** Without a key only the customer who owns the order sees it (the account's order pages). */
  accessKey?: string;
  /** Soft-login proof: last name or company of an order address … */
  name?: string;
  /** … or one of its postal codes. */
  postcode?: string;
}

/**
 * Seeing an order (confirmation page, its documents, order again). With its key: the session
 * that placed or proved it and its owner at once, anyone else after proving it (each proof
 * counts against a limit, and a proven order stays known to the session). Without a key: only
 * its owner.
 */
export async function orderToView(ctx: CallContext, request: ViewRequest): Promise<OrderRow> {
  const order = await findOrder(ctx, request.orderId);
  const session = await ctx.session.current();
  if (!order) throw orderNotFound();
  const owned = customerOwnsOrder(session, order);
  const keyFits = request.accessKey === undefined ? owned : holdsAccessKey(order, request.accessKey);
  if (!keyFits) throw orderNotFound();
  if (owned || sessionKnowsOrder(session, order.id)) return order;
  await proveOrder(ctx, order, request);
  return order;
}

/**
 * Paying an order, switching its method or attaching a payment: only a session that placed or
 * proved it, or its owner. A confirmation link passed on (a forwarded mail, a shared screen)
 * must not let its holder change how the order is paid. A key given along must fit too.
 */
export async function orderToPay(ctx: CallContext, orderId: number, accessKey?: string): Promise<OrderRow> {
  const order = await orderKnownHere(ctx, orderId, accessKey);
  if (!order) throw orderNotFound();
  return order;
}

/**
 * The order when this session knows it already: placed or proven here, or its owner (a key given
 * along must fit). Nothing is proven here and nothing thrown: null for anyone else, so a call can
 * do less for a visitor who has not shown the order is theirs (a withdrawal is then recorded for
 * the shop to check instead of filing a return).
 */
export async function orderKnownHere(ctx: CallContext, orderId: number, accessKey?: string): Promise<OrderRow | null> {
  const order = await findOrder(ctx, orderId);
  const session = await ctx.session.current();
  const known = order !== undefined && (sessionKnowsOrder(session, order.id) || customerOwnsOrder(session, order));
  if (!known || (accessKey !== undefined && !holdsAccessKey(order, accessKey))) return null;
  return order;
}

/**
 * A guest order this session placed itself (not one it only proved with a postal code), with its
 * key: the only order a registration on the confirmation page may take into the new account.
 */
export async function orderPlacedHere(ctx: CallContext, orderId: number, accessKey: string): Promise<OrderRow> {
  const order = await findOrder(ctx, orderId);
  const session = await ctx.session.current();
  if (!order || !holdsAccessKey(order, accessKey) || !sessionPlacedOrder(session, order.id)) throw orderNotFound();
  return order;
}

/** The logged-in customer's own sales order, with its key (returns are made of these). */
export async function ownSalesOrder(ctx: CallContext, orderId: number, accessKey: string): Promise<OrderRow> {
  const order = await findOrder(ctx, orderId);
  const session = await ctx.session.current();
  const own =
    order !== undefined &&
    customerOwnsOrder(session, order) &&
    order.typeId === orderTypes.sales &&
    holdsAccessKey(order, accessKey);
  if (!own) throw orderNotFound();
  return order;
}

/**
 * The key alone: enough to learn which Mollie methods an unpaid order could be paid with, and
 * nothing about the order itself.
 */
export async function orderOfKey(ctx: CallContext, orderId: number, accessKey: string): Promise<OrderRow> {
  const order = await findOrder(ctx, orderId);
  if (!order || !holdsAccessKey(order, accessKey)) throw orderNotFound();
  return order;
}

/**
 * The order a withdrawal declaration names without proof: its number, with the same e-mail address
 * as the declaration (a sales order). It only tells staff which order to check (knowing a number
 * and an address proves nothing); null for anything else, numbers no order can have included.
 */
export async function orderNamedInDeclaration(
  ctx: CallContext,
  named: { orderNumber: string; email: string },
): Promise<OrderRow | null> {
  const orderId = Number(named.orderNumber);
  if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > maxColumnInteger) return null;
  const [order] = await ctx.services.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.typeId, orderTypes.sales)));
  return order && emailKey(order.email) === emailKey(named.email) ? order : null;
}

/** Soft-login proofs (spec §6): at most 10 wrong ones an hour per order and per client address. */
export const orderProofLimit = { attempts: 10, windowMinutes: 60 };

const orderProofLimits = (orderId: number, clientIp: string): RateLimit[] => [
  { bucket: 'orderProof.order', key: String(orderId), limit: orderProofLimit.attempts, windowMinutes: 60 },
  { bucket: 'orderProof.address', key: clientIp, limit: orderProofLimit.attempts, windowMinutes: 60 },
];

/** Compares what people type for the soft login: case, spaces and accents of the keyboard aside. */
const normalizeProof = (value: string) => value.normalize('NFC').replace(/\s+/g, '').toLowerCase();

const proofRequired = () =>
  new ApiError({
    status: 403,
    key: 'order.additionalAuthenticationRequired',
    message: 'Please confirm with the last name or postal code of the order.',
  });

async function proveOrder(ctx: CallContext, order: OrderRow, request: ViewRequest): Promise<void> {
  const name = normalizeProof(request.name ?? '');
  const postcode = normalizeProof(request.postcode ?? '');
  if (name === '' && postcode === '') throw proofRequired();
  // A postal code is quickly guessed: each proof counts, per order and per client address, and
  // is given back when it was right.
  const attempts = await enforceRateLimits(ctx.services.db, orderProofLimits(order.id, ctx.hints.clientIp), {
    key: 'order.tooManyAttempts',
    message: 'Too many attempts to confirm this order.',
  });
  const addresses = [order.billingAddress, order.deliveryAddress];
  const proven =
    (name !== '' &&
      addresses.some((address) =>
        [address.lastName, address.companyName].some((value) => normalizeProof(value) === name),
      )) ||
    (postcode !== '' && addresses.some((address) => normalizeProof(address.zipCode) === postcode));
  if (!proven) throw proofRequired();
  await releaseHits(ctx.services.db, attempts);
  // Proven once, the session keeps seeing it (its documents, a reload of the page).
  await ctx.session.update((data) =>
    withPlacedOrder(data, { orderId: order.id, accessKey: order.accessKey, proven: true }),
  );
}
