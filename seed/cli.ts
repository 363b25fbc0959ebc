import { loadConfig } from '../core/config';
import { connectDatabase, runMigrations } from '../core/db/connection.server';
import { startEmbeddedPostgres } from '../core/db/embedded-postgres.server';
import { createLogger } from '../core/logger';
import { seedDemoShopIfEmpty } from './seed-demo-shop';

/**
 * `npm run seed`: applies the migrations and fills an empty shop database with the demo data,
 * on the embedded database under DATA_DIR or on DATABASE_URL. Stop the shop first when it uses
 * the embedded database (one process owns a data directory).
 */
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const embedded = config.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, logger });
const database = connectDatabase(config.DATABASE_URL ?? embedded!.url);
try {
  await runMigrations(database.db);
  const seeded = await seedDemoShopIfEmpty(database.db, logger);
  if (!seeded) logger.info('the database already holds a shop; nothing seeded');
} finally {
  await database.close();
  await embedded?.stop();
}
