import type { MollieAmount } from './mollie-amount';
import {
  molliePaymentIdPattern,
  mollieRefundIdPattern,
  type MolliePaymentStatus,
  type MollieRefundStatus,
} from './mollie-status';

/**
 * A small client for the part of Mollie's Payments API v2 the shop uses (create, get, update,
 * cancel a payment; list the methods; refunds and chargebacks of a payment, issue 36: shapes as in
 * docs.mollie.com/reference/refunds-api and /reference/chargebacks-api, reference §3.6). Written over fetch because the official npm client cannot
 * be pointed at another address, and the built-in sandbox (server/mollie-sandbox) must be
 * reachable exactly like api.mollie.com.
 */

export interface MollieLink {
  href: string;
  type: string;
}

export interface MolliePayment {
  resource: 'payment';
  id: string;
  mode: 'test' | 'live';
  createdAt: string;
  amount: MollieAmount;
  description: string;
  method: string | null;
  metadata: Record<string, unknown> | null;
  status: MolliePaymentStatus;
  isCancelable?: boolean;
  expiresAt?: string;
  paidAt?: string;
  canceledAt?: string;
  expiredAt?: string;
  failedAt?: string;
  authorizedAt?: string;
  /** Once paid: what has been refunded, what can still be refunded, what the bank took back. */
  amountRefunded?: MollieAmount;
  amountRemaining?: MollieAmount;
  amountChargedBack?: MollieAmount;
  profileId: string;
  sequenceType: 'oneoff';
  redirectUrl: string;
  cancelUrl?: string;
  webhookUrl?: string;
  locale?: string;
  /** The method's details (a card's holder, last four digits and label, once known). */
  details?: Record<string, unknown> | null;
  _links: { self: MollieLink; checkout?: MollieLink; dashboard?: MollieLink; documentation?: MollieLink };
}

/** A refund of a payment (POST /v2/payments/{id}/refunds answers one). */
export interface MollieRefund {
  resource: 'refund';
  id: string;
  mode?: 'test' | 'live';
  amount: MollieAmount;
  settlementAmount?: MollieAmount | null;
  description: string;
  metadata: Record<string, unknown> | null;
  status: MollieRefundStatus;
  paymentId: string;
  createdAt: string;
  _links: { self: MollieLink; payment?: MollieLink; documentation?: MollieLink };
}

export interface CreateMollieRefund {
  amount: MollieAmount;
  description: string;
  metadata?: Record<string, unknown>;
}

/** Money the customer's bank took back (a disputed card payment, a returned direct debit). */
export interface MollieChargeback {
  resource: 'chargeback';
  id: string;
  amount: MollieAmount;
  settlementAmount?: MollieAmount | null;
  reason?: { code: string; description: string } | null;
  paymentId: string;
  createdAt: string;
  /** Set when the chargeback was reversed (the money came back). */
  reversedAt: string | null;
  _links: { self: MollieLink; payment?: MollieLink; documentation?: MollieLink };
}

export interface CreateMolliePayment {
  amount: MollieAmount;
  description: string;
  redirectUrl: string;
  cancelUrl?: string;
  webhookUrl?: string;
  /** Mollie's locales look like de_DE; the shop sends de_DE or en_US. */
  locale?: string;
  method?: string;
  metadata?: Record<string, unknown>;
  /** Mollie Components' token for the card typed on the checkout (method creditcard). */
  cardToken?: string;
  /** Apple Pay's payment token as the shopper's device gave it, as JSON (method applepay). */
  applePayPaymentToken?: string;
}

export type UpdateMolliePayment = Partial<
  Pick<CreateMolliePayment, 'description' | 'redirectUrl' | 'cancelUrl' | 'webhookUrl' | 'metadata' | 'locale'>
>;

export interface MollieMethod {
  resource: 'method';
  id: string;
  description: string;
  minimumAmount: MollieAmount;
  maximumAmount: MollieAmount | null;
  image: { size1x: string; size2x: string; svg: string };
  status: 'activated' | 'pending-boarding' | 'pending-review' | 'pending-external' | 'rejected' | null;
}

export interface ListMollieMethods {
  amount?: MollieAmount;
  locale?: 'de_DE' | 'en_US';
  billingCountry?: string;
  /** Wallets the checkout integrates itself (Apple Pay): Mollie lists them only when asked. */
  includeWallets?: 'applepay';
}

/** Apple Pay's merchant validation through Mollie (POST /v2/wallets/applepay/sessions). */
export interface ApplePaySessionRequest {
  /** The address Apple's JavaScript gave the page (an Apple Pay gateway of apple.com). */
  validationUrl: string;
  /** The shop's domain, as registered for Apple Pay with Mollie. */
  domain: string;
}

/** Mollie's error answer (application/hal+json): status, title, detail and, for 422, the field. */
export class MollieApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(`Mollie ${status} ${title}: ${detail}`);
  }
}

