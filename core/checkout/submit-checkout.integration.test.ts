import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/order-schema';
import {
  createCustomer,
  createGuest,
  createShopper,
  findVariationWithStock,
  type CallAnswer,
} from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * doSubmitCheckout: the checkout page's form as one call. Every choice is checked as when it is
 * made alone; a refused one names its field and leaves the earlier choice; an order click places
 * the order or starts its payment and answers where the shopper goes next.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const consents = { terms: true, cancellationRights: true, privacy: true };
type Next = { next: string; orderId?: number; accessKey?: string; paymentUrl?: string; notice?: string };
type CheckoutAnswer = { paymentMethodId: number; billingAddress: { id: number } | null; cart: { items: unknown[] } };

async function guestWithCart(email = `submit.${randomUUID()}@beispiel.de`) {
  const guest = await createGuest(shop, { email });
  const variation = await findVariationWithStock(shop, 40);
  expect((await guest.call('doAddCartItem', { productId: variation.id, quantity: 1 })).status).toBe(200);
  return guest;
}

describe('doSubmitCheckout', () => {
  it('applies all choices in one call and keeps them for the page', async () => {
    const guest = await guestWithCart();
    const answer = await guest.call<Next>('doSubmitCheckout', {
      choices: { paymentMethodId: 6102, orderContactWish: 'Bitte klingeln', shippingPrivacyHintAccepted: true },
    });
    expect(answer).toMatchObject({ status: 200, data: { next: 'checkout' } });
    const checkout = await guest.call<CheckoutAnswer & { additionalInformation: Record<string, unknown> }>(
      'getCheckout',
    );
    expect(checkout.data!.paymentMethodId).toBe(6102);
    expect(checkout.data!.additionalInformation).toMatchObject({
      orderContactWish: 'Bitte klingeln',
      shippingPrivacyHintAccepted: true,
    });
  });

  it('refuses a method that is not offered at its field and keeps the earlier one', async () => {
    const guest = await guestWithCart();
    await guest.call('doSubmitCheckout', { choices: { paymentMethodId: 6102 } });
    const refused = await guest.call('doSubmitCheckout', {
      choices: { paymentMethodId: 999, orderContactWish: 'bleibt' },
      order: { idempotencyKey: randomUUID(), legalConsents: consents },
    });
    expect(refused).toMatchObject({ status: 409, error: { key: 'checkout.paymentMethodUnavailable' } });
    const checkout = await guest.call<CheckoutAnswer>('getCheckout');
    expect(checkout.data!.paymentMethodId).toBe(6102);
    // Nothing was ordered: the cart is still there.
    expect(checkout.data!.cart.items).toHaveLength(1);
  });

  it("refuses someone else's address as if it did not exist", async () => {
    const owner = await createCustomer(shop);
    const saved = await owner.call<{ id: number }>('doSaveAddress', {
      typeId: 1,
      firstName: 'Erika',
      lastName: 'Eigen',
      streetName: 'Ring',
      houseNumber: '2',
      zipCode: '50667',
      city: 'Köln',
      countryId: 1,
    });
    const guest = await guestWithCart();
    const taken = await guest.call('doSubmitCheckout', { choices: { billingAddressId: saved.data!.id } });
    expect(taken).toMatchObject({ status: 404, error: { key: 'address.notFound' } });
  });

  it('places a prepayment order and sends a Mollie order to the payment page', async () => {
    const prepaying = await guestWithCart();
    const placed = await prepaying.call<Next>('doSubmitCheckout', {
      choices: { paymentMethodId: 6000 },
      order: { idempotencyKey: randomUUID(), legalConsents: consents },
    });
    expect(placed.data).toMatchObject({ next: 'confirmation', orderId: expect.any(Number) });
    expect(
      (await prepaying.call('getOrder', { orderId: placed.data!.orderId, accessKey: placed.data!.accessKey })).status,
    ).toBe(200);

    const paying = await guestWithCart();
    const toMollie = await paying.call<Next>('doSubmitCheckout', {
      choices: { paymentMethodId: 6102 },
      order: { idempotencyKey: randomUUID(), legalConsents: consents },
    });
    expect(toMollie.data).toMatchObject({ next: 'payment', paymentUrl: expect.stringContaining('/mollie-sandbox/') });
  });

  it('the same click twice places one order; a missing consent places none', async () => {
    const guest = await guestWithCart();
    const unconsented: CallAnswer<Next> = await guest.call<Next>('doSubmitCheckout', {
      choices: {},
      order: { idempotencyKey: randomUUID(), legalConsents: { ...consents, privacy: false } },
    });
    expect(unconsented).toMatchObject({ status: 400, error: { key: 'checkout.consentRequired' } });
    const key = randomUUID();
    const click = () =>
      guest.call<Next>('doSubmitCheckout', {
        choices: { paymentMethodId: 6000 },
        order: { idempotencyKey: key, legalConsents: consents },
      });
    const [first, second] = await Promise.all([click(), click()]);
    const orders = [first, second].filter((answer) => answer.status === 200).map((answer) => answer.data!.orderId);
    expect(orders.length).toBeGreaterThan(0);
    expect(new Set(orders).size).toBe(1);
  });

  it('one cart becomes one order: three submits with different keys place one, the others get a 409', async () => {
    const email = `einmal.${randomUUID()}@beispiel.de`;
    const guest = await guestWithCart(email);
    const answers: CallAnswer<Next>[] = await Promise.all(
      [1, 2, 3].map(() =>
        guest.call<Next>('doSubmitCheckout', {
          choices: { paymentMethodId: 6000 },
          order: { idempotencyKey: randomUUID(), legalConsents: consents },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(2);
    for (const answer of refused)
      expect(['order.cartAlreadyOrdered', 'checkout.emptyCart']).toContain(answer.error?.key);
    const placed = answers.find((answer) => answer.status === 200)!.data!;
    const orderIds = await shop.services.db.select({ id: orders.id }).from(orders).where(eq(orders.email, email));
    expect(orderIds).toEqual([{ id: placed.orderId }]);
  });

  it('asks for a login without a session, and an empty cart has nothing to submit', async () => {
    const stranger = await createShopper(shop);
    expect((await stranger.call('doSubmitCheckout', { choices: {} })).status).toBe(401);
    const guest = await createGuest(shop, { email: `leer.${randomUUID()}@beispiel.de` });
    expect(await guest.call('doSubmitCheckout', { choices: {} })).toMatchObject({
      status: 409,
      error: { key: 'checkout.emptyCart' },
    });
  });
});
