import { isApiError } from '../core/api/errors';
import { loadConfig } from '../core/config';
import { connectDatabase, runMigrations } from '../core/db/connection.server';
import { startEmbeddedPostgres } from '../core/db/embedded-postgres.server';
import { createEditor } from '../core/editor/editor-accounts.server';
import { createLogger } from '../core/logger';

/**
 * `npm run editor:create -- --email … --password … [--name …]`: a new editor account, on the
 * embedded database under DATA_DIR (stop the shop first: one process owns it) or on DATABASE_URL.
 */
function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}
const email = flag('email');
const password = flag('password');
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !password) {
  console.error('Usage: npm run editor:create -- --email redaktion@example.com --password "…" [--name "…"]');
  process.exit(1);
}
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const embedded = config.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, logger });
const database = connectDatabase(config.DATABASE_URL ?? embedded!.url);
try {
  await runMigrations(database.db);
  const editor = await createEditor(database.db, { email, password, name: flag('name') });
  console.log(`Editor ${editor.email} created; sign in at /editor/login.`);
} catch (error) {
  if (!isApiError(error)) throw error;
  console.error(
    error.key === 'editor.exists' ? 'An editor with this e-mail exists already.' : `Refused: ${error.message}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
  await embedded?.stop();
}
