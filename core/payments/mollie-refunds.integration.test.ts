import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMollieClient } from '../adapters/mollie/mollie-client.server';
import { refunds } from '../db/order-handling-schema';
import { orders } from '../db/order-schema';
import { payments } from '../db/payment-schema';
import { orderHistory } from '../orders/order-history.server';
import { createCustomer, findVariationWithStock } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { retryPendingMollieRefunds, startMollieRefund } from './mollie-refunds.server';

/**
 * Refunds and chargebacks through the built-in Mollie sandbox (issue 36), over real HTTP: the
 * sandbox's refunds wait for the tester's decision on its hosted page (as Mollie's test mode lets
 * one decide), whose change reaches the shop through the payment's webhook.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({}, { mollieSandbox: { refunds: { processAutomatically: false } } });
});
afterAll(() => shop.close());

const consents = { terms: true, cancellationRights: true, privacy: true };
const paypal = 6102;

/** An order paid through the sandbox (order first), released for shipping. */
async function paidOrder() {
  const buyer = await createCustomer(shop);
  const variation = await findVariationWithStock(shop, 20);
  await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
  await buyer.call('setPaymentProvider', { paymentId: paypal });
  const placed = await buyer.call<{ order: { id: number } }>('doPlaceOrder', {
    idempotencyKey: randomUUID(),
    legalConsents: consents,
  });
  const orderId = placed.data!.order.id;
  const created = await buyer.call<{ id: string; checkoutUrl: string }>('doCreateMolliePaymentFromOrder', { orderId });
  const molliePaymentId = created.data!.id;
  await buyer.call('doAttachMolliePaymentToOrder', { orderId, molliePaymentId });
  await buyer.call('doPatchMolliePayment', { molliePaymentId });
  const hostedPage = created.data!.checkoutUrl;
  await tester(hostedPage, { outcome: 'paid' });
  await buyer.call('getMolliePaymentAndUpdateStatus', { paymentId: molliePaymentId });
  const order = await orderRow(orderId);
  expect(order).toMatchObject({ statusId: 5, paymentStatus: 'fullyPaid' });
  return { orderId, molliePaymentId, hostedPage, total: order.totalGross };
}

/** The tester's click on the sandbox's hosted page. */
async function tester(hostedPage: string, fields: Record<string, string>) {
  const response = await fetch(hostedPage, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  await response.body?.cancel();
}

/** A refund as the staff's refund action leaves it: pending, and counted on the order already. */
async function staffRefund(orderId: number, amountCents: number, molliePaymentId: string | null = null) {
  const [row] = await shop.services.db
    .insert(refunds)
    .values({ orderId, amountCents, method: 'mollie', status: 'pending', molliePaymentId, createdBy: 'staff@test' })
    .returning();
  const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId));
  await shop.services.db
    .update(orders)
    .set({ refundedCents: order!.refundedCents + amountCents })
    .where(eq(orders.id, orderId));
  return row!;
}

async function orderRow(id: number) {
  const [row] = await shop.services.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
async function refundRows(orderId: number) {
  return shop.services.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
}
async function paymentRow(molliePaymentId: string) {
  const [row] = await shop.services.db.select().from(payments).where(eq(payments.molliePaymentId, molliePaymentId));
  return row!;
}
const webhook = (id: string) =>
  fetch(`${shop.url}/payment-webhooks/mollie`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }),
  });

