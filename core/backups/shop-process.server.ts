import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from './database-tables.server';

/**
 * Whether a shop runs on these data (for `npm run backup` and `npm run restore`): the PID in the
 * embedded database's lock file DATA_DIR/shop.lock while that process lives, else null.
 */
export async function runningShopPid(dataDir: string): Promise<number | null> {
  const pid = Number((await readFile(path.join(dataDir, 'shop.lock'), 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** How many other sessions use this database (a running shop on DATABASE_URL holds some). */
export async function otherSessions(client: Queryable): Promise<number> {
  const result = await client.query<{ sessions: string }>(
    `select count(*) as sessions from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return Number(result.rows[0]?.sessions ?? 0);
}
