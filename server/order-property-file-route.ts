import { Hono } from 'hono';
import { cartIdOfSession } from '../core/cart/cart.server';
import type { Services } from '../core/services.server';
import { readCartFile } from '../core/uploads/order-property-files.server';
import { errorMessage } from './error-messages';
import { apiLocale, requestSession, type ShopEnv } from './request-context';

/**
 * `/uploads/order-properties/<token>`: the shopper looks at the file they attached to a cart line.
 * Only the session whose cart the file belongs to gets it; everyone else a 404 (not 403, which
 * would confirm the token exists). Always a download, never rendered as a page of our origin.
 */
export function createOrderPropertyFileRoute(services: Services) {
  const route = new Hono<ShopEnv>();
  route.get('/:token', async (c) => {
    const session = await requestSession(c, services).current();
    const file = await readCartFile(
      { db: services.db, dataDir: services.config.dataDir },
      cartIdOfSession(session),
      c.req.param('token'),
    );
    if (!file) return c.text(errorMessage(apiLocale(c), 'notFound'), 404, { 'Cache-Control': 'private, no-store' });
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return route;
}
