import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../core/logger';
import type { ShopEnv } from './request-context';

/**
 * One log line per request: method, path without query (queries can carry e-mail addresses or
 * tokens), status and duration. No IPs, cookies or bodies: nothing personal ends up in the log.
 */
export function requestLog(logger: Logger): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set('requestId', requestId);
    await next();
    // A shopper who leaves before the page is there cancels its rendering, which React Router
    // answers with a 500 nobody receives: logged as the client's doing (499, as nginx does), not
    // as an error of the shop.
    const closedByClient = c.req.raw.signal.aborted;
    const status = closedByClient ? 499 : c.res.status;
    const fields = {
      requestId,
      method: c.req.method,
      path: redactPath(c.req.path),
      status,
      ms: Math.round(performance.now() - started),
    };
    if (closedByClient) logger.info('request closed by the client', fields);
    else if (status >= 500) logger.error('request', fields);
    else if (status >= 400) logger.info('request', fields);
    else logger.debug('request', fields);
  };
}

/** Capability URLs (order confirmation, offers, returns) hold access keys: keep those out of logs. */
export function redactPath(path: string): string {
  return path
    .replace(/^((?:\/(?:de|en))?\/(?:confirmation|offer)\/[^/]+\/)[^/]+/, '$1…')
    .replace(/^((?:\/(?:de|en))?\/my-account\/new-return\/[^/]+\/)[^/]+/, '$1…')
    .replace(/^((?:\/(?:de|en))?\/staff\/invitation\/)[^/]+/, '$1…')
    .slice(0, 300);
}
