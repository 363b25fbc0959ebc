import { and, eq, isNull, sql } from 'drizzle-orm';
import { centsOfMollieAmount } from '../adapters/mollie/mollie-amount';
import type { MollieRefund } from '../adapters/mollie/mollie-client.server';
import { refundOutcomeOf } from '../adapters/mollie/mollie-status';
import type { Executor } from '../db/connection.server';
import { refunds } from '../db/order-handling-schema';
import { orders } from '../db/order-schema';
import type { payments } from '../db/payment-schema';
import { recordOrderEvent, systemActor } from '../orders/order-history.server';

/**
 * The shop's refunds as Mollie reports them (issue 36): a refund the shop started moves from
 * pending to refunded or failed, one made in Mollie's dashboard becomes a refund of its own
 * (`createdBy` 'mollie'), and the order's refunded amount is always the sum of its refunds that
 * did not fail. Every change is conditional on the row still being pending, so a report that
 * arrives twice (a repeated webhook) changes nothing the second time.
 */
export type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** Who made a refund in Mollie's dashboard (not through the shop). */
const mollieDashboardActor = 'mollie';

/** orders.refundedCents: what its refunds give back, those that failed not counted. */
export async function settleOrderRefunds(tx: Executor, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({
      refundedCents: sql`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds}
        where ${refunds.orderId} = ${orderId} and ${refunds.status} <> 'failed')`,
    })
    .where(eq(orders.id, orderId));
}

/**
 * A pending refund that did not go out (Mollie refused or failed it): failed, in the order's
 * history with the reason, and no longer counted as refunded. False when it was not pending.
 */
export async function failRefund(tx: Executor, row: RefundRow, reason: string): Promise<boolean> {
  const [failed] = await tx
    .update(refunds)
    .set({ status: 'failed' })
    .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')))
    .returning();
  if (!failed) return false;
  await recordOrderEvent(tx, {
    orderId: row.orderId,
    kind: 'refundFailed',
    actor: systemActor,
    details: { refundId: row.id, amountCents: row.amountCents, reason, mollieRefundId: failed.mollieRefundId },
  });
  await settleOrderRefunds(tx, row.orderId);
  return true;
}

/** A pending refund Mollie has paid out: refunded, in the order's history. */
async function completeRefund(tx: Executor, row: RefundRow): Promise<boolean> {
  const [done] = await tx
    .update(refunds)
    .set({ status: 'refunded' })
    .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')))
    .returning();
  if (!done) return false;
  await recordOrderEvent(tx, {
    orderId: row.orderId,
    kind: 'refunded',
    actor: systemActor,
    details: { refundId: row.id, amountCents: row.amountCents, mollieRefundId: done.mollieRefundId },
  });
  return true;
}

/** Applies what Mollie says of one refund to the shop's row of it (pending → refunded or failed). */
async function applyRefundStatus(tx: Executor, row: RefundRow, mollieStatus: string): Promise<void> {
  const outcome = refundOutcomeOf(mollieStatus);
  if (outcome === 'refunded') await completeRefund(tx, row);
  if (outcome === 'failed') await failRefund(tx, row, `mollie:${mollieStatus}`);
}

/** The shop's refund id the shop put into a Mollie refund's metadata, if any. */
function shopRefundIdOf(refund: MollieRefund): number | null {
  const value = refund.metadata?.refundId;
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Mollie's refunds of a payment, applied to the shop's refunds of its order. The caller holds the
 * payment's row lock (syncMolliePayment, startMollieRefund), so no two of these run at once.
 */
export async function applyMollieRefunds(
  tx: Executor,
  payment: PaymentRow,
  mollieRefunds: readonly MollieRefund[],
): Promise<void> {
  const orderId = payment.orderId;
  if (orderId === null) return;
  for (const mollieRefund of mollieRefunds) {
    let [row] = await tx.select().from(refunds).where(eq(refunds.mollieRefundId, mollieRefund.id));
    const shopRefundId = shopRefundIdOf(mollieRefund);
    if (!row && shopRefundId !== null) {
      // The shop's own refund, whose answer from Mollie has not been stored yet.
      [row] = await tx
        .update(refunds)
        .set({ mollieRefundId: mollieRefund.id, molliePaymentId: payment.molliePaymentId })
        .where(
          and(
            eq(refunds.id, shopRefundId),
            eq(refunds.orderId, orderId),
            eq(refunds.method, 'mollie'),
            isNull(refunds.mollieRefundId),
          ),
        )
        .returning();
    }
    if (row) {
      if (row.orderId === orderId) await applyRefundStatus(tx, row, mollieRefund.status);
      continue;
    }
    await recordDashboardRefund(tx, orderId, payment.molliePaymentId, mollieRefund);
  }
}

/** A refund made in Mollie's dashboard: the shop's record of it, and the order's history. */
async function recordDashboardRefund(
  tx: Executor,
  orderId: number,
  molliePaymentId: string,
  mollieRefund: MollieRefund,
): Promise<void> {
  const amountCents = centsOfMollieAmount(mollieRefund.amount);
  if (!amountCents) return;
  const status = refundOutcomeOf(mollieRefund.status);
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId,
      amountCents,
      method: 'mollie',
      status,
      molliePaymentId,
      mollieRefundId: mollieRefund.id,
      reason: mollieRefund.description.slice(0, 255),
      createdBy: mollieDashboardActor,
    })
    .onConflictDoNothing({ target: refunds.mollieRefundId })
    .returning();
  if (!row) return;
  await recordOrderEvent(tx, {
    orderId,
    kind: status === 'failed' ? 'refundFailed' : status === 'refunded' ? 'refunded' : 'refundRequested',
    actor: mollieDashboardActor,
    details: { refundId: row.id, amountCents, mollieRefundId: mollieRefund.id, reason: row.reason },
  });
  if (status !== 'failed') await settleOrderRefunds(tx, orderId);
}

/** Whether the shop waits for Mollie on any refund of this payment (then the webhook asks). */
export async function hasPendingRefunds(tx: Executor, molliePaymentId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(eq(refunds.molliePaymentId, molliePaymentId), eq(refunds.status, 'pending'), eq(refunds.method, 'mollie')),
    )
    .limit(1);
  return found !== undefined;
}