async function until(condition: () => Promise<boolean>, timeoutMs = 5000) {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const kinds = async (orderId: number) => (await orderHistory(shop.services.db, orderId)).map((entry) => entry.kind);

describe('refunds through Mollie', () => {
  it('refunds part of a paid payment: pending at Mollie, refunded when its webhook says so', async () => {
    const { orderId, molliePaymentId, hostedPage } = await paidOrder();
    const row = await staffRefund(orderId, 500);
    const started = await startMollieRefund(shop.services, row.id);
    expect(started).toMatchObject({ status: 'pending', molliePaymentId });
    expect(started!.mollieRefundId).toMatch(/^re_/);
    const [atMollie] = await shop.services.mollie.listRefunds(molliePaymentId);
    expect(atMollie).toMatchObject({ id: started!.mollieRefundId, amount: { value: '5.00' }, status: 'pending' });
    expect(atMollie!.metadata).toMatchObject({ refundId: row.id, orderId });

    await tester(hostedPage, { outcome: 'refundRefunded', refundId: started!.mollieRefundId! });
    await until(async () => (await refundRows(orderId))[0]!.status === 'refunded');
    expect(await paymentRow(molliePaymentId)).toMatchObject({ refundedCents: 500, chargedBackCents: 0 });
    expect(await orderRow(orderId)).toMatchObject({ refundedCents: 500, statusId: 5, paymentStatus: 'fullyPaid' });
    expect(await kinds(orderId)).toEqual(['refunded']);
    // The same webhook again: nothing new.
    expect((await webhook(molliePaymentId)).status).toBe(200);
    expect(await kinds(orderId)).toEqual(['refunded']);
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('a refund above what remains is refused: failed, in the history, no longer counted', async () => {
    const { orderId, total } = await paidOrder();
    const row = await staffRefund(orderId, total + 100);
    expect((await orderRow(orderId)).refundedCents).toBe(total + 100);
    const answered = await startMollieRefund(shop.services, row.id);
    expect(answered).toMatchObject({ status: 'failed', mollieRefundId: null });
    expect((await orderRow(orderId)).refundedCents).toBe(0);
    const [event] = await orderHistory(shop.services.db, orderId);
    expect(event).toMatchObject({ kind: 'refundFailed', actor: 'system', details: { refundId: row.id } });
    expect(String(event!.details.reason)).toContain('422');
    // Started again: a failed refund stays failed, no second event.
    expect(await startMollieRefund(shop.services, row.id)).toMatchObject({ status: 'failed' });
    expect(await kinds(orderId)).toEqual(['refundFailed']);
  });

  it('a refund Mollie fails later is failed too, and its amount counts as refundable again', async () => {
    const { orderId, hostedPage } = await paidOrder();
    const kept = await staffRefund(orderId, 200);
    const failing = await staffRefund(orderId, 300);
    await startMollieRefund(shop.services, kept.id);
    const started = await startMollieRefund(shop.services, failing.id);
    await tester(hostedPage, { outcome: 'refundFailed', refundId: started!.mollieRefundId! });
    await until(async () => (await refundRows(orderId))[1]!.status === 'failed');
    expect((await refundRows(orderId)).map((entry) => entry.status)).toEqual(['pending', 'failed']);
    expect((await orderRow(orderId)).refundedCents).toBe(200);
    expect(await kinds(orderId)).toEqual(['refundFailed']);
  });

  it('the same refund started twice at once makes one Mollie refund', async () => {
    const { orderId, molliePaymentId } = await paidOrder();
    const row = await staffRefund(orderId, 700, molliePaymentId);
    const [a, b] = await Promise.all([
      startMollieRefund(shop.services, row.id),
      startMollieRefund(shop.services, row.id),
    ]);
    expect(a!.mollieRefundId).toBe(b!.mollieRefundId);
    expect(await shop.services.mollie.listRefunds(molliePaymentId)).toHaveLength(1);
  });

  it('while Mollie cannot be reached a refund stays pending, and the housekeeping starts it later', async () => {
    const { orderId, molliePaymentId } = await paidOrder();
    const row = await staffRefund(orderId, 400);
    const unreachable = createMollieClient({
      apiKey: 'test_unreachable',
      baseUrl: 'http://127.0.0.1:9/v2',
      simulated: true,
      timeoutMs: 500,
    });
    const answered = await startMollieRefund({ ...shop.services, mollie: unreachable }, row.id);
    expect(answered).toMatchObject({ status: 'pending', mollieRefundId: null });
    expect((await orderRow(orderId)).refundedCents).toBe(400);
    // Not yet: the staff action may still be starting it.
    expect(await retryPendingMollieRefunds(shop.services)).toBe(0);
    expect((await refundRows(orderId))[0]!.mollieRefundId).toBeNull();
    await retryPendingMollieRefunds(shop.services, new Date(Date.now() + 10 * 60_000));
    const [retried] = await refundRows(orderId);
    expect(retried).toMatchObject({ status: 'pending', molliePaymentId });
    expect(retried!.mollieRefundId).toMatch(/^re_/);
    expect(await shop.services.mollie.listRefunds(molliePaymentId)).toHaveLength(1);
  });

  it("records a refund made in Mollie's dashboard as a refund of its own", async () => {
    const { orderId, molliePaymentId, hostedPage } = await paidOrder();
    const made = await shop.services.mollie.createRefund(
      molliePaymentId,
      { amount: { currency: 'EUR', value: '3.50' }, description: 'Kulanz' },
      `dashboard-${randomUUID()}`,
    );
    await tester(hostedPage, { outcome: 'refundRefunded', refundId: made.id });
    await until(async () => (await refundRows(orderId)).length === 1);
    expect(await refundRows(orderId)).toMatchObject([
      { amountCents: 350, status: 'refunded', createdBy: 'mollie', mollieRefundId: made.id, reason: 'Kulanz' },
    ]);
    expect((await orderRow(orderId)).refundedCents).toBe(350);
    expect(await kinds(orderId)).toEqual(['refunded']);
    await webhook(molliePaymentId);
    expect(await refundRows(orderId)).toHaveLength(1);
  });
});

describe('chargebacks reported by Mollie', () => {
  it('reopen the order (waiting for its payment, unpaid) and are in its history, once', async () => {
    const { orderId, molliePaymentId, hostedPage, total } = await paidOrder();
    await tester(hostedPage, { outcome: 'chargeback' });
    await until(async () => (await orderRow(orderId)).statusId === 3);
    expect(await orderRow(orderId)).toMatchObject({ paidCents: 0, paymentStatus: 'unpaid', statusId: 3 });
    expect(await paymentRow(molliePaymentId)).toMatchObject({ status: 'paid', chargedBackCents: total });
    const history = await orderHistory(shop.services.db, orderId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      kind: 'chargeback',
      actor: 'system',
      details: { amountCents: total, chargedBackCents: total, molliePaymentId },
    });
    expect((history[0]!.details.chargebackIds as string[])[0]).toMatch(/^chb_/);
    // The same webhook again changes nothing.
    expect((await webhook(molliePaymentId)).status).toBe(200);
    expect(await orderHistory(shop.services.db, orderId)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ paidCents: 0, paymentStatus: 'unpaid', statusId: 3 });
  });
});
