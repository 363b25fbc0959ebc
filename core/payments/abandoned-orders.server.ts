import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { undecidedMollieStatuses } from '../adapters/mollie/mollie-status';
import { variations } from '../db/catalog-schema';
import { orderItems, orderItemTypes, orders } from '../db/order-schema';
import { payments } from '../db/payment-schema';
import { couponCampaigns, couponCodes } from '../db/schema';
import { orderStatus } from '../orders/order-status';
import type { Services } from '../services.server';
import { syncMolliePayment } from './mollie-payments.server';

/**
 * Order first, a Mollie order whose money never came (the shopper canceled and left) holds its
 * stock for good unless someone acts. After a day without a payment that is still under way, the
 * shop cancels it: status 8, the pieces back into stock, the coupon's use given back. Prepayment
 * orders are left to the shop's staff (a bank transfer may take days).
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
        eq(orders.typeId, 1),
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
      logger.warn('an abandoned order stays: Mollie could not be asked', { orderId: id, error: String(error) });
      continue;
    }
    if (await cancelUnpaidOrder(services, id)) canceled += 1;
  }
  return canceled;
}

/** Cancels the order if it is still unpaid with no payment under way; false if that changed. */
async function cancelUnpaidOrder(services: Services, orderId: number): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.statusId !== orderStatus.waitingForPayment || order.paidCents > 0) return false;
    const [stillUnderWay] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, underWay)));
    if (stillUnderWay) return false;
    await tx.update(orders).set({ statusId: orderStatus.canceled }).where(eq(orders.id, orderId));
    // The stock the order took: its items and bundles (a bundle's parts were not taken).
    const lines = await tx
      .select({ variationId: orderItems.variationId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, orderId),
          inArray(orderItems.typeId, [orderItemTypes.variation, orderItemTypes.bundle]),
          isNotNull(orderItems.variationId),
        ),
      );
    for (const line of lines) {
      await tx
        .update(variations)
        .set({ stock: sql`${variations.stock} + ${line.quantity}` })
        .where(eq(variations.id, line.variationId!));
    }
    if (order.couponCode) {
      const [code] = await tx
        .update(couponCodes)
        .set({ uses: sql`greatest(${couponCodes.uses} - 1, 0)` })
        .where(eq(couponCodes.code, order.couponCode))
        .returning({ campaignId: couponCodes.campaignId });
      if (code) {
        await tx
          .update(couponCampaigns)
          .set({ redemptions: sql`greatest(${couponCampaigns.redemptions} - 1, 0)` })
          .where(eq(couponCampaigns.id, code.campaignId));
      }
    }
    services.logger.info('an unpaid Mollie order was canceled', { orderId, pieces: lines.length });
    return true;
  });
}
