import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { loadConfig, type Config } from '../../core/config';
import { createLogger, type Logger } from '../../core/logger';
import { createServices, type Services } from '../../core/services.server';
import { createShopApp, type ShopAppOptions } from '../../server/app';
import { createTestDatabase } from './test-database';

export interface TestShop {
  url: string;
  services: Services;
  config: Config;
  /** The test's database, for a second connection (another shop process, say). */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * The real Hono app on a real port against a private database: integration tests talk to it with
 * fetch, like a browser would. Pages are not rendered here (Playwright tests the built shop).
 */
export async function startTestShop(
  env: Record<string, string> = {},
  appOptions: Pick<ShopAppOptions, 'mollieSandbox' | 'registry'> & { logger?: Logger; now?: () => Date } = {},
): Promise<TestShop> {
  const database = await createTestDatabase();
  // Files the shop writes (rendered pictures) go to a folder of this test only.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spiegelshop-shop-'));
  // The port is known only once listening, and the shop's own address (links, Mollie's return
  // and webhook addresses) depends on it: the app is created right after.
  const late: { app?: ReturnType<typeof createShopApp> } = {};
  // The node server's bindings (the socket, for the client's address) are passed on to the app.
  const server = serve({
    fetch: (request, bindings) => late.app!.fetch(request, bindings),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    // Every test shopper comes from 127.0.0.1: a test file registers more customers than one
    // household would. The limit itself is tested with the default (mail-limits test).
    MAIL_LIMIT_PER_CLIENT_HOUR: '100000',
    ...env,
  });
  const { logger = createLogger(config.LOG_LEVEL), now, ...shopAppOptions } = appOptions;
  const services = createServices({ config, db: database.db, logger, ...(now ? { now } : {}) });
  const app = createShopApp({
    services,
    build: () => Promise.reject(new Error('pages are not rendered in integration tests')),
    ...shopAppOptions,
  });
  late.app = app;
  return {
    url,
    services,
    config,
    databaseUrl: database.url,
    async close() {
      app.stopBackgroundWork();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tiny cookie jar: keeps the session cookie between requests like a browser. */
export function createBrowserLikeClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  let csrfToken: string | null = null;
  return {
    cookies,
    get csrfToken() {
      return csrfToken;
    },
    async fetch(path: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      const response = await fetch(baseUrl + path, { ...init, headers, redirect: 'manual' });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (/max-age=0/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      const token = response.headers.get('x-csrf-token');
      if (token) csrfToken = token;
      return response;
    },
  };
}
