import { Hono, type Context } from 'hono';
import { isApiError } from '../core/api/errors';
import { isLocale, localizePath } from '../core/i18n/locales';
import { orderToView } from '../core/orders/order-access.server';
import { orderView } from '../core/orders/order-view.server';
import { isOrderDocumentType, orderDocumentPdf } from '../core/orders/order-documents.server';
import { issuedDocumentPdf } from '../core/orders/order-document-numbers.server';
import type { Services } from '../core/services.server';
import { shopText } from '../core/i18n/shop-texts';
import { errorMessage } from './error-messages';
import { redirectWithinShop } from './redirect-within-shop';
import { createCallContext, type ShopEnv } from './request-context';
import { maxColumnInteger } from '../core/api/column-limits';

/**
 * `/order-documents/<orderId>/<type>.pdf?key=<accessKey>&lang=de`: the order confirmation or the
 * invoice of an order, for whoever may see the order (orderToView: the customer who owns it, the
 * session that placed it, or one that proved it on the confirmation page). Someone who
 * still has to prove it is sent to the confirmation page; anything else is a 404.
 */
export function createOrderDocumentRoute(services: Services) {
  const route = new Hono<ShopEnv>();
  route.get('/:orderId/:file', async (c) => {
    const lang = c.req.query('lang');
    const locale = isLocale(lang) ? lang : 'de';
    const type = c.req.param('file').replace(/\.pdf$/, '');
    // A document the shop issued later (credit note, reversal …): document-<id>.pdf.
    const issuedId = /^document-([1-9]\d{0,9})$/.exec(type)?.[1];
    const accessKey = c.req.query('key');
    const orderId = /^[1-9]\d{0,9}$/.test(c.req.param('orderId')) ? Number(c.req.param('orderId')) : 0;
    const notFound = () => c.text(errorMessage(locale, 'notFound'), 404, { 'Cache-Control': 'private, no-store' });
    const keyFits = accessKey === undefined || (accessKey.length > 0 && accessKey.length <= 200);
    if (
      (!isOrderDocumentType(type) && !issuedId) ||
      Number(issuedId ?? 0) > maxColumnInteger ||
      orderId < 1 ||
      orderId > maxColumnInteger ||
      !keyFits
    )
      return notFound();
    const ctx = await createCallContext(c, services, locale);
    try {
      const row = await orderToView(ctx, { orderId, accessKey });
      if (issuedId) {
        const issued = await issuedDocumentPdf(services.db, services.config, row, Number(issuedId));
        return issued ? pdfAnswer(c, issued.pdf, issued.fileName) : notFound();
      }
      if (!isOrderDocumentType(type)) return notFound();
      const order = await orderView(services.db, services.config, row, locale);
      const pdf = await orderDocumentPdf(type, order, locale, services.config);
      return pdfAnswer(c, pdf, `${shopText(locale, `documents.${type}.title`)}-${order.order.id}.pdf`);
    } catch (error) {
      if (isApiError(error) && error.key === 'order.additionalAuthenticationRequired' && accessKey) {
        return redirectWithinShop(
          c,
          localizePath(`/confirmation/${orderId}/${encodeURIComponent(accessKey)}`, locale),
          303,
        );
      }
      if (isApiError(error) && error.status < 500) return notFound();
      throw error;
    }
  });
  return route;
}

/** A PDF to download, never stored by a cache. */
export function pdfAnswer(c: Context, pdf: Uint8Array, fileName: string) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
