import { and, eq, isNull, sql } from 'drizzle-orm';
import { ApiError, isApiError } from '../api/errors';
import { centsOfMollieAmount } from '../adapters/mollie/mollie-amount';
import {
  MollieApiError,
  type MollieChargeback,
  type MolliePayment,
  type MollieRefund,
} from '../adapters/mollie/mollie-client.server';
import { finalMollieStatuses, moneyComingStatuses } from '../adapters/mollie/mollie-status';
import type { Executor } from '../db/connection.server';
import { orders } from '../db/order-schema';
import { bankTransfers } from '../db/order-handling-schema';
import { payments } from '../db/payment-schema';
import { orderStatus } from '../order-status';
import { sendOrderConfirmation } from '../orders/order-mail.server';
import { recordOrderEvent, systemActor } from '../orders/order-history.server';
import { orderView } from '../orders/order-view.server';
import { placeOrder } from '../orders/place-order.server';
import { markVerifiedPurchases } from '../reviews/reviews.server';
import type { Services } from '../services.server';
import { providerProblem, type PaymentRow } from './mollie-payments.server';
import { applyMollieRefunds, hasPendingRefunds } from './mollie-refund-sync.server';
import { orderSnapshotOf } from './order-snapshot';

/**
 * What Mollie reports, applied to the shop (webhook and return page alike): a payment's status,
 * the order's paid amount and release for shipping, and, payment first, the order placed once the
 * money is coming. Starting payments is in mollie-payments.server.ts.
 */

/**
 * What has been paid for an order, from its Mollie payments (less what the bank took back in a
 * chargeback) and the bank transfers recorded for it: paid cents, and the order released for
 * shipping once paid in full – or, after a chargeback, waiting for its payment again (issue 36).
 * Recomputed from all of them, so a repeated or late report cannot count a payment twice.
 */
export async function settleOrderPayments(tx: Executor, orderId: number): Promise<void> {
  const [sum] = await tx
    .select({
      paid: sql<number>`(
        coalesce((select sum(${payments.amountCents} - ${payments.chargedBackCents}) from ${payments}
          where ${payments.orderId} = ${orderId} and ${payments.status} = 'paid'), 0)
        + coalesce((select sum(${bankTransfers.amountCents}) from ${bankTransfers}
          where ${bankTransfers.orderId} = ${orderId}), 0)
      )::int`,
      // Held at the provider for the shop to capture (a card or Klarna authorisation): not money yet.
      authorized: sql<number>`coalesce((select sum(${payments.amountCents}) from ${payments}
          where ${payments.orderId} = ${orderId} and ${payments.status} = 'authorized'), 0)::int`,
    })
    .from(sql`(select 1) as one`);
  const paid = sum?.paid ?? 0;
  const authorized = sum?.authorized ?? 0;
  await tx
    .update(orders)
    .set({
      paidCents: paid,
      // Spec §4 "prepaid": nothing captured yet, but the amount is held for the shop.
      paymentStatus: sql`case when ${paid} = 0 and ${authorized} > 0 then 'prepaid' when ${paid} = 0 then 'unpaid' when ${paid} < ${orders.totalGross} then 'partlyPaid' when ${paid} = ${orders.totalGross} then 'fullyPaid' else 'overpaid' end`,
      statusId: sql`case
        when ${paid} >= ${orders.totalGross} and ${orders.statusId} = ${orderStatus.waitingForPayment} then ${orderStatus.releasedForShipping}
        when ${paid} < ${orders.totalGross} and ${orders.statusId} = ${orderStatus.releasedForShipping} then ${orderStatus.waitingForPayment}
        else ${orders.statusId} end`,
    })
    .where(eq(orders.id, orderId));
  // Paid now: reviews its customer wrote of its items while it waited become verified purchases.
  await markVerifiedPurchases(tx, orderId);
}

