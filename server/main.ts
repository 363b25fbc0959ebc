import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig, type Config } from '../core/config';
import { connectDatabase, runMigrations, withDatabaseLock } from '../core/db/connection.server';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../core/db/embedded-postgres.server';
import { createLogger, errorFields, type Logger } from '../core/logger';
import { runHousekeepingOnce } from '../core/maintenance/housekeeping.server';
import { paths } from '../core/paths';
import { createServices, type Services } from '../core/services.server';
import { listenForContentChanges } from '../core/cache/content-change-channel.server';
import { seedCountriesAndShippingIfEmpty } from '../seed/countries-and-shipping';
import { seedDemoShopIfEmpty } from '../seed/seed-demo-shop';
import { createShopApp } from './app';

/**
 * Production entry point (`npm start` runs the bundled build/server-main.js). With WEB_CONCURRENCY
 * above 1 (default: one per CPU core) this process is the primary of a node:cluster: it owns the
 * database (the embedded one, migrations, seeding) and the hourly housekeeping, and starts that
 * many worker processes, which share the port and answer the requests (ADR 0018).
 */
export async function main() {
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (cluster.isWorker) await startWorker(config, logger);
  else if (config.WEB_CONCURRENCY > 1) await startPrimary(config, logger);
  else await startSingleProcess(config, logger);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** What a process stops on SIGTERM/SIGINT, in order; `shutdown` runs them. */
function lifecycle(config: Config, logger: Logger, options: { forceOnSecondSignal: boolean }) {
  const stopActions: Array<() => Promise<void>> = [];
  const shutdown = createShutdown(config, logger, stopActions, options);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return { stopActions, shutdown };
}

/** The database this shop runs on: the embedded one (started here) or DATABASE_URL; migrated and seeded. */
async function prepareDatabase(config: Config, logger: Logger, stopActions: Array<() => Promise<void>>) {
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, logger });
    stopActions.push(() => embedded!.stop());
    databaseUrl = embedded.url;
  }
  const database = connectDatabase(databaseUrl);
  stopActions.unshift(() => database.close());
  // Several shops starting at once on one database: one migrates and seeds, the others wait for it.
  await withDatabaseLock(database.pool, 'spiegelshop:start-up', async () => {
    await runMigrations(database.db);
    if (config.SEED_DEMO) await seedDemoShopIfEmpty(database.db, logger);
    await seedCountriesAndShippingIfEmpty(database.db, logger);
  });
  return { database, databaseUrl, embedded: embedded !== null };
}

/** Every hour (first after a minute); with several processes or machines only one runs it at a time. */
function scheduleHousekeeping(services: Services, logger: Logger) {
  const tidyUp = () =>
    runHousekeepingOnce(services)
      .then((removed) =>
        removed
          ? logger.info('housekeeping done', removed)
          : logger.info('housekeeping skipped: another process runs it'),
      )
      .catch((error) => logger.warn('housekeeping failed', errorFields(error)));
  setTimeout(tidyUp, 60_000).unref();
  setInterval(tidyUp, 3_600_000).unref();
}

/** Environment the primary hands to its workers (internal, not configuration). */
const workerEnv = { databaseUrl: 'DATABASE_URL', sandboxApiKey: 'SPIEGELSHOP_SANDBOX_API_KEY' } as const;

async function startSingleProcess(config: Config, logger: Logger) {
  const { stopActions, shutdown } = lifecycle(config, logger, { forceOnSecondSignal: true });
  try {
    const { database, embedded } = await prepareDatabase(config, logger, stopActions);
    // Several machines running the sandbox share its key (scripts/scale-out.mjs); else a new one.
    const services = createServices({
      config,
      db: database.db,
      logger,
      sandboxApiKey: process.env[workerEnv.sandboxApiKey],
    });
    scheduleHousekeeping(services, logger);
    const server = await startHttpServer({ config, logger, services, database, stopActions, shutdown });
    server.once('listening', () => logReady(config, logger, { port: portOf(server, config), embedded, processes: 1 }));
  } catch (error) {
    logger.error('start-up failed', { error: error instanceof Error ? error.message : String(error) });
    await shutdown('start-up failure', 1);
  }
}

