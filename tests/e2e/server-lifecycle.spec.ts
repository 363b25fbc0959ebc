import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Runs a second copy of the built shop on its own port and data directory. */
function startShop(dataDir: string, port: number, pgPort: number) {
  const child = spawn(process.execPath, ['build/server-main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      // A primary with two shop processes, as on a two-core machine by default.
      WEB_CONCURRENCY: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Spiegelshop is ready')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`shop exited with ${code}:\n${output}`));
    });
  });
  return { child, exited, ready, output: () => output };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe('server lifecycle', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let dataDir: string;
  let shop: ReturnType<typeof startShop> & { child: ChildProcess };
  const port = 3198;
  // Fixed ports stay below Linux's ephemeral range (32768–60999): there an outgoing connection of
  // another test may hold the same number for a moment, and the database could not listen.
  const pgPort = 25498;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'spiegelshop-lifecycle-'));
    shop = startShop(dataDir, port, pgPort);
    await shop.ready;
  });
  test.afterAll(async () => {
    // After a failed test the shop still runs: stopped properly, so its database does not outlive it.
    if (shop.child.exitCode === null) {
      shop.child.kill('SIGTERM');
      await Promise.race([shop.exited, wait(15_000)]);
      if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a second shop on the same data directory stops with a clear message', async () => {
    const second = startShop(dataDir, port + 100, pgPort + 100);
    await expect(second.ready).rejects.toThrow(/Another Spiegelshop process \(PID \d+\) is using the data directory/);
    expect(await second.exited).toBe(1);
  });

  test('two shop processes answer; one that dies is replaced and the shop keeps answering', async () => {
    const workers = () =>
      execFileSync('ps', ['--ppid', String(shop.child.pid), '-o', 'pid=,args='], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes('server-app.js'))
        .map((line) => Number(line.trim().split(/\s+/)[0]));
    const before = workers();
    expect(before).toHaveLength(2);
    process.kill(before[0]!, 'SIGKILL');
    // Once the primary has seen it go (a connection handed over in that very moment is lost, as
    // behind any load balancer), the other process answers every request until the new one runs.
    await expect.poll(() => shop.output(), { timeout: 15_000 }).toContain('a shop process ended; starting a new one');
    for (let index = 0; index < 10; index++) {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(response.status).toBe(200);
    }
    await expect.poll(() => workers().filter((pid) => !before.includes(pid)), { timeout: 15_000 }).toHaveLength(1);
    expect(workers()).toHaveLength(2);
  });

  test('SIGTERM lets a running request finish, then stops the database cleanly', async () => {
    const body = '{}';
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/getInit',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      // The request is under way (headers sent, body not yet) when the shop is told to stop.
      request.write(body.slice(0, 1));
      void wait(300).then(() => {
        shop.child.kill('SIGTERM');
        return wait(300).then(() => request.end(body.slice(1)));
      });
    });
    const answered = await response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text).data.categories.length).toBeGreaterThan(0);
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain('embedded PostgreSQL stopped');
    expect(existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // A lock left by a process that no longer runs (e.g. killed with SIGKILL) does not block a start;
    // the restart finds the data of the first start (no second seeding).
    writeFileSync(path.join(dataDir, 'shop.lock'), '999999');
    const restarted = startShop(dataDir, port, pgPort);
    await restarted.ready;
    expect(restarted.output()).not.toContain('seeded the demo shop');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });
});
