import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ApiError, isApiError } from '../api/errors';
import { mollieAmount } from '../adapters/mollie/mollie-amount';
import { MollieApiError, type MolliePayment } from '../adapters/mollie/mollie-client.server';
import { finalMollieStatuses, undecidedMollieStatuses } from '../adapters/mollie/mollie-status';
import { paymentMethodById } from './payment-methods';
import type { Executor } from '../db/connection.server';
import { orders } from '../db/order-schema';
import { payments } from '../db/payment-schema';
import { localizePath, type Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import { orderStatus } from '../order-status';
import type { Services } from '../services.server';
import { mollieLocale } from './mollie-methods.server';
import { orderSnapshotOf, type PlaceOrderSnapshot, type StoredBasketSnapshot } from './order-snapshot';

/**
 * Payments through Mollie, both flows of the peer (MOLLIE_FLOW): order first (the order exists,
 * then it is paid, and a failed payment can be retried for the same order) and payment first
 * (the order is placed once Mollie reports the money). This module starts payments; what Mollie
 * reports is applied in payment-sync.server.ts. What a payment's status is, the shop always asks
 * Mollie; the webhook's body is only a hint which payment to ask about.
 */

export type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export const paymentNotFound = () =>
  new ApiError({ status: 404, key: 'payment.notFound', message: 'This payment does not exist.' });

/** Mollie refused or could not be reached: the shop's fault or Mollie's, never the shopper's. */
export function providerProblem(error: unknown): ApiError {
  if (isApiError(error)) return error;
  // The card typed into the card fields, or Apple Pay's token, could not be used (expired, refused):
  // the shopper's to try again.
  if (error instanceof MollieApiError && error.status === 422 && error.field && error.field in tokenRefusals) {
    const key = tokenRefusals[error.field as keyof PaymentTokens];
    return new ApiError({
      status: 422,
      key: `payment.${key}`,
      message: 'The payment details could not be used; please enter them again.',
      cause: [{ field: error.field, message: 'rejected', code: key }],
    });
  }
  if (error instanceof MollieApiError && error.status >= 500) {
    return new ApiError({ status: 503, key: 'payment.providerUnavailable', message: error.message });
  }
  return new ApiError({
    status: 502,
    key: 'payment.unknownProviderResponse',
    message: error instanceof Error ? error.message : String(error),
  });
}

/** Where Mollie sends the shopper back: the /mollie-payment page in the order's language. */
export function returnUrl(services: Services, locale: Locale, params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const path = localizePath('/mollie-payment', locale);
  return `${services.config.publicUrl}${path}${query.size > 0 ? `?${query}` : ''}`;
}

/**
 * The webhook address. Mollie refuses webhooks it cannot reach, so a real Mollie account on a
 * shop that only runs on this machine gets none (the return page still asks for the status).
 */
export function webhookUrl(services: Services): string | undefined {
  const url = `${services.config.publicUrl}/payment-webhooks/mollie`;
  const local = /^https?:\/\/(localhost|127\.|\[::1\])/.test(services.config.publicUrl);
  return services.mollie.simulated || !local ? url : undefined;
}

async function recordPayment(
  db: Executor,
  molliePayment: MolliePayment,
  row: Omit<typeof payments.$inferInsert, 'molliePaymentId' | 'amountCents' | 'currency' | 'status' | 'method'> & {
    amountCents: number;
    method: string;
  },
): Promise<PaymentRow> {
  await db
    .insert(payments)
    .values({
      ...row,
      molliePaymentId: molliePayment.id,
      currency: molliePayment.amount.currency,
      // Decided in Mollie's very answer (Apple Pay with the device's token): recorded as started,
      // so the sync applies the decision like any other (settles the order, or places it).
      status: undecidedMollieStatuses.has(molliePayment.status) ? molliePayment.status : 'open',
      checkoutUrl: molliePayment._links.checkout?.href ?? null,
      mode: molliePayment.mode,
    })
    // An idempotent create answered twice with the same payment: one record.
    .onConflictDoNothing({ target: payments.molliePaymentId });
  const [recorded] = await db.select().from(payments).where(eq(payments.molliePaymentId, molliePayment.id));
  return recorded!;
}

/** What the checkout's own payment fields hand over: a card's token, Apple Pay's payment token. */
export interface PaymentTokens {
  cardToken?: string;
  applePayPaymentToken?: string;
}
const tokenRefusals: Record<keyof PaymentTokens, string> = {
  cardToken: 'cardRejected',
  applePayPaymentToken: 'applePayRejected',
};

/** A part of an idempotency key that tells requests with different tokens apart. */
const tokenKeyPart = (tokens: PaymentTokens | undefined) =>
  tokens ? `-${createHash('sha256').update(JSON.stringify(tokens)).digest('base64url').slice(0, 16)}` : '';

/** Mollie takes each token with its own method only; with another method it is left out. */
function tokensFor(paymentKey: string, tokens: PaymentTokens | undefined): PaymentTokens | undefined {
  if (paymentKey === 'creditcard' && tokens?.cardToken) return { cardToken: tokens.cardToken };
  if (paymentKey === 'applepay' && tokens?.applePayPaymentToken) {
    return { applePayPaymentToken: tokens.applePayPaymentToken };
  }
  return undefined;
}

/** Only an order still waiting for its money can be paid (again). */
export function assertAwaitingPayment(order: OrderRow): void {
  if (order.paidCents >= order.totalGross || order.statusId !== orderStatus.waitingForPayment) {
    throw new ApiError({ status: 409, key: 'payment.alreadyPaid', message: 'This order has already been paid.' });
  }
}

/**
 * A Mollie payment for an order that is still unpaid (order first, and every retry). An open
 * payment of the order is reused rather than a second one started (a reload, a double click).
 */
export async function createPaymentForOrder(
  services: Services,
  order: OrderRow,
  tokens?: PaymentTokens,
): Promise<PaymentRow> {
  const { db, mollie } = services;
  const method = paymentMethodById(order.paymentMethodId);
  if (method?.key !== 'mollie') {
    throw new ApiError({
      status: 409,
      key: 'payment.notMolliePayment',
      message: 'This order is not paid through Mollie.',
    });
  }
  assertAwaitingPayment(order);
  // One payment started per order at a time: a second click waits here and then reuses the first.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-payment:${order.id}`}))`);
    const earlier = await tx.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id));
    const open = earlier.find((row) => row.status === 'open' && row.method === method.paymentKey);
    // Details typed on the checkout make a new payment: the open one (Mollie's page) is canceled below.
    if (open && !tokensFor(method.paymentKey, tokens)) {
      try {
        const current = await mollie.getPayment(open.molliePaymentId);
        if (current.status === 'open') return open;
      } catch {
        // Unknown to Mollie now: start a new one.
      }
    }
    // Another method's payment still open (another tab): canceled first, so the order is paid once.
    await cancelUndecidedPayments(services, tx, eq(payments.orderId, order.id), orderPaymentUnderWay);
    let created: MolliePayment;
    try {
      created = await mollie.createPayment(
        {
          amount: mollieAmount(order.totalGross, order.currency),
          description: shopText(order.language, 'paymentProvider.orderDescription', { orderId: order.id }),
          redirectUrl: returnUrl(services, order.language, {
            plenty_order_id: order.id,
            plenty_order_access_key: order.accessKey,
          }),
          webhookUrl: webhookUrl(services),
          locale: mollieLocale(order.language),
          method: method.paymentKey,
          metadata: { order_id: order.id },
          ...tokensFor(method.paymentKey, tokens),
        },
        // The n-th attempt of this order (a retry after a lost answer makes the same payment); a
        // card typed again is another request, under a key of its own.
        `order-${order.id}-attempt-${earlier.length + 1}${tokenKeyPart(tokensFor(method.paymentKey, tokens))}`,
      );
    } catch (error) {
      throw providerProblem(error);
    }
    return recordPayment(tx, created, {
      flow: 'order-first',
      orderId: order.id,
      method: method.paymentKey,
      amountCents: order.totalGross,
    });
  });
}

