import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { centsOfMollieAmount } from '../../core/adapters/mollie/mollie-amount';
import type { MollieAmount } from '../../core/adapters/mollie/mollie-amount';
import { shopText } from '../../core/i18n/shop-texts';
import { appleValidationUrl } from '../../core/payments/mollie-components';
import type { ShopEnv } from '../request-context';
import { readJsonBody, scriptValue } from './sandbox-http';
import { signClaims, verifyClaims } from './sandbox-signed-claims';

/**
 * Apple Pay in the sandbox (Mollie's direct integration, docs.mollie.com "Direct integration of
 * Apple Pay"): the merchant validation Mollie does for the shop (POST /v2/wallets/applepay/sessions),
 * and, for the device, a stand-in of Safari's ApplePaySession (/wallets/v1/apple-pay.js) with a
 * payment sheet, whose "pay" gives a payment token for exactly the amount shown. POST /v2/payments
 * with `method: applepay` takes that token (applePayTokenProblem) and the payment is paid at once.
 */

const sessionPurpose = 'applepay-merchant-session';
const tokenPurpose = 'applepay-payment-token';
/** Apple's merchant sessions are good for five minutes; so are the sandbox's tokens. */
const lifetimeMs = 5 * 60_000;

const sessionRequest = z.object({ validationUrl: z.string().max(500), domain: z.string().max(253) }).strict();
const tokenRequest = z
  .object({
    merchantSession: z.object({ signature: z.string().max(3000) }).passthrough(),
    amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
    currencyCode: z.enum(['EUR']),
  })
  .strict();

type MollieErrorAnswer = (c: Context, status: 422, title: string, detail: string, field?: string) => Response;

/** The API side, under /v2 (behind the sandbox's key): Mollie asks Apple for the merchant session. */
export function registerApplePaySessions(
  api: Hono<ShopEnv>,
  secret: string,
  shopDomain: string,
  helpers: { mollieError: MollieErrorAnswer; readJson: (c: Context) => Promise<unknown> },
) {
  api.post('/wallets/applepay/sessions', async (c) => {
    const parsed = sessionRequest.safeParse(await helpers.readJson(c));
    if (!parsed.success) return helpers.mollieError(c, 422, 'Unprocessable Entity', 'The request is invalid.');
    if (!appleValidationUrl.test(parsed.data.validationUrl)) {
      return helpers.mollieError(c, 422, 'Unprocessable Entity', 'The validation URL is invalid', 'validationUrl');
    }
    // Like Apple: only the domain registered for the profile (here: the shop's own).
    if (parsed.data.domain !== shopDomain) {
      return helpers.mollieError(c, 422, 'Unprocessable Entity', 'The domain is not registered', 'domain');
    }
    const now = Date.now();
    const merchantSessionIdentifier = `SSH${randomBytes(16).toString('hex').toUpperCase()}`;
    return c.json(
      {
        epochTimestamp: now,
        expiresAt: now + lifetimeMs,
        merchantSessionIdentifier,
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier: 'SANDBOX.MOLLIE.SPIEGELSHOP',
        domainName: shopDomain,
        displayName: 'Spiegelshop',
        signature: signClaims(secret, sessionPurpose, { s: merchantSessionIdentifier, x: now + lifetimeMs }),
      },
      201,
    );
  });
}

