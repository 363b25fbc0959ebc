import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../db/connection.server';
import type { RefundedLine } from '../db/json-columns';
import { refunds } from '../db/order-handling-schema';
import { orders } from '../db/order-schema';
import { payments } from '../db/payment-schema';

type OrderRow = typeof orders.$inferSelect;

/**
 * Money given back for an order, inside the staff action's transaction (the order row is locked,
 * so two refunds at once are counted one after the other): first through Mollie, per paid Mollie
 * payment as much as it still holds (its amount less chargebacks and the refunds not failed), the
 * rest – what came by bank transfer – listed "to pay back". Never more than was paid and not yet
 * given back. Answers the refund rows to start at Mollie once the transaction has committed.
 */
export async function giveMoneyBack(
  tx: Transaction,
  order: OrderRow,
  amountCents: number,
  details: { reason: string; actor: string; lines?: RefundedLine[]; shippingCents?: number },
): Promise<{ totalCents: number; mollieRefundIds: number[]; toPayBackCents: number }> {
  const refundable = order.paidCents - order.refundedCents;
  const total = Math.min(amountCents, refundable);
  const mollieRefundIds: number[] = [];
  if (total <= 0) return { totalCents: 0, mollieRefundIds, toPayBackCents: 0 };
  const common = {
    orderId: order.id,
    reason: details.reason,
    createdBy: details.actor,
    lines: details.lines ?? [],
    includesShipping: details.shippingCents ?? 0,
  };
  const refundedOfPayment = sql<number>`coalesce((select sum(${refunds.amountCents}) from ${refunds}
    where ${refunds.molliePaymentId} = ${payments.molliePaymentId} and ${refunds.status} <> 'failed'), 0)`;
  const molliePaid = await tx
    .select({
      molliePaymentId: payments.molliePaymentId,
      left: sql<number>`(${payments.amountCents} - ${payments.chargedBackCents} - ${refundedOfPayment})::int`,
    })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid'), ne(payments.amountCents, 0)))
    .orderBy(payments.id);
  let open = total;
  for (const payment of molliePaid) {
    const part = Math.min(open, payment.left);
    if (part <= 0) continue;
    const [row] = await tx
      .insert(refunds)
      .values({
        ...common,
        amountCents: part,
        method: 'mollie',
        status: 'pending',
        molliePaymentId: payment.molliePaymentId,
      })
      .returning({ id: refunds.id });
    mollieRefundIds.push(row!.id);
    open -= part;
  }
  if (open > 0) {
    await tx.insert(refunds).values({ ...common, amountCents: open, method: 'bankTransfer', status: 'toPayBack' });
  }
  await tx
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${total}` })
    .where(eq(orders.id, order.id));
  return { totalCents: total, mollieRefundIds, toPayBackCents: open };
}
