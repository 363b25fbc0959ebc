import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/free-port';
import { createLogger } from '../logger';
import { startEmbeddedPostgres, unixSocketDir, type EmbeddedDatabase } from './embedded-postgres.server';

/**
 * The shop reaches its embedded PostgreSQL through a Unix socket (ADR 0022): on this machine a
 * statement over loopback TCP cost the shop ~40 % more CPU. Tools keep the TCP address.
 */
let dataDir: string;
let cluster: EmbeddedDatabase;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'spiegelshop-socket-'));
  cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), logger: createLogger('warn'), fast: true });
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function clientAddressOf(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ address: string | null; database: string }>(
      'select inet_client_addr()::text as address, current_database() as database',
    );
    expect(rows[0]!.database).toBe(new URL(url).pathname.slice(1));
    return rows[0]!.address;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('gives the shop a Unix-socket address (no client IP) and tools the TCP one', async () => {
    expect(cluster.url).toContain('?host=');
    expect(await clientAddressOf(cluster.url)).toBeNull();
    expect(await clientAddressOf(cluster.adminUrl)).toBe('127.0.0.1/32');
  });

  it('keeps to TCP when the socket path would be longer than the system allows', () => {
    expect(unixSocketDir('/srv/shop/postgres', 5432)).toBe('/srv/shop/postgres');
    expect(unixSocketDir(`/srv/${'x'.repeat(100)}/postgres`, 5432)).toBeUndefined();
  });
});
