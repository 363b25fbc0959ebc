import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import { connectDatabase, type DatabaseHandle } from '../db/connection.server';
import { createLogger } from '../logger';
import { listenForContentChanges, publishContentChange } from './content-change-channel.server';

/** Two shop processes on one database: a save in one clears the caches of the other. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let otherProcess: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  otherProcess = connectDatabase(database.url, { maxConnections: 2 });
});
afterAll(async () => {
  await otherProcess.close();
  await database.drop();
});

it('tells every listening process when a save commits, and nothing when it is rolled back', async () => {
  let heard = 0;
  const listener = listenForContentChanges(otherProcess.pool, () => heard++, createLogger('silent'));
  await listener.ready;

  await database.db
    .transaction(async (tx) => {
      await publishContentChange(tx);
      throw new Error('the save failed');
    })
    .catch(() => {});
  await database.db.transaction((tx) => publishContentChange(tx));
  await expect.poll(() => heard).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(heard).toBe(1);

  await listener.stop();
  await database.db.transaction((tx) => publishContentChange(tx));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(heard).toBe(1);
});
