import { createMollieClient } from './adapters/mollie/mollie-client.server';
import { createTtlCache } from './cache/ttl-cache';
import { createCategoryTreeService } from './catalog/category-tree.server';
import type { Config } from './config';
import { createInformationPages } from './content/information-pages.server';
import type { Database } from './db/connection.server';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer.server';
import { createSessionStore } from './sessions/session-store.server';

/** The key the shop uses with its built-in Mollie sandbox (a test key, like Mollie's test mode). */
export const sandboxApiKey = 'test_spiegelshopSandbox0000000000';

/** The commerce core's services, created once per process and shared by every request. */
export function createServices(deps: { config: Config; db: Database; logger: Logger }) {
  const { config, db, logger } = deps;
  return {
    config,
    db,
    logger,
    sessions: createSessionStore(db, {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
      anonymousDays: config.ANONYMOUS_SESSION_DAYS,
    }),
    categoryTree: createCategoryTreeService(db),
    mailer: createMailer({ db, config, logger }),
    mollie: createMollieClient(
      config.MOLLIE_API_KEY
        ? { apiKey: config.MOLLIE_API_KEY, baseUrl: config.MOLLIE_API_URL, simulated: false }
        : // The built-in sandbox (server/mollie-sandbox) on the shop's own address.
          { apiKey: sandboxApiKey, baseUrl: `${config.publicUrl}/mollie-sandbox/v2`, simulated: true },
    ),
    informationPages: createInformationPages({ cache: config.isProduction }),
    /**
     * Product pages and product lists are the same for every anonymous shopper; they are kept for
     * 30 s per process. Stock and prices are checked again whenever something is put in the cart.
     */
    catalogCache: createTtlCache<unknown>({ ttlMs: 30_000, staleMs: 300_000, maxEntries: 5_000 }),
  };
}

export type Services = ReturnType<typeof createServices>;
