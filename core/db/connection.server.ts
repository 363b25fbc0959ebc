import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { paths } from '../paths';
import * as catalogSchema from './catalog-schema';
import * as baseSchema from './schema';
import * as customerSchema from './customer-schema';
import * as editorSchema from './editor-schema';
import * as orderSchema from './order-schema';
import * as orderHandlingSchema from './order-handling-schema';
import * as paymentSchema from './payment-schema';
import * as shippingSchema from './shipping-schema';

const schema = {
  ...baseSchema,
  ...catalogSchema,
  ...shippingSchema,
  ...customerSchema,
  ...editorSchema,
  ...orderSchema,
  ...paymentSchema,
  ...orderHandlingSchema,
};

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the pool or an open transaction: functions that write several tables take this. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, options: { maxConnections?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** Applies the committed SQL migrations in core/db/migrations (idempotent). */
export async function runMigrations(db: Database, folder = paths.migrations) {
  await migrate(db, { migrationsFolder: folder });
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock named `name` on one connection of the pool:
 * shop processes on several machines that start at once against one database migrate and seed
 * it one after the other, never side by side (issue 19).
 */
export async function withDatabaseLock<Result>(pool: pg.Pool, name: string, work: () => Promise<Result>) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    client.release();
  }
}
