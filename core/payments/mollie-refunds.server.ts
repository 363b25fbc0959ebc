import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { mollieAmount } from '../adapters/mollie/mollie-amount';
import { MollieApiError, type MollieRefund } from '../adapters/mollie/mollie-client.server';
import type { Executor } from '../db/connection.server';
import { refunds } from '../db/order-handling-schema';
import { orders } from '../db/order-schema';
import { payments } from '../db/payment-schema';
import { shopText } from '../i18n/shop-texts';
import { errorFields } from '../logger';
import type { Services } from '../services.server';
import { applyMollieRefunds, failRefund, type RefundRow } from './mollie-refund-sync.server';

/**
 * Refunds through Mollie (issue 36). The staff's refund action inserts a `refunds` row (pending,
 * method mollie) in the transaction that checks the amount; `startMollieRefund` then asks Mollie
 * for it. Mollie's answer decides: refunded, still pending (the webhook tells the rest), or
 * refused (failed, in the order's history, no longer counted). When Mollie cannot be reached the
 * row stays pending and the housekeeping tries again (`retryPendingMollieRefunds`): the
 * idempotency key `refund-<row id>` makes sure Mollie refunds it once, however often it is asked.
 */

/** Mollie's answers that say "not now" rather than "no": the refund is tried again later. */
const transientStatuses: ReadonlySet<number> = new Set([401, 403, 408, 409, 429]);

const refused = (error: unknown): error is MollieApiError =>
  error instanceof MollieApiError && error.status >= 400 && error.status < 500 && !transientStatuses.has(error.status);

/** The order's paid Mollie payment with the most left to refund (when the row names none). */
async function paymentToRefund(db: Executor, orderId: number): Promise<string | null> {
  const [payment] = await db
    .select({ molliePaymentId: payments.molliePaymentId })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .orderBy(
      desc(sql`${payments.amountCents} - ${payments.refundedCents} - ${payments.chargedBackCents}`),
      asc(payments.id),
    )
    .limit(1);
  return payment?.molliePaymentId ?? null;
}

/** Runs `work` on the refund's current row while its payment is locked (one change at a time). */
async function withLockedRefund(
  services: Services,
  refundId: number,
  molliePaymentId: string,
  work: (tx: Executor, row: RefundRow, payment: typeof payments.$inferSelect) => Promise<void>,
): Promise<RefundRow> {
  return services.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.molliePaymentId, molliePaymentId))
      .for('update');
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
    if (payment && row) await work(tx, row, payment);
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
    return current!;
  });
}

/**
 * Asks Mollie to refund a pending Mollie refund row (refund-<id> as the idempotency key) and
 * applies the answer. Answers the row as it is now; null when there is no such row. A row that is
 * not a pending Mollie refund is answered unchanged; one Mollie knows already is asked about.
 */
export async function startMollieRefund(services: Services, refundId: number): Promise<RefundRow | null> {
  const { db, mollie, logger } = services;
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row || row.method !== 'mollie' || row.status !== 'pending') return row ?? null;
  let molliePaymentId = row.molliePaymentId;
  if (!molliePaymentId) {
    // Kept before Mollie is asked: a retry refunds the same payment, under the same key.
    const chosen = await paymentToRefund(db, row.orderId);
    if (chosen) {
      await db
        .update(refunds)
        .set({ molliePaymentId: chosen })
        .where(and(eq(refunds.id, row.id), isNull(refunds.molliePaymentId)));
      // Another start at the same moment may have chosen first: its choice holds.
      const [stored] = await db
        .select({ molliePaymentId: refunds.molliePaymentId })
        .from(refunds)
        .where(eq(refunds.id, row.id));
      molliePaymentId = stored?.molliePaymentId ?? null;
    }
  }
  if (!molliePaymentId) {
    return db.transaction(async (tx) => {
      await failRefund(tx, row, 'noMolliePayment');
      return (await tx.select().from(refunds).where(eq(refunds.id, refundId)))[0]!;
    });
  }
  const [payment] = await db.select().from(payments).where(eq(payments.molliePaymentId, molliePaymentId));
  const [order] = await db.select({ language: orders.language }).from(orders).where(eq(orders.id, row.orderId));
  let answer: MollieRefund;
  try {
    answer = row.mollieRefundId
      ? await mollie.getRefund(molliePaymentId, row.mollieRefundId)
      : await mollie.createRefund(
          molliePaymentId,
          {
            amount: mollieAmount(row.amountCents, payment?.currency ?? 'EUR'),
            description: shopText(order?.language ?? 'de', 'paymentProvider.refundDescription', {
              orderId: row.orderId,
            }),
            metadata: { refundId: row.id, orderId: row.orderId },
          },
          `refund-${row.id}`,
        );
  } catch (error) {
    if (refused(error)) {
      logger.warn('Mollie refused a refund', { refundId, molliePaymentId, status: error.status, detail: error.detail });
      return withLockedRefund(services, refundId, molliePaymentId, (tx, current) =>
        failRefund(tx, current, `mollie:${error.status} ${error.detail}`.slice(0, 255)).then(() => undefined),
      );
    }
    logger.warn('a Mollie refund could not be started yet; it is tried again', {
      refundId,
      molliePaymentId,
      ...errorFields(error),
    });
    return row;
  }
  return withLockedRefund(services, refundId, molliePaymentId, async (tx, current, locked) => {
    if (current.mollieRefundId === null) {
      await tx.update(refunds).set({ mollieRefundId: answer.id, molliePaymentId }).where(eq(refunds.id, current.id));
    }
    // Through the same path as the webhook's, so both end the same however they interleave.
    await applyMollieRefunds(tx, locked, [answer]);
  });
}

/** How long the staff action has to start its refund itself before the housekeeping does. */
const refundRetryAfterMinutes = 5;

/**
 * The housekeeping's part: Mollie refunds still pending after a few minutes are started again
 * (Mollie was unreachable) or asked about (a webhook was lost). Answers how many became final.
 */
export async function retryPendingMollieRefunds(services: Services, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - refundRetryAfterMinutes * 60_000);
  const pending = await services.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.method, 'mollie'), eq(refunds.status, 'pending'), lt(refunds.createdAt, cutoff)))
    .orderBy(asc(refunds.id))
    .limit(200);
  let finished = 0;
  for (const { id } of pending) {
    try {
      const row = await startMollieRefund(services, id);
      if (row && row.status !== 'pending') finished += 1;
    } catch (error) {
      services.logger.warn('a pending Mollie refund could not be checked', { refundId: id, ...errorFields(error) });
    }
  }
  return finished;
}
