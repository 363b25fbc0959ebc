import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import { connectDatabase, withDatabaseLock, type DatabaseHandle } from './connection.server';

/**
 * Shops on several machines starting at once against one database (issue 19): the start-up work
 * (migrations, seeding) of one waits for the other's, so nothing is migrated or seeded twice.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let otherMachine: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  otherMachine = connectDatabase(database.url);
});
afterAll(async () => {
  await otherMachine.close();
  await database.drop();
});

describe('withDatabaseLock', () => {
  it('runs the work of two pools on one database one after the other, and the lock is free after a failure', async () => {
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      events.push(`${name} ends`);
    };
    await Promise.all([
      withDatabaseLock(database.pool, 'test:start-up', work('first')),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        withDatabaseLock(otherMachine.pool, 'test:start-up', work('second')),
      ),
    ]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);

    await expect(
      withDatabaseLock(database.pool, 'test:start-up', () => Promise.reject(new Error('migration failed'))),
    ).rejects.toThrow('migration failed');
    expect(await withDatabaseLock(otherMachine.pool, 'test:start-up', async () => 'free again')).toBe('free again');
  });
});
