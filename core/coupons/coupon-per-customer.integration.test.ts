import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwner } from '../../seed/editors';
import {
  createCustomer,
  createGuest,
  createShopper,
  findSimpleVariation,
  guestAddress,
} from '../../tests/support/shopper';
import { legalConsents, signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { variationPrices, variations } from '../db/catalog-schema';
import { orders } from '../db/order-schema';

/**
 * A coupon campaign's uses per customer (issue 37) through the BFF against PostgreSQL: a customer
 * is the account with its e-mail address, or a guest's e-mail address in any case; the limit is
 * checked when the code is entered, when the order is placed, and in the order's transaction (two
 * parallel orders of one customer); a canceled order gives its use back.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const notOnSpecialOffer = sql`not exists (select 1 from ${variationPrices} where ${variationPrices.variationId} = ${variations.id}
  and ${variationPrices.kind} = 'special')`;

/** A campaign made by the owner, as staff do, with one code of unlimited uses. */
async function campaignWithCode(maxUsesPerCustomer: number | null) {
  const owner = await signedInStaff(shop, demoOwner);
  const saved = await owner.call<{ campaign: { id: number } }>('doSaveCouponCampaign', {
    campaign: {
      name: `Je Kunde ${maxUsesPerCustomer}`,
      isActive: true,
      discountKind: 'percent',
      discountValue: 1000,
      validFrom: null,
      validUntil: null,
      minimumOrderCents: 0,
      customerKind: 'all',
      subscriptionRule: 'any',
      excludesSpecialOffers: false,
      maxRedemptions: null,
      maxUsesPerCustomer,
    },
  });
  expect(saved.status).toBe(200);
  const code = `JEKUNDE-${randomUUID().slice(0, 8).toUpperCase()}`;
  const created = await owner.call('doCreateCouponCodes', { campaignId: saved.data!.campaign.id, code });
  expect(created.status).toBe(200);
  return code;
}

type Shopper = Awaited<ReturnType<typeof createShopper>>;
let variationId = 0;
async function withMirror<Someone extends Shopper>(shopper: Someone): Promise<Someone> {
  variationId ||= (await findSimpleVariation(shop, { where: notOnSpecialOffer, minimumStock: 30 })).id;
  expect((await shopper.call('doAddCartItem', { productId: variationId, quantity: 1 })).status).toBe(200);
  return shopper;
}
const order = (shopper: Shopper) =>
  shopper.call<{ order: { id: number } }>('doPlaceOrder', { idempotencyKey: randomUUID(), legalConsents });

describe('uses per customer', () => {
  it('a customer uses the code once, then is refused in the cart; another customer still may; a guest with the same address in other case is refused', async () => {
    const code = await campaignWithCode(1);
    const first = await withMirror(await createCustomer(shop));
    expect((await first.call('doAddCoupon', { couponCode: code })).status).toBe(200);
    const placed = await order(first);
    expect(placed.status).toBe(200);

    await withMirror(first);
    const again = await first.call('doAddCoupon', { couponCode: code });
    expect([again.status, again.error?.key]).toEqual([409, 'coupon.usedUpByCustomer']);
    expect(again.error?.values).toEqual({ maxUses: 1 });
    expect((await first.call('getCart')).data!.couponCode).toBeNull();

    const other = await withMirror(await createCustomer(shop));
    expect((await other.call('doAddCoupon', { couponCode: code })).status).toBe(200);

    const guest = await withMirror(await createGuest(shop, { email: first.email.toUpperCase() }));
    const asGuest = await guest.call('doAddCoupon', { couponCode: code });
    expect([asGuest.status, asGuest.error?.key]).toEqual([409, 'coupon.usedUpByCustomer']);

    // A canceled order gives its use back: the customer may use the code again.
    await shop.services.db.update(orders).set({ statusId: 8 }).where(eq(orders.id, placed.data!.order.id));
    expect((await first.call('doAddCoupon', { couponCode: code })).status).toBe(200);
  });

  it('is checked again when the order is placed: a code entered before the guest gave the address is dropped', async () => {
    const code = await campaignWithCode(1);
    const email = `gast.${randomUUID().slice(0, 8)}@beispiel.de`;
    const earlier = await withMirror(await createGuest(shop, { email }));
    expect((await earlier.call('doAddCoupon', { couponCode: code })).status).toBe(200);
    expect((await order(earlier)).status).toBe(200);

    // A visitor not known yet enters the code, then checks out with the same address.
    const visitor = await withMirror(await createShopper(shop));
    expect((await visitor.call('doAddCoupon', { couponCode: code })).status).toBe(200);
    expect((await visitor.call('doLoginAsGuest', { email: email.toUpperCase() })).status).toBe(200);
    expect((await visitor.call('doSaveAddress', guestAddress)).status).toBe(200);
    const refused = await order(visitor);
    expect(refused.status).toBe(409);
    expect(refused.error?.key).toBe('checkout.cartChanged');
    expect(refused.events).toContainEqual(
      expect.objectContaining({ type: 'coupon.removed', reason: 'usedUpByCustomer' }),
    );
  });

  it('two parallel orders of one customer: one takes the last use, the other is refused in its transaction', async () => {
    const code = await campaignWithCode(1);
    const email = `parallel.${randomUUID().slice(0, 8)}@beispiel.de`;
    const devices = [await createGuest(shop, { email }), await createGuest(shop, { email })];
    for (const device of devices) {
      await withMirror(device);
      expect((await device.call('doAddCoupon', { couponCode: code })).status).toBe(200);
    }
    const answers = await Promise.all(devices.map(order));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(['coupon.usedUpByCustomer', 'checkout.cartChanged']).toContain(
      answers.find((answer) => answer.status === 409)!.error?.key,
    );
    const withCode = await shop.services.db.select({ id: orders.id }).from(orders).where(eq(orders.couponCode, code));
    expect(withCode).toHaveLength(1);
  });

  it('allows as many orders as the limit says, and any number without a limit', async () => {
    const twice = await campaignWithCode(2);
    const unlimited = await campaignWithCode(null);
    const customer = await createCustomer(shop);
    for (const round of [1, 2]) {
      await withMirror(customer);
      expect((await customer.call('doAddCoupon', { couponCode: twice })).status, `round ${round}`).toBe(200);
      expect((await order(customer)).status).toBe(200);
    }
    await withMirror(customer);
    expect((await customer.call('doAddCoupon', { couponCode: twice })).error).toMatchObject({
      key: 'coupon.usedUpByCustomer',
      values: { maxUses: 2 },
    });
    for (let round = 0; round < 3; round++) {
      await withMirror(customer);
      expect((await customer.call('doAddCoupon', { couponCode: unlimited })).status).toBe(200);
      expect((await order(customer)).status).toBe(200);
    }
  });
});
