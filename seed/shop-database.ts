import { loadConfig } from '../core/config';
import { connectDatabase, runMigrations, type Database } from '../core/db/connection.server';
import { startEmbeddedPostgres } from '../core/db/embedded-postgres.server';
import { createLogger, type Logger } from '../core/logger';

/**
 * For the command-line tools (`npm run seed`, `npm run editor:create`): the shop's database,
 * migrated, on DATABASE_URL or the embedded one under DATA_DIR (stop the shop first: one process
 * owns a data directory), closed again afterwards.
 */
export async function withShopDatabase<T>(work: (db: Database, logger: Logger) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, logger });
  const database = connectDatabase(config.DATABASE_URL ?? embedded!.url);
  try {
    await runMigrations(database.db);
    return await work(database.db, logger);
  } finally {
    await database.close();
    await embedded?.stop();
  }
}
