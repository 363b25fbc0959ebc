import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../seed/customers';
import { itemCategories, items, variationPrices, variations } from '../db/catalog-schema';
import { orders } from '../db/order-schema';
import { couponCampaigns, couponCodes } from '../db/schema';
import { couponGuessLimits } from './coupons.server';

const consents = { terms: true, cancellationRights: true, privacy: true };
import {
  createCustomer,
  createShopper,
  findSimpleVariation,
  findVariationWithStock,
} from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  // Behind a proxy: the guessing test's shoppers come from an address of their own.
  shop = await startTestShop({ TRUST_PROXY: 'true' });
});
afterAll(() => shop.close());

const inCategory = (categoryId: number) =>
  sql`exists (select 1 from ${itemCategories} where ${itemCategories.itemId} = ${variations.itemId} and ${itemCategories.categoryId} = ${categoryId})`;
const notInCategory = (categoryId: number) => sql`not ${inCategory(categoryId)}`;
const onSpecialOffer = sql`exists (select 1 from ${variationPrices} where ${variationPrices.variationId} = ${variations.id}
  and ${variationPrices.kind} = 'special' and ${variationPrices.minimumQuantity} = 1
  and (${variationPrices.validFrom} is null or ${variationPrices.validFrom} <= now())
  and (${variationPrices.validUntil} is null or ${variationPrices.validUntil} > now()))`;
const notOnSpecialOffer = sql`not ${onSpecialOffer}`;

/** A shopper with one plain mirror (not a shaving mirror, not on offer) in the cart. */
async function shopperWithMirror(quantity = 1, headers?: Record<string, string>) {
  const shopper = await createShopper(shop, { headers });
  const variation = await findSimpleVariation(shop, {
    where: sql`${notInCategory(27)} and ${notOnSpecialOffer}`,
    minimumStock: 5,
  });
  const added = await shopper.call('doAddCartItem', { productId: variation.id, quantity });
  expect(added.status).toBe(200);
  return { ...shopper, variation, cart: added.data! };
}

async function addCampaign(code: string, campaign: Partial<typeof couponCampaigns.$inferInsert>) {
  const [row] = await shop.services.db
    .insert(couponCampaigns)
    .values({ name: code, discountKind: 'percent', discountValue: 1000, ...campaign })
    .returning({ id: couponCampaigns.id });
  await shop.services.db.insert(couponCodes).values({ code, campaignId: row!.id });
}

