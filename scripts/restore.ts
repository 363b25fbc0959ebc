import { stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { restoreBackup } from '../core/backups/restore.server';
import { otherSessions, runningShopPid } from '../core/backups/shop-process.server';
import { loadConfig } from '../core/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../core/db/embedded-postgres.server';
import { createLogger } from '../core/logger';

/**
 * `npm run restore -- FILE` (issue 37, ADR 0028): puts a backup back into the STOPPED shop – its
 * database (everything in it is replaced) and its uploaded pictures and files. Refused while the
 * shop runs: the data directory's lock, or on DATABASE_URL any other session on the database.
 */
const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run restore -- FILE (a spiegelshop-….tar.gz from BACKUP_DIR); stop the shop first.');
  process.exit(1);
}
if (!(await stat(file).catch(() => null))?.isFile()) {
  console.error(`There is no file ${file}.`);
  process.exit(1);
}
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
const running = await runningShopPid(config.dataDir);
if (running) {
  console.error(`The shop is running (PID ${running}) on ${config.dataDir}. Stop it first, then restore.`);
  process.exit(1);
}
let embedded: EmbeddedDatabase | null = null;
try {
  let url = config.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const sessions = await otherSessions(client).finally(() => client.end());
    if (sessions > 0) throw new Error(`${sessions} other sessions use the database: stop every shop process first.`);
  } else {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, logger });
    url = embedded.url;
  }
  const manifest = await restoreBackup(path.resolve(file), { databaseUrl: url, dataDir: config.dataDir });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${rows} rows in ${manifest.tables.length} tables, ${manifest.files} files. Start the shop with npm start.`,
  );
} catch (error) {
  console.error(`Not restored: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
