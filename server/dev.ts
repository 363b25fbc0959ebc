import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer, isRunnableDevEnvironment } from 'vite';
import { loadConfig } from '../core/config';
import { connectDatabase, runMigrations } from '../core/db/connection.server';
import { startEmbeddedPostgres } from '../core/db/embedded-postgres.server';
import { createLogger } from '../core/logger';
import { createServices } from '../core/services.server';
import { seedCountriesAndShippingIfEmpty } from '../seed/countries-and-shipping';
import { seedDemoShopIfEmpty } from '../seed/seed-demo-shop';
import { createShopApp } from './app';

/**
 * `npm run dev`: the same Hono app as production, with Vite in middleware mode in front of it.
 * Pages and modules reload on change; the server build is imported fresh through Vite's SSR runner.
 */
const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info', ...process.env });
const logger = createLogger(config.LOG_LEVEL);
const embedded = config.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, logger });
const database = connectDatabase(config.DATABASE_URL ?? embedded!.url);
await runMigrations(database.db);
if (config.SEED_DEMO) await seedDemoShopIfEmpty(database.db, logger);
await seedCountriesAndShippingIfEmpty(database.db, logger);

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const ssr = vite.environments.ssr;
if (!isRunnableDevEnvironment(ssr)) throw new Error('Vite SSR environment is not runnable');
const app = createShopApp({
  services: createServices({ config, db: database.db, logger }),
  build: () => ssr.runner.import('virtual:react-router/server-build') as Promise<ServerBuild>,
});
const listener = getRequestListener(app.fetch);
const server = http.createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(config.PORT, config.HOST, () =>
  logger.info('development server ready', { url: `http://localhost:${config.PORT}` }),
);

const stop = async () => {
  server.close();
  await vite.close();
  await database.close();
  await embedded?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