export interface MollieClient {
  /** True when this client talks to the built-in sandbox: payments are simulated. */
  readonly simulated: boolean;
  createPayment(body: CreateMolliePayment, idempotencyKey?: string): Promise<MolliePayment>;
  getPayment(id: string): Promise<MolliePayment>;
  updatePayment(id: string, body: UpdateMolliePayment): Promise<MolliePayment>;
  cancelPayment(id: string): Promise<MolliePayment>;
  listMethods(query: ListMollieMethods): Promise<MollieMethod[]>;
  /** Apple's opaque merchant session, handed to the page's ApplePaySession as it is. */
  requestApplePaySession(body: ApplePaySessionRequest): Promise<Record<string, unknown>>;
  /** Mollie refunds at most the payment's amountRemaining; the key makes a repeat return the same refund. */
  createRefund(paymentId: string, body: CreateMollieRefund, idempotencyKey: string): Promise<MollieRefund>;
  getRefund(paymentId: string, refundId: string): Promise<MollieRefund>;
  /** The payment's refunds, newest first (one page of up to 250, more than a shop's payment has). */
  listRefunds(paymentId: string): Promise<MollieRefund[]>;
  listChargebacks(paymentId: string): Promise<MollieChargeback[]>;
}

export interface MollieClientOptions {
  apiKey: string;
  /** https://api.mollie.com/v2, or the sandbox's /mollie-sandbox/v2. */
  baseUrl: string;
  simulated: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createMollieClient(options: MollieClientOptions): MollieClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = options.baseUrl.replace(/\/$/, '');

  async function request<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.apiKey}`,
      accept: 'application/hal+json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    // A read may be repeated after a network failure; a write is repeated only with its key.
    const attempts = method === 'GET' || idempotencyKey ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (attempt < attempts) continue;
        throw new MollieApiError(503, 'Service Unavailable', `Mollie could not be reached: ${String(error)}`);
      }
      if (response.status >= 500 && attempt < attempts) continue;
      const text = await response.text();
      let json: Record<string, unknown> = {};
      try {
        json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        // Not JSON (a proxy's error page): the status tells enough.
      }
      if (!response.ok) {
        throw new MollieApiError(
          response.status,
          typeof json.title === 'string' ? json.title : response.statusText,
          typeof json.detail === 'string' ? json.detail : 'Mollie refused the request.',
          typeof json.field === 'string' ? json.field : undefined,
        );
      }
      return json as T;
    }
  }

  const paymentPath = (id: string) => {
    if (!molliePaymentIdPattern.test(id))
      throw new MollieApiError(404, 'Not Found', `No payment exists with token ${id}.`);
    return `/payments/${id}`;
  };

  const subPath = (pattern: RegExp, id: string, kind: string) => {
    if (!pattern.test(id)) throw new MollieApiError(404, 'Not Found', `No ${kind} exists with token ${id}.`);
    return id;
  };

  return {
    simulated: options.simulated,
    createPayment: (body, idempotencyKey) => request('POST', '/payments', body, idempotencyKey),
    getPayment: (id) => request('GET', paymentPath(id)),
    updatePayment: (id, body) => request('PATCH', paymentPath(id), body),
    cancelPayment: (id) => request('DELETE', paymentPath(id)),
    async listMethods(query) {
      const params = new URLSearchParams();
      if (query.amount) {
        params.set('amount[value]', query.amount.value);
        params.set('amount[currency]', query.amount.currency);
      }
      if (query.locale) params.set('locale', query.locale);
      if (query.billingCountry) params.set('billingCountry', query.billingCountry);
      if (query.includeWallets) params.set('includeWallets', query.includeWallets);
      const answer = await request<{ _embedded?: { methods?: MollieMethod[] } }>('GET', `/methods?${params}`);
      return answer._embedded?.methods ?? [];
    },
    requestApplePaySession: (body) => request('POST', '/wallets/applepay/sessions', body),
    createRefund: (paymentId, body, idempotencyKey) =>
      request('POST', `${paymentPath(paymentId)}/refunds`, body, idempotencyKey),
    getRefund: (paymentId, refundId) =>
      request('GET', `${paymentPath(paymentId)}/refunds/${subPath(mollieRefundIdPattern, refundId, 'refund')}`),
    async listRefunds(paymentId) {
      const answer = await request<{ _embedded?: { refunds?: MollieRefund[] } }>(
        'GET',
        `${paymentPath(paymentId)}/refunds?limit=250`,
      );
      return answer._embedded?.refunds ?? [];
    },
    async listChargebacks(paymentId) {
      const answer = await request<{ _embedded?: { chargebacks?: MollieChargeback[] } }>(
        'GET',
        `${paymentPath(paymentId)}/chargebacks?limit=250`,
      );
      return answer._embedded?.chargebacks ?? [];
    },
  };
}
