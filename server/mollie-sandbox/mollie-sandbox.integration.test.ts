import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMollieClient, MollieApiError, type MollieClient } from '../../core/adapters/mollie/mollie-client.server';
import { createCustomer, findVariationWithStock } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

let shop: TestShop;
let mollie: MollieClient;
/** A stand-in for a shop's webhook: answers 500 to the first N calls, then 200. */
let receiver: Server;
let receiverUrl: string;
let failuresLeft = 0;
const received: string[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(`${request.headers['content-type']} ${body}`);
      response.statusCode = failuresLeft-- > 0 ? 500 : 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  // The test's webhook receiver stands in for the shop's own webhook address.
  shop = await startTestShop(
    {},
    { mollieSandbox: { webhooks: { retryDelaysMs: [50, 50, 50] }, extraUrlPrefixes: [`${receiverUrl}`] } },
  );
  mollie = createMollieClient({
    apiKey: shop.services.mollieSandboxApiKey!,
    baseUrl: `${shop.url}/mollie-sandbox/v2`,
    simulated: true,
  });
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await shop.close();
});

const newPayment = (extra: Record<string, unknown> = {}) => ({
  amount: { currency: 'EUR', value: '49.95' },
  description: 'Bestellung 1001',
  redirectUrl: `${shop.url}/mollie-payment`,
  ...extra,
});

/** The tester's click on the hosted page; answers where the browser is sent next. */
async function choose(checkoutUrl: string, outcome: string, method = 'paypal') {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ outcome, method }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

