import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from '../db/connection.server';
import type { Logger } from '../logger';

/**
 * Content changes across processes (issue 17 "in every process"): a save sends a PostgreSQL
 * NOTIFY inside its transaction, so it goes out exactly when the save commits; every shop process
 * on that database LISTENs on one connection of its own and clears its page and read caches.
 * Two machines need nothing but the shared database.
 */
export const contentChangeChannel = 'spiegelshop_content_changes';

export async function publishContentChange(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${contentChangeChannel}, '')`);
}

/**
 * Listens until stopped. A lost connection (database restart) is opened again after a second;
 * meanwhile caches only expire by their own age (30 s for reads, seconds for pages).
 */
export function listenForContentChanges(pool: pg.Pool, onChange: () => void, logger: Logger) {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    try {
      const connection = await pool.connect();
      if (stopped) {
        connection.release();
        return;
      }
      client = connection;
      connection.on('notification', (message) => {
        if (message.channel === contentChangeChannel) onChange();
      });
      connection.on('error', (error) => {
        logger.warn('content change listener lost its connection', { error: error.message });
        connection.release(error);
        client = null;
        scheduleRetry();
      });
      await connection.query(`LISTEN ${contentChangeChannel}`);
    } catch (error) {
      logger.warn('content change listener could not connect', { error: String(error) });
      scheduleRetry();
    }
  };
  const scheduleRetry = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), 1000);
    retry.unref();
  };
  const ready = connect();

  return {
    /** Resolves once the first LISTEN is in place (tests wait for it). */
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await ready;
      if (client) {
        await client.query(`UNLISTEN ${contentChangeChannel}`).catch(() => {});
        client.release();
        client = null;
      }
    },
  };
}
