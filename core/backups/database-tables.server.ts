import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { paths } from '../paths';

/** A client of node-postgres: a pool's connection or a single client. */
export type Queryable = Pick<pg.ClientBase, 'query'>;

/**
 * The tables of the public schema, each after the tables its foreign keys point to (a table's
 * reference to itself does not count), so loading them in this order satisfies every key.
 */
export async function tablesInKeyOrder(client: Queryable): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const references = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const parents = new Map<string, Set<string>>(tables.rows.map((row) => [row.name, new Set<string>()]));
  for (const { child, parent } of references.rows) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const parent of [...(parents.get(table) ?? [])].sort()) place(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...parents.keys()]) place(table);
  return ordered;
}

/** The columns a row can be written to (not generated ones), in their order. */
export async function writableColumns(client: Queryable, table: string): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = format('public.%I', $1::text)::regclass and a.attnum > 0 and not a.attisdropped
       and a.attgenerated = '' order by a.attnum`,
    [table],
  );
  return result.rows.map((row) => row.name);
}

export interface MigrationEntry {
  idx: number;
  tag: string;
  when: number;
}

export async function migrationJournal(folder = paths.migrations): Promise<MigrationEntry[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: MigrationEntry[];
  };
  return journal.entries.map(({ idx, tag, when }) => ({ idx, tag, when }));
}

/** The last migration the database has had (drizzle's record of them), as the journal names it. */
export async function appliedMigration(client: Queryable): Promise<MigrationEntry> {
  const result = await client.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const when = Number(result.rows[0]?.created_at);
  const entry = (await migrationJournal()).find((candidate) => candidate.when === when);
  if (!entry) throw new Error('The database was migrated by a version of the shop this one does not know.');
  return entry;
}

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
