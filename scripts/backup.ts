import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { backupDir, makeBackup } from '../core/backups/backups.server';
import { runningShopPid } from '../core/backups/shop-process.server';
import { loadConfig } from '../core/config';
import { connectDatabase, runMigrations } from '../core/db/connection.server';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../core/db/embedded-postgres.server';
import { createLogger } from '../core/logger';

/**
 * `npm run backup` (issue 37, ADR 0028): makes one backup now into BACKUP_DIR and keeps the newest
 * BACKUP_KEEP – of the shop on DATABASE_URL, of the running shop's embedded database (through its
 * port), or, when the shop is stopped, of its embedded database started for this.
 */
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
let embedded: EmbeddedDatabase | null = null;
let url = config.DATABASE_URL;
if (!url) {
  if (await runningShopPid(config.dataDir)) {
    const password = (await readFile(path.join(config.dataDir, 'postgres-password'), 'utf8')).trim();
    url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.EMBEDDED_PG_PORT}/spiegelshop`;
  } else {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, logger });
    url = embedded.url;
  }
}
const database = connectDatabase(url, { maxConnections: 2 });
try {
  if (embedded) await runMigrations(database.db);
  const made = await makeBackup(database.pool, config);
  const rows = made.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backup made: ${path.join(backupDir(config), made.fileName)} (${rows} rows in ${made.manifest.tables.length} tables, ${made.manifest.files} files)`,
  );
  for (const removed of made.removed)
    console.log(`Deleted the old backup ${removed} (BACKUP_KEEP=${config.BACKUP_KEEP})`);
} catch (error) {
  console.error(`No backup made: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
  await embedded?.stop();
}
