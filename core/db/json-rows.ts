import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Rows passed to and from SQL functions as JSON (place_order): named by the table's column names,
 * with the values PostgreSQL takes and gives, mapped by the table's own Drizzle columns, so a row
 * read back is the same as Drizzle's `returning()` gives.
 */

type Columns = Record<
  string,
  {
    name: string;
    dataType: string;
    mapToDriverValue(value: unknown): unknown;
    mapFromDriverValue(value: unknown): unknown;
  }
>;

const columnsOf = (table: Table) => getTableColumns(table) as unknown as Columns;

/** `values` as JSON for jsonb_populate_record: only the columns given (the rest keep their defaults). */
export function columnJsonOf<T extends Table>(table: T, values: Partial<T['$inferInsert']>): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columnsOf(table))) {
    const value = (values as Record<string, unknown>)[key];
    if (value === undefined) continue;
    // JSON columns go as JSON, not as the string the driver would send.
    json[column.name] = value === null || column.dataType === 'json' ? value : column.mapToDriverValue(value);
  }
  return json;
}

/** A row from `to_jsonb(table.*)` as Drizzle would have read it. */
export function rowOfColumnJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columnsOf(table))) {
    const value = json[column.name];
    row[key] =
      value === null || value === undefined
        ? null
        : column.dataType === 'json'
          ? value
          : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
