import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/order-schema';
import { consents, finishOnHostedPage, orderRow } from '../../tests/support/mollie-checkout';
import { createCustomer, createShopper, findVariationWithStock } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * The checkout's own payment fields (the sandbox's stand-ins answer here): the card typed into
 * Mollie Components' fields, and Apple Pay's sheet. Their token goes with the order click into a
 * payment of that method, and pays once.
 */
let shop: TestShop;
let paymentFirstShop: TestShop;
beforeAll(async () => {
  [shop, paymentFirstShop] = await Promise.all([startTestShop(), startTestShop({ MOLLIE_FLOW: 'payment-first' })]);
});
afterAll(() => Promise.all([shop.close(), paymentFirstShop.close()]));

const card = 6101;
type Next = { next: string; orderId?: number; accessKey?: string; paymentUrl?: string; notice?: string };
const goodCard = {
  cardHolder: 'Erika Mustermann',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/39',
  verificationCode: '123',
};

/** What the card frame sends when the shopper orders. */
function typeCard(target: TestShop, typed: Record<string, string>, contentType = 'application/json') {
  return fetch(`${target.url}/mollie-sandbox/components/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: JSON.stringify({ profileId: 'pfl_sandbox0001', locale: 'de_DE', ...typed }),
  });
}

async function tokenFor(target: TestShop, typed = goodCard): Promise<string> {
  const answer = await typeCard(target, typed);
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { token: string }).token;
}

async function buyerPayingBy(target: TestShop, paymentMethodId: number) {
  const buyer = await createCustomer(target);
  const variation = await findVariationWithStock(target, 20);
  expect((await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 })).status).toBe(200);
  expect((await buyer.call('setPaymentProvider', { paymentId: paymentMethodId })).status).toBe(200);
  return buyer;
}

const orderWith = (cardToken: string | undefined) => ({
  choices: {},
  order: { idempotencyKey: randomUUID(), legalConsents: consents, ...(cardToken ? { cardToken } : {}) },
});

describe('the card fields', () => {
  it('are offered with the script that draws them, the sandbox stand-in on the shop itself', async () => {
    const buyer = await createCustomer(shop);
    const settings = await buyer.call('getMollieSettings');
    expect(settings.data).toMatchObject({
      mollieComponents: true,
      componentsScript: '/mollie-sandbox/components/v1/mollie.js',
      profileId: 'pfl_sandbox0001',
      testmode: true,
    });
    const script = await fetch(`${shop.url}/mollie-sandbox/components/v1/mollie.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.Mollie = Mollie');
    const frame = await fetch(`${shop.url}/mollie-sandbox/components/v1/card-frame?locale=en_US&testmode=true`);
    const html = await frame.text();
    expect(html).toContain('<label for="cardNumber">Card number</label>');
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('test card 4242 4242 4242 4242');
  });

  it('name what is wrong with a typed card, in the shopper’s language, and give no token for it', async () => {
    const refused = await typeCard(shop, { ...goodCard, cardNumber: '4242 4242 4242 4241', expiryDate: '01/20' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: {
        message: 'Bitte prüfen Sie Ihre Kartendaten.',
        fields: {
          cardNumber: 'Diese Kartennummer ist ungültig.',
          expiryDate: 'Bitte geben Sie ein künftiges Datum als Monat/Jahr ein.',
        },
      },
    });
    expect((await typeCard(shop, { ...goodCard, profileId: 'pfl_someoneelse' })).status).toBe(422);
    expect((await typeCard(shop, goodCard, 'text/plain')).status).toBe(400);
    expect((await typeCard(shop, { ...goodCard, cardNumber: '4'.repeat(5000) })).status).toBe(400);
    // Typed (or pasted) far too long: the field's own message, in English for an English page.
    const long = await typeCard(shop, { ...goodCard, cardNumber: '4'.repeat(60), locale: 'en_US' });
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({ error: { fields: { cardNumber: 'This card number is not valid.' } } });
  });
});

