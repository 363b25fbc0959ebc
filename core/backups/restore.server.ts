import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { connectDatabase, runMigrations } from '../db/connection.server';
import { paths } from '../paths';
import type { BackupManifest } from './backups.server';
import { savedDataEntries } from './backups.server';
import { migrationJournal, quoteName, writableColumns, type Queryable } from './database-tables.server';
import { extractTarGz } from './tar.server';

/**
 * Restores a backup (ADR 0028) into a STOPPED shop: the database at `databaseUrl` is emptied,
 * built by the migrations up to the one the dump was made at, filled table by table in the
 * dump's order (in one transaction), its identity counters set past the highest id, migrated to
 * this version of the shop, and the saved files of DATA_DIR are put back in place.
 */
const rowsPerInsert = 1000;

export async function restoreBackup(file: string, target: { databaseUrl: string; dataDir: string }) {
  await mkdir(target.dataDir, { recursive: true });
  const unpacked = path.join(target.dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  try {
    await extractTarGz(file, unpacked);
    const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new Error('This is not a backup of this shop (unknown format).');
    const journal = await migrationJournal();
    const known = journal.find((entry) => entry.when === manifest.migration.when);
    if (!known) throw new Error(`The backup was made by a newer version of the shop (${manifest.migration.tag}).`);
    await emptyDatabase(target.databaseUrl);
    await migrateUpTo(
      target.databaseUrl,
      journal.filter((entry) => entry.idx <= known.idx),
      unpacked,
    );
    await loadTables(target.databaseUrl, manifest, path.join(unpacked, 'database'));
    const database = connectDatabase(target.databaseUrl, { maxConnections: 1 });
    try {
      await runMigrations(database.db);
    } finally {
      await database.close();
    }
    for (const entry of savedDataEntries) {
      await rm(path.join(target.dataDir, entry), { recursive: true, force: true });
      await rename(path.join(unpacked, 'files', entry), path.join(target.dataDir, entry)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      });
    }
    // Pictures rendered from the old files are made again from the restored ones.
    await rm(path.join(target.dataDir, 'images'), { recursive: true, force: true });
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function emptyDatabase(url: string) {
  await withClient(url, async (client) => {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  });
}

/** The migrations up to the backup's, from a copy of the journal that ends there. */
async function migrateUpTo(url: string, entries: Awaited<ReturnType<typeof migrationJournal>>, scratch: string) {
  const folder = path.join(scratch, 'migrations');
  await cp(paths.migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
  const wanted = new Set(entries.map((entry) => entry.idx));
  journal.entries = journal.entries.filter((entry) => wanted.has(entry.idx));
  await writeFile(journalFile, JSON.stringify(journal));
  const database = connectDatabase(url, { maxConnections: 1 });
  try {
    await runMigrations(database.db, folder);
  } finally {
    await database.close();
  }
}

async function loadTables(url: string, manifest: BackupManifest, folder: string) {
  await withClient(url, async (client) => {
    await client.query('begin');
    try {
      // A superuser loads without firing triggers and key checks (rows of a table that refer to
      // each other may come in any order); others rely on the dump's key order.
      await client.query('savepoint replica');
      await client
        .query('set local session_replication_role = replica')
        .catch(() => client.query('rollback to savepoint replica'));
      for (const { name } of manifest.tables) {
        await client.query(`delete from ${quoteName(name)}`);
        await loadTable(client, name, path.join(folder, `${name}.jsonl`));
      }
      await resetIdentityCounters(client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  });
}

async function loadTable(client: Queryable, table: string, file: string) {
  const columns = (await writableColumns(client, table)).map(quoteName).join(', ');
  const insert = `insert into ${quoteName(table)} (${columns}) overriding system value
    select ${columns} from jsonb_populate_recordset(null::${quoteName(table)}, $1::jsonb)`;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length > 0) await client.query(insert, [`[${batch.join(',')}]`]);
    batch = [];
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= rowsPerInsert) await flush();
  }
  await flush();
}

/** Every serial or identity column's counter continues after the highest id loaded. */
async function resetIdentityCounters(client: Queryable) {
  const counters = await client.query<{ table_name: string; column_name: string; sequence: string }>(
    `select c.relname as table_name, a.attname as column_name,
       pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as sequence
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`,
  );
  for (const { table_name: table, column_name: column, sequence } of counters.rows) {
    await client.query(
      `select setval($1::regclass, coalesce((select max(${quoteName(column)}) from ${quoteName(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}