/** Another request is starting a payment for the same cart right now (two tabs, a double click). */
const cartPaymentStarting = () =>
  new ApiError({
    status: 409,
    key: 'payment.cartPaymentStarting',
    message: 'A payment for this cart is being started; please try again in a moment.',
  });

/** The earlier payment cannot be canceled any more (paid, or pending at the bank). */
const cartPaymentUnderWay = () =>
  new ApiError({
    status: 409,
    key: 'payment.cartPaymentUnderWay',
    message: 'A payment for this cart is already under way.',
  });
const orderPaymentUnderWay = () =>
  new ApiError({
    status: 409,
    key: 'payment.orderPaymentUnderWay',
    message: 'A payment for this order is already under way.',
  });

/** The payment-first payments of a cart (read from the snapshot they keep). */
const ofCart = (cartId: number) =>
  and(eq(payments.flow, 'payment-first'), sql`(${payments.orderSnapshot}->>'cartId')::int = ${cartId}`);

/**
 * Cancels the still undecided payments of a cart or an order, at Mollie first, before a new one
 * starts: at most one open payment each, so two tabs cannot both be paid (two orders, or one order
 * charged twice). One that Mollie says cannot be canceled (paid meanwhile, pending at the bank)
 * refuses the new payment (409); one that has ended anyway (expired, failed) is recorded so; one
 * Mollie does not know (another mode's) is left alone.
 */
