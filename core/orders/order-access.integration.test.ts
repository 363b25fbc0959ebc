import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variationPrices, variations } from '../db/catalog-schema';
import { orders } from '../db/order-schema';
import {
  createGuest,
  createShopper,
  findSimpleVariation,
  findVariationWithStock,
  registerAndConfirm,
} from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { orderProofLimit } from './order-access.server';

/**
 * Who may act on an order (issue: order takeover with only the confirmation link): the session
 * that placed it, its owner, or a session that proved it; the access key alone reads nothing and
 * changes nothing, proofs are limited, and only the placing guest keeps it in an account with the
 * order's own e-mail address.
 */
let shop: TestShop;
beforeAll(async () => {
  // Behind a proxy: each test's visitors come from their own address (X-Forwarded-For).
  shop = await startTestShop({ TRUST_PROXY: 'true' });
});
afterAll(() => shop.close());

const consents = { terms: true, cancellationRights: true, privacy: true };
const paypal = 6102;
let addressCount = 0;
/** A visitor from an address of their own (documentation range, RFC 5737). */
const visitor = (address = `198.51.100.${++addressCount}`) =>
  createShopper(shop, { headers: { 'x-forwarded-for': address } });

type Placed = { order: { id: number }; accessKey: string };

/** A guest orders one piece with PayPal (order first: the order waits for its payment). */
async function guestOrder() {
  const email = `gast.${randomUUID()}@beispiel.de`;
  const guest = await createGuest(shop, { email, headers: { 'x-forwarded-for': `198.51.100.${++addressCount}` } });
  const variation = await findVariationWithStock(shop, 30);
  await guest.call('doAddCartItem', { productId: variation.id, quantity: 1 });
  expect((await guest.call('setPaymentProvider', { paymentId: paypal })).status).toBe(200);
  const placed = await guest.call<Placed>('doPlaceOrder', { idempotencyKey: randomUUID(), legalConsents: consents });
  expect(placed.status).toBe(200);
  return { guest, email, orderId: placed.data!.order.id, accessKey: placed.data!.accessKey };
}

const register = (shopper: Awaited<ReturnType<typeof visitor>>, email: string) =>
  registerAndConfirm(shop, shopper, { email, password: 'Spiegel-Glas-2026' });

describe('an order reached with its confirmation link only', () => {
  it('the key alone neither pays, switches the method nor attaches a payment', async () => {
    const { orderId, accessKey } = await guestOrder();
    const stranger = await visitor();
    const created = await stranger.call('doCreateMolliePaymentFromOrder', { orderId, options: { accessKey } });
    expect(created).toMatchObject({ status: 404, error: { key: 'order.notFound' } });
    const switched = await stranger.call('doCreateMolliePaymentFromOrder', {
      orderId,
      options: { accessKey, paymentId: 6101 },
    });
    expect(switched.status).toBe(404);
    const attached = await stranger.call('doAttachPaymentToOrder', { orderId, accessKey, paymentId: 1 });
    expect(attached.status).toBe(404);
    const retried = await stranger.call('doPayOrderAgain', { orderId, accessKey, paymentId: 6101 });
    expect(retried).toMatchObject({ status: 404, error: { key: 'order.notFound' } });
    // …and nothing of the order became readable to that session on the way.
    expect((await stranger.call('getOrder', { orderId, accessKey })).error?.key).toBe(
      'order.additionalAuthenticationRequired',
    );
    const [row] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.paymentMethodId).toBe(paypal);
  });

  it('a proven visitor may pay the order, but cannot keep it in an account of their own', async () => {
    const { orderId, accessKey } = await guestOrder();
    const stranger = await visitor();
    expect((await stranger.call('getOrder', { orderId, accessKey, postcode: '20095' })).status).toBe(200);
    expect((await stranger.call('doCreateMolliePaymentFromOrder', { orderId })).status).toBe(200);
    await register(stranger, `dieb.${randomUUID()}@beispiel.de`);
    const taken = await stranger.call('doMigrateGuestOrderToCustomer', { orderId, accessKey });
    expect(taken).toMatchObject({ status: 404, error: { key: 'order.notFound' } });
    const [row] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.customerId).toBeNull();
  });

  it("the placing guest keeps it only in an account with the order's e-mail address", async () => {
    const { guest, email, orderId, accessKey } = await guestOrder();
    const placed = await guest.call<{ placedInSession: boolean }>('getOrder', { orderId, accessKey });
    expect(placed.data!.placedInSession).toBe(true);
    const withOrder = await guest.call('doRegisterUser', {
      email: `andere.${randomUUID()}@beispiel.de`,
      password: 'Spiegel-Glas-2026',
      passwordRepeat: 'Spiegel-Glas-2026',
      order: { orderId, accessKey },
    });
    expect(withOrder).toMatchObject({ status: 403, error: { key: 'order.otherEmail' } });
    await register(guest, `andere.${randomUUID()}@beispiel.de`);
    const other = await guest.call('doMigrateGuestOrderToCustomer', { orderId, accessKey });
    expect(other).toMatchObject({ status: 403, error: { key: 'order.otherEmail' } });
    expect(other.error!.message).toMatch(/E-Mail-Adresse der Bestellung/);

    const { guest: second, email: secondEmail, orderId: secondId, accessKey: secondKey } = await guestOrder();
    await register(second, secondEmail);
    expect(
      (await second.call('doMigrateGuestOrderToCustomer', { orderId: secondId, accessKey: secondKey })).status,
    ).toBe(200);
    expect(email).not.toBe(secondEmail);
  });
});

