import { Hono } from 'hono';
import { molliePaymentIdPattern } from '../core/adapters/mollie/mollie-status';
import { syncMolliePayment } from '../core/payments/payment-sync.server';
import type { Services } from '../core/services.server';
import type { ShopEnv } from './request-context';
import { errorFields } from '../core/logger';

/**
 * POST /payment-webhooks/mollie with `id=tr_…` (form-encoded, unsigned, like Mollie sends it).
 * The body is only a hint: the status comes from Mollie itself, so a forged call can at most make
 * the shop ask Mollie again. Answers 200 once handled (also for ids nobody knows, so Mollie stops
 * retrying); 503 while Mollie or the database cannot be reached, so Mollie tries again later.
 */
export function createPaymentWebhookRoute(services: Services) {
  const route = new Hono<ShopEnv>();
  route.post('/mollie', async (c) => {
    c.header('Cache-Control', 'no-store');
    let id: unknown;
    try {
      id = (await c.req.parseBody()).id;
    } catch {
      return c.text('Bad Request', 400);
    }
    if (typeof id !== 'string' || !molliePaymentIdPattern.test(id)) return c.text('Bad Request', 400);
    try {
      const synced = await syncMolliePayment(services, id);
      if (!synced) services.logger.info('mollie webhook for an unknown payment ignored', { molliePaymentId: id });
      return c.text('OK', 200);
    } catch (error) {
      services.logger.warn('mollie webhook could not be handled yet', { molliePaymentId: id, ...errorFields(error) });
      return c.text('Service Unavailable', 503);
    }
  });
  return route;
}
