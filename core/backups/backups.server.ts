import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type pg from 'pg';
import type { Config } from '../config';
import type { Database } from '../db/connection.server';
import { appliedMigration, quoteName, tablesInKeyOrder } from './database-tables.server';
import { writeTarGz, type TarSource } from './tar.server';

/**
 * The shop's backups (issue 37, ADR 0028): one .tar.gz per backup in BACKUP_DIR with a
 * consistent dump of every table (one read-only snapshot), the migration it was made at, and
 * the files that cannot be made again (uploaded pictures and files, the bot-check key).
 */
export const backupFileName = /^spiegelshop-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;
export const backupLockKey = 'spiegelshop:backup';
/** Folders and files of DATA_DIR a backup holds; rendered pictures (images/) are made again. */
export const savedDataEntries = ['block-images', 'uploads', 'bot-check-key'] as const;
const rowsPerFetch = 1000;

export interface BackupEntry {
  fileName: string;
  sizeBytes: number;
  createdAt: string;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  migration: { idx: number; tag: string; when: number };
  tables: Array<{ name: string; rows: number }>;
  files: number;
}

export type BackupSettings = Pick<Config, 'dataDir' | 'BACKUP_DIR' | 'BACKUP_KEEP'>;

export const backupDir = (config: BackupSettings) =>
  config.BACKUP_DIR ? path.resolve(config.BACKUP_DIR) : path.join(config.dataDir, 'backups');

/** The backups, newest first. */
export async function listBackups(config: BackupSettings): Promise<BackupEntry[]> {
  const folder = backupDir(config);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => backupFileName.test(name));
  const entries = await Promise.all(
    names.map(async (fileName) => {
      const stats = await stat(path.join(folder, fileName)).catch(() => null);
      return stats?.isFile() ? { fileName, sizeBytes: stats.size, createdAt: createdAtOf(fileName) } : null;
    }),
  );
  return entries.filter((entry) => entry !== null).sort((a, b) => b.fileName.localeCompare(a.fileName));
}

/** The moment in a backup's name (spiegelshop-2026-11-26T03-00-05Z.tar.gz → 2026-11-26T03:00:05Z). */
export function createdAtOf(fileName: string): string {
  const [, day, hours, minutes, seconds] = /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z/.exec(fileName)!;
  return `${day}T${hours}:${minutes}:${seconds}.000Z`;
}

export const nameFor = (now: Date) => `spiegelshop-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;

/** The pool behind the shop's database (drizzle keeps it as `$client`): the dump needs one connection of its own. */
export const poolOf = (db: Database) => (db as unknown as { $client: pg.Pool }).$client;

export class BackupRunningError extends Error {
  constructor() {
    super('A backup is being made already.');
  }
}

/**
 * Makes a backup now and keeps only the newest BACKUP_KEEP. One at a time across every process
 * (an advisory lock held by the dump's transaction): BackupRunningError while another runs.
 */
export async function makeBackup(pool: pg.Pool, config: BackupSettings, now: Date = new Date()) {
  const folder = backupDir(config);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const staging = path.join(folder, `.partial-${randomBytes(6).toString('hex')}`);
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const locked = await client.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtext($1)) as locked', [
      backupLockKey,
    ]);
    if (!locked.rows[0]?.locked) throw new BackupRunningError();
    await mkdir(path.join(staging, 'database'), { recursive: true });
    const migration = await appliedMigration(client);
    const tables: BackupManifest['tables'] = [];
    for (const table of await tablesInKeyOrder(client)) {
      tables.push({
        name: table,
        rows: await dumpTable(client, table, path.join(staging, 'database', `${table}.jsonl`)),
      });
    }
    await client.query('commit');
    const files = await dataFiles(config.dataDir);
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      migration,
      tables,
      files: files.length,
    };
    const fileName = nameFor(now);
    const partial = path.join(folder, `.partial-${fileName}`);
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const sources: TarSource[] = [{ name: 'manifest.json', bytes: manifestBytes, size: manifestBytes.length }];
    for (const { name } of tables) {
      const file = path.join(staging, 'database', `${name}.jsonl`);
      sources.push({ name: `database/${name}.jsonl`, file, size: (await stat(file)).size });
    }
    sources.push(...files);
    await writeTarGz(partial, sources);
    await rename(partial, path.join(folder, fileName));
    const removed = await pruneBackups(config);
    return { fileName, manifest, removed };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    await rm(path.join(folder, `.partial-${nameFor(now)}`), { force: true });
    throw error;
  } finally {
    client.release();
    await rm(staging, { recursive: true, force: true });
  }
}

/** Streams a table's rows through a cursor into JSON lines (one object per row); returns how many. */
async function dumpTable(client: pg.PoolClient, table: string, file: string): Promise<number> {
  const out = createWriteStream(file, { mode: 0o600 });
  let rows = 0;
  try {
    await client.query(
      `declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${quoteName(table)} t`,
    );
    for (;;) {
      const batch = await client.query<{ row: string }>(`fetch ${rowsPerFetch} from backup_rows`);
      if (batch.rows.length === 0) break;
      rows += batch.rows.length;
      if (!out.write(`${batch.rows.map((row) => row.row).join('\n')}\n`)) await once(out, 'drain');
    }
    await client.query('close backup_rows');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}

/** The files of DATA_DIR a backup keeps (savedDataEntries), as archive entries under files/. */
async function dataFiles(dataDir: string): Promise<TarSource[]> {
  const found: TarSource[] = [];
  const walk = async (relative: string) => {
    const full = path.join(dataDir, relative);
    const stats = await stat(full).catch(() => null);
    if (stats?.isFile())
      found.push({ name: `files/${relative.split(path.sep).join('/')}`, file: full, size: stats.size });
    if (!stats?.isDirectory()) return;
    for (const name of (await readdir(full)).sort()) await walk(path.join(relative, name));
  };
  for (const entry of savedDataEntries) await walk(entry);
  return found;
}

/** Deletes all but the newest BACKUP_KEEP backups; returns the names deleted. */
export async function pruneBackups(config: BackupSettings): Promise<string[]> {
  const old = (await listBackups(config)).slice(config.BACKUP_KEEP);
  for (const entry of old) await rm(path.join(backupDir(config), entry.fileName), { force: true });
  return old.map((entry) => entry.fileName);
}

const berlinDay = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
const berlinHour = (moment: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(moment),
  );

/** True from 03:00 (Europe/Berlin) on while the newest backup was made before today's 03:00. */
export function nightlyBackupDue(newest: BackupEntry | undefined, now: Date): boolean {
  if (berlinHour(now) < 3) return false;
  if (!newest) return true;
  const made = new Date(newest.createdAt);
  return berlinDay(made) < berlinDay(now) || berlinHour(made) < 3;
}

/** The nightly backup (housekeeping): made when due, skipped while another one runs. */
export async function makeNightlyBackupIfDue(pool: pg.Pool, config: BackupSettings, now: Date) {
  if (!nightlyBackupDue((await listBackups(config))[0], now)) return null;
  try {
    return (await makeBackup(pool, config, now)).fileName;
  } catch (error) {
    if (error instanceof BackupRunningError) return null;
    throw error;
  }
}
