import { Hono } from 'hono';
import { maxColumnInteger } from '../core/api/column-limits';
import { isApiError } from '../core/api/errors';
import { isLocale } from '../core/i18n/locales';
import { offerPdf } from '../core/offers/offer-document.server';
import { errorMessage } from './error-messages';
import { pdfAnswer } from './order-document-route';
import { createCallContext, type ShopEnv } from './request-context';
import type { Services } from '../core/services.server';

/**
 * `/offer-documents/<offerId>/offer.pdf?key=<accessKey>&lang=de`: a staff offer as PDF, for the
 * customer it was made for (logged in, holding the offer's key, as on its page); anything else is
 * a 404 that tells nobody whether the offer exists.
 */
export function createOfferDocumentRoute(services: Services) {
  const route = new Hono<ShopEnv>();
  route.get('/:offerId/offer.pdf', async (c) => {
    const lang = c.req.query('lang');
    const locale = isLocale(lang) ? lang : 'de';
    const accessKey = c.req.query('key') ?? '';
    const offerId = /^[1-9]\d{0,9}$/.test(c.req.param('offerId')) ? Number(c.req.param('offerId')) : 0;
    if (offerId < 1 || offerId > maxColumnInteger || accessKey.length === 0 || accessKey.length > 200) {
      return c.text(errorMessage(locale, 'notFound'), 404, { 'Cache-Control': 'private, no-store' });
    }
    try {
      const { pdf, fileName } = await offerPdf(
        await createCallContext(c, services, locale),
        offerId,
        accessKey,
        locale,
      );
      return pdfAnswer(c, pdf, fileName);
    } catch (error) {
      if (isApiError(error) && error.status < 500) {
        return c.text(errorMessage(locale, 'notFound'), 404, { 'Cache-Control': 'private, no-store' });
      }
      throw error;
    }
  });
  return route;
}