describe('an order paid with the card typed on the checkout', () => {
  it('order first: the payment is for that card, whose bank check is all that is left; then the order is paid', async () => {
    const buyer = await buyerPayingBy(shop, card);
    const answer = await buyer.call<Next>('doSubmitCheckout', orderWith(await tokenFor(shop)));
    expect(answer.data).toMatchObject({ next: 'payment' });
    const paymentId = answer.data!.paymentUrl!.split('/').at(-1)!;
    const payment = await shop.services.mollie.getPayment(paymentId);
    expect(payment).toMatchObject({
      method: 'creditcard',
      details: { cardHolder: 'Erika Mustermann', cardNumber: '4242', cardLabel: 'Visa' },
    });
    const page = await (await fetch(answer.data!.paymentUrl!)).text();
    expect(page).toContain('Bestätigung der Karte Visa •••• 4242 bei der Bank');
    await finishOnHostedPage(answer.data!.paymentUrl!, 'paid');
    await buyer.call('getMolliePaymentAndUpdateStatus', { paymentId });
    const [placed] = await shop.services.db.select().from(orders).where(eq(orders.email, buyer.email));
    expect(await orderRow(shop, placed!.id)).toMatchObject({ paymentStatus: 'fullyPaid', paymentMethodId: card });
  });

  it('order first: a token Mollie refuses leaves the order waiting, and the checkout says the card could not be used', async () => {
    const buyer = await buyerPayingBy(shop, card);
    const token = await tokenFor(shop);
    const forged = `${token.slice(0, -4)}AAAA`;
    const answer = await buyer.call<Next>('doSubmitCheckout', orderWith(forged));
    expect(answer.data).toMatchObject({ next: 'paymentRetry', notice: 'cardRejected' });
    expect(await orderRow(shop, answer.data!.orderId!)).toMatchObject({ paymentStatus: 'unpaid' });
    // Something that is no token at all is refused before anything is asked (400).
    expect((await buyer.call('doSubmitCheckout', orderWith('tkn_<script>'))).status).toBe(400);
  });

  it('payment first: a refused token places no order and asks for the card again', async () => {
    const buyer = await buyerPayingBy(paymentFirstShop, card);
    const token = await tokenFor(shop);
    // Made by another shop's sandbox: not this one's card.
    const refused = await buyer.call<Next>('doSubmitCheckout', orderWith(token));
    expect(refused).toMatchObject({ status: 422, error: { key: 'payment.cardRejected' } });
    expect(await paymentFirstShop.services.db.select().from(orders).where(eq(orders.email, buyer.email))).toEqual([]);
    const answer = await buyer.call<Next>('doSubmitCheckout', orderWith(await tokenFor(paymentFirstShop)));
    expect(answer.data).toMatchObject({ next: 'payment' });
    const payment = await paymentFirstShop.services.mollie.getPayment(answer.data!.paymentUrl!.split('/').at(-1)!);
    expect(payment.details).toMatchObject({ cardNumber: '4242' });
  });

  it('another method leaves a token out: PayPal is paid on its own page', async () => {
    const buyer = await buyerPayingBy(shop, 6102);
    const answer = await buyer.call<Next>('doSubmitCheckout', orderWith(await tokenFor(shop)));
    const payment = await shop.services.mollie.getPayment(answer.data!.paymentUrl!.split('/').at(-1)!);
    expect(payment.method).toBe('paypal');
    expect(payment.details ?? null).toBeNull();
  });
});

describe('tokens', () => {
  it('pay once: a card token used for one order is refused for another', async () => {
    const token = await tokenFor(shop);
    const first = await buyerPayingBy(shop, card);
    expect((await first.call<Next>('doSubmitCheckout', orderWith(token))).data).toMatchObject({ next: 'payment' });
    const second = await buyerPayingBy(shop, card);
    const again = await second.call<Next>('doSubmitCheckout', orderWith(token));
    expect(again.data).toMatchObject({ next: 'paymentRetry', notice: 'cardRejected' });
  });

  it('pay once when two orders name the same card token at the same moment', async () => {
    const token = await tokenFor(shop);
    const buyers = await Promise.all([buyerPayingBy(shop, card), buyerPayingBy(shop, card)]);
    const answers = await Promise.all(buyers.map((buyer) => buyer.call<Next>('doSubmitCheckout', orderWith(token))));
    expect(answers.map((answer) => answer.data!.next).sort()).toEqual(['payment', 'paymentRetry']);
  });
});

