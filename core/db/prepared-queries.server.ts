import type { Database } from './connection.server';

/**
 * Queries the shop runs on nearly every request (the session, the cart), built once per database
 * and sent as named prepared statements: drizzle then skips building the SQL (a fifth of a shop
 * process's time under load went there) and PostgreSQL plans each statement once per connection.
 * Only for queries outside a transaction: a prepared query runs on the pool.
 */
const builtQueries = new WeakMap<Database, Map<string, unknown>>();

export function preparedQuery<Query>(db: Database, name: string, build: (db: Database, name: string) => Query): Query {
  let queries = builtQueries.get(db);
  if (!queries) builtQueries.set(db, (queries = new Map()));
  let query = queries.get(name) as Query | undefined;
  if (query === undefined) queries.set(name, (query = build(db, name)));
  return query;
}
