import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig, type Config } from '../core/config';
import { connectDatabase, runMigrations } from '../core/db/connection.server';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../core/db/embedded-postgres.server';
import { createLogger, errorFields, type Logger } from '../core/logger';
import { runHousekeeping } from '../core/maintenance/housekeeping.server';
import { paths } from '../core/paths';
import { createServices } from '../core/services.server';
import { listenForContentChanges } from '../core/cache/content-change-channel.server';
import { seedCountriesAndShippingIfEmpty } from '../seed/countries-and-shipping';
import { seedDemoShopIfEmpty } from '../seed/seed-demo-shop';
import { createShopApp } from './app';

/** Production entry point (`npm start` runs the bundled build/server-main.js). */
export async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const stopActions: Array<() => Promise<void>> = [];
  const shutdown = createShutdown(config, logger, stopActions);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    let embedded: EmbeddedDatabase | null = null;
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, logger });
      stopActions.push(() => embedded!.stop());
      databaseUrl = embedded.url;
    }
    const database = connectDatabase(databaseUrl);
    stopActions.unshift(() => database.close());
    await runMigrations(database.db);
    if (config.SEED_DEMO) await seedDemoShopIfEmpty(database.db, logger);
    await seedCountriesAndShippingIfEmpty(database.db, logger);

    const services = createServices({ config, db: database.db, logger });
    // A page saved through another process (or machine) clears this one's caches too.
    const contentListener = listenForContentChanges(database.pool, () => services.contentChanges.notify(), logger);
    stopActions.unshift(() => contentListener.stop());
    const build = (await import(/* @vite-ignore */ paths.serverBuild)) as ServerBuild;
    const app = createShopApp({ services, build, clientDir: paths.clientBuild });

    const tidyUp = () =>
      runHousekeeping(services)
        .then((removed) => logger.info('housekeeping done', removed))
        .catch((error) => logger.warn('housekeeping failed', errorFields(error)));
    setTimeout(tidyUp, 60_000).unref();
    setInterval(tidyUp, 3_600_000).unref();

    // Mails still being written after their answer go out before the database closes.
    stopActions.unshift(() => services.background.settled());
    stopActions.unshift(async () => app.stopBackgroundWork());
    const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
    server.on('error', (error) => {
      logger.error('the HTTP server failed', { error: error.message });
      void shutdown('server error', 1);
    });
    // Unshifted: on shutdown the server stops taking requests first, the database goes last.
    stopActions.unshift(
      () =>
        new Promise<void>((resolve) => {
          // Stop accepting; running requests finish. Keep-alive connections that fall idle
          // meanwhile are closed as soon as they do, so shutdown does not wait for their timeout.
          const closeIdle = setInterval(() => 'closeIdleConnections' in server && server.closeIdleConnections(), 100);
          server.close(() => {
            clearInterval(closeIdle);
            resolve();
          });
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        }),
    );
    server.once('listening', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : config.PORT;
      logger.info('Spiegelshop is ready', {
        url: config.PUBLIC_URL ?? `http://localhost:${port}`,
        database: embedded ? 'embedded PostgreSQL' : 'DATABASE_URL',
        mode: config.NODE_ENV,
        payments: {
          live: 'Mollie',
          sandbox: 'simulated (built-in Mollie sandbox)',
          off: 'prepayment only (no MOLLIE_API_KEY)',
        }[config.mollieMode],
      });
      if (config.mollieMode === 'sandbox') {
        logger.warn(
          'No MOLLIE_API_KEY is configured: payments are SIMULATED by the built-in Mollie sandbox at /mollie-sandbox. No money is moved.',
        );
      }
      if (config.mollieMode === 'off') {
        logger.warn(
          'No MOLLIE_API_KEY is configured and PUBLIC_URL is not a local address: the checkout offers prepayment only. Set MOLLIE_API_KEY to take payments through Mollie (or MOLLIE_SANDBOX=true on a test server).',
        );
      }
      if (config.mailboxEnabled) logger.info('Mails stay in the outbox: read them at /mailbox on this machine');
    });
  } catch (error) {
    logger.error('start-up failed', { error: error instanceof Error ? error.message : String(error) });
    await shutdown('start-up failure', 1);
  }
}

/**
 * SIGTERM: stop accepting connections, let running requests finish, close the pool, stop the
 * embedded database cleanly. A second signal, or the timeout, ends the process at once.
 */
function createShutdown(config: Config, logger: Logger, stopActions: Array<() => Promise<void>>) {
  let stopping = false;
  return async (reason: string, exitCode = 0) => {
    if (stopping) {
      logger.warn('forced exit');
      process.exit(1);
    }
    stopping = true;
    logger.info('shutting down', { reason });
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting', { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    for (const stop of stopActions) {
      try {
        await stop();
      } catch (error) {
        logger.warn('a shutdown step failed', errorFields(error));
      }
    }
    logger.info('stopped');
    process.exit(exitCode);
  };
}

await main();
