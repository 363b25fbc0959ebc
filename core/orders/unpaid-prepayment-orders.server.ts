import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../db/connection.server';
import { shopDay } from '../i18n/format';
import { orderItems } from '../db/order-schema';
import { documentLines } from './documents/document-lines';
import { issueOrderDocument } from './order-document-numbers.server';
import { recordOrderEvent, systemActor } from './order-history.server';
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
type OrderRow = typeof orders.$inferSelect;

export async function remindAndCancelUnpaidPrepaymentOrders(services: Services, now: Date = new Date()) {
  const { db, config } = services;
  const cancelDayOf = (order: OrderRow) => new Date(order.createdAt.getTime() + config.UNPAID_ORDER_DAYS * dayMs);
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
    // Claimed first: two processes running the housekeeping at once send one reminder. The
    // dunning letter is issued with the claim, so it exists exactly once for each reminder.
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ paymentReminderSentAt: now })
        .where(and(eq(orders.id, id), isNull(orders.paymentReminderSentAt)))
        .returning();
      if (row) await issueDunningLetter(tx, row, cancelDayOf(row));
      return row;
    });
    if (!claimed) continue;
    const cancelOn = cancelDayOf(claimed);
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

/**
 * The dunning letter (Zahlungserinnerung) that goes with the reminder mail, among the order's
 * documents: what was ordered, what is open and the day to pay by (the day it is canceled).
 */
async function issueDunningLetter(tx: Executor, order: OrderRow, payBy: Date) {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  await issueOrderDocument(tx, order.id, 'dunning-letter', {
    language: order.language,
    references: [
      { label: 'orderNumber', value: String(order.id) },
      { label: 'orderDate', value: shopDay(order.createdAt) },
      { label: 'dueDate', value: shopDay(payBy) },
      { label: 'paymentMethod', value: order.paymentMethodName },
    ],
    lines: documentLines(order, items, order.language, { shipping: true, sign: 1 }),
  });
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: 'paymentReminded',
    actor: systemActor,
  });
}