describe('soft-login proofs', () => {
  it(`at most ${orderProofLimit.attempts} wrong proofs an hour per order, from any number of addresses`, async () => {
    const { orderId, accessKey } = await guestOrder();
    for (let attempt = 0; attempt < orderProofLimit.attempts; attempt += 1) {
      const guesser = await visitor();
      const wrong = await guesser.call('getOrder', { orderId, accessKey, postcode: String(10000 + attempt) });
      expect(wrong.status).toBe(403);
    }
    const late = await visitor();
    const refused = await late.call('getOrder', { orderId, accessKey, postcode: '20095' });
    expect(refused).toMatchObject({ status: 429, error: { key: 'order.tooManyAttempts' } });
    expect(refused.error!.message).toMatch(/in \d+ Minuten/);
  });

  it(`at most ${orderProofLimit.attempts} wrong proofs an hour per address, over many orders`, async () => {
    const guesser = await visitor();
    for (let attempt = 0; attempt < orderProofLimit.attempts; attempt += 1) {
      const { orderId, accessKey } = await guestOrder();
      expect((await guesser.call('getOrder', { orderId, accessKey, name: 'Falsch' })).status).toBe(403);
    }
    const { orderId, accessKey } = await guestOrder();
    expect((await guesser.call('getOrder', { orderId, accessKey, name: 'Gastmann' })).status).toBe(429);
    // A right proof from elsewhere still works, and does not use up the order's attempts.
    expect((await (await visitor()).call('getOrder', { orderId, accessKey, name: 'Gastmann' })).status).toBe(200);
  });
});

describe('absurd amounts', () => {
  it('an order total beyond what an order can hold is refused with a 4xx, not a server error', async () => {
    const bigShop = await startTestShop({ MAX_LINE_QUANTITY: '100000' });
    try {
      // A 300 € mirror, before the shop has read (and cached) it.
      const variation = await findSimpleVariation(bigShop);
      await bigShop.services.db
        .update(variationPrices)
        .set({ priceCents: 30_000 })
        .where(and(eq(variationPrices.variationId, variation.id), eq(variationPrices.kind, 'default')));
      await bigShop.services.db.update(variations).set({ stock: 100_000 }).where(eq(variations.id, variation.id));
      const buyer = await createGuest(bigShop, { email: `gross.${randomUUID()}@beispiel.de` });
      expect((await buyer.call('doAddCartItem', { productId: variation.id, quantity: 100_000 })).status).toBe(200);
      const placed = await buyer.call('doPlaceOrder', { idempotencyKey: randomUUID(), legalConsents: consents });
      expect(placed).toMatchObject({ status: 422, error: { key: 'order.totalTooHigh' } });
      const [stock] = await bigShop.services.db.select().from(variations).where(eq(variations.id, variation.id));
      expect(stock!.stock).toBe(100_000);
    } finally {
      await bigShop.close();
    }
  });
});
