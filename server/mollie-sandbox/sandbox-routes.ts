import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { centsOfMollieAmount } from '../../core/adapters/mollie/mollie-amount';
import type { MolliePayment, MollieRefund } from '../../core/adapters/mollie/mollie-client.server';
import { escapeHtml } from '../../core/mail/escape-html';
import { shopText } from '../../core/i18n/shop-texts';
import type { Services } from '../../core/services.server';
import type { ShopEnv } from '../request-context';
import { listSandboxMethods, sandboxMethodIds, sandboxMethods } from './sandbox-methods';
import {
  canMoveTo,
  createSandboxPayment,
  moveSandboxPayment,
  readSandboxPayment,
  statusesWithWebhook,
  updateSandboxPayment,
  type SandboxLinks,
} from './sandbox-payments';
import { createSandboxRefunds, type SandboxRefundOptions } from './sandbox-refund-routes';
import { cardOfToken } from './sandbox-card-tokens';
import { createSandboxComponents } from './sandbox-components';
import {
  applePayPaymentDataOf,
  applePayTokenProblem,
  createSandboxWallets,
  registerApplePaySessions,
} from './sandbox-wallets';
import { readJsonBody } from './sandbox-http';
import { createWebhookSender, type WebhookSenderOptions } from './webhook-sender';

/**
 * The built-in Mollie sandbox (mounted at /mollie-sandbox only while no MOLLIE_API_KEY is set):
 * the Payments API subset the shop uses under /v2, answering in Mollie's formats and errors, a
 * hosted checkout page where the tester picks the outcome (and, once paid, files a chargeback or
 * decides a refund), refunds and chargebacks (sandbox-refund-routes.ts), and Mollie's webhooks.
 */
export interface MollieSandboxOptions {
  webhooks?: Pick<WebhookSenderOptions, 'retryDelaysMs' | 'timeoutMs'>;
  /** Addresses besides the shop's own that return and webhook URLs may name (tests' receivers). */
  extraUrlPrefixes?: string[];
  refunds?: SandboxRefundOptions;
}

const documentation = { href: 'https://docs.mollie.com/reference/handling-errors', type: 'text/html' };

function mollieError(
  c: Context,
  status: 400 | 401 | 404 | 409 | 415 | 422,
  title: string,
  detail: string,
  field?: string,
) {
  c.header('Content-Type', 'application/hal+json');
  return c.body(
    JSON.stringify({ status, title, detail, ...(field ? { field } : {}), _links: { documentation } }),
    status,
  );
}

/**
 * What a payment's token pays once by (hashed): the card token, or the signed payment data inside
 * an Apple Pay token, whose JSON wrapper may be written any way.
 */
function spentTokenOf(body: { cardToken?: string; applePayPaymentToken?: string }): string | undefined {
  const token =
    body.cardToken ??
    (body.applePayPaymentToken === undefined ? undefined : applePayPaymentDataOf(body.applePayPaymentToken));
  return token ? createHash('sha256').update(token).digest('base64url') : undefined;
}

/** Equal strings, compared in constant time (an API key). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const urlField = z.url({ protocol: /^https?$/ }).max(2000);
const locales = ['de_DE', 'en_US', 'en_GB', 'de_AT', 'de_CH', 'nl_NL', 'fr_FR'] as const;
const createSchema = z.object({
  amount: z.object({ currency: z.enum(['EUR', 'GBP']), value: z.string().regex(/^\d{1,9}\.\d{2}$/) }),
  description: z.string().trim().min(1).max(255),
  redirectUrl: urlField,
  cancelUrl: urlField.optional(),
  webhookUrl: urlField.optional(),
  locale: z.enum(locales).optional(),
  method: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  /** From the card fields (sandbox-components.ts): the card to charge, with method creditcard. */
  cardToken: z.string().max(1000).optional(),
  /** From Apple Pay on the checkout (sandbox-wallets.ts), with method applepay: paid at once. */
  applePayPaymentToken: z.string().max(20_000).optional(),
});
const updateSchema = createSchema
  .pick({ description: true, redirectUrl: true, cancelUrl: true, webhookUrl: true, locale: true, metadata: true })
  .partial()
  .strict();

