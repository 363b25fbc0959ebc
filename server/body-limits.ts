import { maxCatalogueCsvBytes } from '../core/catalog-management/catalogue-csv-columns';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { blockImageMaxBytes } from '../core/content/block-images/block-image-rules';
import { splitLocalePath } from '../core/i18n/locales';
import { maxImportedStatementBytes } from '../core/order-handling/bank-statement-rules';
import { orderPropertyFileMaxBytes } from '../core/uploads/order-property-file-rules';
import { callErrorBody, errorMessage } from './error-messages';
import { apiLocale, type ShopEnv } from './request-context';

/** Room for the multipart framing around a file of the largest allowed size. */
const multipartFraming = 64 * 1024;

/**
 * How large a request body may be, for every route of the server: the one table (issue 33). A
 * body is never read past its limit: a larger Content-Length is refused before anything is read,
 * a chunked body as soon as it grows beyond the limit.
 */
export const bodyLimitBytes = {
  /** JSON bodies of the BFF. */
  api: 256 * 1024,
  /** `POST /api/doUploadOrderPropertyFile` and page forms with a file for an order property. */
  orderPropertyUpload: orderPropertyFileMaxBytes + multipartFraming,
  /** `POST /api/doUploadBlockImage` (editors), `/api/doUploadItemImage` and the item page's form (staff). */
  blockImageUpload: blockImageMaxBytes + multipartFraming,
  /** `POST /api/doImportBankStatement` (staff): a statement's XML as a JSON string, its quotes escaped. */
  bankStatementImport: 2 * maxImportedStatementBytes,
  /** `POST /api/doImportCatalogue` and the import page's file (staff): a catalogue CSV, escaped in JSON. */
  catalogueImport: 2 * maxCatalogueCsvBytes,
  /** Page form posts without a file (urlencoded fields). */
  pageForm: 1024 * 1024,
  /** Mollie's webhook sends `id=tr_…`, nothing more. */
  paymentWebhook: 16 * 1024,
  /** One gtag command of the local stand-in. */
  analyticsCollector: 16 * 1024,
  /** The built-in Mollie sandbox: a payment's JSON, the hosted page's outcome form. */
  mollieSandbox: 64 * 1024,
  /** The built-in DHL stand-in: up to 30 shipments of JSON, as DHL takes them. */
  dhlShippingStandIn: 256 * 1024,
} as const;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Routes that are not pages, with their limits; every other path is a page. */
const routeLimits: Array<{ matches: (path: string) => boolean; maxSize: number; api?: true }> = [
  {
    matches: (path) => path === '/api/doUploadOrderPropertyFile',
    maxSize: bodyLimitBytes.orderPropertyUpload,
    api: true,
  },
  { matches: (path) => path === '/api/doUploadBlockImage', maxSize: bodyLimitBytes.blockImageUpload, api: true },
  // Item photos (issue 37): the call, and the item page's form that uploads one.
  { matches: (path) => path === '/api/doUploadItemImage', maxSize: bodyLimitBytes.blockImageUpload, api: true },
  {
    matches: (path) => /^(\/(de|en))?\/staff\/catalogue\/\d{1,10}(\.data)?$/.test(path),
    maxSize: bodyLimitBytes.blockImageUpload,
  },
  { matches: (path) => path === '/api/doImportBankStatement', maxSize: bodyLimitBytes.bankStatementImport, api: true },
  { matches: (path) => path === '/api/doImportCatalogue', maxSize: bodyLimitBytes.catalogueImport, api: true },
  {
    matches: (path) => /^(\/(de|en))?\/staff\/catalogue\/import(\.data)?$/.test(path),
    maxSize: bodyLimitBytes.catalogueImport,
  },
  { matches: (path) => under(path, '/api'), maxSize: bodyLimitBytes.api, api: true },
  { matches: (path) => under(path, '/payment-webhooks'), maxSize: bodyLimitBytes.paymentWebhook },
  { matches: (path) => under(path, '/analytics-collector'), maxSize: bodyLimitBytes.analyticsCollector },
  { matches: (path) => under(path, '/mollie-sandbox'), maxSize: bodyLimitBytes.mollieSandbox },
  { matches: (path) => under(path, '/dhl-shipping-standin'), maxSize: bodyLimitBytes.dhlShippingStandIn },
];

/** The limit for a request: by its path, and for pages by whether it carries a file. */
export function bodyLimitOf(path: string, contentType: string | undefined): number {
  const route = routeLimits.find((entry) => entry.matches(path));
  if (route) return route.maxSize;
  // Pages: forms are small, except the add-to-cart form with a file for an order property.
  return /^multipart\/form-data/i.test(contentType ?? '')
    ? bodyLimitBytes.orderPropertyUpload
    : bodyLimitBytes.pageForm;
}

/**
 * The limits as one middleware, mounted before every route. Too large: 413 with a translated
 * message (the BFF's error shape under /api, a short text elsewhere), and the connection closes,
 * as the rest of the body is never read.
 */
export function limitRequestBodies(): MiddlewareHandler<ShopEnv> {
  const limiters = new Map<number, MiddlewareHandler<ShopEnv>>();
  const limiterOf = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: payloadTooLarge });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return (c, next) => limiterOf(bodyLimitOf(c.req.path, c.req.header('content-type')))(c, next);
}

function payloadTooLarge(c: Context<ShopEnv>) {
  c.header('Connection', 'close');
  c.header('Cache-Control', 'private, no-store');
  const route = routeLimits.find((entry) => entry.matches(c.req.path));
  if (route?.api) {
    return c.json(callErrorBody(apiLocale(c), 'payloadTooLarge', 413), 413);
  }
  // Pages speak the language of their address (`/en/…`); the other routes the visitor's.
  const locale = route ? apiLocale(c) : splitLocalePath(c.req.path.replace(/\.data$/, '')).locale;
  return c.text(errorMessage(locale, 'payloadTooLarge'), 413);
}