async function until(condition: () => boolean, timeoutMs = 3000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the built-in Mollie sandbox', () => {
  it('creates payments as Mollie does: open, amount as a string, a hosted checkout link', async () => {
    const payment = await mollie.createPayment(newPayment({ metadata: { order_id: 1001 } }));
    expect(payment).toMatchObject({
      resource: 'payment',
      mode: 'test',
      status: 'open',
      amount: { currency: 'EUR', value: '49.95' },
      method: null,
      metadata: { order_id: 1001 },
      sequenceType: 'oneoff',
      isCancelable: true,
    });
    expect(payment.id).toMatch(/^tr_/);
    expect(payment._links.checkout?.href).toBe(`${shop.url}/mollie-sandbox/checkout/${payment.id}`);
    expect((await mollie.getPayment(payment.id)).status).toBe('open');
  });

  it("answers in Mollie's error format: 401 without a test key, 422 with the field, 404 for unknown ids", async () => {
    const response = await fetch(`${shop.url}/mollie-sandbox/v2/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newPayment()),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, title: 'Unauthorized Request' });

    const live = createMollieClient({
      apiKey: 'live_abcdefghijklmnopqrstuvwxyz',
      baseUrl: `${shop.url}/mollie-sandbox/v2`,
      simulated: true,
    });
    await expect(live.createPayment(newPayment())).rejects.toMatchObject({ status: 401 });

    await expect(
      mollie.createPayment(newPayment({ amount: { currency: 'EUR', value: 49.95 } }) as never),
    ).rejects.toMatchObject({ status: 422, field: 'amount.value' });
    await expect(mollie.createPayment(newPayment({ redirectUrl: 'not a url' }))).rejects.toMatchObject({
      status: 422,
      field: 'redirectUrl',
    });
    await expect(mollie.createPayment(newPayment({ method: 'bitcoin' }))).rejects.toMatchObject({
      status: 422,
      field: 'method',
    });
    const missing = await mollie.getPayment('tr_doesNotExist1').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(MollieApiError);
    expect(missing).toMatchObject({ status: 404, detail: 'No payment exists with token tr_doesNotExist1.' });
  });

  it('replays a create with the same idempotency key and refuses the key with another body', async () => {
    const key = `test-${Date.now()}`;
    const first = await mollie.createPayment(newPayment(), key);
    const again = await mollie.createPayment(newPayment(), key);
    expect(again.id).toBe(first.id);
    const [a, b] = await Promise.all([
      mollie.createPayment(newPayment(), `${key}-parallel`),
      mollie.createPayment(newPayment(), `${key}-parallel`),
    ]);
    expect(a.id).toBe(b.id);
    await expect(
      mollie.createPayment(newPayment({ amount: { currency: 'EUR', value: '1.00' } }), key),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("lets the tester pick the outcome, follows Mollie's transitions and sends the shopper back", async () => {
    const payment = await mollie.createPayment(newPayment({ cancelUrl: `${shop.url}/checkout`, locale: 'de_DE' }));
    const page = await fetch(payment._links.checkout!.href);
    const html = await page.text();
    expect(html).toContain('Mollie-Testzahlung (simuliert)');
    expect(html).toContain('<dd>Offen</dd>');
    expect(html).toContain('49,95');

    expect(await choose(payment._links.checkout!.href, 'pending')).toEqual({
      status: 303,
      location: `${shop.url}/mollie-payment`,
    });
    expect(await mollie.getPayment(payment.id)).toMatchObject({ status: 'pending', method: 'paypal' });
    // Pending cannot be canceled any more (Mollie's transitions); it can still be paid.
    await choose(payment._links.checkout!.href, 'canceled');
    expect((await mollie.getPayment(payment.id)).status).toBe('pending');
    await choose(payment._links.checkout!.href, 'paid');
    const paid = await mollie.getPayment(payment.id);
    expect(paid).toMatchObject({ status: 'paid', isCancelable: false });
    expect(paid.paidAt).toBeTruthy();
    expect(paid._links.checkout).toBeUndefined();
    // Final: nothing changes it any more.
    await choose(payment._links.checkout!.href, 'failed');
    expect((await mollie.getPayment(payment.id)).status).toBe('paid');

    const canceled = await mollie.createPayment(newPayment({ cancelUrl: `${shop.url}/checkout` }));
    expect((await choose(canceled._links.checkout!.href, 'canceled')).location).toBe(`${shop.url}/checkout`);
  });

  it('updates what Mollie lets a merchant update, and cancels open payments', async () => {
    const payment = await mollie.createPayment(newPayment());
    const updated = await mollie.updatePayment(payment.id, {
      redirectUrl: `${shop.url}/mollie-payment?mollie_payment_id=x`,
      metadata: { payment_id: 5001 },
    });
    expect(updated).toMatchObject({
      redirectUrl: `${shop.url}/mollie-payment?mollie_payment_id=x`,
      metadata: { payment_id: 5001 },
      amount: { value: '49.95' },
    });
    expect((await mollie.cancelPayment(payment.id)).status).toBe('canceled');
    await expect(mollie.updatePayment(payment.id, { description: 'x' })).rejects.toMatchObject({ status: 422 });
    await expect(mollie.cancelPayment(payment.id)).rejects.toMatchObject({ status: 422 });
  });

  it('cancels like Mollie: what isCancelable says; a canceled payment cannot be paid, and its webhook says so', async () => {
    // Authorized (Klarna) is cancelable too: canceled, and answered so (not 422 after moving it).
    const authorized = await mollie.createPayment(newPayment({ method: 'klarna' }));
    await choose(authorized._links.checkout!.href, 'authorized', 'klarna');
    expect((await mollie.getPayment(authorized.id)).isCancelable).toBe(true);
    expect(await mollie.cancelPayment(authorized.id)).toMatchObject({ status: 'canceled', isCancelable: false });
    // Pending at the bank: not cancelable, and it stays pending.
    const pending = await mollie.createPayment(newPayment({ method: 'banktransfer' }));
    await choose(pending._links.checkout!.href, 'pending', 'banktransfer');
    expect((await mollie.getPayment(pending.id)).isCancelable).toBe(false);
    await expect(mollie.cancelPayment(pending.id)).rejects.toMatchObject({ status: 422 });
    expect((await mollie.getPayment(pending.id)).status).toBe('pending');
    // Canceled while the shopper still has the hosted page open: paying there no longer works.
    received.length = 0;
    const open = await mollie.createPayment(newPayment({ webhookUrl: receiverUrl }));
    await mollie.cancelPayment(open.id);
    const page = await fetch(open._links.checkout!.href);
    expect(await page.text()).not.toContain('value="paid"');
    await choose(open._links.checkout!.href, 'paid');
    expect((await mollie.getPayment(open.id)).status).toBe('canceled');
    await until(() => received.length === 1);
    expect(received).toEqual([`application/x-www-form-urlencoded id=${open.id}`]);
  });

  it('refunds like Mollie: at most what remains of a paid payment, once per idempotency key, then refunded with a webhook', async () => {
    received.length = 0;
    const payment = await mollie.createPayment(newPayment({ webhookUrl: receiverUrl }));
    // Not paid yet: nothing to refund.
    await expect(
      mollie.createRefund(payment.id, { amount: { currency: 'EUR', value: '1.00' }, description: 'x' }, 'r-unpaid'),
    ).rejects.toMatchObject({ status: 422 });
    await choose(payment._links.checkout!.href, 'paid');
    await until(() => received.length === 1);
    expect(await mollie.getPayment(payment.id)).toMatchObject({
      amountRefunded: { value: '0.00' },
      amountRemaining: { value: '49.95' },
    });
    const key = `refund-${Date.now()}`;
    const body = {
      amount: { currency: 'EUR', value: '10.00' },
      description: 'Teilerstattung',
      metadata: { refundId: 7 },
    };
    const refund = await mollie.createRefund(payment.id, body, key);
    expect(refund).toMatchObject({
      resource: 'refund',
      status: 'pending',
      paymentId: payment.id,
      metadata: { refundId: 7 },
    });
    expect(refund.id).toMatch(/^re_/);
    // The same key again: the same refund, not a second one; with another body: refused.
    expect((await mollie.createRefund(payment.id, body, key)).id).toBe(refund.id);
    await expect(
      mollie.createRefund(payment.id, { ...body, amount: { currency: 'EUR', value: '11.00' } }, key),
    ).rejects.toMatchObject({ status: 422 });
    expect(await mollie.getPayment(payment.id)).toMatchObject({
      amountRefunded: { value: '10.00' },
      amountRemaining: { value: '39.95' },
    });
    // More than remains: Mollie's 422 with the field.
    await expect(
      mollie.createRefund(payment.id, { amount: { currency: 'EUR', value: '39.96' }, description: 'x' }, `${key}-b`),
    ).rejects.toMatchObject({ status: 422, field: 'amount.value', detail: 'The specified amount cannot be refunded' });
    // Processed right after the answer, and the payment's webhook says so.
    await until(() => received.length === 2);
    expect(received[1]).toBe(`application/x-www-form-urlencoded id=${payment.id}`);
    expect((await mollie.getRefund(payment.id, refund.id)).status).toBe('refunded');
    expect((await mollie.listRefunds(payment.id)).map((entry) => entry.id)).toEqual([refund.id]);
    await expect(mollie.getRefund(payment.id, 're_doesNotExist1')).rejects.toMatchObject({ status: 404 });
  });

  it('lets the tester file a chargeback on a paid payment, which calls the webhook', async () => {
    received.length = 0;
    const payment = await mollie.createPayment(newPayment({ webhookUrl: receiverUrl, locale: 'de_DE' }));
    const page = payment._links.checkout!.href;
    // Not paid: no chargeback.
    await choose(page, 'chargeback');
    expect(await mollie.listChargebacks(payment.id)).toEqual([]);
    await choose(page, 'paid');
    await until(() => received.length === 1);
    expect(await (await fetch(page)).text()).toContain('Rückbuchung auslösen');
    expect((await choose(page, 'chargeback')).status).toBe(200);
    await until(() => received.length === 2);
    expect(await mollie.getPayment(payment.id)).toMatchObject({
      status: 'paid',
      amountChargedBack: { value: '49.95' },
      amountRemaining: { value: '0.00' },
    });
    const chargebacks = await mollie.listChargebacks(payment.id);
    expect(chargebacks).toHaveLength(1);
    expect(chargebacks[0]).toMatchObject({ resource: 'chargeback', amount: { value: '49.95' }, reversedAt: null });
    // All of it taken back: no second one.
    await choose(page, 'chargeback');
    expect(await mollie.listChargebacks(payment.id)).toHaveLength(1);
    expect(await (await fetch(page)).text()).not.toContain('Rückbuchung auslösen');
  });

  it('lists the methods for an amount and a billing country (Klarna only where it is offered)', async () => {
    const inGermany = await mollie.listMethods({
      amount: { currency: 'EUR', value: '49.95' },
      locale: 'de_DE',
      billingCountry: 'DE',
    });
    expect(inGermany.map((method) => method.id)).toEqual(['creditcard', 'paypal', 'klarna', 'banktransfer']);
    expect(inGermany[0]).toMatchObject({ description: 'Kreditkarte', status: 'activated' });
    const inBritain = await mollie.listMethods({ amount: { currency: 'EUR', value: '49.95' }, billingCountry: 'GB' });
    expect(inBritain.map((method) => method.id)).not.toContain('klarna');
    const tiny = await mollie.listMethods({ amount: { currency: 'EUR', value: '0.50' }, billingCountry: 'DE' });
    expect(tiny.map((method) => method.id)).not.toContain('klarna');
  });

  it('sends a webhook with only the id, retrying with backoff until it is answered 200', async () => {
    received.length = 0;
    failuresLeft = 2;
    const payment = await mollie.createPayment(newPayment({ webhookUrl: receiverUrl }));
    await choose(payment._links.checkout!.href, 'paid');
    await until(() => received.length === 3);
    expect(received).toEqual(Array(3).fill(`application/x-www-form-urlencoded id=${payment.id}`));
    // Answered 200 the third time: no fourth attempt.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(3);
  });

  it("accepts only this process's own key, and sends shoppers and webhooks back to this shop only", async () => {
    const guessed = createMollieClient({
      apiKey: 'test_spiegelshopSandbox0000000000',
      baseUrl: `${shop.url}/mollie-sandbox/v2`,
      simulated: true,
    });
    await expect(guessed.createPayment(newPayment())).rejects.toMatchObject({ status: 401 });
    for (const field of ['redirectUrl', 'cancelUrl', 'webhookUrl']) {
      for (const address of ['https://evil.example/phish', `${shop.url}.evil.example/x`, 'http://169.254.169.254/']) {
        await expect(
          mollie.createPayment(newPayment({ [field]: address })),
          `${field} ${address}`,
        ).rejects.toMatchObject({ status: 422, field });
      }
    }
    const payment = await mollie.createPayment(newPayment());
    await expect(mollie.updatePayment(payment.id, { redirectUrl: 'https://evil.example/' })).rejects.toMatchObject({
      status: 422,
      field: 'redirectUrl',
    });
  });

  it('is not there for a public shop without a key: no Mollie method is offered, prepayment is', async () => {
    const publicShop = await startTestShop({ PUBLIC_URL: 'https://spiegelshop.example' });
    try {
      expect(publicShop.config.mollieMode).toBe('off');
      expect(publicShop.services.mollieSandboxApiKey).toBeNull();
      const answer = await fetch(`${publicShop.url}/mollie-sandbox/v2/methods`);
      expect(answer.headers.get('content-type')).not.toMatch(/json/);
      const buyer = await createCustomer(publicShop);
      const variation = await findVariationWithStock(publicShop, 10);
      await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
      const providers = await buyer.call<{ providers: Array<{ key: string }> }>('getPaymentProviders', {});
      expect(providers.data!.providers.map((provider) => provider.key)).toEqual(['prepayment']);
      expect((await buyer.call('setPaymentProvider', { paymentId: 6102 })).status).toBe(409);
    } finally {
      await publicShop.close();
    }
    // …unless it is a test server that asks for the sandbox.
    const testServer = await startTestShop({ PUBLIC_URL: 'https://test.spiegelshop.example', MOLLIE_SANDBOX: 'true' });
    expect(testServer.config.mollieMode).toBe('sandbox');
    await testServer.close();
  });

  it('does not exist when a Mollie API key is configured', async () => {
    const real = await startTestShop({ MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' });
    try {
      // Nothing answers there but the page handler (which renders no pages in these tests).
      const response = await fetch(`${real.url}/mollie-sandbox/v2/methods`, {
        headers: { authorization: `Bearer ${shop.services.mollieSandboxApiKey}` },
      });
      expect(response.headers.get('content-type')).not.toMatch(/json/);
      expect(real.services.mollie.simulated).toBe(false);
    } finally {
      await real.close();
    }
  });
});
