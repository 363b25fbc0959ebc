import { and, eq, inArray, lt } from 'drizzle-orm';
import { undecidedMollieStatuses } from '../adapters/mollie/mollie-status';
import { orders } from '../db/order-schema';
import { payments } from '../db/payment-schema';
import { cancelUnpaidOrder } from '../orders/cancel-unpaid-order.server';
import { orderStatus, orderTypes } from '../order-status';
import type { Services } from '../services.server';
import { syncMolliePayment } from './payment-sync.server';
import { errorFields } from '../logger';

/**
 * Order first, a Mollie order whose money never came (the shopper canceled and left) holds its
 * stock for good unless someone acts. After a day without a payment that is still under way, the
 * shop cancels it: status 8, the pieces back into stock, the coupon's use given back. Prepayment
 * orders get more time (a bank transfer takes days): core/orders/unpaid-prepayment-orders.server.ts.
 */
export const abandonedAfterHours = 24;

/** Statuses of a payment that may still bring the money. */
const underWay = [...undecidedMollieStatuses];

export async function cancelAbandonedMollieOrders(services: Services, now: Date = new Date()): Promise<number> {
  const { db, logger } = services;
  const cutoff = new Date(now.getTime() - abandonedAfterHours * 3_600_000);
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.typeId, orderTypes.sales),
        eq(orders.paymentMethodKey, 'mollie'),
        eq(orders.statusId, orderStatus.waitingForPayment),
        eq(orders.paidCents, 0),
        lt(orders.createdAt, cutoff),
      ),
    );
  let canceled = 0;
  for (const { id } of candidates) {
    // What the shop knows may be stale (a lost webhook): ask Mollie about payments still under way.
    const pending = await db
      .select({ molliePaymentId: payments.molliePaymentId })
      .from(payments)
      .where(and(eq(payments.orderId, id), inArray(payments.status, underWay)));
    try {
      for (const payment of pending) await syncMolliePayment(services, payment.molliePaymentId);
    } catch (error) {
      logger.warn('an abandoned order stays: Mollie could not be asked', { orderId: id, ...errorFields(error) });
      continue;
    }
    if (await cancelUnpaidOrder(services, id, [...underWay])) canceled += 1;
  }
  return canceled;
}
