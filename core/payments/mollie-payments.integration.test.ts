import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variations } from '../db/catalog-schema';
import { mailOutbox } from '../db/customer-schema';
import { orders } from '../db/order-schema';
import { payments } from '../db/payment-schema';
import { cancelAbandonedMollieOrders } from './abandoned-orders.server';
import { createCustomer, createShopper, findVariationWithStock, type CallAnswer } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import {
  buyerWithPaypal,
  consents,
  finishOnHostedPage,
  orderFirst,
  orderRow,
  paypal,
  webhook,
  type Payment,
  type Placed,
} from '../../tests/support/mollie-checkout';

let shop: TestShop;
let paymentFirstShop: TestShop;
beforeAll(async () => {
  [shop, paymentFirstShop] = await Promise.all([startTestShop(), startTestShop({ MOLLIE_FLOW: 'payment-first' })]);
});
afterAll(() => Promise.all([shop.close(), paymentFirstShop.close()]));

describe('Mollie in the checkout', () => {
  it('offers the Mollie methods beside prepayment and says that payments are simulated', async () => {
    const buyer = await buyerWithPaypal(shop);
    const checkout = await buyer.call<{
      paymentProviders: Array<{ id: number; paymentKey: string; name: string }>;
      paymentMethodId: number;
      simulatedPayments: boolean;
    }>('getCheckout');
    expect(checkout.data!.paymentProviders.map((provider) => provider.paymentKey)).toEqual([
      'prepayment',
      'creditcard',
      'paypal',
      'klarna',
      'banktransfer',
      'applepay',
    ]);
    expect(checkout.data).toMatchObject({ paymentMethodId: paypal, simulatedPayments: true });
    const settings = await buyer.call<Record<string, unknown>>('getMollieSettings');
    expect(settings.data).toMatchObject({ simulated: true, testmode: true, preventOrderCreation: false });
  });

  it('leaves out a method an item of the cart rules out (Klarna for the gift sets)', async () => {
    const buyer = await createCustomer(shop);
    const [set] = await shop.services.db.select().from(variations).where(eq(variations.itemId, 184));
    await shop.services.db.update(variations).set({ stock: 20, isActive: true }).where(eq(variations.id, set!.id));
    await buyer.call('doAddCartItem', { productId: set!.id, quantity: 1 });
    type View = { paymentProviders: Array<{ id: number }>; cart: { excludedPaymentMethodIds: number[] } };
    const checkout = await buyer.call<View>('getCheckout');
    expect(checkout.data!.cart.excludedPaymentMethodIds).toEqual([6103]);
    expect(checkout.data!.paymentProviders.map((provider) => provider.id)).toEqual([6000, 6101, 6102, 6104, 6105]);
    expect(await buyer.call('setPaymentProvider', { paymentId: 6103 })).toMatchObject({
      status: 409,
      error: { key: 'checkout.paymentMethodUnavailable' },
    });
  });

  it('deselects a method that is no longer offered, and says so until another is chosen', async () => {
    const buyer = await buyerWithPaypal(shop);
    expect((await buyer.call('setPaymentProvider', { paymentId: 6103 })).status).toBe(200);
    // The sandbox's Klarna does not serve France.
    const countries = await buyer.call<Array<{ id: number; isoCode2: string }>>('getCountries');
    const france = countries.data!.find((country) => country.isoCode2 === 'FR')!;
    const address = await buyer.call<{ id: number }>('doSaveAddress', {
      typeId: 2,
      firstName: 'Anna',
      lastName: 'Berger',
      streetName: 'Rue de Rivoli',
      houseNumber: '99',
      zipCode: '75001',
      city: 'Paris',
      countryId: france.id,
    });
    expect(address.status).toBe(200);
    type View = { paymentMethodId: number; notices: string[] };
    const moved = await buyer.call<View>('setCheckoutAddress', { typeId: 2, addressId: address.data!.id });
    expect(moved.data).toMatchObject({ notices: ['paymentMethodUnavailable'], paymentMethodId: 6000 });
    // Said until the shopper chooses again.
    expect((await buyer.call<View>('getCheckout')).data!.notices).toEqual(['paymentMethodUnavailable']);
    expect((await buyer.call<View>('setPaymentProvider', { paymentId: 6102 })).data!.notices).toEqual([]);
  });
});

