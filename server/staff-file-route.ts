import { catalogueCsv } from '../core/catalog-management/catalogue-export.server';
import { Hono, type Context } from 'hono';
import { maxColumnInteger } from '../core/api/column-limits';
import { isApiError } from '../core/api/errors';
import { couponCodesCsv } from '../core/coupons/staff-coupons.server';
import type { ShopCallRegistry } from '../core/call-registry.server';
import { isLocale } from '../core/i18n/locales';
import { shopText } from '../core/i18n/shop-texts';
import { accountingExportCsv } from '../core/order-handling/accounting-export.server';
import { shipmentLabel } from '../core/order-handling/ship-order.server';
import { findOrderRow } from '../core/order-handling/staff-order-action.server';
import { issuedDocumentPdf } from '../core/orders/order-document-numbers.server';
import { newsletterExportCsv } from '../core/newsletter/staff-newsletter.server';
import { isOrderDocumentType, orderDocumentPdf } from '../core/orders/order-documents.server';
import { orderView } from '../core/orders/order-view.server';
import type { Services } from '../core/services.server';
import { mayDownloadAsStaff, type StaffRole } from '../core/sessions/staff-sign-in';
import { errorMessage } from './error-messages';
import { pdfAnswer } from './order-document-route';
import { createCallContext, type ShopEnv } from './request-context';

/**
 * `/staff/files/orders/<orderId>/<file>` (issue 36): an order's files for staff with the role
 * `orders` – `invoice.pdf`, `order-confirmation.pdf` (in the customer's language, as the customer
 * got them), `document-<id>.pdf` (an issued document) and `label-<shipmentId>.pdf` (a DHL label).
 * Without a staff sign-in 401, without the role 403, anything unknown 404; never cached.
 */
export function createStaffFileRoute(services: Services, registry: ShopCallRegistry) {
  const route = new Hono<ShopEnv>();
  route.get('/orders/:orderId/:file', async (c) => {
    const lang = c.req.query('lang');
    const locale = isLocale(lang) ? lang : 'de';
    const refuse = (status: 401 | 403 | 404, key: 'unauthorized' | 'forbidden' | 'notFound') =>
      c.text(errorMessage(locale, key), status, { 'Cache-Control': 'private, no-store' });
    const id = (value: string | undefined) =>
      value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= maxColumnInteger ? Number(value) : null;
    const orderId = id(c.req.param('orderId'));
    const file = /^(invoice|order-confirmation|document-(\d+)|label-(\d+))\.pdf$/.exec(c.req.param('file'));
    try {
      const ctx = await createCallContext(c, services, locale);
      const { staff } = await registry.execute(ctx, 'getStaffSession', {});
      if (!mayDownloadAsStaff(staff, 'orders')) return refuse(403, 'forbidden');
      if (!orderId || !file) return refuse(404, 'notFound');
      const order = await findOrderRow(services.db, orderId);
      const [, name, documentId, shipmentId] = file;
      if (shipmentId !== undefined) {
        const label = id(shipmentId) ? await shipmentLabel(services.db, orderId, id(shipmentId)!) : null;
        return label ? pdfAnswer(c, label, `DHL-${orderId}-${shipmentId}.pdf`) : refuse(404, 'notFound');
      }
      if (documentId !== undefined) {
        const issued = id(documentId)
          ? await issuedDocumentPdf(services.db, services.config, order, id(documentId)!)
          : null;
        return issued ? pdfAnswer(c, issued.pdf, issued.fileName) : refuse(404, 'notFound');
      }
      if (!name || !isOrderDocumentType(name)) return refuse(404, 'notFound');
      const view = await orderView(services.db, services.config, order, order.language);
      const pdf = await orderDocumentPdf(name, view, order.language, services.config);
      return pdfAnswer(c, pdf, `${shopText(order.language, `documents.${name}.title`)}-${orderId}.pdf`);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return refuse(401, 'unauthorized');
      if (isApiError(error) && error.status === 403) return refuse(403, 'forbidden');
      if (isApiError(error) && error.status < 500) return refuse(404, 'notFound');
      throw error;
    }
  });
  return route;
}

/**
 * `GET /staff/export/documents.csv?from=YYYY-MM-DD&to=YYYY-MM-DD` (issue 36): the accounting export
 * for staff with the role `orders` – invoices, credit notes and reversals of those days. At most a
 * year at once; a missing or wrong day is a 400 with the reason.
 */