/** Links a payment to its order (once; another order's payment is refused) and settles the order. */
export async function attachPaymentToOrder(services: Services, row: PaymentRow, orderId: number): Promise<PaymentRow> {
  return services.db.transaction(async (tx) => {
    const [linked] = await tx
      .update(payments)
      .set({ orderId, updatedAt: new Date() })
      .where(and(eq(payments.id, row.id), isNull(payments.orderId)))
      .returning();
    const current = linked ?? (await tx.select().from(payments).where(eq(payments.id, row.id)))[0];
    if (current?.orderId !== orderId) {
      throw new ApiError({
        status: 409,
        key: 'payment.assignFailed',
        message: 'The payment belongs to another order.',
      });
    }
    await settleOrderPayments(tx, orderId);
    return current;
  });
}

export interface SyncedPayment {
  row: PaymentRow;
  molliePayment: MolliePayment;
}

/**
 * Asks Mollie for a payment's status and applies it (webhook and return page alike). Applying is
 * idempotent and never goes backwards: a final status stays, whatever arrives late. Payment
 * first: money reported means the order is placed now. Null for a payment the shop does not know.
 * A paid payment goes on changing (issue 36): its refunded and charged-back amounts are kept,
 * its refunds applied to the shop's (mollie-refund-sync.server.ts), and a new chargeback is put
 * into the order's history and reopens the order (settleOrderPayments).
 */
export async function syncMolliePayment(services: Services, molliePaymentId: string): Promise<SyncedPayment | null> {
  // Ids the shop never created cost a database lookup, not a call to Mollie (the webhook is public).
  const [known] = await services.db
    .select({ id: payments.id, chargedBackCents: payments.chargedBackCents })
    .from(payments)
    .where(eq(payments.molliePaymentId, molliePaymentId));
  if (!known) return null;
  let molliePayment: MolliePayment;
  let mollieRefunds: MollieRefund[] = [];
  let chargebacks: MollieChargeback[] = [];
  try {
    molliePayment = await services.mollie.getPayment(molliePaymentId);
    // Refunds and chargebacks are asked for only when there are any (or the shop waits for one).
    if (
      molliePayment.status === 'paid' &&
      ((centsOfMollieAmount(molliePayment.amountRefunded) ?? 0) > 0 ||
        (await hasPendingRefunds(services.db, molliePaymentId)))
    ) {
      mollieRefunds = await services.mollie.listRefunds(molliePaymentId);
    }
    if ((centsOfMollieAmount(molliePayment.amountChargedBack) ?? 0) > known.chargedBackCents) {
      chargebacks = await services.mollie.listChargebacks(molliePaymentId);
    }
  } catch (error) {
    if (error instanceof MollieApiError && error.status === 404) return null;
    throw providerProblem(error);
  }
  const row = await services.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(payments)
      .where(eq(payments.molliePaymentId, molliePayment.id))
      .for('update');
    if (!locked) return null;
    await applyMollieRefunds(tx, locked, mollieRefunds);
    const changed = await applyRefundedAndChargedBack(tx, locked, molliePayment, chargebacks);
    if (locked.status === molliePayment.status || finalMollieStatuses.has(locked.status)) return changed;
    // The amount as Mollie has it is what was paid (it cannot change, but Mollie is the truth).
    const amountCents = centsOfMollieAmount(molliePayment.amount) ?? locked.amountCents;
    if (amountCents !== locked.amountCents) {
      services.logger.error('a Mollie payment reports another amount than the shop asked for', {
        molliePaymentId: locked.molliePaymentId,
        asked: locked.amountCents,
        reported: amountCents,
      });
    }
    const [updated] = await tx
      .update(payments)
      .set({
        status: molliePayment.status,
        method: molliePayment.method ?? locked.method,
        amountCents,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, locked.id))
      .returning();
    if (locked.orderId !== null) await settleOrderPayments(tx, locked.orderId);
    return updated!;
  });
  if (!row) return null;
  if (row.flow === 'payment-first' && row.orderId === null && moneyComingStatuses.has(row.status)) {
    return { row: await placeOrderForPayment(services, row), molliePayment };
  }
  return { row, molliePayment };
}

