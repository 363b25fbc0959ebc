import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOrderProperties, items, properties, variationPrices, variations } from '../db/catalog-schema';
import { orderItems, orders } from '../db/order-schema';
import { couponCodes } from '../db/schema';
import { mailOutbox } from '../db/customer-schema';
import {
  createCustomer,
  createGuest,
  guestAddress,
  createShopper,
  findVariationWithStock,
  linkOfLatestMail,
  registerAndConfirm,
  type CallAnswer,
} from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type PlacedOrder = {
  order: {
    id: number;
    statusName: string;
    orderItems: Array<{ typeId: number; quantity: number; itemVariationId: number | null; orderItemName: string }>;
    billingAddress: { lastName: string; zipCode: string };
  };
  accessKey: string;
  replayed: boolean;
  paymentMethodName: string;
  paymentStatusKey: string;
  totals: { totalGross: number; couponDiscount: number; vats: Array<{ vatValue: number; vatAmount: number }> };
  bankDetails: { iban: string; reference: string } | null;
};

const consents = { terms: true, cancellationRights: true, privacy: true };
const newKey = () => randomUUID();

const customer = () => createCustomer(shop);
const variationWithStock = (stock: number) => findVariationWithStock(shop, stock);

describe('placing orders', () => {
  it('turns the cart into an order with server prices, takes the stock and empties the cart', async () => {
    const buyer = await customer();
    const variation = await variationWithStock(20);
    const cart = (await buyer.call('doAddCartItem', { productId: variation.id, quantity: 2 })).data!;
    const placed = await buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents });
    expect(placed.status).toBe(200);
    const order = placed.data!;
    expect(order.accessKey.length).toBeGreaterThanOrEqual(22);
    expect(order.order.orderItems).toEqual([
      expect.objectContaining({ typeId: 1, quantity: 2, itemVariationId: variation.id }),
    ]);
    expect(order.totals.totalGross).toBe(cart.basketAmount);
    expect(order.totals.vats).toEqual(cart.totalVats);
    expect(order).toMatchObject({
      paymentMethodName: 'Vorkasse (Überweisung)',
      paymentStatusKey: 'unpaid',
      bankDetails: { iban: 'DE89 3704 0044 0532 0130 00', reference: String(order.order.id) },
    });
    expect(order.order.statusName).toBe('Warten auf Zahlungseingang');
    const [stock] = await shop.services.db.select().from(variations).where(eq(variations.id, variation.id));
    expect(stock!.stock).toBe(18);
    expect((await buyer.call('getCart')).data!.items).toEqual([]);
    // The confirmation mail: the order, its sums, the bank details and the link to its page.
    const mails = await shop.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
    const confirmation = mails.find((candidate) => candidate.kind === 'orderConfirmationPrepayment');
    expect(confirmation!.subject).toBe(`Ihre Bestellung ${order.order.id} bei Spiegelshop`);
    expect(confirmation!.text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(confirmation!.text).toContain(`/confirmation/${order.order.id}/${order.accessKey}`);
    expect(confirmation!.html).toContain('<table');
  });

  it('a double submit or a retry with the same key makes one order', async () => {
    const buyer = await customer();
    const variation = await variationWithStock(20);
    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const key = newKey();
    const [first, second] = await Promise.all([
      buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: key, legalConsents: consents }),
      buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: key, legalConsents: consents }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.data!.order.id).toBe(second.data!.order.id);
    expect(first.data!.accessKey).toBe(second.data!.accessKey);
    const retry = await buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: key, legalConsents: consents });
    expect(retry.data).toMatchObject({ replayed: true, order: { id: first.data!.order.id } });
    const rows = await shop.services.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const [stock] = await shop.services.db.select().from(variations).where(eq(variations.id, variation.id));
    expect(stock!.stock).toBe(19);
    const mails = await shop.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
    expect(mails.filter((mail) => mail.kind.startsWith('orderConfirmation'))).toHaveLength(1);
    // Another cart cannot use the key to reach this order.
    const other = await customer();
    await other.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const stolen = await other.call('doPlaceOrder', { idempotencyKey: key, legalConsents: consents });
    expect(stolen).toMatchObject({ status: 409, error: { key: 'order.idempotencyKeyUsed' } });
    // And its cart is as it was: the refused order took nothing from it.
    expect((await other.call<{ items: unknown[] }>('getCart')).data!.items).toHaveLength(1);
  });

  it('one cart becomes one order: five orders at once with different keys place one, the others get a 409', async () => {
    const buyer = await customer();
    const variation = await variationWithStock(20);
    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const keys = Array.from({ length: 5 }, newKey);
    const answers: CallAnswer<PlacedOrder>[] = await Promise.all(
      keys.map((key) => buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: key, legalConsents: consents })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(4);
    // Raced with the order: "already ordered"; came after it: the emptied cart.
    for (const answer of refused)
      expect(['order.cartAlreadyOrdered', 'checkout.emptyCart']).toContain(answer.error?.key);
    const rows = await shop.services.db.select().from(orders).where(inArray(orders.idempotencyKey, keys));
    expect(rows).toHaveLength(1);
    const [stock] = await shop.services.db.select().from(variations).where(eq(variations.id, variation.id));
    expect(stock!.stock).toBe(19);
    // The winner's key still answers with its order.
    const winner = answers.find((answer) => answer.status === 200)!;
    const replay = await buyer.call<PlacedOrder>('doPlaceOrder', {
      idempotencyKey: keys[answers.indexOf(winner)]!,
      legalConsents: consents,
    });
    expect(replay).toMatchObject({ status: 200, data: { replayed: true, order: { id: winner.data!.order.id } } });
  });

  it('50 buyers for the last 10 pieces: exactly 10 orders, 40 "not enough stock"', async () => {
    const variation = await variationWithStock(10);
    const buyers = [];
    for (let index = 0; index < 50; index++) {
      const buyer = await customer();
      // Each puts one piece in the cart while there are still ten.
      expect((await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 })).status).toBe(200);
      buyers.push(buyer);
    }
    const answers: CallAnswer<PlacedOrder>[] = await Promise.all(
      buyers.map((buyer) =>
        buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents }),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused) expect(answer.error?.key).toBe('order.notEnoughStock');
    const [stock] = await shop.services.db.select().from(variations).where(eq(variations.id, variation.id));
    expect(stock!.stock).toBe(0);
    const orderIds = placed.map((answer) => answer.data!.order.id);
    const lines = await shop.services.db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
    expect(lines.map((line) => [line.variationId, line.quantity])).toEqual(orderIds.map(() => [variation.id, 1]));
    // Nobody can order what is gone: the sold-out line leaves the refused buyers' carts.
    const { data } = await buyers[answers.indexOf(refused[0]!)]!.call('getCart');
    expect(data!.items).toHaveLength(0);
  }, 120_000);

  it('orders a gift set as a bundle line (type 3) followed by its parts (type 2)', async () => {
    const buyer = await customer();
    const [set] = await shop.services.db.select().from(variations).where(eq(variations.itemId, 184));
    await shop.services.db.update(variations).set({ stock: 20, isActive: true }).where(eq(variations.id, set!.id));
    expect((await buyer.call('doAddCartItem', { productId: set!.id, quantity: 2 })).status).toBe(200);
    const placed = await buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents });
    expect(placed.status).toBe(200);
    const lines = placed.data!.order.orderItems;
    expect(lines.map((line) => line.typeId)).toEqual([3, 2, 2]);
    expect(lines[0]).toMatchObject({ itemVariationId: set!.id, quantity: 2 });
    const parts = await shop.services.db
      .select({ quantity: orderItems.quantity, priceGross: orderItems.priceGross })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, placed.data!.order.id), eq(orderItems.typeId, 2)));
    expect(parts.every((part) => part.priceGross === 0 && part.quantity >= 2 && part.quantity % 2 === 0)).toBe(true);
    const again = await buyer.call<OrderAgainAnswer>('doOrderAgainInformation', { orderId: placed.data!.order.id });
    expect(again.data!.items.map((item) => item.variationId)).toEqual([set!.id]);
  });

  it('counts the coupon and keeps it as an order line of type 4', async () => {
    const buyer = await customer();
    const variation = await variationWithStock(20);
    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 3 });
    const [before] = await shop.services.db.select().from(couponCodes).where(eq(couponCodes.code, 'SPIEGEL5'));
    const withCoupon = await buyer.call('doAddCoupon', { couponCode: 'SPIEGEL5' });
    expect(withCoupon.status).toBe(200);
    const placed = await buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents });
    expect(placed.status).toBe(200);
    expect(placed.data!.totals.couponDiscount).toBe(withCoupon.data!.couponDiscount);
    expect(placed.data!.order.orderItems.at(-1)).toMatchObject({ typeId: 4, orderItemName: 'SPIEGEL5' });
    const [after] = await shop.services.db.select().from(couponCodes).where(eq(couponCodes.code, 'SPIEGEL5'));
    expect(after!.uses).toBe(before!.uses + 1);
  });

  it('refuses what is missing with a clear 4xx and leaves the cart as it was', async () => {
    const anonymous = await createShopper(shop);
    expect((await anonymous.call('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents })).status).toBe(
      401,
    );

    const buyer = await customer();
    expect((await buyer.call('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents })).error?.key).toBe(
      'checkout.emptyCart',
    );
    const variation = await variationWithStock(20);
    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const noTerms = await buyer.call('doPlaceOrder', {
      idempotencyKey: newKey(),
      legalConsents: { ...consents, terms: false },
    });
    expect(noTerms).toMatchObject({ status: 400, error: { key: 'checkout.consentRequired' } });
    // Tampered requests: prices or quantities the client sends are not part of the call.
    const tampered = await buyer.call('doPlaceOrder', {
      idempotencyKey: newKey(),
      legalConsents: consents,
      basketAmount: 1,
    });
    expect(tampered.status).toBe(400);
    expect((await buyer.call('doPlaceOrder', { idempotencyKey: 'short', legalConsents: consents })).status).toBe(400);
    expect((await buyer.call('setPaymentProvider', { paymentId: 999 })).error?.key).toBe(
      'checkout.paymentMethodUnavailable',
    );
    expect((await buyer.call('setShippingProvider', { shippingId: 999 })).error?.key).toBe(
      'checkout.shippingMethodUnavailable',
    );
    expect((await buyer.call('getCart')).data!.items).toHaveLength(1);
  });
});

describe('guest orders', () => {
  it('a guest orders with the e-mail and an address kept in the session', async () => {
    const guest = await createShopper(shop);
    const email = `gast.${Date.now()}@beispiel.de`;
    expect((await guest.call('doLoginAsGuest', { email })).status).toBe(200);
    const address = guestAddress;
    const invalid = await guest.call('doSaveAddress', { ...address, zipCode: '123' });
    expect(invalid.status).toBe(400);
    const saved = await guest.call<{ id: number }>('doSaveAddress', address);
    expect(saved.status).toBe(200);
    const changed = await guest.call<{ id: number; city: string }>('doSaveAddress', {
      ...address,
      id: saved.data!.id,
      city: 'Hamburg-Altona',
      zipCode: '22765',
    });
    expect(changed.data).toMatchObject({ id: saved.data!.id, city: 'Hamburg-Altona' });
    expect((await guest.call<unknown[]>('getAddresses', { typeId: 1 })).data).toHaveLength(1);

    const variation = await variationWithStock(20);
    await guest.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const placed = await guest.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents });
    expect(placed.status).toBe(200);
    expect(placed.data!.order.billingAddress).toMatchObject({ lastName: 'Gastmann', zipCode: '22765' });
    const [row] = await shop.services.db.select().from(orders).where(eq(orders.id, placed.data!.order.id));
    expect(row).toMatchObject({ email, customerId: null });

    // Another guest cannot pick this guest's address.
    const other = await createShopper(shop);
    await other.call('doLoginAsGuest', { email: `andere.${Date.now()}@beispiel.de` });
    expect((await other.call('setCheckoutAddress', { typeId: 1, addressId: saved.data!.id })).status).toBe(404);

    // The guest creates an account and keeps the order in it; nobody else can take it.
    const orderKey = { orderId: row!.id, accessKey: placed.data!.accessKey };
    const thief = `dieb.${Date.now()}@beispiel.de`;
    const stolen = await other.call('doRegisterUser', {
      email: thief,
      password: 'Glasklar2026',
      passwordRepeat: 'Glasklar2026',
      order: orderKey,
    });
    expect(stolen).toMatchObject({ status: 404, error: { key: 'order.notFound' } });
    expect((await guest.call('doMigrateGuestOrderToCustomer', orderKey)).status).toBe(401);
    // Registering with the order: the account, and the order in it, exist once the link is opened.
    const confirmed = await registerAndConfirm(shop, guest, { email, password: 'Glasklar2026' });
    expect(confirmed.orderId).toBeNull();
    const mine = await guest.call<{ entries: Array<{ id: number }> }>('getOrders', {});
    expect(mine.data!.entries).toEqual([]);
    // A customer who placed it in this session keeps it too (logged in with the order's address).
    const moved = await guest.call<PlacedOrder>('doMigrateGuestOrderToCustomer', orderKey);
    expect(moved.status).toBe(200);
    expect(
      (await guest.call<{ entries: Array<{ id: number }> }>('getOrders', {})).data!.entries.map((entry) => entry.id),
    ).toEqual([row!.id]);
    const book = await guest.call<Array<{ lastName: string; zipCode: string }>>('getAddresses', { typeId: 1 });
    expect(book.data).toEqual([expect.objectContaining({ lastName: 'Gastmann', zipCode: '22765' })]);
    // Again (a reload of the page): still this customer's, no second address.
    expect((await guest.call('doMigrateGuestOrderToCustomer', orderKey)).status).toBe(200);
    expect((await guest.call<unknown[]>('getAddresses', { typeId: 1 })).data).toHaveLength(1);
  });

  it('a guest keeps the order in a new account through the confirmation link, on any device', async () => {
    const email = `gast.konto.${Date.now()}@beispiel.de`;
    const guest = await createGuest(shop, { email });
    const variation = await variationWithStock(20);
    await guest.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const placed = await guest.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents });
    const orderKey = { orderId: placed.data!.order.id, accessKey: placed.data!.accessKey };
    const registered = await guest.call('doRegisterUser', {
      email,
      password: 'Glasklar2026',
      passwordRepeat: 'Glasklar2026',
      order: orderKey,
    });
    expect(registered).toMatchObject({ status: 200, data: { confirmationSent: true } });
    const link = new URL(await linkOfLatestMail(shop, email, 'accountConfirmation'));
    const phone = await createShopper(shop);
    const confirmed = await phone.call<{ orderId: number | null }>('doConfirmAccount', {
      token: link.searchParams.get('token'),
    });
    expect(confirmed.data!.orderId).toBe(orderKey.orderId);
    const mine = await phone.call<{ entries: Array<{ id: number }> }>('getOrders', {});
    expect(mine.data!.entries.map((entry) => entry.id)).toEqual([orderKey.orderId]);
  });
});