/** Outcomes the hosted page offers, by the payment's current status. */
const outcomes = ['paid', 'authorized', 'pending', 'failed', 'canceled', 'expired'] as const;
/** What the tester can do with a paid payment: a chargeback, or decide a refund still open. */
const paidControls = ['chargeback', 'refundRefunded', 'refundFailed'] as const;

export function createMollieSandboxRoutes(services: Services, options: MollieSandboxOptions = {}) {
  const { db, config, logger } = services;
  const links: SandboxLinks = {
    apiBase: `${config.publicUrl}/mollie-sandbox/v2`,
    checkoutBase: `${config.publicUrl}/mollie-sandbox/checkout`,
  };
  const webhooks = createWebhookSender({ logger, ...options.webhooks });
  // Card tokens are signed with the sandbox's own key: only its card fields can have made one.
  const tokenSecret = services.mollieSandboxApiKey ?? '';
  const refunds = createSandboxRefunds(db, links, webhooks, options.refunds);
  // The sandbox sends shoppers and webhooks back to this shop only: never an open redirect on
  // the shop's origin, never a request to an address someone else chose.
  const allowedPrefixes = [`${config.publicUrl}/`, ...(options.extraUrlPrefixes ?? [])];
  const foreignUrlField = (body: { redirectUrl?: string; cancelUrl?: string; webhookUrl?: string }) =>
    (['redirectUrl', 'cancelUrl', 'webhookUrl'] as const).find(
      (field) => body[field] !== undefined && !allowedPrefixes.some((prefix) => body[field]!.startsWith(prefix)),
    );
  const announce = (payment: MolliePayment) => {
    if (payment.webhookUrl && statusesWithWebhook.has(payment.status)) webhooks.send(payment.webhookUrl, payment.id);
  };
  const app = new Hono<ShopEnv>();
  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  // The API: test keys only, like Mollie's test mode.
  const api = new Hono<ShopEnv>();
  api.use('*', async (c, next) => {
    const key = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!key || !services.mollieSandboxApiKey || !sameText(key, services.mollieSandboxApiKey)) {
      return mollieError(c, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    }
    await next();
  });
  const readJson = readJsonBody;
  const validationError = (c: Context, error: z.ZodError) => {
    const issue = error.issues[0]!;
    const field = issue.path.join('.') || undefined;
    return mollieError(c, 422, 'Unprocessable Entity', `The ${field ?? 'request'} is invalid: ${issue.message}`, field);
  };

  api.post('/payments', async (c) => {
    const json = await readJson(c);
    if (json === undefined) return mollieError(c, 415, 'Unsupported Media Type', 'The request body must be JSON.');
    const parsed = createSchema.safeParse(json);
    if (!parsed.success) return validationError(c, parsed.error);
    const body = parsed.data;
    const foreign = foreignUrlField(body);
    if (foreign) return mollieError(c, 422, 'Unprocessable Entity', `The ${foreign} is not on this shop.`, foreign);
    if ((centsOfMollieAmount(body.amount) ?? 0) < 1) {
      return mollieError(c, 422, 'Unprocessable Entity', 'The amount is lower than the minimum.', 'amount');
    }
    if (body.method !== undefined && !sandboxMethodIds.has(body.method)) {
      return mollieError(c, 422, 'Unprocessable Entity', 'The payment method is invalid', 'method');
    }
    const card = body.cardToken === undefined ? undefined : cardOfToken(tokenSecret, body.cardToken);
    if (body.cardToken !== undefined && body.method !== 'creditcard') {
      return mollieError(c, 422, 'Unprocessable Entity', 'A card token needs the method creditcard.', 'cardToken');
    }
    if (card === null) {
      return mollieError(c, 422, 'Unprocessable Entity', 'The card token is invalid or has expired.', 'cardToken');
    }
    if (body.applePayPaymentToken !== undefined) {
      const problem =
        body.method === 'applepay'
          ? applePayTokenProblem(tokenSecret, body.applePayPaymentToken, body.amount)
          : 'An Apple Pay payment token needs the method applepay.';
      if (problem) return mollieError(c, 422, 'Unprocessable Entity', problem, 'applePayPaymentToken');
    }
    const key = c.req.header('idempotency-key');
    // Like Mollie's, a token pays once: only a repeat of the same request (its key) may name it again.
    const outcome = await createSandboxPayment(
      db,
      { ...body, metadata: body.metadata ?? undefined },
      card,
      key && key.length <= 200 ? key : undefined,
      links,
      spentTokenOf(body),
    );
    if (outcome.kind === 'tokenSpent') {
      const field = body.cardToken !== undefined ? 'cardToken' : 'applePayPaymentToken';
      return mollieError(c, 422, 'Unprocessable Entity', 'The token has already been used.', field);
    }
    if (outcome.kind === 'keyReused') {
      return mollieError(
        c,
        422,
        'Unprocessable Entity',
        'The idempotency key was already used for a request with a different body.',
      );
    }
    // Apple Pay with its token: the device has authorized it, Mollie charges it at once.
    if (outcome.kind === 'created' && body.applePayPaymentToken !== undefined) {
      const paid = await moveSandboxPayment(db, outcome.payment.id, 'paid', 'applepay', links);
      if (paid) {
        announce(paid);
        return c.json(paid, 201);
      }
    }
    return c.json(outcome.payment, 201);
  });

  api.get('/payments/:id', async (c) => {
    const found = await readSandboxPayment(db, c.req.param('id'), links);
    if (!found) return mollieError(c, 404, 'Not Found', `No payment exists with token ${c.req.param('id')}.`);
    if (found.expiredNow) announce(found.payment);
    return c.json(found.payment);
  });

  api.patch('/payments/:id', async (c) => {
    const json = await readJson(c);
    if (json === undefined) return mollieError(c, 415, 'Unsupported Media Type', 'The request body must be JSON.');
    const parsed = updateSchema.safeParse(json);
    if (!parsed.success) return validationError(c, parsed.error);
    const foreign = foreignUrlField(parsed.data);
    if (foreign) return mollieError(c, 422, 'Unprocessable Entity', `The ${foreign} is not on this shop.`, foreign);
    const { metadata, ...rest } = parsed.data;
    const updated = await updateSandboxPayment(
      db,
      c.req.param('id'),
      { ...rest, ...(metadata ? { metadata } : {}) },
      links,
    );
    if (!updated) return mollieError(c, 404, 'Not Found', `No payment exists with token ${c.req.param('id')}.`);
    if (updated === 'final')
      return mollieError(c, 422, 'Unprocessable Entity', 'The payment cannot be updated anymore.');
    return c.json(updated);
  });

  api.delete('/payments/:id', async (c) => {
    const found = await readSandboxPayment(db, c.req.param('id'), links);
    if (!found) return mollieError(c, 404, 'Not Found', `No payment exists with token ${c.req.param('id')}.`);
    // Like Mollie: only a payment that says isCancelable (open or authorized), checked before the
    // move (the move itself is guarded in the database against a payment finished meanwhile).
    const canceled = found.payment.isCancelable
      ? await moveSandboxPayment(db, found.payment.id, 'canceled', undefined, links)
      : null;
    if (!canceled) return mollieError(c, 422, 'Unprocessable Entity', 'The payment cannot be canceled.');
    announce(canceled);
    return c.json(canceled);
  });

  api.get('/methods', (c) => {
    const amountValue = c.req.query('amount[value]');
    const amountCurrency = c.req.query('amount[currency]');
    const methods = listSandboxMethods(
      {
        amount: amountValue && amountCurrency ? { value: amountValue, currency: amountCurrency } : undefined,
        locale: c.req.query('locale'),
        billingCountry: c.req.query('billingCountry'),
        includeWallets: c.req.query('includeWallets'),
      },
      links.apiBase,
    );
    return c.json({ count: methods.length, _embedded: { methods }, _links: { self: { href: c.req.url } } });
  });

  // Method logos (Mollie links an image per method): a plain badge with the method's name.
  app.get('/v2/methods/:file{[a-z]+\\.svg}', (c) => {
    const method = sandboxMethods.find((entry) => `${entry.id}.svg` === c.req.param('file'));
    if (!method) return c.notFound();
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="24" viewBox="0 0 32 24"><rect width="32" height="24" rx="3" fill="#1e293b"/><text x="16" y="16" font-family="sans-serif" font-size="9" fill="#fff" text-anchor="middle">${escapeHtml(method.id.slice(0, 4).toUpperCase())}</text></svg>`,
    );
  });
  refunds.register(api, { mollieError, readJson, validationError });
  registerApplePaySessions(api, tokenSecret, new URL(config.publicUrl).hostname, { mollieError, readJson });
  app.route('/v2', api);
  app.route('/components/v1', createSandboxComponents(tokenSecret));
  app.route('/wallets/v1', createSandboxWallets(tokenSecret));

  // The hosted checkout page: Mollie's test screen, where the tester chooses what happens.
  app.get('/checkout/:id', async (c) => {
    const found = await readSandboxPayment(db, c.req.param('id'), links);
    if (!found) return c.notFound();
    return c.html(checkoutPage(found.payment, await refunds.list(found.payment.id), c.get('nonce')));
  });

  app.post('/checkout/:id', async (c) => {
    const form = await c.req.parseBody();
    const found = await readSandboxPayment(db, c.req.param('id'), links);
    if (!found) return c.notFound();
    // A paid payment's test controls (like Mollie's changePaymentState page for test payments).
    if (found.payment.status === 'paid') {
      const control = z.enum(paidControls).safeParse(form.outcome);
      if (control.data === 'chargeback') await refunds.chargeback(found.payment.id);
      if (control.data && control.data !== 'chargeback' && typeof form.refundId === 'string') {
        await refunds.finish(found.payment.id, form.refundId, control.data === 'refundFailed' ? 'failed' : 'refunded');
      }
      const now = (await readSandboxPayment(db, found.payment.id, links))!.payment;
      return c.html(checkoutPage(now, await refunds.list(now.id), c.get('nonce')), control.success ? 200 : 409);
    }
    const outcome = z.enum(outcomes).safeParse(form.outcome);
    const method = typeof form.method === 'string' && sandboxMethodIds.has(form.method) ? form.method : 'creditcard';
    let payment = found.payment;
    if (outcome.success && canMoveTo(payment.status, outcome.data)) {
      payment = (await moveSandboxPayment(db, payment.id, outcome.data, method, links)) ?? payment;
      announce(payment);
    }
    if (payment.status === 'open') return c.html(checkoutPage(payment, [], c.get('nonce')), 409);
    // Like Mollie: back to the shop, to the cancel address if the shopper canceled and there is one.
    return c.redirect(
      payment.status === 'canceled' && payment.cancelUrl ? payment.cancelUrl : payment.redirectUrl,
      303,
    );
  });

  return {
    app,
    stop: () => {
      refunds.stop();
      webhooks.stop();
    },
  };
}

/** The test screen: amount, description, a method choice (if the shop left it open) and outcomes. */
function checkoutPage(payment: MolliePayment, refunds: MollieRefund[], nonce: string | undefined): string {
  const locale = payment.locale?.startsWith('en') ? 'en' : 'de';
  const text = (key: string, values: Record<string, string> = {}) =>
    escapeHtml(shopText(locale, `mollieSandbox.${key}`, values));
  const money = (value: { value: string } | undefined) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: payment.amount.currency }).format(
      (centsOfMollieAmount(value) ?? 0) / 100,
    );
  const amount = money(payment.amount);
  const possible = outcomes.filter((outcome) => canMoveTo(payment.status, outcome));
  const card = payment.details as { cardLabel?: string; cardNumber?: string } | null | undefined;
  const methodChoice = card?.cardNumber
    ? // Typed into the card fields: what is left is the bank's check (3-D Secure).
      `<p>${text('threeDSecure', { card: `${card.cardLabel ?? ''} •••• ${card.cardNumber}` })}</p>`
    : payment.method === null
      ? `<label for="method">${text('method')}</label>
<select id="method" name="method">${sandboxMethods
          .map((method) => `<option value="${method.id}">${escapeHtml(method.description[locale])}</option>`)
          .join('')}</select>`
      : `<p>${text('method')}: ${escapeHtml(sandboxMethods.find((m) => m.id === payment.method)?.description[locale] ?? payment.method)}</p>`;
  const buttons = possible
    .map((outcome) => `<button type="submit" name="outcome" value="${outcome}">${text(`outcome.${outcome}`)}</button>`)
    .join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text('title')}</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
.note{background:#fef3c7;color:#78350f;padding:.75rem;border-radius:.5rem}
form{display:grid;gap:.75rem}button{padding:.75rem;border-radius:.5rem;border:1px solid #334155;background:#fff;font-size:1rem;cursor:pointer}
button[value=paid]{background:#166534;color:#fff}select{padding:.5rem;font-size:1rem}
</style></head>
<body><main>
<h1>${text('title')}</h1>
<p class="note">${text('note')}</p>
<dl><dt>${text('amount')}</dt><dd>${escapeHtml(amount)}</dd><dt>${text('description')}</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>${text('status')}</dt><dd>${text(`statuses.${payment.status}`)}</dd></dl>
${
  possible.length === 0
    ? `<p>${text('final')}</p>${payment.status === 'paid' ? paidControlsHtml(payment, refunds, text, money) : ''}<p><a href="${escapeHtml(payment.redirectUrl)}">${text('back')}</a></p>`
    : `<form method="post">${methodChoice}
<fieldset><legend>${text('choose')}</legend>
${buttons}
</fieldset></form>`
}
</main></body></html>`;
}

/** A paid payment's test controls: refunds still open (refund or fail them) and a chargeback. */
function paidControlsHtml(
  payment: MolliePayment,
  refunds: MollieRefund[],
  text: (key: string, values?: Record<string, string>) => string,
  money: (value: { value: string } | undefined) => string,
): string {
  const open = refunds.filter((refund) => ['queued', 'pending', 'processing'].includes(refund.status));
  const refundForms = open
    .map(
      (refund) => `<form method="post"><input type="hidden" name="refundId" value="${escapeHtml(refund.id)}">
<fieldset><legend>${text('refund', { amount: money(refund.amount) })}</legend>
<button type="submit" name="outcome" value="refundRefunded">${text('refundRefunded')}</button>
<button type="submit" name="outcome" value="refundFailed">${text('refundFailed')}</button></fieldset></form>`,
    )
    .join('\n');
  const chargedBack = centsOfMollieAmount(payment.amountChargedBack) ?? 0;
  const chargeback =
    chargedBack < (centsOfMollieAmount(payment.amount) ?? 0)
      ? `<form method="post"><button type="submit" name="outcome" value="chargeback">${text('chargeback')}</button></form>`
      : '';
  return `<dl><dt>${text('refunded')}</dt><dd>${escapeHtml(money(payment.amountRefunded))}</dd>
<dt>${text('chargedBack')}</dt><dd>${escapeHtml(money(payment.amountChargedBack))}</dd></dl>
${refundForms}${chargeback}`;
}
