import { Hono } from 'hono';
import { maxColumnInteger } from '../core/api/column-limits';
import { isApiError } from '../core/api/errors';
import type { ShopCallRegistry } from '../core/call-registry.server';
import { customerDataExport } from '../core/customer-care/staff-customer-page.server';
import { isLocale } from '../core/i18n/locales';
import type { Services } from '../core/services.server';
import { mayDownloadAsStaff } from '../core/sessions/staff-sign-in';
import { errorMessage } from './error-messages';
import { createCallContext, type ShopEnv } from './request-context';

/**
 * `GET /staff/export/customer-<id>.json` (issue 37, GDPR Art. 15 and 20): everything the shop holds
 * about a customer as JSON, for staff with the role `orders` – the same checks as the other staff
 * exports (server/staff-file-route.ts): 401 without a staff sign-in, 403 without the role, 404 for
 * an unknown customer; a download, never cached.
 */
export function createCustomerExportRoute(services: Services, registry: ShopCallRegistry) {
  const route = new Hono<ShopEnv>();
  route.get('/:file{customer-[0-9]+\\.json}', async (c) => {
    const locale = isLocale(c.req.query('lang')) ? (c.req.query('lang') as 'de' | 'en') : 'de';
    const refuse = (status: 401 | 403 | 404, key: 'unauthorized' | 'forbidden' | 'notFound') =>
      c.text(errorMessage(locale, key), status, { 'Cache-Control': 'private, no-store' });
    const customerId = Number(/^customer-([1-9]\d{0,9})\.json$/.exec(c.req.param('file'))?.[1] ?? 0);
    try {
      const ctx = await createCallContext(c, services, locale);
      const { staff } = await registry.execute(ctx, 'getStaffSession', {});
      if (!mayDownloadAsStaff(staff, 'orders')) return refuse(403, 'forbidden');
      if (!customerId || customerId > maxColumnInteger) return refuse(404, 'notFound');
      const data = await customerDataExport(services.db, customerId, locale, services.now());
      return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="customer-${customerId}.json"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return refuse(401, 'unauthorized');
      if (isApiError(error) && error.status === 403) return refuse(403, 'forbidden');
      if (isApiError(error) && error.status < 500) return refuse(404, 'notFound');
      throw error;
    }
  });
  return route;
}
