import {
  cancelResultOfDhlAnswer,
  labelResultOfDhlAnswer,
  refusal,
  type DhlCancelResult,
  type DhlLabelResult,
} from './dhl-shipping-answer';
import { dhlShipmentOrderOf, type DhlContract, type DhlLabelInput } from './dhl-shipping-request';

/**
 * The DHL Parcel DE Shipping API v2 over fetch (issue 36): `POST /orders` makes one shipment and
 * answers its label, `DELETE /orders?profile=…&shipment=…` cancels one before DHL's daily close.
 *
 * - Authentication as DHL documents it for v2 and as its own SDK sends it: the app's API key in the
 *   header `dhl-api-key` plus HTTP Basic with the business customer portal's user and password
 *   (OpenAPI 2.1.14 `securitySchemes` ApiKey + BasicAuth; netresearch/dhl-sdk-api-parcel-de
 *   src/Http/HttpServiceFactory.php). OAuth (ROPC token) is the third way DHL offers; not used.
 * - `POST /orders?validate=false&mustEncode=true&docFormat=PDF&printFormat=A4&includeDocs=include`:
 *   a real shipment (no dry run); a German address DHL cannot encode is refused instead of
 *   printed (a parcel that would go astray); the label as a base64 PDF in the answer, on A4 paper
 *   (every office printer takes it; DHL's label printers' formats such as 910-300-700 are a
 *   setting of the portal account for a later issue).
 * - Every answer becomes a label or a typed refusal (./dhl-shipping-answer.ts); a network failure,
 *   a time-out or an answer that is no JSON is `dhl.unavailable`. Nothing here throws for DHL.
 * - Secrets never leave this module: no header, user or password is logged or put into a refusal.
 */
export interface DhlShippingClient {
  createLabel(input: DhlLabelInput, options?: { locale?: 'de' | 'en' }): Promise<DhlLabelResult>;
  cancelLabel(shipmentNumber: string): Promise<DhlCancelResult>;
}

export interface DhlShippingClientOptions {
  apiKey: string;
  user: string;
  password: string;
  /** e.g. https://api-eu.dhl.com/parcel/de/shipping/v2 (no trailing slash needed). */
  baseUrl: string;
  contract: DhlContract;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The label query as this shop asks for it (see above). */
export const dhlLabelQuery = 'validate=false&mustEncode=true&docFormat=PDF&printFormat=A4&includeDocs=include';

export function createDhlShippingClient(options: DhlShippingClientOptions): DhlShippingClient {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const headers = {
    accept: 'application/json, application/problem+json',
    'dhl-api-key': options.apiKey,
    authorization: `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`,
  };

  async function send(
    method: 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown } | null> {
    try {
      const response = await fetchImpl(`${base}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      // A body that is no JSON (a proxy's error page) is read as none.
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: response.status, body: parsed };
    } catch {
      // Refused connection, DNS failure, time-out, a body cut short: DHL cannot be reached.
      return null;
    }
  }

  return {
    async createLabel(input, { locale = 'de' } = {}) {
      const answer = await send('POST', `/orders?${dhlLabelQuery}`, dhlShipmentOrderOf(input, options.contract));
      if (!answer) return refusal('dhl.unavailable', 0);
      if (answer.body === null && answer.status < 500 && answer.status !== 401 && answer.status !== 403) {
        return refusal('dhl.unavailable', answer.status);
      }
      return labelResultOfDhlAnswer(answer.status, answer.body, locale);
    },
    async cancelLabel(shipmentNumber) {
      const query = new URLSearchParams({ profile: options.contract.profile, shipment: shipmentNumber });
      const answer = await send('DELETE', `/orders?${query}`);
      if (!answer) return refusal('dhl.unavailable', 0);
      return cancelResultOfDhlAnswer(answer.status, answer.body, shipmentNumber);
    },
  };
}

/**
 * The credentials of the built-in stand-in (server/dhl-shipping-standin), like DHL's own public
 * sandbox users: they open nothing but sample labels, on a shop that runs the stand-in at all
 * (config.dhlShippingMode 'standin': no DHL key, and a local shop or DHL_SHIPPING_STANDIN=true).
 */
export const dhlStandInCredentials = {
  apiKey: 'spiegelshop-standin-key',
  user: 'spiegelshop-standin',
  password: 'Muster-Etikett',
} as const;

/** DHL's test billing number for DHL Paket (V01PAK), used by the stand-in without DHL_BILLING_NUMBER. */
export const dhlSampleBillingNumber = '33333333330102';

/** What the client needs of the shop's configuration (core/config.ts). */
export interface DhlShippingConfig {
  dhlShippingMode: 'live' | 'standin' | 'off';
  dhlShippingBaseUrl: string;
  DHL_SHIPPING_API_KEY?: string | undefined;
  DHL_SHIPPING_USER?: string | undefined;
  DHL_SHIPPING_PASSWORD?: string | undefined;
  DHL_BILLING_NUMBER?: string | undefined;
  DHL_SHIPPING_PROFILE: string;
}

/** The client for the configuration: DHL's with a key, the built-in stand-in, or none ('off'). */
export function dhlShippingClientFor(
  config: DhlShippingConfig,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): DhlShippingClient | null {
  if (config.dhlShippingMode === 'off') return null;
  const credentials =
    config.dhlShippingMode === 'live'
      ? {
          apiKey: config.DHL_SHIPPING_API_KEY ?? '',
          user: config.DHL_SHIPPING_USER ?? '',
          password: config.DHL_SHIPPING_PASSWORD ?? '',
        }
      : dhlStandInCredentials;
  return createDhlShippingClient({
    ...credentials,
    baseUrl: config.dhlShippingBaseUrl,
    contract: {
      product: 'V01PAK',
      billingNumber: config.DHL_BILLING_NUMBER ?? dhlSampleBillingNumber,
      profile: config.DHL_SHIPPING_PROFILE,
    },
    ...options,
  });
}

/**
 * Makes a DHL label for one parcel (the call doShipOrder uses): the label PDF and the tracking
 * number, or a refusal with a translation key. A shop without DHL access refuses `dhl.notConfigured`;
 * a consignee outside Germany `dhl.countryNotSupported` (V01PAK is DHL Paket national).
 */
export async function createDhlLabel(
  config: DhlShippingConfig,
  input: DhlLabelInput,
  fetchImpl?: typeof fetch,
  options: { locale?: 'de' | 'en'; timeoutMs?: number } = {},
): Promise<DhlLabelResult> {
  const client = dhlShippingClientFor(config, {
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  if (!client) return refusal('dhl.notConfigured', 0);
  if (input.consignee.kind === 'address' && input.consignee.country !== 'DEU') {
    return refusal('dhl.countryNotSupported', 0);
  }
  return client.createLabel(input, options.locale ? { locale: options.locale } : {});
}

/** Cancels a label DHL has not yet closed out (a mistaken label). */
export async function cancelDhlLabel(
  config: DhlShippingConfig,
  shipmentNumber: string,
  fetchImpl?: typeof fetch,
): Promise<DhlCancelResult> {
  const client = dhlShippingClientFor(config, fetchImpl ? { fetch: fetchImpl } : {});
  if (!client) return refusal('dhl.notConfigured', 0);
  return client.cancelLabel(shipmentNumber);
}
