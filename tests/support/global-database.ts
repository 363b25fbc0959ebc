import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../../core/db/connection.server';
import { startEmbeddedPostgres } from '../../core/db/embedded-postgres.server';
import { createLogger } from '../../core/logger';
import { seedDemoShop } from '../../seed/seed-demo-shop';
import { freePort } from './free-port';

export const templateDatabase = 'spiegelshop_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance URL of the test cluster (database "postgres"). */
    adminUrl: string;
  }
}

/**
 * Once per run: a throw-away PostgreSQL (or TEST_DATABASE_URL's server), and a template database
 * with the migrations and the demo shop, which every test file clones (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const logger = createLogger('warn');
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopCluster = async () => {};
  let dataDir: string | null = null;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spiegelshop-test-'));
    const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), logger, fast: true });
    adminUrl = cluster.adminUrl;
    stopCluster = () => cluster.stop();
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateDatabase}`;
  const template = connectDatabase(templateUrl.toString(), { maxConnections: 2 });
  await runMigrations(template.db);
  await seedDemoShop(template.db);
  await template.close();

  project.provide('adminUrl', adminUrl);
  return async () => {
    await stopCluster();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