describe('reading an order', () => {
  async function placedOrder() {
    const buyer = await customer();
    const variation = await variationWithStock(20);
    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const placed = await buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents });
    return { buyer, order: placed.data! };
  }

  it('the buyer sees it at once; others only with its key and the last name or postal code', async () => {
    const { buyer, order } = await placedOrder();
    const query = { orderId: order.order.id, accessKey: order.accessKey };
    expect((await buyer.call<PlacedOrder>('getOrder', query)).data!.order.id).toBe(order.order.id);

    const stranger = await createShopper(shop);
    expect((await stranger.call('getOrder', query)).error?.key).toBe('order.additionalAuthenticationRequired');
    expect((await stranger.call('getOrder', { ...query, name: 'Müller' })).status).toBe(403);
    expect((await stranger.call<PlacedOrder>('getOrder', { ...query, name: ' berger ' })).status).toBe(200);
    expect((await stranger.call<PlacedOrder>('getOrder', { ...query, postcode: '10 115' })).status).toBe(200);
  });

  it('a wrong or foreign key is a 404, the same as an order that does not exist', async () => {
    const { buyer, order } = await placedOrder();
    const { order: other } = await placedOrder();
    const wrongKey = await buyer.call('getOrder', { orderId: order.order.id, accessKey: 'x'.repeat(32) });
    const foreignKey = await buyer.call('getOrder', { orderId: order.order.id, accessKey: other.accessKey });
    const missing = await buyer.call('getOrder', { orderId: 2_000_000_000, accessKey: order.accessKey });
    for (const answer of [wrongKey, foreignKey, missing]) {
      expect(answer).toMatchObject({ status: 404, error: { key: 'order.notFound' } });
    }
    expect(wrongKey.error!.message).toBe(missing.error!.message);
  });

  it("lists a customer's own orders, newest first; another customer's order is a 404", async () => {
    const { buyer, order } = await placedOrder();
    const variation = await variationWithStock(20);
    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const second = await buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents });
    const list = await buyer.call<{ totalCount: number; entries: Array<{ id: number; statusName: string }> }>(
      'getOrders',
      { page: 1, itemsPerPage: 10 },
    );
    expect(list.data!.totalCount).toBe(2);
    expect(list.data!.entries.map((entry) => entry.id)).toEqual([second.data!.order.id, order.order.id]);
    expect(list.data!.entries[0]!.statusName).toBe('Warten auf Zahlungseingang');
    // Without a key: only the owner.
    expect((await buyer.call('getOrder', { orderId: order.order.id })).status).toBe(200);
    const { buyer: other } = await placedOrder();
    expect((await other.call('getOrder', { orderId: order.order.id })).status).toBe(404);
    expect((await other.call<{ entries: unknown[] }>('getOrders', {})).data!.entries).toHaveLength(1);
    expect((await (await createShopper(shop)).call('getOrders', {})).status).toBe(401);
  });

  it('its documents (order confirmation, invoice) are PDFs for whoever may see the order', async () => {
    const { buyer, order } = await placedOrder();
    const url = (type: string, key = order.accessKey) =>
      `/order-documents/${order.order.id}/${type}.pdf?key=${encodeURIComponent(key)}&lang=de`;
    const invoice = await buyer.browser.fetch(url('invoice'));
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    expect(invoice.headers.get('content-disposition')).toContain(`Rechnung-${order.order.id}.pdf`);
    const pdf = await PDFDocument.load(new Uint8Array(await invoice.arrayBuffer()));
    expect(pdf.getTitle()).toBe(`Rechnung ${order.order.id}`);
    expect(pdf.getPageCount()).toBe(1);
    const confirmation = await buyer.browser.fetch(url('order-confirmation'));
    expect((await PDFDocument.load(new Uint8Array(await confirmation.arrayBuffer()))).getTitle()).toBe(
      `Auftragsbestätigung ${order.order.id}`,
    );
    // The owner in the account needs no key.
    expect((await buyer.browser.fetch(`/order-documents/${order.order.id}/invoice.pdf`)).status).toBe(200);

    const stranger = await createShopper(shop);
    const unproven = await stranger.browser.fetch(url('invoice'), { redirect: 'manual' });
    expect(unproven.status).toBe(303);
    expect(unproven.headers.get('location')).toBe(`/confirmation/${order.order.id}/${order.accessKey}`);
    await stranger.call('getOrder', { orderId: order.order.id, accessKey: order.accessKey, postcode: '10115' });
    expect((await stranger.browser.fetch(url('invoice'))).status).toBe(200);
    for (const wrong of [url('invoice', 'x'.repeat(32)), url('lieferschein'), `/order-documents/abc/invoice.pdf`]) {
      expect((await stranger.browser.fetch(wrong)).status).toBe(404);
    }
  });
});