async function cancelUndecidedPayments(
  services: Services,
  tx: Executor,
  of: SQL | undefined,
  underWay: () => ApiError,
): Promise<void> {
  const undecided = await tx
    .select()
    .from(payments)
    .where(and(of, inArray(payments.status, [...undecidedMollieStatuses])));
  for (const row of undecided) {
    let current: MolliePayment;
    try {
      current = await services.mollie.getPayment(row.molliePaymentId);
      if (!finalMollieStatuses.has(current.status)) {
        if (current.isCancelable !== true) throw underWay();
        current = await services.mollie.cancelPayment(row.molliePaymentId);
      }
    } catch (error) {
      if (error instanceof MollieApiError && error.status === 404) continue;
      // Mollie refused the cancel (422): it has become uncancelable since it was read.
      if (error instanceof MollieApiError && error.status === 422) throw underWay();
      throw providerProblem(error);
    }
    // Paid meanwhile (its webhook is on its way): that payment counts, not a new one.
    if (current.status === 'paid' || !finalMollieStatuses.has(current.status)) throw underWay();
    await tx
      .update(payments)
      .set({ status: current.status, updatedAt: new Date() })
      .where(and(eq(payments.id, row.id), inArray(payments.status, [...undecidedMollieStatuses])));
  }
}

/**
 * Payment first: a Mollie payment for the cart as confirmed; the order waits for the money. One
 * payment is started per cart at a time (an advisory lock per cart; a parallel request gets 409),
 * and the cart's earlier open payment is canceled first. The same idempotency key answers its
 * own payment again.
 */
export async function createPaymentForBasket(
  services: Services,
  snapshot: PlaceOrderSnapshot,
  idempotencyKey: string,
  tokens?: PaymentTokens,
): Promise<PaymentRow> {
  const method = paymentMethodById(snapshot.payment.id);
  if (method?.key !== 'mollie') {
    throw new ApiError({
      status: 409,
      key: 'payment.notMolliePayment',
      message: 'The chosen payment method is not paid through Mollie.',
    });
  }
  return services.db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${`basket-payment:${snapshot.cartId}`})) as locked`,
    );
    if (!lock.rows[0]?.locked) throw cartPaymentStarting();
    const [own] = await tx
      .select()
      .from(payments)
      .where(and(ofCart(snapshot.cartId), sql`${payments.orderSnapshot}->>'requestKey' = ${idempotencyKey}`));
    if (own) return own;
    await cancelUndecidedPayments(
      services,
      tx,
      and(ofCart(snapshot.cartId), isNull(payments.orderId)),
      cartPaymentUnderWay,
    );
    let created: MolliePayment;
    try {
      created = await services.mollie.createPayment(
        {
          amount: mollieAmount(snapshot.cart.basketAmount, snapshot.cart.currency),
          description: shopText(snapshot.language, 'paymentProvider.basketDescription'),
          redirectUrl: returnUrl(services, snapshot.language, {}),
          webhookUrl: webhookUrl(services),
          locale: mollieLocale(snapshot.language),
          method: method.paymentKey,
          metadata: { cart_id: snapshot.cartId },
          ...tokensFor(method.paymentKey, tokens),
        },
        `basket-${idempotencyKey}${tokenKeyPart(tokensFor(method.paymentKey, tokens))}`,
      );
    } catch (error) {
      throw providerProblem(error);
    }
    const stored: StoredBasketSnapshot = { ...snapshot, requestKey: idempotencyKey };
    return recordPayment(tx, created, {
      flow: 'payment-first',
      orderSnapshot: stored,
      method: method.paymentKey,
      amountCents: snapshot.cart.basketAmount,
    });
  });
}

/**
 * Where Mollie sends the shopper back for a payment: the return page with the payment's own id
 * (and the order's, once there is one), and the metadata that names our records.
 */
export async function paymentReturnOf(services: Services, row: PaymentRow, locale: Locale) {
  const [order] = row.orderId ? await services.db.select().from(orders).where(eq(orders.id, row.orderId)) : [];
  return {
    redirectUrl: returnUrl(services, order?.language ?? locale, {
      mollie_payment_id: row.molliePaymentId,
      ...(order ? { plenty_order_id: order.id, plenty_order_access_key: order.accessKey } : {}),
    }),
    metadata: { payment_id: row.id, ...(order ? { order_id: order.id } : { cart_id: orderSnapshotOf(row)?.cartId }) },
  };
}

/**
 * doPatchMolliePayment: the return address gets the payment's own id (and the order's, once there
 * is one), the metadata our payment number, so the return page knows what to look at.
 */
export async function patchPaymentReturn(services: Services, row: PaymentRow, locale: Locale): Promise<MolliePayment> {
  const change = await paymentReturnOf(services, row, locale);
  try {
    return await services.mollie.updatePayment(row.molliePaymentId, change);
  } catch (error) {
    throw providerProblem(error);
  }
}
