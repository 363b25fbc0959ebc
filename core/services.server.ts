import { randomBytes } from 'node:crypto';
import { createChangeSignal } from './cache/change-signal';
import { readOrCreateBotCheckKey } from './adapters/bot-check/bot-check-key.server';
import { parcelStationFinderFor } from './adapters/dhl/dhl-location-finder.server';
import { createMollieClient } from './adapters/mollie/mollie-client.server';
import { createViesClient } from './adapters/vies/vies-client.server';
import { createViesStandIn } from './adapters/vies/vies-standin';
import { createBackgroundTasks } from './background-tasks.server';
import { createTtlCache } from './cache/ttl-cache';
import { createCategoryTreeService } from './catalog/category-tree.server';
import type { Config } from './config';
import { createInformationPages } from './content/information-pages.server';
import type { Database } from './db/connection.server';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer.server';
import { createSessionStore } from './sessions/session-store.server';

/**
 * The key the shop uses with its built-in Mollie sandbox: a test key like Mollie's test mode,
 * new for every start of the shop (its processes share it), so nobody outside can use the sandbox's API.
 */
export function newSandboxApiKey(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `test_${Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The commerce core's services, created once per process and shared by every request. */
export function createServices(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  /** The sandbox key all processes of one shop share (server/main.ts hands it to its workers). */
  sandboxApiKey?: string;
  /** The shop's clock (tests move it to a weekday, a holiday, past the cut-off). */
  now?: () => Date;
}) {
  const { config, db, logger } = deps;
  const sandboxApiKey = config.mollieMode === 'live' ? null : (deps.sandboxApiKey ?? newSandboxApiKey());
  const catalogCache = createTtlCache<unknown>({ ttlMs: 30_000, staleMs: 300_000, maxEntries: 5_000 });
  const contentChanges = createChangeSignal();
  const categoryTree = createCategoryTreeService(db);
  contentChanges.subscribe(() => {
    catalogCache.clear();
    categoryTree.invalidate();
  });
  let botCheckKey: Promise<string> | null = null;
  return {
    config,
    db,
    logger,
    /** What time it is for rules that depend on the day (the preferred delivery days, offers' validity). */
    now: deps.now ?? (() => new Date()),
    /** The key that signs bot-check challenges (read or made on first use). */
    botCheckKey: () =>
      (botCheckKey ??= Promise.resolve(config.BOT_CHECK_KEY ?? readOrCreateBotCheckKey(config.dataDir))),
    sessions: createSessionStore(db, {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
      anonymousDays: config.ANONYMOUS_SESSION_DAYS,
      staff: { idleMinutes: config.STAFF_SESSION_IDLE_MINUTES, absoluteHours: config.STAFF_SESSION_ABSOLUTE_HOURS },
    }),
    categoryTree,
    mailer: createMailer({ db, config, logger }),
    /** Work done after the answer (mails whose timing must not tell whether an account exists). */
    background: createBackgroundTasks(logger),
    mollie: createMollieClient(
      config.MOLLIE_API_KEY
        ? { apiKey: config.MOLLIE_API_KEY, baseUrl: config.MOLLIE_API_URL, simulated: false }
        : // The built-in sandbox (server/mollie-sandbox) on the shop's own address. With Mollie
          // 'off' it is not mounted, and no Mollie method is offered (checkout: prepayment).
          { apiKey: sandboxApiKey!, baseUrl: `${config.publicUrl}/mollie-sandbox/v2`, simulated: true },
    ),
    /** Packstations, post offices and parcel shops: DHL's Location Finder, or demo stations without a key. */
    parcelStations: parcelStationFinderFor(config),
    /** EU VAT ids (issue 39): the EU's VIES, or its built-in stand-in on a local shop. */
    vatIdChecker:
      config.vatIdCheckMode === 'vies'
        ? createViesClient({ baseUrl: config.VIES_URL, requesterVatId: config.SHOP_VAT_ID })
        : createViesStandIn(),
    /** The only key the built-in sandbox's API accepts (null with a real Mollie key). */
    mollieSandboxApiKey: config.mollieMode === 'sandbox' ? sandboxApiKey : null,
    informationPages: createInformationPages({ cache: config.isProduction }),
    /**
     * Product pages and product lists are the same for every anonymous shopper; they are kept for
     * 30 s per process. Stock and prices are checked again whenever something is put in the cart.
     */
    catalogCache,
    /** Something shoppers see has changed (a page, the design or a page's settings saved in the editor): caches forget. */
    contentChanges,
  };
}

export type Services = ReturnType<typeof createServices>;
