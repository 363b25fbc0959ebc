import { and, eq, isNull, lt } from 'drizzle-orm';
import { orders } from '../db/order-schema';
import { orderCanceledUnpaidMail, paymentReminderMail } from './order-mails';
import type { Services } from '../services.server';
import { cancelUnpaidOrder } from './cancel-unpaid-order.server';
import { orderStatus, orderTypes } from '../order-status';
import { mailAboutOrder } from './order-mail.server';

/**
 * Prepayment orders hold their stock until the money arrives. One that stays unpaid would hold it
 * for good (an attacker's way to empty the shelves): UNPAID_ORDER_REMINDER_DAYS after the order
 * the shopper is reminded by mail, with the bank details and the day it will be canceled;
 * UNPAID_ORDER_DAYS after the order it is canceled (stock and coupon given back) and the shopper
 * told so. Only orders reminded at least the days between the two are canceled, so nobody loses
 * an order without a word and the time to pay it.
 */
const dayMs = 86_400_000;

export async function remindAndCancelUnpaidPrepaymentOrders(services: Services, now: Date = new Date()) {
  const { db, config } = services;
  const unpaidPrepayment = and(
    eq(orders.typeId, orderTypes.sales),
    eq(orders.paymentMethodKey, 'prepayment'),
    eq(orders.statusId, orderStatus.waitingForPayment),
    eq(orders.paidCents, 0),
  );
  let reminded = 0;
  const dueForReminder = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        unpaidPrepayment,
        isNull(orders.paymentReminderSentAt),
        lt(orders.createdAt, new Date(now.getTime() - config.UNPAID_ORDER_REMINDER_DAYS * dayMs)),
      ),
    );
  for (const { id } of dueForReminder) {
    // Claimed first: two processes running the housekeeping at once send one reminder.
    const [claimed] = await db
      .update(orders)
      .set({ paymentReminderSentAt: now })
      .where(and(eq(orders.id, id), isNull(orders.paymentReminderSentAt)))
      .returning();
    if (!claimed) continue;
    const cancelOn = new Date(claimed.createdAt.getTime() + config.UNPAID_ORDER_DAYS * dayMs);
    await mailAboutOrder(services, claimed, (view, link) =>
      paymentReminderMail(claimed.language, view, link, cancelOn),
    );
    reminded += 1;
  }

  const graceDays = config.UNPAID_ORDER_DAYS - config.UNPAID_ORDER_REMINDER_DAYS;
  let canceled = 0;
  const dueForCancellation = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        unpaidPrepayment,
        lt(orders.createdAt, new Date(now.getTime() - config.UNPAID_ORDER_DAYS * dayMs)),
        // The reminder's days to pay hold even when it went out late (the shop was not running).
        lt(orders.paymentReminderSentAt, new Date(now.getTime() - graceDays * dayMs)),
      ),
    );
  for (const { id } of dueForCancellation) {
    if (!(await cancelUnpaidOrder(services, id, []))) continue;
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (order)
      await mailAboutOrder(services, order, (view, link) => orderCanceledUnpaidMail(order.language, view, link));
    canceled += 1;
  }
  return { reminded, canceled };
}
