// The shop as the browser tests see it: the production build on its own port with a fresh
// embedded database under var/e2e (wiped on every run, so each run starts from the demo shop).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'var', 'e2e');
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '3199',
  // The address the browser uses: Mollie's return address must carry the session cookie.
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3199'}`,
  // Below the ephemeral port range (32768–60999), which outgoing connections borrow from.
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '25499',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Every browser test comes from 127.0.0.1 and many register or sign up: one household would
  // never. The limit itself is tested in core/mail/mail-limits.integration.test.ts.
  MAIL_LIMIT_PER_CLIENT_HOUR: '100000',
  // One process: a test's next step never meets a process whose caches have not yet heard of the
  // change it just made (milliseconds later). Several processes are tested in server-lifecycle.spec.ts.
  WEB_CONCURRENCY: process.env.E2E_WEB_CONCURRENCY ?? '1',
  // Analytics with the local collector (issue 21): what would go to Google is seen at /analytics-collector.
  GA4_MEASUREMENT_ID: 'G-LOCALE2E',
});
delete process.env.DATABASE_URL;
await import(pathToFileURL(path.join(root, 'build', 'server-main.js')).href);