async function startPrimary(config: Config, logger: Logger) {
  const { stopActions, shutdown } = lifecycle(config, logger, { forceOnSecondSignal: true });
  try {
    const { database, databaseUrl, embedded } = await prepareDatabase(config, logger, stopActions);
    // Several machines running the sandbox share its key (scripts/scale-out.mjs); else a new one.
    const services = createServices({
      config,
      db: database.db,
      logger,
      sandboxApiKey: process.env[workerEnv.sandboxApiKey],
    });
    scheduleHousekeeping(services, logger);
    // Workers run this bundle itself (build/server-app.js), also when a script imported it (npm
    // start, the browser tests' server); they inherit the environment, NODE_ENV included.
    cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
    const env = {
      [workerEnv.databaseUrl]: databaseUrl,
      ...(services.mollieSandboxApiKey ? { [workerEnv.sandboxApiKey]: services.mollieSandboxApiKey } : {}),
    };
    const workers = superviseWorkers({ count: config.WEB_CONCURRENCY, env, logger, shutdown });
    // Unshifted: the workers stop first (their requests finish), the database goes last.
    stopActions.unshift(() => workers.stop(config.SHUTDOWN_TIMEOUT_MS - 500));
    await workers.listening;
    logReady(config, logger, { port: config.PORT, embedded, processes: config.WEB_CONCURRENCY });
  } catch (error) {
    logger.error('start-up failed', { error: error instanceof Error ? error.message : String(error) });
    await shutdown('start-up failure', 1);
  }
}

/**
 * Starts the workers and keeps them running: one that dies is replaced after a second. Workers
 * that keep failing at start-up (a port in use, a bad database) stop the shop instead.
 */
function superviseWorkers(options: {
  count: number;
  env: Record<string, string>;
  logger: Logger;
  shutdown: (reason: string, exitCode?: number) => Promise<void>;
}) {
  const { count, env, logger, shutdown } = options;
  let stopping = false;
  let failedStarts = 0;
  let listeningCount = 0;
  let resolveListening: () => void;
  const listening = new Promise<void>((resolve) => (resolveListening = resolve));
  const fork = () => {
    const worker = cluster.fork(env);
    let started = false;
    worker.once('listening', () => {
      started = true;
      failedStarts = 0;
      if (++listeningCount === count) resolveListening();
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      logger.error('a shop process ended; starting a new one', { pid: worker.process.pid, code, signal });
      if (!started && ++failedStarts >= 3) {
        void shutdown('shop processes fail to start', 1);
        return;
      }
      setTimeout(() => !stopping && fork(), 1000).unref();
    });
  };
  for (let index = 0; index < count; index++) fork();
  return {
    listening,
    /** SIGTERM to every worker; whoever is still running after `timeoutMs` is killed. */
    async stop(timeoutMs: number) {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => worker!.process.kill('SIGKILL'), Math.max(timeoutMs, 100));
              worker!.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              worker!.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

async function startWorker(config: Config, logger: Logger) {
  // The primary forwards a stop; the terminal's Ctrl-C reaches the worker too. Neither is a
  // "second signal" that should force the worker out: the primary's timeout does that.
  const { stopActions, shutdown } = lifecycle(config, logger, { forceOnSecondSignal: false });
  try {
    const database = connectDatabase(config.DATABASE_URL!);
    stopActions.unshift(() => database.close());
    const services = createServices({
      config,
      db: database.db,
      logger,
      sandboxApiKey: process.env[workerEnv.sandboxApiKey],
    });
    await startHttpServer({ config, logger, services, database, stopActions, shutdown });
  } catch (error) {
    logger.error('start-up failed', { error: error instanceof Error ? error.message : String(error) });
    await shutdown('start-up failure', 1);
  }
}

/** The HTTP server of a process that answers requests, with its part of the shutdown. */
async function startHttpServer(options: {
  config: Config;
  logger: Logger;
  services: Services;
  database: ReturnType<typeof connectDatabase>;
  stopActions: Array<() => Promise<void>>;
  shutdown: (reason: string, exitCode?: number) => Promise<void>;
}) {
  const { config, logger, services, database, stopActions, shutdown } = options;
  // A page saved through another process (or machine) clears this one's caches too.
  const contentListener = listenForContentChanges(database.pool, () => services.contentChanges.notify(), logger);
  stopActions.unshift(() => contentListener.stop());
  const build = (await import(/* @vite-ignore */ paths.serverBuild)) as ServerBuild;
  const app = createShopApp({ services, build, clientDir: paths.clientBuild });

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
  return server;
}

function portOf(server: ReturnType<typeof serve>, config: Config): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : config.PORT;
}

function logReady(config: Config, logger: Logger, facts: { port: number; embedded: boolean; processes: number }) {
  logger.info('Spiegelshop is ready', {
    url: config.PUBLIC_URL ?? `http://localhost:${facts.port}`,
    database: facts.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL',
    processes: facts.processes,
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
  if (config.dhlShippingMode === 'standin') {
    logger.info(
      'No DHL_SHIPPING_API_KEY is configured: DHL labels are SAMPLES from the built-in stand-in at /dhl-shipping-standin',
    );
  }
}

/**
 * SIGTERM: stop accepting connections, let running requests finish, close the pool, stop the
 * embedded database cleanly. A second signal, or the timeout, ends the process at once.
 */
function createShutdown(
  config: Config,
  logger: Logger,
  stopActions: Array<() => Promise<void>>,
  options: { forceOnSecondSignal: boolean },
) {
  let stopping = false;
  return async (reason: string, exitCode = 0) => {
    if (stopping) {
      if (!options.forceOnSecondSignal) return;
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