describe('order first', () => {
  it('pays an order: the return address names it, the webhook marks it paid and releases it', async () => {
    const buyer = await buyerWithPaypal(shop);
    const { placed, payment } = await orderFirst(buyer);
    expect(payment.status).toBe('open');
    expect(payment.amount).toBe(placed.totals.totalGross);
    const back = await finishOnHostedPage(payment.checkoutUrl!, 'paid');
    expect(back.pathname).toBe('/mollie-payment');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      mollie_payment_id: payment.id,
      plenty_order_id: String(placed.order.id),
      plenty_order_access_key: placed.accessKey,
    });
    // The sandbox's webhook has arrived by now or soon; the return page asks Mollie anyway.
    const status = await buyer.call<Payment>('getMolliePaymentAndUpdateStatus', { paymentId: payment.id });
    expect(status.data).toMatchObject({ status: 'paid', order: { id: placed.order.id, accessKey: placed.accessKey } });
    const order = await orderRow(shop, placed.order.id);
    expect(order).toMatchObject({ paidCents: order.totalGross, paymentStatus: 'fullyPaid', statusId: 5 });
    const view = await buyer.call<{ paymentStatusKey: string; statusName: string }>('getOrder', {
      orderId: placed.order.id,
      accessKey: placed.accessKey,
    });
    // Paid through the sandbox: every view of the payment says that no money moved.
    expect(view.data).toMatchObject({ paymentStatusKey: 'fullyPaid', testPayment: true });
    const [recorded] = await shop.services.db.select().from(payments).where(eq(payments.molliePaymentId, payment.id));
    expect(recorded!.mode).toBe('test');
    const [mail] = await shop.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, buyer.email), eq(mailOutbox.kind, 'orderConfirmation')));
    expect(mail!.text).toContain('PayPal – Testzahlung: Es wurde kein Geld bewegt.');
    const invoice = await buyer.browser.fetch(`/order-documents/${placed.order.id}/invoice.pdf`);
    expect(invoice.status).toBe(200);
  });

  it('a prepayment order is no test payment', async () => {
    const buyer = await createCustomer(shop);
    const variation = await findVariationWithStock(shop, 20);
    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const placed = await buyer.call<Placed>('doPlaceOrder', { idempotencyKey: randomUUID(), legalConsents: consents });
    const view = await buyer.call('getOrder', { orderId: placed.data!.order.id });
    expect(view.data).toMatchObject({ paymentMethodKey: 'prepayment', testPayment: false });
  });

  it('a webhook twice, late or forged never counts a payment twice or moves it back', async () => {
    const buyer = await buyerWithPaypal(shop);
    const { placed, payment } = await orderFirst(buyer);
    // Before anything happened: the webhook finds nothing new.
    expect((await webhook(shop, payment.id)).status).toBe(200);
    expect((await orderRow(shop, placed.order.id)).paidCents).toBe(0);
    await finishOnHostedPage(payment.checkoutUrl!, 'paid');
    const answers = await Promise.all([
      webhook(shop, payment.id),
      webhook(shop, payment.id),
      webhook(shop, payment.id),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const order = await orderRow(shop, placed.order.id);
    expect(order.paidCents).toBe(order.totalGross);
    // An id Mollie does not know, or that is no id at all: nothing changes.
    expect((await webhook(shop, 'tr_forged12345')).status).toBe(200);
    expect((await webhook(shop, '<script>')).status).toBe(400);
    // A stale report after the final one (the record says open again): Mollie's truth wins.
    await shop.services.db.update(payments).set({ status: 'open' }).where(eq(payments.molliePaymentId, payment.id));
    await webhook(shop, payment.id);
    const [row] = await shop.services.db.select().from(payments).where(eq(payments.molliePaymentId, payment.id));
    expect(row!.status).toBe('paid');
    expect((await orderRow(shop, placed.order.id)).paidCents).toBe(order.totalGross);
  });

  it('a canceled payment leaves the order waiting; a retry with another method pays it', async () => {
    const buyer = await buyerWithPaypal(shop);
    const { placed, payment } = await orderFirst(buyer);
    await finishOnHostedPage(payment.checkoutUrl!, 'canceled');
    const status = await buyer.call<Payment>('getMolliePaymentAndUpdateStatus', { paymentId: payment.id });
    expect(status.data!.status).toBe('canceled');
    expect(await orderRow(shop, placed.order.id)).toMatchObject({ statusId: 3, paidCents: 0 });

    const retry = await buyer.call<Payment>('doCreateMolliePaymentFromOrder', {
      orderId: placed.order.id,
      options: { paymentId: 6101 },
    });
    expect(retry.status).toBe(200);
    expect(retry.data!.id).not.toBe(payment.id);
    // Asked again (a reload): the same open payment, not a second one.
    const again = await buyer.call<Payment>('doCreateMolliePaymentFromOrder', { orderId: placed.order.id });
    expect(again.data!.id).toBe(retry.data!.id);
    expect((await orderRow(shop, placed.order.id)).paymentMethodName).toBe('Kreditkarte');
    await finishOnHostedPage(retry.data!.checkoutUrl!, 'paid');
    await buyer.call('getMolliePaymentAndUpdateStatus', { paymentId: retry.data!.id });
    expect(await orderRow(shop, placed.order.id)).toMatchObject({ statusId: 5, paymentStatus: 'fullyPaid' });
    // Paid: no further payment for it, and prepayment is no Mollie method to switch to.
    const paidAlready = await buyer.call('doCreateMolliePaymentFromOrder', { orderId: placed.order.id });
    expect(paidAlready).toMatchObject({ status: 409, error: { key: 'payment.alreadyPaid' } });
  });

  it('one order, one open payment: another method in another tab cancels the first at Mollie; paid once', async () => {
    const buyer = await buyerWithPaypal(shop);
    const { placed, payment } = await orderFirst(buyer);
    const card = await buyer.call<Payment>('doCreateMolliePaymentFromOrder', {
      orderId: placed.order.id,
      options: { paymentId: 6101 },
    });
    expect(card.status).toBe(200);
    expect(card.data!.id).not.toBe(payment.id);
    expect((await shop.services.mollie.getPayment(payment.id)).status).toBe('canceled');
    // The PayPal tab's page no longer takes the money; the card's does.
    await finishOnHostedPage(payment.checkoutUrl!, 'paid');
    expect((await shop.services.mollie.getPayment(payment.id)).status).toBe('canceled');
    await finishOnHostedPage(card.data!.checkoutUrl!, 'paid');
    await buyer.call('getMolliePaymentAndUpdateStatus', { paymentId: card.data!.id });
    await buyer.call('getMolliePaymentAndUpdateStatus', { paymentId: payment.id });
    const order = await orderRow(shop, placed.order.id);
    expect(order).toMatchObject({ paidCents: order.totalGross, paymentStatus: 'fullyPaid' });
  });

  it('a payment of the order pending at the bank cannot be canceled: no second one (409, the notice)', async () => {
    const buyer = await buyerWithPaypal(shop);
    const { placed, payment } = await orderFirst(buyer);
    await finishOnHostedPage(payment.checkoutUrl!, 'pending');
    const refused = await buyer.call('doCreateMolliePaymentFromOrder', {
      orderId: placed.order.id,
      options: { paymentId: 6101 },
    });
    expect(refused).toMatchObject({ status: 409, error: { key: 'payment.orderPaymentUnderWay' } });
    const again = await buyer.call('doPayOrderAgain', {
      orderId: placed.order.id,
      accessKey: placed.accessKey,
      paymentId: 6101,
    });
    // Back to the checkout's retry with the notice (not to the confirmation), not off to a second payment.
    expect(again.data).toEqual({
      next: 'paymentRetry',
      orderId: placed.order.id,
      accessKey: placed.accessKey,
      notice: 'orderPaymentUnderWay',
    });
    expect((await shop.services.mollie.getPayment(payment.id)).status).toBe('pending');
  });

  it('a day without the money: the order is canceled and its stock given back; an open payment waits', async () => {
    const left = await buyerWithPaypal(shop);
    const { placed: abandoned, payment } = await orderFirst(left);
    await finishOnHostedPage(payment.checkoutUrl!, 'canceled');
    await left.call('getMolliePaymentAndUpdateStatus', { paymentId: payment.id });
    const stockOf = async () =>
      (await shop.services.db.select().from(variations).where(eq(variations.id, left.variation.id)))[0]!.stock;
    // (The second buyer's mirror is the same variation: its stock is set anew and one piece taken.)
    const stillPaying = await buyerWithPaypal(shop);
    const { placed: open } = await orderFirst(stillPaying);
    const before = await stockOf();

    // Not yet a day: nothing happens.
    await cancelAbandonedMollieOrders(shop.services);
    expect((await orderRow(shop, abandoned.order.id)).statusId).toBe(3);
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    await cancelAbandonedMollieOrders(shop.services, tomorrow);
    expect((await orderRow(shop, abandoned.order.id)).statusId).toBe(8);
    expect(await stockOf()).toBe(before + 1);
    // The other payment is still open at Mollie: its order waits.
    expect((await orderRow(shop, open.order.id)).statusId).toBe(3);
    // Once canceled, never again (no second restock).
    await cancelAbandonedMollieOrders(shop.services, tomorrow);
    expect(await stockOf()).toBe(before + 1);
  });

  it("keeps other people's payments and orders out of reach (404 as if they did not exist)", async () => {
    const buyer = await buyerWithPaypal(shop);
    const { placed, payment } = await orderFirst(buyer);
    const stranger = await createShopper(shop);
    for (const [name, body] of [
      ['getMolliePayment', { paymentId: payment.id }],
      ['getMolliePaymentAndUpdateStatus', { paymentId: payment.id }],
      ['doPatchMolliePayment', { molliePaymentId: payment.id }],
    ] as const) {
      expect((await stranger.call(name, body)).status).toBe(404);
    }
    expect((await stranger.call('doCreateMolliePaymentFromOrder', { orderId: placed.order.id })).status).toBe(404);
    const wrongKey = await stranger.call('doAttachPaymentToOrder', {
      orderId: placed.order.id,
      accessKey: 'wrong',
      paymentId: payment.paymentId,
    });
    expect(wrongKey).toMatchObject({ status: 404, error: { key: 'order.notFound' } });
    const malformed = await stranger.call('getMolliePayment', { paymentId: '../../etc' });
    expect(malformed.status).toBe(400);
  });
});