/**
 * Mollie's amountRefunded and amountChargedBack of a payment, kept on its row. A chargeback the
 * shop did not know yet goes into the order's history with its amount, and the order is settled
 * again: paid short now, so an order released for shipping waits for its payment again.
 */
async function applyRefundedAndChargedBack(
  tx: Executor,
  locked: PaymentRow,
  molliePayment: MolliePayment,
  chargebacks: readonly MollieChargeback[],
): Promise<PaymentRow> {
  const refundedCents = centsOfMollieAmount(molliePayment.amountRefunded) ?? locked.refundedCents;
  // Mollie leaves amountChargedBack out while nothing has been charged back.
  const chargedBackCents = centsOfMollieAmount(molliePayment.amountChargedBack) ?? 0;
  if (refundedCents === locked.refundedCents && chargedBackCents === locked.chargedBackCents) return locked;
  const [updated] = await tx
    .update(payments)
    .set({ refundedCents, chargedBackCents, updatedAt: new Date() })
    .where(eq(payments.id, locked.id))
    .returning();
  if (locked.orderId !== null && chargedBackCents !== locked.chargedBackCents) {
    if (chargedBackCents > locked.chargedBackCents) {
      await recordOrderEvent(tx, {
        orderId: locked.orderId,
        kind: 'chargeback',
        actor: systemActor,
        details: {
          amountCents: chargedBackCents - locked.chargedBackCents,
          chargedBackCents,
          molliePaymentId: locked.molliePaymentId,
          chargebackIds: chargebacks.filter((chargeback) => !chargeback.reversedAt).map((chargeback) => chargeback.id),
        },
      });
    }
    await settleOrderPayments(tx, locked.orderId);
  }
  return updated!;
}

/**
 * A paid payment the shop's staff must look at: logged as an error, and the reason kept with the
 * payment (`problem`, a storefrontError key).
 */
async function recordPaymentProblem(
  services: Services,
  row: PaymentRow,
  problem: string,
  message: string,
  details: Record<string, unknown> = {},
): Promise<PaymentRow> {
  services.logger.error(message, { paymentId: row.id, molliePaymentId: row.molliePaymentId, ...details });
  const [updated] = await services.db
    .update(payments)
    .set({ problem, updatedAt: new Date() })
    .where(eq(payments.id, row.id))
    .returning();
  return updated ?? row;
}

/**
 * Payment first: the order as confirmed when the payment began, placed once (the Mollie id is its
 * idempotency key, so the webhook and the returning shopper cannot place it twice). If it cannot
 * be placed any more (sold out meanwhile), the payment keeps the reason for the shop's staff.
 */
async function placeOrderForPayment(services: Services, row: PaymentRow): Promise<PaymentRow> {
  const snapshot = orderSnapshotOf(row);
  if (!snapshot) return row;
  try {
    const placed = await placeOrder(services.db, {
      ...snapshot,
      idempotencyKey: `mollie-${row.molliePaymentId}`,
      paidAlready: true,
    });
    let attached = await attachPaymentToOrder(services, row, placed.orderId);
    // Payment first, the last line behind "one open payment per cart": lines that had left the
    // cart meanwhile (another order of it) still make the order (the money is in), and the staff
    // check for a duplicate and refund it.
    if (!placed.replayed && placed.cartLinesGone) {
      attached = await recordPaymentProblem(
        services,
        attached,
        'order.cartAlreadyOrdered',
        'a paid payment placed an order for a cart whose lines had left it meanwhile',
        { orderId: attached.orderId },
      );
    }
    if (!placed.replayed) {
      // Read again: settling the payment has marked the order paid since it was inserted.
      const [order] = await services.db.select().from(orders).where(eq(orders.id, placed.orderId));
      const view = await orderView(services.db, services.config, order!, snapshot.language, { items: placed.items });
      await sendOrderConfirmation(services, snapshot.language, { ...view, accessKey: placed.accessKey });
    }
    return attached;
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return recordPaymentProblem(services, row, error.key, 'a paid payment could not become an order', {
      reason: error.key,
    });
  }
}