describe('Apple Pay', () => {
  const applePay = 6105;
  const gateway = 'https://apple-pay-gateway-cert.apple.com/paymentservices/paymentSession';

  /** What the device's sheet does: Mollie's merchant session, then the token for the amount shown. */
  async function deviceToken(buyer: Awaited<ReturnType<typeof buyerPayingBy>>, amountCents?: number) {
    const session = await buyer.call<Record<string, unknown>>('doRequestApplePaySession', { validationUrl: gateway });
    expect(session.status).toBe(200);
    const checkout = await buyer.call<{ cart: { basketAmount: number } }>('getCheckout');
    const amount = ((amountCents ?? checkout.data!.cart.basketAmount) / 100).toFixed(2);
    const answer = await fetch(`${shop.url}/mollie-sandbox/wallets/v1/applepay-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchantSession: session.data, amount, currencyCode: 'EUR' }),
    });
    expect(answer.status).toBe(201);
    return JSON.stringify(await answer.json());
  }
  const totalOf = async (buyer: Awaited<ReturnType<typeof buyerPayingBy>>) =>
    (await buyer.call<{ cart: { basketAmount: number } }>('getCheckout')).data!.cart.basketAmount;
  const orderPaidBy = (applePayPaymentToken: string) => ({
    choices: {},
    order: { idempotencyKey: randomUUID(), legalConsents: consents, applePayPaymentToken },
  });

  it('is listed by Mollie when asked for it, with the stand-in of Safari’s ApplePaySession in the sandbox', async () => {
    const buyer = await buyerPayingBy(shop, applePay);
    const checkout = await buyer.call<{ paymentProviders: Array<{ id: number; paymentKey: string; icon: string }> }>(
      'getCheckout',
    );
    expect(checkout.data!.paymentProviders.find((provider) => provider.id === applePay)).toMatchObject({
      paymentKey: 'applepay',
      icon: '/payment-methods/applepay.svg',
    });
    const settings = await buyer.call('getMollieSettings');
    expect(settings.data).toMatchObject({ applePayScript: '/mollie-sandbox/wallets/v1/apple-pay.js' });
    const script = await (await fetch(`${shop.url}/mollie-sandbox/wallets/v1/apple-pay.js`)).text();
    expect(script).toContain('window.ApplePaySession = ApplePaySession');
  });

  it('validates the shop for a visitor at the checkout only, and asks nothing but Apple’s gateways', async () => {
    const buyer = await buyerPayingBy(shop, applePay);
    const session = await buyer.call<{ domainName: string; merchantSessionIdentifier: string }>(
      'doRequestApplePaySession',
      { validationUrl: gateway },
    );
    expect(session.data).toMatchObject({ domainName: new URL(shop.url).hostname, displayName: 'Spiegelshop' });
    for (const validationUrl of [
      'https://evil.example/paymentservices/paymentSession',
      'https://apple-pay-gateway.apple.com.evil.example/paymentservices/x',
      'http://apple-pay-gateway.apple.com/paymentservices/paymentSession',
      'https://127.0.0.1/paymentservices/paymentSession',
    ]) {
      expect((await buyer.call('doRequestApplePaySession', { validationUrl })).status).toBe(400);
    }
    const stranger = await createShopper(shop);
    expect((await stranger.call('doRequestApplePaySession', { validationUrl: gateway })).status).toBe(401);
  });

  it('pays the order with the device’s token at once: straight to the return page, then the order is paid', async () => {
    const buyer = await buyerPayingBy(shop, applePay);
    const answer = await buyer.call<Next>('doSubmitCheckout', orderPaidBy(await deviceToken(buyer)));
    expect(answer.data).toMatchObject({ next: 'payment' });
    const back = new URL(answer.data!.paymentUrl!);
    expect(back.pathname).toBe('/mollie-payment');
    const paymentId = back.searchParams.get('mollie_payment_id')!;
    expect(await shop.services.mollie.getPayment(paymentId)).toMatchObject({ method: 'applepay', status: 'paid' });
    const status = await buyer.call<{ status: string; order: { id: number } }>('getMolliePaymentAndUpdateStatus', {
      paymentId,
    });
    expect(status.data).toMatchObject({ status: 'paid' });
    expect(await orderRow(shop, status.data!.order.id)).toMatchObject({ paymentStatus: 'fullyPaid', statusId: 5 });
  });

  it('refuses a token for another amount, or one already spent; the order waits for its money', async () => {
    const buyer = await buyerPayingBy(shop, applePay);
    const cheaper = await buyer.call<Next>('doSubmitCheckout', orderPaidBy(await deviceToken(buyer, 100)));
    expect(cheaper.data).toMatchObject({ next: 'paymentRetry', notice: 'applePayRejected' });
    expect(await orderRow(shop, cheaper.data!.orderId!)).toMatchObject({ paymentStatus: 'unpaid' });
    // Paying it again happens on Mollie's page: the wallet, paid on the checkout only, is not offered there.
    const retry = await buyer.call<{ providers: Array<{ id: number }> }>('getPaymentProviders', {
      orderId: cheaper.data!.orderId!,
      accessKey: cheaper.data!.accessKey!,
    });
    expect(retry.data!.providers.map((provider) => provider.id)).toEqual([6101, 6102, 6103, 6104]);

    const payer = await buyerPayingBy(shop, applePay);
    const paid = await totalOf(payer);
    const token = await deviceToken(payer);
    expect((await payer.call<Next>('doSubmitCheckout', orderPaidBy(token))).data).toMatchObject({ next: 'payment' });
    // Another order of the same amount with the same token, as sent and written another way.
    for (const copy of [token, JSON.stringify(JSON.parse(token), null, 1)]) {
      const copycat = await buyerPayingBy(shop, applePay);
      // The same amount: only the spent token can be why it is refused.
      expect(await totalOf(copycat)).toBe(paid);
      const copied = await copycat.call<Next>('doSubmitCheckout', orderPaidBy(copy));
      expect(copied.data).toMatchObject({ next: 'paymentRetry', notice: 'applePayRejected' });
    }
  });

  it('lets one client address ask for a limited number of merchant sessions', async () => {
    const buyer = await buyerPayingBy(paymentFirstShop, applePay);
    const answers = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      answers.push((await buyer.call('doRequestApplePaySession', { validationUrl: gateway })).status);
    }
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
