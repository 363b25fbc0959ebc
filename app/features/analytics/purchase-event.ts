import { useEffect } from 'react';
import type { OrderView } from '../../../core/orders/order-view.server';
import { shopEvents } from '../../lib/shop-events';
import { commercePayload } from './commerce-payload';

/**
 * The purchase event of the confirmation page (spec): it fires once per order shown; the analytics
 * module remembers the orders it counted, so showing the page again (a reload, the mail's link)
 * counts nothing twice.
 */
export function usePurchaseEvent(order: OrderView | null) {
  useEffect(() => {
    if (!order) return;
    const { totals } = order;
    shopEvents.emit('frontend:purchase', {
      orderId: order.order.id,
      totalGross: totals.totalGross,
      ...commercePayload(
        totals.currency,
        order.order.orderItems
          .filter((item) => item.itemVariationId)
          .map((item) => ({
            itemId: String(item.itemVariationId),
            name: item.orderItemName,
            price: item.amounts.priceOriginalGross,
            quantity: item.quantity,
          })),
      ),
      tax: totals.totalGross - totals.totalNet,
      shipping: totals.shippingGross,
      coupon: order.couponCode ?? undefined,
    });
  }, [order]);
}