/** The device side: the stand-in ApplePaySession and the token its sheet's "pay" gives. */
export function createSandboxWallets(secret: string) {
  const app = new Hono<ShopEnv>();
  app.get('/apple-pay.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    const texts = Object.fromEntries(
      (['de', 'en'] as const).map((locale) => [
        locale,
        Object.fromEntries(
          ['title', 'note', 'total', 'card', 'pay', 'cancel', 'failed'].map((key) => [
            key,
            shopText(locale, `mollieSandbox.applePay.${key}`),
          ]),
        ),
      ]),
    );
    return c.body(applePayScript(texts));
  });
  app.post('/applepay-tokens', async (c) => {
    const parsed = tokenRequest.safeParse(await readJsonBody(c));
    if (!parsed.success) return c.json({ error: 'The request is invalid.' }, 400);
    const session = verifyClaims(secret, sessionPurpose, parsed.data.merchantSession.signature);
    if (!session) return c.json({ error: 'The merchant session is invalid or has expired.' }, 422);
    const cents = Math.round(Number(parsed.data.amount) * 100);
    const data = signClaims(secret, tokenPurpose, {
      a: cents,
      c: parsed.data.currencyCode,
      x: Date.now() + lifetimeMs,
    });
    // The shape of Apple's ApplePayPaymentToken; its data is the sandbox's signed claims.
    return c.json(
      {
        paymentData: { version: 'EC_v1', data, signature: 'sandbox', header: { transactionId: session.s } },
        paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'debit' },
        transactionIdentifier: String(session.s),
      },
      201,
    );
  });
  return app;
}

/**
 * The signed payment data inside an Apple Pay token: what the token is (and pays once by), however
 * its JSON is written. Undefined for no JSON at all, null for JSON without it.
 */
export function applePayPaymentDataOf(token: string): string | null | undefined {
  try {
    const data = (JSON.parse(token) as { paymentData?: { data?: unknown } } | null)?.paymentData?.data;
    return typeof data === 'string' ? data : null;
  } catch {
    return undefined;
  }
}

/** What is wrong with an Apple Pay token for a payment of `amount`: null when it can be charged. */
export function applePayTokenProblem(secret: string, token: string, amount: MollieAmount): string | null {
  const data = applePayPaymentDataOf(token);
  if (data === undefined) return 'The Apple Pay payment token is not valid JSON.';
  const claims = data === null ? null : verifyClaims(secret, tokenPurpose, data);
  if (!claims) return 'The Apple Pay payment token is invalid or has expired.';
  if (claims.a !== centsOfMollieAmount(amount) || claims.c !== amount.currency) {
    return 'The Apple Pay payment token is for another amount.';
  }
  return null;
}

/**
 * Safari's ApplePaySession, as far as a checkout uses it: supportsVersion, canMakePayments,
 * begin → onvalidatemerchant → completeMerchantValidation → the sheet → onpaymentauthorized →
 * completePayment, abort and oncancel. The sheet is a modal dialog in the page's language.
 */
