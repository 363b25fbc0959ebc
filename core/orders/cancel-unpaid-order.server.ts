import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { moveStock } from '../catalog/stock-movements.server';
import { systemActor } from './order-history.server';
import { orderItems, orders } from '../db/order-schema';
import { payments } from '../db/payment-schema';
import { couponCampaigns, couponCodes } from '../db/schema';
import { recheckVerifiedPurchases } from '../reviews/reviews.server';
import type { Executor } from '../db/connection.server';
import type { Services } from '../services.server';
import { orderItemTypes, orderStatus } from '../order-status';

/**
 * Cancels an order whose money never came: status 8, the pieces back into stock, the coupon's use
 * given back, its customer's reviews re-checked for "verifizierter Kauf". Unless a payment in one of the `underWay` statuses may still bring the money.
 */
export async function cancelUnpaidOrder(services: Services, orderId: number, underWay: string[]): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.statusId !== orderStatus.waitingForPayment || order.paidCents > 0) return false;
    const [stillUnderWay] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, underWay)));
    if (stillUnderWay) return false;
    await tx.update(orders).set({ statusId: orderStatus.canceled }).where(eq(orders.id, orderId));
    const pieces = await giveBackStockAndCoupon(tx, order);
    services.logger.info('an unpaid order was canceled', { orderId, pieces });
    return true;
  });
}

/**
 * What a canceled order gives back (the shop's housekeeping and staff alike): its pieces into
 * stock (its items and bundles; a bundle's parts were not taken), the coupon's use, and its
 * customer's "verifizierter Kauf" marks re-checked. Answers how many lines went back to stock.
 */
export async function giveBackStockAndCoupon(
  tx: Executor,
  order: typeof orders.$inferSelect,
  actor: string = systemActor,
): Promise<number> {
  const orderId = order.id;
  // A review's "verifizierter Kauf" stands only on a paid or shipped order.
  await recheckVerifiedPurchases(tx, orderId);
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
    await moveStock(tx, {
      variationId: line.variationId!,
      change: line.quantity,
      reason: 'cancellation',
      actor,
      orderId,
    });
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
  return lines.length;
}
