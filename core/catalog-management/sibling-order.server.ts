import { asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { publishContentChange } from '../cache/content-change-channel.server';
import type { Database, Executor } from '../db/connection.server';

/** A table whose rows staff put in order and save with a version (attributes, order properties). */
type NumberColumn = AnyPgColumn<{ data: number; notNull: true }>;
type OrderedTable = PgTable & { id: NumberColumn; version: NumberColumn; position: NumberColumn };

export interface SiblingMove {
  id: number;
  /** The version the list was read at: someone else's save or move since refuses the move. */
  version: number;
  direction: 'up' | 'down';
}

/**
 * One place up or down among its siblings (the rows `siblings` selects), from the version the
 * list was read at. All of them are renumbered 1, 2, 3 … so gaps and ties left by deletes vanish;
 * only the two that change places get a new version, so a form of any other stays valid. At the
 * first or last place nothing changes. `lock` runs first (the caller's table lock: a save checking
 * names against all the others must not pass unseen by a move), the rows are then locked for update.
 */
export async function moveAmongSiblings<T extends OrderedTable>(
  db: Database,
  table: T,
  move: SiblingMove,
  rules: {
    lock: (tx: Executor) => Promise<unknown>;
    siblings?: SQL | undefined;
    notFound: () => Error;
    checkVersion: (current: number, sent: number) => void;
  },
): Promise<{ moved: boolean; version: number }> {
  return db.transaction(async (tx) => {
    await rules.lock(tx);
    const rows = await tx
      .select({ id: table.id, version: table.version })
      .from(table as PgTable)
      .where(rules.siblings)
      .orderBy(asc(table.position), asc(table.id))
      .for('update');
    const index = rows.findIndex((row) => row.id === move.id);
    if (index < 0) throw rules.notFound();
    rules.checkVersion(rows[index]!.version, move.version);
    const other = move.direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= rows.length) return { moved: false, version: move.version };
    const swapped = new Set([rows[index]!.id, rows[other]!.id]);
    [rows[index], rows[other]] = [rows[other]!, rows[index]!];
    for (const [position, row] of rows.entries()) {
      const changes = { position: position + 1, ...(swapped.has(row.id) ? { version: row.version + 1 } : {}) };
      await tx
        .update(table)
        .set(changes as PgUpdateSetSource<T>)
        .where(eq(table.id, row.id));
    }
    await publishContentChange(tx);
    return { moved: true, version: move.version + 1 };
  });
}
