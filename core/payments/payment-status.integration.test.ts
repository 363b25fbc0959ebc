import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/order-schema';
import {
  buyerWithPaypal,
  finishOnHostedPage,
  orderFirst,
  orderRow,
  webhook,
  type Payment,
} from '../../tests/support/mollie-checkout';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * The payment statuses of spec §4 the shop had never shown: "prepaid" while a card or Klarna
 * authorisation holds the amount and nothing is captured, and "unknown" for a status the shop does
 * not know, both named in the customer's language on the order.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type OrderView = { paymentStatusKey: string; paymentStatus: string; statusName: string };

describe('payment status', () => {
  it('is "prepaid" while the amount is only authorised, and "fully paid" once it is captured', async () => {
    const buyer = await buyerWithPaypal(shop);
    const { placed, payment } = await orderFirst(buyer);
    await finishOnHostedPage(payment.checkoutUrl!, 'authorized');
    const synced = await buyer.call<Payment>('getMolliePaymentAndUpdateStatus', { paymentId: payment.id });
    expect(synced.data).toMatchObject({ status: 'authorized' });
    const viewOf = async () =>
      (await buyer.call<OrderView>('getOrder', { orderId: placed.order.id, accessKey: placed.accessKey })).data!;
    expect(await viewOf()).toMatchObject({ paymentStatusKey: 'prepaid', paymentStatus: 'Vorausbezahlt' });
    // An authorisation is no money yet: the order still waits before it is shipped.
    expect(await orderRow(shop, placed.order.id)).toMatchObject({
      paidCents: 0,
      paymentStatus: 'prepaid',
      statusId: 3,
    });

    // Captured (the sandbox's hosted page moves it on, as Mollie's capture does) and reported.
    await finishOnHostedPage(payment.checkoutUrl!, 'paid');
    expect((await webhook(shop, payment.id)).status).toBe(200);
    expect(await viewOf()).toMatchObject({ paymentStatusKey: 'fullyPaid', paymentStatus: 'Vollständig bezahlt' });
  });

  it('is "unknown" for a status the shop does not know, rather than a guess', async () => {
    const buyer = await buyerWithPaypal(shop);
    const { placed } = await orderFirst(buyer);
    await shop.services.db
      .update(orders)
      .set({ paymentStatus: sql`'imported:7'` })
      .where(eq(orders.id, placed.order.id));
    const view = await buyer.call<OrderView>('getOrder', { orderId: placed.order.id, accessKey: placed.accessKey });
    expect(view.data).toMatchObject({ paymentStatusKey: 'unknown', paymentStatus: 'Zahlungsstatus unbekannt' });
    const list = await buyer.call<{ entries: Array<{ id: number; paymentStatusKey: string }> }>('getOrders', {
      page: 1,
      itemsPerPage: 10,
    });
    expect(list.data!.entries.find((entry) => entry.id === placed.order.id)?.paymentStatusKey).toBe('unknown');
  });
});
