import type { Pool, PoolClient } from 'pg';
import type { TestShop } from './test-shop';

/**
 * Counts every statement the shop sends to PostgreSQL (each goes through a pooled client), for
 * the tests that keep a hot path from growing back (the order click, a cart change, a page).
 */
export function countStatements(target: TestShop) {
  // drizzle keeps its pg pool as $client.
  const pool = (target.services.db as unknown as { $client: Pool }).$client;
  const counted = new WeakSet<object>();
  let statements = 0;
  let counting = true;
  const onAcquire = (client: PoolClient) => {
    if (counted.has(client)) return;
    counted.add(client);
    const query = client.query.bind(client);
    client.query = ((...args: Parameters<typeof client.query>) => {
      if (counting) statements += 1;
      return query(...args);
    }) as typeof client.query;
  };
  pool.on('acquire', onAcquire);
  return {
    get statements() {
      return statements;
    },
    restore() {
      counting = false;
      pool.off('acquire', onAcquire);
    },
  };
}

/** The statements `work` sends, with its result. */
export async function statementsOf<Result>(target: TestShop, work: () => Promise<Result>) {
  const counter = countStatements(target);
  try {
    const result = await work();
    return { result, statements: counter.statements };
  } finally {
    counter.restore();
  }
}