type OrderAgainAnswer = {
  orderId: number;
  items: Array<{
    variationId: number;
    quantity: number;
    originalUnitPrice: number;
    currentUnitPrice: number | null;
    isSalableAndActive: boolean;
    changed: boolean;
    valid: boolean;
    orderParams: Array<{ propertyId: number; value: string }>;
  }>;
};

describe('order again', () => {
  it('lists the items as they are today: changed first, with the rules for order properties', async () => {
    const buyer = await customer();
    const kept = await variationWithStock(20);
    const [other] = await shop.services.db
      .select()
      .from(variations)
      .where(sql`${variations.id} > ${kept.id} and ${variations.itemId} <> ${kept.itemId} and ${variations.isActive}`)
      .orderBy(variations.id)
      .limit(1);
    await shop.services.db
      .update(variations)
      .set({ stock: 20, allowOversell: false })
      .where(eq(variations.id, other!.id));
    await buyer.call('doAddCartItem', { productId: kept.id, quantity: 2 });
    await buyer.call('doAddCartItem', { productId: other!.id, quantity: 1 });
    const placed = await buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents });
    expect(placed.status).toBe(200);
    const orderId = placed.data!.order.id;

    const unchanged = await buyer.call<OrderAgainAnswer>('doOrderAgainInformation', { orderId });
    expect(unchanged.data!.items).toEqual([
      expect.objectContaining({ variationId: kept.id, quantity: 2, changed: false, valid: true }),
      expect.objectContaining({ variationId: other!.id, quantity: 1, changed: false, valid: true }),
    ]);
    expect(unchanged.data!.items[0]!.currentUnitPrice).toBe(unchanged.data!.items[0]!.originalUnitPrice);

    // The second item costs more now: it comes first, marked changed, still orderable.
    await shop.services.db
      .update(variationPrices)
      .set({ priceCents: sql`${variationPrices.priceCents} + 100` })
      .where(eq(variationPrices.variationId, other!.id));
    // The first gets a required engraving it was never ordered with: it cannot go back as it was.
    const [engraving] = await shop.services.db
      .insert(properties)
      .values({
        names: { de: { name: 'Pflichtgravur', description: '' }, en: { name: 'Required engraving', description: '' } },
        valueType: 'text',
        isOrderProperty: true,
        isRequired: true,
      })
      .returning();
    await shop.services.db.insert(itemOrderProperties).values({ itemId: kept.itemId, propertyId: engraving!.id });
    shop.services.catalogCache.clear();
    const changed = await buyer.call<OrderAgainAnswer>('doOrderAgainInformation', { orderId });
    const [first, second] = changed.data!.items;
    expect(first).toMatchObject({ variationId: other!.id, changed: true, valid: true });
    expect(first!.currentUnitPrice).toBe(first!.originalUnitPrice + 100);
    expect(second).toMatchObject({ variationId: kept.id, changed: false, valid: false, isSalableAndActive: true });

    // No longer for sale: changed, not orderable.
    await shop.services.db.update(variations).set({ isActive: false }).where(eq(variations.id, other!.id));
    const gone = await buyer.call<OrderAgainAnswer>('doOrderAgainInformation', { orderId });
    expect(gone.data!.items[0]).toMatchObject({ isSalableAndActive: false, changed: true, valid: false });
    await shop.services.db.update(variations).set({ isActive: true }).where(eq(variations.id, other!.id));
    await shop.services.db.delete(properties).where(eq(properties.id, engraving!.id));
    shop.services.catalogCache.clear();

    const stranger = await customer();
    expect((await stranger.call('doOrderAgainInformation', { orderId })).status).toBe(404);
  });
});