describe('payment first', () => {
  it('places the order only when Mollie reports the money, once, even without the shopper', async () => {
    const buyer = await buyerWithPaypal(paymentFirstShop);
    const idempotencyKey = randomUUID();
    const created = await buyer.call<Payment>('doCreateMolliePaymentFromBasket', {
      options: { idempotencyKey, legalConsents: consents },
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ status: 'open', orderId: null, flow: 'payment-first' });
    // The same click twice: the same payment.
    const twice = await buyer.call<Payment>('doCreateMolliePaymentFromBasket', {
      options: { idempotencyKey, legalConsents: consents },
    });
    expect(twice.data!.id).toBe(created.data!.id);
    const plenty = await buyer.call<Payment>('doCreatePlentyPaymentFromMolliePayment', { paymentId: created.data!.id });
    expect(plenty.data!.paymentId).toBe(created.data!.paymentId);
    await buyer.call('doPatchMolliePayment', { molliePaymentId: created.data!.id });
    // Not paid yet: no order, the cart is still there.
    const before = await buyer.call<Payment>('getMolliePaymentAndUpdateStatus', { paymentId: created.data!.id });
    expect(before.data).toMatchObject({ status: 'open', order: null });
    expect(before.data!.review!.cart.basketAmount).toBe(created.data!.amount);
    expect((await buyer.call('getCart')).data!.items).toHaveLength(1);

    const back = await finishOnHostedPage(created.data!.checkoutUrl!, 'paid');
    expect(back.searchParams.get('mollie_payment_id')).toBe(created.data!.id);
    // The shopper closes the tab; Mollie's webhook alone places the order (twice delivered: one order).
    await Promise.all([webhook(paymentFirstShop, created.data!.id), webhook(paymentFirstShop, created.data!.id)]);
    const [row] = await paymentFirstShop.services.db
      .select()
      .from(payments)
      .where(eq(payments.molliePaymentId, created.data!.id));
    expect(row!.orderId).not.toBeNull();
    const order = await orderRow(paymentFirstShop, row!.orderId!);
    expect(order).toMatchObject({ paidCents: order.totalGross, statusId: 5, paymentMethodName: 'PayPal' });
    const [stock] = await paymentFirstShop.services.db
      .select()
      .from(variations)
      .where(eq(variations.id, buyer.variation.id));
    expect(stock!.stock).toBe(19);
    expect((await buyer.call('getCart')).data!.items).toHaveLength(0);
    // The sandbox sends its own webhook too: the sync that placed the order may still be writing
    // the mail when the two above, which found the order, have answered. One mail, never two.
    const confirmations = async () =>
      (await paymentFirstShop.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email))).filter(
        (mail) => mail.kind.startsWith('orderConfirmation'),
      ).length;
    await expect.poll(confirmations, { timeout: 5_000 }).toBe(1);
    // The shopper does come back: the same order, with its key for the confirmation page.
    const after = await buyer.call<Payment>('getMolliePaymentAndUpdateStatus', { paymentId: created.data!.id });
    expect(after.data!.order).toEqual({ id: order.id, accessKey: order.accessKey });
    const attach = await buyer.call<Payment>('doAttachPaymentToOrder', {
      orderId: order.id,
      accessKey: order.accessKey,
      paymentId: row!.id,
    });
    expect(attach.data!.orderId).toBe(order.id);
    expect(await confirmations()).toBe(1);
  });

  it('the money is in: a paid payment places its order even when the cart changed or was ordered meanwhile', async () => {
    /** A payment-first payment left open on the hosted page while the shopper goes on. */
    const openPayment = async () => {
      const buyer = await buyerWithPaypal(paymentFirstShop);
      const created = await buyer.call<Payment>('doCreateMolliePaymentFromBasket', {
        options: { idempotencyKey: randomUUID(), legalConsents: consents },
      });
      expect(created.data).toMatchObject({ status: 'open', orderId: null });
      return { buyer, payment: created.data! };
    };
    /** Paid on the hosted page, then only Mollie's webhook tells the shop: the order it placed. */
    const payAndNotify = async (payment: Payment, problem: string | null = null) => {
      await finishOnHostedPage(payment.checkoutUrl!, 'paid');
      expect((await webhook(paymentFirstShop, payment.id)).status).toBe(200);
      const [row] = await paymentFirstShop.services.db
        .select()
        .from(payments)
        .where(eq(payments.molliePaymentId, payment.id));
      expect(row).toMatchObject({ status: 'paid', problem });
      expect(row!.orderId).not.toBeNull();
      const order = await orderRow(paymentFirstShop, row!.orderId!);
      expect(order).toMatchObject({ totalGross: payment.amount, paidCents: payment.amount, statusId: 5 });
      return order;
    };

    // The shopper raises the quantity in another tab while the payment is open: one piece was paid.
    const changed = await openPayment();
    const [line] = (await changed.buyer.call('getCart')).data!.items;
    const raised = await changed.buyer.call('setCartItemQuantity', {
      productId: changed.buyer.variation.id,
      cartItemId: line!.id,
      quantity: 2,
    });
    expect(raised.status).toBe(200);
    await payAndNotify(changed.payment);

    // The shopper orders the same cart with prepayment while the payment is open (the cart is
    // gone): the money still arrives, so its order is placed too, but the payment keeps the problem
    // for the shop's staff (a second order of one cart: check it and refund).
    const ordered = await openPayment();
    expect((await ordered.buyer.call('setPaymentProvider', { paymentId: 6000 })).status).toBe(200);
    const prepaid = await ordered.buyer.call<Placed>('doPlaceOrder', {
      idempotencyKey: randomUUID(),
      legalConsents: consents,
    });
    expect(prepaid.status).toBe(200);
    expect((await ordered.buyer.call('getCart')).data!.items).toHaveLength(0);
    const paidOrder = await payAndNotify(ordered.payment, 'order.cartAlreadyOrdered');
    expect(paidOrder.id).not.toBe(prepaid.data!.order.id);
  });

  /** The payment-first payments a cart has had, as the shop recorded them. */
  const cartIdOf = async (payment: Payment) => {
    const [row] = await paymentFirstShop.services.db
      .select()
      .from(payments)
      .where(eq(payments.molliePaymentId, payment.id));
    return (row!.orderSnapshot as { cartId: number }).cartId;
  };
  const ordersOfCart = (cartId: number) =>
    paymentFirstShop.services.db.select().from(orders).where(eq(orders.cartId, cartId));
  const payFromBasket = (
    buyer: Pick<Awaited<ReturnType<typeof buyerWithPaypal>>, 'call'>,
    idempotencyKey = randomUUID(),
  ) => buyer.call<Payment>('doCreateMolliePaymentFromBasket', { options: { idempotencyKey, legalConsents: consents } });

  it('one cart, one open payment: a second payment (another tab) cancels the first at Mollie; only one order', async () => {
    const buyer = await buyerWithPaypal(paymentFirstShop);
    const firstKey = randomUUID();
    const first = await payFromBasket(buyer, firstKey);
    expect(first.data).toMatchObject({ status: 'open' });
    // The second tab, by card.
    expect((await buyer.call('setPaymentProvider', { paymentId: 6101 })).status).toBe(200);
    const second = await payFromBasket(buyer);
    expect(second.status).toBe(200);
    expect(second.data!.id).not.toBe(first.data!.id);
    // The first tab's hosted page no longer takes the money, and Mollie says canceled.
    expect(await (await fetch(first.data!.checkoutUrl!)).text()).not.toContain('value="paid"');
    await finishOnHostedPage(first.data!.checkoutUrl!, 'paid');
    expect((await paymentFirstShop.services.mollie.getPayment(first.data!.id)).status).toBe('canceled');
    const firstStatus = await buyer.call<Payment>('getMolliePaymentAndUpdateStatus', { paymentId: first.data!.id });
    expect(firstStatus.data).toMatchObject({ status: 'canceled', order: null });
    // The first click's key asked again: its own payment, as before (not a third one).
    expect((await payFromBasket(buyer, firstKey)).data).toMatchObject({ id: first.data!.id, status: 'canceled' });
    await finishOnHostedPage(second.data!.checkoutUrl!, 'paid');
    const paid = await buyer.call<Payment>('getMolliePaymentAndUpdateStatus', { paymentId: second.data!.id });
    expect(paid.data).toMatchObject({ status: 'paid', problem: null });
    expect(await ordersOfCart(await cartIdOf(second.data!))).toHaveLength(1);
    const [stock] = await paymentFirstShop.services.db
      .select()
      .from(variations)
      .where(eq(variations.id, buyer.variation.id));
    expect(stock!.stock).toBe(19);
  });

  it('4 parallel payments for one cart: at most one stays open (the others canceled or refused with 409)', async () => {
    const buyer = await buyerWithPaypal(paymentFirstShop);
    const answers = await Promise.all([1, 2, 3, 4].map(() => payFromBasket(buyer)));
    const created = answers.filter((answer) => answer.status === 200).map((answer) => answer.data!);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toMatchObject({ status: 409, error: { key: 'payment.cartPaymentStarting' } });
      expect(refused.error!.message).toContain('Warenkorb');
    }
    expect(created.length).toBeGreaterThan(0);
    const atMollie = await Promise.all(
      created.map((payment) => paymentFirstShop.services.mollie.getPayment(payment.id)),
    );
    expect(atMollie.filter((payment) => payment.status === 'open')).toHaveLength(1);
    // The shopper pays every page handed out: one order, one charge.
    for (const payment of created) {
      await fetch(payment.checkoutUrl!, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'paid' }),
        redirect: 'manual',
      });
      await buyer.call('getMolliePaymentAndUpdateStatus', { paymentId: payment.id });
    }
    const paid = await Promise.all(created.map((payment) => paymentFirstShop.services.mollie.getPayment(payment.id)));
    expect(paid.filter((payment) => payment.status === 'paid')).toHaveLength(1);
    expect(await ordersOfCart(await cartIdOf(created[0]!))).toHaveLength(1);
  });

  it('a payment under way at the bank cannot be canceled: a second one is refused (409), its own key still answers', async () => {
    const buyer = await buyerWithPaypal(paymentFirstShop);
    expect((await buyer.call('setPaymentProvider', { paymentId: 6104 })).status).toBe(200);
    const key = randomUUID();
    const first = await payFromBasket(buyer, key);
    await finishOnHostedPage(first.data!.checkoutUrl!, 'pending');
    expect((await paymentFirstShop.services.mollie.getPayment(first.data!.id)).isCancelable).toBe(false);
    expect((await buyer.call('setPaymentProvider', { paymentId: paypal })).status).toBe(200);
    const second = await payFromBasket(buyer);
    expect(second).toMatchObject({ status: 409, error: { key: 'payment.cartPaymentUnderWay' } });
    expect(second.error!.message).toContain('Zahlung');
    expect((await payFromBasket(buyer, key)).data!.id).toBe(first.data!.id);
    expect((await paymentFirstShop.services.mollie.getPayment(first.data!.id)).status).toBe('pending');
  });

  it('pay again: an unpaid order of the cart still gets its Mollie payment and is paid by it', async () => {
    const buyer = await buyerWithPaypal(paymentFirstShop);
    expect((await buyer.call('setPaymentProvider', { paymentId: 6000 })).status).toBe(200);
    const placed = await buyer.call<Placed>('doPlaceOrder', { idempotencyKey: randomUUID(), legalConsents: consents });
    expect(placed.status).toBe(200);
    const again = { orderId: placed.data!.order.id, accessKey: placed.data!.accessKey, paymentId: 6101 };
    const first = await buyer.call<{ next: string; paymentUrl: string }>('doPayOrderAgain', again);
    expect(first.data).toMatchObject({ next: 'payment' });
    // Asked again (a reload): the same open payment.
    expect((await buyer.call<{ paymentUrl: string }>('doPayOrderAgain', again)).data!.paymentUrl).toBe(
      first.data!.paymentUrl,
    );
    await finishOnHostedPage(first.data!.paymentUrl, 'paid');
    const molliePaymentId = new URL(first.data!.paymentUrl).pathname.split('/').pop()!;
    await buyer.call('getMolliePaymentAndUpdateStatus', { paymentId: molliePaymentId });
    expect(await orderRow(paymentFirstShop, placed.data!.order.id)).toMatchObject({ paymentStatus: 'fullyPaid' });
  });

  it('a failed payment places no order and keeps the cart for another try', async () => {
    const buyer = await buyerWithPaypal(paymentFirstShop);
    const created = await buyer.call<Payment>('doCreateMolliePaymentFromBasket', {
      options: { idempotencyKey: randomUUID(), legalConsents: consents },
    });
    await finishOnHostedPage(created.data!.checkoutUrl!, 'failed');
    const status = await buyer.call<Payment>('getMolliePaymentAndUpdateStatus', { paymentId: created.data!.id });
    expect(status.data).toMatchObject({ status: 'failed', order: null });
    expect((await buyer.call('getCart')).data!.items).toHaveLength(1);
  });

  it('checks the checkout like doPlaceOrder: no payment without the consents', async () => {
    const buyer = await buyerWithPaypal(paymentFirstShop);
    const refused: CallAnswer = await buyer.call('doCreateMolliePaymentFromBasket', {
      options: { idempotencyKey: randomUUID(), legalConsents: { ...consents, terms: false } },
    });
    expect(refused).toMatchObject({ status: 400, error: { key: 'checkout.consentRequired' } });
  });

  it('sold out while paying: the paid payment keeps the reason, nothing is oversold', async () => {
    const buyer = await buyerWithPaypal(paymentFirstShop, 5);
    const created = await buyer.call<Payment>('doCreateMolliePaymentFromBasket', {
      options: { idempotencyKey: randomUUID(), legalConsents: consents },
    });
    await paymentFirstShop.services.db
      .update(variations)
      .set({ stock: 0 })
      .where(eq(variations.id, buyer.variation.id));
    await finishOnHostedPage(created.data!.checkoutUrl!, 'paid');
    const status = await buyer.call<Payment>('getMolliePaymentAndUpdateStatus', { paymentId: created.data!.id });
    expect(status.data).toMatchObject({ status: 'paid', order: null, problem: 'order.notEnoughStock' });
  });
});