function applePayScript(texts: Record<string, Record<string, string>>): string {
  return `/* Spiegelshop's Mollie sandbox: a stand-in for Apple Pay (no real card is charged). */
(function () {
  'use strict';
  var base = new URL('./', document.currentScript.src);
  var texts = ${scriptValue(texts)};
  function text(key) { return texts[document.documentElement.lang === 'en' ? 'en' : 'de'][key]; }
  function ApplePaySession(version, request) {
    if (!ApplePaySession.supportsVersion(version)) throw new Error('ApplePaySession: unsupported version');
    if (!request || !request.total || !/^\\d+(\\.\\d{1,2})?$/.test(String(request.total.amount))) throw new TypeError('ApplePaySession: a total with an amount is required');
    this.request = request;
    this.onvalidatemerchant = null; this.onpaymentauthorized = null; this.oncancel = null;
    this.dialog = null; this.merchantSession = null;
  }
  ApplePaySession.STATUS_SUCCESS = 0;
  ApplePaySession.STATUS_FAILURE = 1;
  ApplePaySession.supportsVersion = function (version) { return version >= 1 && version <= 14; };
  ApplePaySession.canMakePayments = function () { return true; };
  ApplePaySession.canMakePaymentsWithActiveCard = function () { return Promise.resolve(true); };
  ApplePaySession.prototype.begin = function () {
    var session = this;
    setTimeout(function () {
      if (session.onvalidatemerchant) session.onvalidatemerchant({ validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/paymentSession' });
    }, 0);
  };
  ApplePaySession.prototype.completeMerchantValidation = function (merchantSession) {
    this.merchantSession = merchantSession;
    this.showSheet();
  };
  ApplePaySession.prototype.abort = function () { this.close(); };
  ApplePaySession.prototype.close = function () {
    if (this.dialog) { this.dialog.close(); this.dialog.remove(); this.dialog = null; }
  };
  ApplePaySession.prototype.cancel = function () {
    this.close();
    if (this.oncancel) this.oncancel({});
  };
  ApplePaySession.prototype.completePayment = function (result) {
    var status = typeof result === 'object' && result ? result.status : result;
    if (status === ApplePaySession.STATUS_SUCCESS) return this.close();
    this.message.textContent = text('failed');
    this.payButton.disabled = false;
  };
  ApplePaySession.prototype.showSheet = function () {
    var session = this;
    var request = this.request;
    var dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'sandbox-apple-pay-title');
    dialog.style.cssText = 'max-width:22rem;width:calc(100% - 2rem);margin:auto;border:0;box-shadow:0 10px 30px rgba(15,23,42,.35);border-radius:1rem;padding:1.25rem;font-family:system-ui,sans-serif;color:#0f172a';
    var amount = new Intl.NumberFormat(document.documentElement.lang || 'de', { style: 'currency', currency: request.currencyCode || 'EUR' }).format(Number(request.total.amount));
    var heading = document.createElement('h2');
    heading.id = 'sandbox-apple-pay-title';
    heading.textContent = text('title');
    heading.style.cssText = 'margin:0 0 .5rem;font-size:1.25rem';
    var note = document.createElement('p');
    note.textContent = text('note');
    note.style.cssText = 'margin:0 0 .75rem;font-size:.875rem;background:#fef3c7;color:#78350f;padding:.5rem;border-radius:.5rem';
    var lines = document.createElement('dl');
    lines.style.cssText = 'display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem';
    [[text('total'), String(request.total.label || '') + ': ' + amount], [text('card'), 'Visa •••• 4242']].forEach(function (pair) {
      var term = document.createElement('dt'); term.textContent = pair[0]; term.style.fontWeight = '600';
      var value = document.createElement('dd'); value.textContent = pair[1]; value.style.margin = '0';
      lines.append(term, value);
    });
    var message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.cssText = 'color:#b91c1c;margin:0 0 .5rem';
    var pay = document.createElement('button');
    pay.type = 'button';
    pay.textContent = text('pay');
    pay.style.cssText = 'display:block;width:100%;padding:.75rem;border:0;border-radius:.5rem;background:#000;color:#fff;font-size:1rem;margin-bottom:.5rem;cursor:pointer';
    var cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = text('cancel');
    cancel.style.cssText = 'display:block;width:100%;padding:.75rem;border:1px solid #334155;border-radius:.5rem;background:#fff;color:#0f172a;font-size:1rem;cursor:pointer';
    dialog.append(heading, note, lines, message, pay, cancel);
    this.dialog = dialog; this.message = message; this.payButton = pay;
    dialog.addEventListener('cancel', function (event) { event.preventDefault(); session.cancel(); });
    cancel.addEventListener('click', function () { session.cancel(); });
    pay.addEventListener('click', function () {
      pay.disabled = true;
      message.textContent = '';
      fetch(new URL('applepay-tokens', base), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ merchantSession: session.merchantSession, amount: String(request.total.amount), currencyCode: request.currencyCode })
      })
        .then(function (response) { if (!response.ok) throw new Error('refused'); return response.json(); })
        .then(function (token) {
          if (session.onpaymentauthorized) session.onpaymentauthorized({ payment: { token: token } });
        })
        .catch(function () { message.textContent = text('failed'); pay.disabled = false; });
    });
    document.body.append(dialog);
    dialog.showModal();
    pay.focus();
  };
  window.ApplePaySession = ApplePaySession;
})();
`;
}