export function createStaffExportRoute(services: Services, registry: ShopCallRegistry) {
  const route = new Hono<ShopEnv>();
  route.get('/documents.csv', async (c) => {
    const locale = isLocale(c.req.query('lang')) ? (c.req.query('lang') as 'de' | 'en') : 'de';
    const text = (status: 400 | 401 | 403, message: string) =>
      c.text(message, status, { 'Cache-Control': 'private, no-store' });
    try {
      const ctx = await createCallContext(c, services, locale);
      const { staff } = await registry.execute(ctx, 'getStaffSession', {});
      if (!mayDownloadAsStaff(staff, 'orders')) return text(403, errorMessage(locale, 'forbidden'));
    } catch (error) {
      if (isApiError(error) && error.status === 401) return text(401, errorMessage(locale, 'unauthorized'));
      throw error;
    }
    const [from, to] = [c.req.query('from') ?? '', c.req.query('to') ?? ''];
    const valid = (day: string) =>
      day >= '2000-01-01' &&
      /^\d{4}-\d{2}-\d{2}$/.test(day) &&
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (!valid(from) || !valid(to) || days < 0 || days > 366) {
      return text(400, shopText(locale, 'staff.export.badRange'));
    }
    const csv = await accountingExportCsv(services.db, from, to);
    if (csv === null) return text(400, shopText(locale, 'staff.export.tooMany'));
    return csvAnswer(c, csv, `belege-${from}-${to}.csv`);
  });

  /**
   * `GET /staff/export/newsletter.csv` (issue 37, role `content`): the confirmed subscribers with
   * their opt-in and confirmation dates, headers in the staff member's language (`?lang=`).
   */
  route.get('/newsletter.csv', async (c) => {
    const locale = isLocale(c.req.query('lang')) ? (c.req.query('lang') as 'de' | 'en') : 'de';
    const refused = await staffRefusal(c, services, registry, locale, 'content');
    if (refused) return refused;
    const csv = await newsletterExportCsv(services.db, locale);
    return csvAnswer(c, csv, locale === 'de' ? 'newsletter-abonnenten.csv' : 'newsletter-subscribers.csv');
  });

  /** `GET /staff/export/catalogue.csv` (issue 37, role `catalogue`): every variation, one row each. */
  route.get('/catalogue.csv', async (c) => {
    const locale = isLocale(c.req.query('lang')) ? (c.req.query('lang') as 'de' | 'en') : 'de';
    const refused = await staffRefusal(c, services, registry, locale, 'catalogue');
    if (refused) return refused;
    return csvAnswer(c, await catalogueCsv(services.db, locale), locale === 'de' ? 'katalog.csv' : 'catalogue.csv');
  });

  /** `GET /staff/export/coupon-codes-<campaignId>.csv` (issue 37, role `catalogue`): a campaign's codes. */
  route.get('/:file{coupon-codes-[1-9][0-9]{0,9}\\.csv}', async (c) => {
    const locale = isLocale(c.req.query('lang')) ? (c.req.query('lang') as 'de' | 'en') : 'de';
    const refused = await staffRefusal(c, services, registry, locale, 'catalogue');
    if (refused) return refused;
    const campaignId = Number(/\d+/.exec(c.req.param('file'))![0]);
    const csv = campaignId <= maxColumnInteger ? await couponCodesCsv(services.db, campaignId, locale) : null;
    if (csv === null) return c.text(errorMessage(locale, 'notFound'), 404, { 'Cache-Control': 'private, no-store' });
    return csvAnswer(c, csv, `${locale === 'de' ? 'gutscheincodes' : 'coupon-codes'}-${campaignId}.csv`);
  });
  return route;
}

const csvAnswer = (c: Context<ShopEnv>, csv: string, fileName: string) =>
  c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });

/** 401 without a staff sign-in, 403 without the role, else null: the file may be sent. */
async function staffRefusal(
  c: Context<ShopEnv>,
  services: Services,
  registry: ShopCallRegistry,
  locale: 'de' | 'en',
  role: StaffRole,
) {
  const text = (status: 401 | 403, key: 'unauthorized' | 'forbidden') =>
    c.text(errorMessage(locale, key), status, { 'Cache-Control': 'private, no-store' });
  try {
    const ctx = await createCallContext(c, services, locale);
    const { staff } = await registry.execute(ctx, 'getStaffSession', {});
    return mayDownloadAsStaff(staff, role) ? null : text(403, 'forbidden');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return text(401, 'unauthorized');
    throw error;
  }
}