describe('coupons', () => {
  it('applies a percentage off the goods, lowers the VAT with it and can be removed again', async () => {
    const { call, cart } = await shopperWithMirror(2);
    const applied = await call('doAddCoupon', { couponCode: '  willkommen10 ' });
    expect(applied.status).toBe(200);
    const discount = Math.round(cart.itemSum / 10);
    expect(applied.data).toMatchObject({
      couponCode: 'WILLKOMMEN10',
      couponDiscount: -discount,
      itemSum: cart.itemSum,
      basketAmount: cart.itemSum - discount,
    });
    const paid = cart.itemSum - discount;
    expect(applied.data!.totalVats).toEqual([{ vatValue: 19, vatAmount: paid - Math.round((paid * 10000) / 11900) }]);
    // The coupon stays on the cart.
    expect((await call('getCart')).data!.couponCode).toBe('WILLKOMMEN10');
    const removed = await call('deleteCoupon', { couponCode: 'WILLKOMMEN10' });
    expect(removed.data).toMatchObject({ couponCode: null, couponDiscount: 0, basketAmount: cart.itemSum });
    expect((await call('deleteCoupon', { couponCode: 'WILLKOMMEN10' })).error?.key).toBe('coupon.removalFailed');
  });

  it('takes a fixed amount off from the minimum order value on (SPIEGEL5: 5 € from 30 €)', async () => {
    const { call, cart, variation } = await shopperWithMirror(1);
    if (cart.itemSum < 3000) {
      await call('setCartItemQuantity', {
        productId: variation.id,
        cartItemId: cart.items[0]!.id,
        quantity: Math.ceil(3000 / cart.items[0]!.unitPrice),
      });
    }
    const applied = await call('doAddCoupon', { couponCode: 'SPIEGEL5' });
    expect(applied.data).toMatchObject({ couponCode: 'SPIEGEL5', couponDiscount: -500 });
    expect(applied.data!.basketAmount).toBe(applied.data!.itemSum - 500);
  });

  it('refuses below the minimum order value with the amount, and removes it when the cart falls below', async () => {
    const { call, cart, variation } = await shopperWithMirror(1);
    const unitPrice = cart.items[0]!.unitPrice;
    await addCampaign('ZWEISTUECK', { minimumOrderCents: unitPrice * 2 });
    const refused = await call('doAddCoupon', { couponCode: 'ZWEISTUECK' });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({
      key: 'coupon.minimumOrderValueNotReached',
      values: { minimumCents: unitPrice * 2 },
    });
    expect((await call('getCart')).data!.couponCode).toBeNull();

    const line = cart.items[0]!;
    await call('setCartItemQuantity', { productId: variation.id, cartItemId: line.id, quantity: 2 });
    expect((await call('doAddCoupon', { couponCode: 'ZWEISTUECK' })).data!.couponCode).toBe('ZWEISTUECK');
    const fallen = await call('setCartItemQuantity', { productId: variation.id, cartItemId: line.id, quantity: 1 });
    expect(fallen.data).toMatchObject({ couponCode: null, couponDiscount: 0 });
    expect(fallen.data!.apiEvents).toContainEqual(
      expect.objectContaining({
        type: 'coupon.removed',
        reason: 'minimumOrderValueNotReached',
        minimumCents: unitPrice * 2,
      }),
    );
  });

  it('applies a category coupon only to matching items and drops it when none is left (RASIER15)', async () => {
    const { call, cart } = await shopperWithMirror(1);
    expect((await call('doAddCoupon', { couponCode: 'RASIER15' })).error?.key).toBe('coupon.noMatchingItem');
    const shaving = await findSimpleVariation(shop, { where: sql`${inCategory(27)} and ${notOnSpecialOffer}` });
    const withShaving = await call('doAddCartItem', { productId: shaving.id, quantity: 1 });
    const shavingLine = withShaving.data!.items.find((item) => item.variationId === shaving.id)!;
    const applied = await call('doAddCoupon', { couponCode: 'RASIER15' });
    expect(applied.data!.couponDiscount).toBe(-Math.round((shavingLine.linePrice * 15) / 100));
    expect(applied.data!.itemSum).toBe(cart.itemSum + shavingLine.linePrice);
    const without = await call('deleteCartItem', { cartItemId: shavingLine.id });
    expect(without.data!.couponCode).toBeNull();
    expect(without.data!.apiEvents).toContainEqual(
      expect.objectContaining({ type: 'coupon.removed', reason: 'noMatchingItem' }),
    );
  });

  it('leaves special offers out (OHNEANGEBOT20)', async () => {
    const { call } = await createShopper(shop);
    const offer = await findSimpleVariation(shop, { where: onSpecialOffer });
    await call('doAddCartItem', { productId: offer.id, quantity: 1 });
    expect((await call('doAddCoupon', { couponCode: 'OHNEANGEBOT20' })).error?.key).toBe('coupon.notForSpecialOffers');
  });

  it('limits to or excludes subscription items (ABO10, KEINABO5)', async () => {
    const { call, variation } = await shopperWithMirror(1);
    expect((await call('doAddCoupon', { couponCode: 'ABO10' })).error?.key).toBe('coupon.onlySubscriptionItems');
    await shop.services.db.update(items).set({ isSubscription: true }).where(eq(items.id, variation.itemId));
    try {
      expect((await call('doAddCoupon', { couponCode: 'KEINABO5' })).error?.key).toBe('coupon.notForSubscriptionItems');
      expect((await call('doAddCoupon', { couponCode: 'ABO10' })).data?.couponCode).toBe('ABO10');
    } finally {
      await shop.services.db.update(items).set({ isSubscription: false }).where(eq(items.id, variation.itemId));
    }
  });

  it('answers every other rule of the seeded campaigns with its own message', async () => {
    const { call } = await shopperWithMirror(1);
    const expected: Array<[code: string, key: string, status: number]> = [
      ['STAMMKUNDE15', 'coupon.onlyExistingCustomers', 409],
      ['HAENDLER20', 'coupon.wrongCustomerGroup', 409],
      ['VORFREUDE', 'coupon.notYetValid', 409],
      ['SOMMER2026', 'coupon.expired', 409],
      ['DANKE-7K2P', 'coupon.alreadyUsedOrInvalid', 404],
      ['ERSTE100', 'coupon.fullyRedeemed', 409],
    ];
    for (const [code, key, status] of expected) {
      const answer = await call('doAddCoupon', { couponCode: code });
      expect([answer.status, answer.error?.key], code).toEqual([status, key]);
    }
    expect((await call('getCart')).data!.couponCode).toBeNull();
  });

  it('allows one coupon per cart; the applied code again changes nothing', async () => {
    const { call } = await shopperWithMirror(1);
    await call('doAddCoupon', { couponCode: 'WILLKOMMEN10' });
    expect((await call('doAddCoupon', { couponCode: 'WILLKOMMEN10' })).status).toBe(200);
    const second = await call('doAddCoupon', { couponCode: 'KEINABO5' });
    expect([second.status, second.error?.key]).toEqual([409, 'coupon.oneCouponPerCart']);
    expect((await call('getCart')).data!.couponCode).toBe('WILLKOMMEN10');
  });

  it('refuses blank, unknown and odd codes clearly, and stops guessing after ten wrong codes', async () => {
    const { call } = await shopperWithMirror(1);
    expect((await call('doAddCoupon', { couponCode: '   ' })).error?.key).toBe('coupon.pleaseProvideCoupon');
    expect((await call('doAddCoupon', {})).status).toBe(400);
    expect((await call('doAddCoupon', { couponCode: 'x'.repeat(201) })).status).toBe(400);
    for (const code of ['GIBTESNICHT', '<script>alert(1)</script>', 'ÄÖÜ', "'; drop table carts; --"]) {
      const answer = await call('doAddCoupon', { couponCode: code });
      expect([answer.status, answer.error?.key], code).toEqual([404, 'coupon.alreadyUsedOrInvalid']);
    }
    for (let attempt = 4; attempt < 10; attempt++) await call('doAddCoupon', { couponCode: `FALSCH${attempt}` });
    const blocked = await call('doAddCoupon', { couponCode: 'WILLKOMMEN10' });
    expect(blocked.status).toBe(429);
    expect(blocked.error).toMatchObject({ key: 'coupon.tooManyAttempts', values: { minutes: 15 } });
  });

  it('counts wrong codes in the database per session and per address: parallel guesses, new sessions, right codes after the limit', async () => {
    const household = { 'x-forwarded-for': '203.0.113.38' };
    const guesser = await shopperWithMirror(1, household);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, index) => guesser.call('doAddCoupon', { couponCode: `RATEN${index}` })),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(couponGuessLimits.perSession);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - couponGuessLimits.perSession);
    expect(burst.find((answer) => answer.status === 429)!.error).toMatchObject({ key: 'coupon.tooManyAttempts' });
    // The right code is refused too once the limit is reached: the limit is no oracle.
    const right = await guesser.call('doAddCoupon', { couponCode: 'WILLKOMMEN10' });
    expect([right.status, right.error?.key]).toEqual([429, 'coupon.tooManyAttempts']);

    // New sessions from the same address share the address's guesses.
    const sessionsLeft = couponGuessLimits.perAddress / couponGuessLimits.perSession - 1;
    for (let session = 0; session < sessionsLeft; session += 1) {
      const next = await createShopper(shop, { headers: household });
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) => next.call('doAddCoupon', { couponCode: `NEU${session}X${index}` })),
      );
      expect(answers.filter((answer) => answer.status === 404)).toHaveLength(couponGuessLimits.perSession);
    }
    const fresh = await shopperWithMirror(1, household);
    const refused = await fresh.call('doAddCoupon', { couponCode: 'WILLKOMMEN10' });
    expect([refused.status, refused.error?.key]).toEqual([429, 'coupon.tooManyAttempts']);
    expect((await fresh.call('getCart')).data!.couponCode).toBeNull();

    // Another address is not held up; codes that exist (applied or refused by a rule) cost nothing.
    const neighbour = await shopperWithMirror(1, { 'x-forwarded-for': '203.0.113.39' });
    for (let attempt = 0; attempt < couponGuessLimits.perSession + 2; attempt += 1) {
      expect((await neighbour.call('doAddCoupon', { couponCode: 'HAENDLER20' })).status).toBe(409);
    }
    expect((await neighbour.call('doAddCoupon', { couponCode: 'WILLKOMMEN10' })).status).toBe(200);
  });

  it('sees the logged-in customer: the retailer coupon fits the demo retailer after login', async () => {
    const { call } = await shopperWithMirror(1);
    expect((await call('doAddCoupon', { couponCode: 'HAENDLER20' })).error?.key).toBe('coupon.wrongCustomerGroup');
    const login = await call('doLogin', { email: 'haendler@spiegelshop.example', password: demoPassword });
    expect(login.status).toBe(200);
    const applied = await call('doAddCoupon', { couponCode: 'HAENDLER20' });
    expect(applied.status).toBe(200);
    expect(applied.data!.couponDiscount).toBe(-Math.round(applied.data!.itemSum * 0.2));
    // The retailer sees net prices (spec §4 showNetPrices); the totals stay the same.
    const cart = applied.data as typeof applied.data & {
      showNetPrices: boolean;
      items: Array<{ unitPrice: number; unitPriceNet: number }>;
    };
    expect(cart.showNetPrices).toBe(true);
    expect(cart.items[0]!.unitPriceNet).toBe(Math.round((cart.items[0]!.unitPrice * 10000) / 11900));
  });

  it('new-customer codes fit only without earlier orders, existing-customer codes only with a paid one', async () => {
    const buyer = await createCustomer(shop);
    const variation = await findVariationWithStock(shop, 20);
    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    expect((await buyer.call('doAddCoupon', { couponCode: 'STAMMKUNDE15' })).error?.key).toBe(
      'coupon.onlyExistingCustomers',
    );
    expect((await buyer.call('doAddCoupon', { couponCode: 'WILLKOMMEN10' })).status).toBe(200);
    const placed = await buyer.call('doPlaceOrder', { idempotencyKey: randomUUID(), legalConsents: consents });
    expect(placed.status).toBe(200);

    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const again = await buyer.call('doAddCoupon', { couponCode: 'WILLKOMMEN10' });
    expect([again.status, again.error?.key]).toEqual([409, 'coupon.onlyNewCustomers']);
    // Placed but not paid (prepayment): no longer new, but not yet a customer who bought.
    const unpaid = await buyer.call('doAddCoupon', { couponCode: 'STAMMKUNDE15' });
    expect([unpaid.status, unpaid.error?.key]).toEqual([409, 'coupon.onlyExistingCustomers']);
    const orderId = (placed.data as unknown as { order: { id: number } }).order.id;
    await shop.services.db.update(orders).set({ statusId: 5 }).where(eq(orders.id, orderId));
    expect((await buyer.call('doAddCoupon', { couponCode: 'STAMMKUNDE15' })).status).toBe(200);

    // As a guest with the same e-mail address, the earlier order still counts.
    const guest = await createShopper(shop);
    await guest.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    expect((await guest.call('doLoginAsGuest', { email: buyer.email.toUpperCase() })).status).toBe(200);
    const asGuest = await guest.call('doAddCoupon', { couponCode: 'WILLKOMMEN10' });
    expect([asGuest.status, asGuest.error?.key]).toEqual([409, 'coupon.onlyNewCustomers']);
  });

  it('a canceled order does not make a customer an existing one', async () => {
    const buyer = await createCustomer(shop);
    const variation = await findVariationWithStock(shop, 20);
    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const placed = await buyer.call<{ order: { id: number } }>('doPlaceOrder', {
      idempotencyKey: randomUUID(),
      legalConsents: consents,
    });
    await shop.services.db.update(orders).set({ statusId: 8 }).where(eq(orders.id, placed.data!.order.id));
    await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    expect((await buyer.call('doAddCoupon', { couponCode: 'WILLKOMMEN10' })).status).toBe(200);
  });
});
