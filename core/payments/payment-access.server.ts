import { eq } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import type { MolliePayment } from '../adapters/mollie/mollie-client.server';
import { molliePaymentsOf } from '../sessions/checkout-state';
import { payments } from '../db/payment-schema';
import { orderToPay } from '../orders/order-access.server';
import { paymentNotFound, type PaymentRow } from './mollie-payments.server';

/**
 * Who may see a payment: the session that started it and whoever may pay its order
 * (orderToPay). Anyone else gets the same 404 as for a payment that does not exist.
 */

/** A payment as the calls answer it. */
export function paymentView(row: PaymentRow, molliePayment?: MolliePayment) {
  return {
    id: row.molliePaymentId,
    paymentId: row.id,
    flow: row.flow,
    status: molliePayment?.status ?? row.status,
    method: row.method,
    amount: row.amountCents,
    currency: row.currency,
    checkoutUrl: (molliePayment ? molliePayment._links.checkout?.href : row.checkoutUrl) ?? null,
    orderId: row.orderId,
    problem: row.problem,
  };
}

export async function visiblePayment(ctx: CallContext, id: string): Promise<PaymentRow> {
  const [row] = await ctx.services.db.select().from(payments).where(eq(payments.molliePaymentId, id));
  if (!row) throw paymentNotFound();
  const session = await ctx.session.current();
  if (molliePaymentsOf(session).includes(id)) return row;
  if (row.orderId !== null) {
    try {
      await orderToPay(ctx, row.orderId);
      return row;
    } catch {
      // Not this visitor's order: same answer as an unknown payment.
    }
  }
  throw paymentNotFound();
}

/** Our payment number instead of Mollie's id (doAttachPaymentToOrder), with the same rule. */
export async function visiblePaymentById(ctx: CallContext, paymentId: number): Promise<PaymentRow> {
  const [row] = await ctx.services.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw paymentNotFound();
  return visiblePayment(ctx, row.molliePaymentId);
}