type ReturnView = {
  order: {
    id: number;
    typeId: number;
    statusId: number;
    parentOrderId: number | null;
    isReturnable: boolean;
    accessKey: string;
    orderItems: Array<{
      id: number;
      itemVariationId: number;
      quantity: number;
      returnableQuantity: number;
      returnReason: string | null;
    }>;
  };
  totals: { totalGross: number };
};

describe('returns', () => {
  /** A customer's order of 3 × one mirror and 2 × another. */
  async function orderToReturn() {
    const buyer = await customer();
    const first = await variationWithStock(20);
    const [second] = await shop.services.db
      .select()
      .from(variations)
      .where(sql`${variations.id} > ${first.id} and ${variations.itemId} <> ${first.itemId} and ${variations.isActive}`)
      .orderBy(variations.id)
      .limit(1);
    await shop.services.db
      .update(variations)
      .set({ stock: 20, allowOversell: false })
      .where(eq(variations.id, second!.id));
    await buyer.call('doAddCartItem', { productId: first.id, quantity: 3 });
    await buyer.call('doAddCartItem', { productId: second!.id, quantity: 2 });
    const placed = await buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents });
    expect(placed.data!.order.orderItems).toHaveLength(2);
    // Paid: the goods can be on their way (an unpaid order has nothing to send back).
    await shop.services.db.update(orders).set({ statusId: 5 }).where(eq(orders.id, placed.data!.order.id));
    const view = await buyer.call<ReturnView>('getOrder', { orderId: placed.data!.order.id });
    const [lineA, lineB] = view.data!.order.orderItems;
    return { buyer, order: view.data!.order, lineA: lineA!, lineB: lineB!, second: second! };
  }

  it('announces a return of some pieces; what is left to return shrinks, never below zero', async () => {
    const { buyer, order, lineA } = await orderToReturn();
    expect(order.isReturnable).toBe(true);
    expect(lineA.returnableQuantity).toBe(3);
    const send = (quantity: number, reasonId?: number, key = newKey()) =>
      buyer.call<ReturnView>('doMakeOrderReturn', {
        orderId: order.id,
        accessKey: order.accessKey,
        items: [{ orderItemId: lineA.id, quantity, reasonId }],
        comment: 'Zu groß',
        idempotencyKey: key,
      });
    const key = newKey();
    const created = await send(2, 4, key);
    expect(created.status).toBe(200);
    expect(created.data!.order).toMatchObject({ typeId: 3, statusId: 9, parentOrderId: order.id });
    expect(created.data!.order.orderItems).toEqual([
      expect.objectContaining({
        itemVariationId: lineA.itemVariationId,
        quantity: 2,
        returnReason: 'Passt nicht (Größe, Vergrößerung)',
      }),
    ]);
    // The same announcement again (a double click): the same return.
    expect((await send(2, 4, key)).data!.order.id).toBe(created.data!.order.id);
    const after = await buyer.call<ReturnView>('getOrder', { orderId: order.id });
    expect(after.data!.order.orderItems[0]!.returnableQuantity).toBe(1);

    expect(await send(2, 1)).toMatchObject({
      status: 422,
      error: { key: 'return.tooMany', values: { returnable: 1 } },
    });
    expect(await send(1)).toMatchObject({ status: 422, error: { key: 'return.reasonRequired' } });
    expect(await send(0, 1)).toMatchObject({ status: 422, error: { key: 'return.nothingChosen' } });
    // Two announcements of the last piece at once: one of them.
    const both = await Promise.all([send(1, 1), send(1, 2)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 422]);

    const returns = await buyer.call<{ entries: ReturnView[] }>('getReturns', {});
    expect(returns.data!.entries.map((entry) => entry.order.parentOrderId)).toEqual([order.id, order.id]);
    const listed = await buyer.call<{ entries: Array<{ id: number }> }>('getOrders', {});
    expect(listed.data!.entries.map((entry) => entry.id)).toEqual([order.id]);

    const stranger = await customer();
    const foreign = await stranger.call('doMakeOrderReturn', {
      orderId: order.id,
      accessKey: order.accessKey,
      items: [{ orderItemId: lineA.id, quantity: 1, reasonId: 1 }],
      idempotencyKey: newKey(),
    });
    expect(foreign.status).toBe(404);
  });

  it('the same line named several times is counted once with its pieces added up', async () => {
    const { buyer, order, lineA } = await orderToReturn();
    const tooMany = await buyer.call('doMakeOrderReturn', {
      orderId: order.id,
      accessKey: order.accessKey,
      items: [
        { orderItemId: lineA.id, quantity: 2, reasonId: 1 },
        { orderItemId: lineA.id, quantity: 2, reasonId: 1 },
        { orderItemId: lineA.id, quantity: 1, reasonId: 4 },
      ],
      idempotencyKey: newKey(),
    });
    expect(tooMany).toMatchObject({ status: 422, error: { key: 'return.tooMany', values: { returnable: 3 } } });
    const split = await buyer.call<ReturnView>('doMakeOrderReturn', {
      orderId: order.id,
      accessKey: order.accessKey,
      items: [
        { orderItemId: lineA.id, quantity: 1, reasonId: 1 },
        { orderItemId: lineA.id, quantity: 1, reasonId: 1 },
        { orderItemId: lineA.id, quantity: 1, reasonId: 4 },
      ],
      idempotencyKey: newKey(),
    });
    expect(split.status).toBe(200);
    expect(split.data!.order.orderItems.map((line) => line.quantity)).toEqual([2, 1]);
    const after = await buyer.call<ReturnView>('getOrder', { orderId: order.id });
    expect(after.data!.order.orderItems[0]!.returnableQuantity).toBe(0);
  });

  it('an order still waiting for its payment has nothing to send back', async () => {
    const buyer = await customer();
    const variation = await variationWithStock(20);
    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const placed = await buyer.call<PlacedOrder>('doPlaceOrder', { idempotencyKey: newKey(), legalConsents: consents });
    const view = await buyer.call<ReturnView>('getOrder', { orderId: placed.data!.order.id });
    expect(view.data!.order.isReturnable).toBe(false);
    const refused = await buyer.call('doMakeOrderReturn', {
      orderId: placed.data!.order.id,
      accessKey: placed.data!.accessKey,
      items: [{ orderItemId: view.data!.order.orderItems[0]!.id, quantity: 1, reasonId: 1 }],
      idempotencyKey: newKey(),
    });
    expect(refused).toMatchObject({ status: 422, error: { key: 'return.notReturnable' } });
  });

  it('gift-card items go back only all together', async () => {
    const { buyer, order, lineA, lineB, second } = await orderToReturn();
    await shop.services.db.update(items).set({ itemType: 'giftCard' }).where(eq(items.id, second.itemId));
    const base = { orderId: order.id, accessKey: order.accessKey };
    const partly = await buyer.call('doMakeOrderReturn', {
      ...base,
      items: [{ orderItemId: lineB.id, quantity: 1, reasonId: 1 }],
      idempotencyKey: newKey(),
    });
    expect(partly).toMatchObject({ status: 422, error: { key: 'return.giftCardsTogether' } });
    // The other mirror alone is fine; all gift cards together too.
    const other = await buyer.call('doMakeOrderReturn', {
      ...base,
      items: [{ orderItemId: lineA.id, quantity: 1, reasonId: 5 }],
      idempotencyKey: newKey(),
    });
    expect(other.status).toBe(200);
    const together = await buyer.call('doMakeOrderReturn', {
      ...base,
      items: [{ orderItemId: lineB.id, quantity: 2, reasonId: 1 }],
      idempotencyKey: newKey(),
    });
    expect(together.status).toBe(200);
    await shop.services.db.update(items).set({ itemType: 'default' }).where(eq(items.id, second.itemId));
  });
});
