import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variations } from '../db/catalog-schema';
import { mailOutbox } from '../db/customer-schema';
import { orders } from '../db/order-schema';
import { createCustomer, findVariationWithStock } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { remindAndCancelUnpaidPrepaymentOrders } from './unpaid-prepayment-orders.server';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const consents = { terms: true, cancellationRights: true, privacy: true };
const daysLater = (days: number) => new Date(Date.now() + days * 86_400_000);

/** A customer's prepayment order of 3 pieces of a mirror with 10 in stock. */
async function unpaidOrder() {
  const buyer = await createCustomer(shop);
  const variation = await findVariationWithStock(shop, 10);
  await buyer.call('doAddCartItem', { productId: variation.id, quantity: 3 });
  const placed = await buyer.call<{ order: { id: number } }>('doPlaceOrder', {
    idempotencyKey: randomUUID(),
    legalConsents: consents,
  });
  expect(placed.status).toBe(200);
  return { buyer, variation, orderId: placed.data!.order.id };
}

const mailsTo = (email: string, kind: string) =>
  shop.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));

const stockOf = async (id: number) =>
  (await shop.services.db.select().from(variations).where(eq(variations.id, id)))[0]!.stock;
const statusOf = async (id: number) =>
  (await shop.services.db.select().from(orders).where(eq(orders.id, id)))[0]!.statusId;

describe('unpaid prepayment orders', () => {
  it('are reminded once after 10 days, then canceled after 14 with their stock given back', async () => {
    const { buyer, variation, orderId } = await unpaidOrder();
    expect(await stockOf(variation.id)).toBe(7);

    await remindAndCancelUnpaidPrepaymentOrders(shop.services, daysLater(9));
    expect(await mailsTo(buyer.email, 'paymentReminder')).toHaveLength(0);

    await remindAndCancelUnpaidPrepaymentOrders(shop.services, daysLater(11));
    await remindAndCancelUnpaidPrepaymentOrders(shop.services, daysLater(12));
    const reminders = await mailsTo(buyer.email, 'paymentReminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain(String(orderId));
    expect(reminders[0]!.text).toContain('DE89 3704 0044 0532 0130 00');
    expect(reminders[0]!.text).toMatch(/Ist bis zum \d+\. \w+ \d{4} keine Zahlung eingegangen/);
    expect(await statusOf(orderId)).toBe(3);

    await remindAndCancelUnpaidPrepaymentOrders(shop.services, daysLater(15));
    expect(await statusOf(orderId)).toBe(8);
    expect(await stockOf(variation.id)).toBe(10);
    expect(await mailsTo(buyer.email, 'orderCanceledUnpaid')).toHaveLength(1);
  });

  it('never touch a paid order; a late reminder still gives its days to pay', async () => {
    const paid = await unpaidOrder();
    await shop.services.db.update(orders).set({ statusId: 5, paidCents: 1 }).where(eq(orders.id, paid.orderId));
    const silent = await unpaidOrder();
    // The shop was not running for a month: the reminder goes out now, and its 4 days still hold.
    await remindAndCancelUnpaidPrepaymentOrders(shop.services, daysLater(30));
    expect(await statusOf(paid.orderId)).toBe(5);
    expect(await mailsTo(paid.buyer.email, 'paymentReminder')).toHaveLength(0);
    expect(await statusOf(silent.orderId)).toBe(3);
    expect(await mailsTo(silent.buyer.email, 'paymentReminder')).toHaveLength(1);
    await remindAndCancelUnpaidPrepaymentOrders(shop.services, daysLater(33));
    expect(await statusOf(silent.orderId)).toBe(3);
    await remindAndCancelUnpaidPrepaymentOrders(shop.services, daysLater(35));
    expect(await statusOf(silent.orderId)).toBe(8);
  });
});
