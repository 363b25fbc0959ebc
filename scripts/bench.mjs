// `npm run bench`: builds the shop, seeds a large catalog (20,000 items by default) into a separate
// embedded database under var/bench-large (kept between runs; `--fresh` seeds it again), starts the
// production server on it and measures it on 127.0.0.1 with autocannon (requests/s, p50/p99 latency
// at 20 connections), plus the JavaScript each page loads (gzipped, and brotli as the server sends
// it), the CPU time each order costs (the shop's processes and PostgreSQL's, from /proc) and the
// server's memory. Prints a table and writes bench/results/<timestamp>.json. Benchmarks are
// measurements, not tests: nothing here fails on a number.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { staffCatalogueBenchmarks, staffListBenchmarks } from './bench/staff-benchmarks.mjs';
import { cartBenchmarks, orderBenchmark, passwordHashBenchmark, resetBenchOrders } from './bench/api-benchmarks.mjs';
import { javascriptOf } from './bench/page-javascript.mjs';
import { uncachedRenderBenchmark } from './bench/render-benchmark.mjs';
import { rssOfServer, waitForServer, waitForShopProcesses } from './bench/shop-processes.mjs';
import { businessCustomerSession, shopperWithCartAndWishlist } from './bench/shoppers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3299);
const base = `http://127.0.0.1:${port}`;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
const itemCount = Number(process.env.BENCH_ITEMS ?? 20000);
// Below the ephemeral port range (32768–60999), which outgoing connections borrow from.
const pgPort = process.env.BENCH_PG_PORT ?? '25299';

const targets = [
  { name: 'home (de)', path: '/' },
  { name: 'home (en)', path: '/en' },
  { name: 'information page', path: '/legal-disclosure' },
  { name: '404 page', path: '/gibt-es-nicht' },
  // Item 100 of the demo catalog; its slug is found by following the redirect of /x_100.
  { name: 'product page', path: '/x_100', followRedirect: true },
  { name: 'category page', path: '/alle-spiegel?sort=sorting.price.avg_asc' },
  // Finish chrome (attribute value 11) and available only: a category page with filters.
  { name: 'category with filters', path: '/alle-spiegel?facets=11&available=1&sort=sorting.price.avg_asc' },
  { name: 'search', path: '/search?term=Spiegel' },
  // A shopper with a session (a cart, a login) always gets a freshly rendered page: no page cache.
  { name: 'product page, with a session', path: '/x_100', followRedirect: true, withSession: true },
  {
    name: 'category with filters, with a session',
    path: '/alle-spiegel?facets=11&available=1&sort=sorting.price.avg_asc',
    withSession: true,
  },
  // The demo retailer: net prices and a customer class of its own (a page variant, ADR 0033).
  { name: 'product page, business customer session', path: '/x_100', followRedirect: true, withSession: 'business' },
  { name: 'BFF getInit (GET)', path: '/api/getInit?body=%7B%7D' },
];

// `npm run bench -- --only=session` measures only the runs whose name contains "session".
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
const selected = (name) => !only || name.includes(only);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The large catalog takes about a minute to seed, so it is kept; a new migration or item count,
// or --fresh, seeds it again.
const dataDir = path.join(root, 'var', 'bench-large');
const latestMigration = readdirSync(path.join(root, 'core', 'db', 'migrations'))
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .pop();
const marker = path.join(dataDir, `seeded-${itemCount}-${latestMigration}`);
if (process.argv.includes('--fresh') || !existsSync(marker)) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`seeding ${itemCount} items into ${path.relative(root, dataDir)} …`);
  const seed = spawnSync('npx', ['tsx', 'seed/cli.ts', '--items', String(itemCount)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: pgPort, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
  writeFileSync(marker, new Date().toISOString() + '\n');
}
const server = spawn(process.execPath, ['build/server-main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    EMBEDDED_PG_PORT: pgPort,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function redirectTarget(pathname) {
  const response = await fetch(base + pathname, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? pathname, base).pathname;
}

const bench = { base, connections, durationSeconds, serverPid: server.pid, dataDir, pgPort };

try {
  await waitForServer(base);
  await waitForShopProcesses(server.pid);
  await resetBenchOrders(bench);
  const results = [];
  for (const target of targets.filter((target) => selected(target.name))) {
    if (target.followRedirect) target.path = await redirectTarget(target.path);
    // Like a browser: compressed responses, no cookies (a first visit) unless the target is a
    // shopper's page.
    const headers = {
      'accept-encoding': 'br, gzip',
      ...(target.withSession === 'business'
        ? { cookie: await businessCustomerSession(base) }
        : target.withSession
          ? { cookie: await shopperWithCartAndWishlist(base) }
          : {}),
    };
    // One request alone first: a list of 20,000 items takes a second or two to load cold, and the
    // measurement is of the shop in use, not of its first visitor.
    await fetch(base + target.path, { headers });
    await autocannon({ url: base + target.path, connections, duration: 2, headers }); // warm-up
    const run = await autocannon({ url: base + target.path, connections, duration: durationSeconds, headers });
    const js = target.path.startsWith('/api') ? null : await javascriptOf(base, target.path);
    results.push({
      name: target.name,
      path: target.path,
      requestsPerSecond: Math.round(run.requests.average),
      latencyP50Ms: run.latency.p50,
      latencyP99Ms: run.latency.p99,
      non2xx: run.non2xx,
      errors: run.errors,
      javascript: js,
    });
  }
  const productPath = targets.find((target) => target.name === 'product page')?.path ?? '/x_100';
  if (selected('uncached render')) {
    const path = productPath.startsWith('/x_') ? await redirectTarget(productPath) : productPath;
    results.push(await uncachedRenderBenchmark(bench, { name: 'product page, uncached render', path }));
  }
  if (selected('BFF getCart')) results.push(...(await cartBenchmarks(bench)));
  if (selected('orders placed')) results.push(await orderBenchmark(bench));
  if (selected('argon2id')) results.push(await passwordHashBenchmark(bench));
  if (selected('staff order')) results.push(...(await staffListBenchmarks(bench)));
  if (selected('catalogue')) results.push(...(await staffCatalogueBenchmarks(bench)));
  const memory = { serverRssBytes: rssOfServer(server.pid) };
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryBytes: os.totalmem(),
      node: process.version,
    },
    settings: { connections, durationSeconds, catalogItems: itemCount },
    results,
    memory,
  };
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  const file = path.join(root, 'bench', 'results', `${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');

  console.log(
    `\n${itemCount} items, ${connections} connections, ${durationSeconds} s each, ${report.machine.cpus} cores`,
  );
  console.table(
    results.map((result) => ({
      page: result.name,
      'req/s': result.requestsPerSecond,
      'p50 ms': result.latencyP50Ms,
      'p99 ms': result.latencyP99Ms,
      'non-2xx': result.non2xx,
      'JS gz KB': result.javascript ? (result.javascript.gzipBytes / 1024).toFixed(1) : '–',
      'JS br KB': result.javascript ? (result.javascript.brotliBytes / 1024).toFixed(1) : '–',
    })),
  );
  for (const result of results.filter((entry) => entry.render)) {
    const { render } = result;
    console.log(
      `${result.name}: render ${render.meanMs} ms mean, ${render.p50Ms} ms p50, ${render.p99Ms} ms p99 over ${render.renders} renders (${render.elements} elements); CPU per request: shop ${render.cpuPerRequestMs.shop} ms, PostgreSQL ${render.cpuPerRequestMs.postgres} ms`,
    );
  }
  for (const result of results.filter((entry) => entry.cpuPerOrder)) {
    console.log(
      `CPU per order (user + system, during "${result.name}"): shop processes ${result.cpuPerOrder.shopMs} ms, PostgreSQL ${result.cpuPerOrder.postgresMs} ms (the load generator itself: ${result.cpuPerOrder.loadGeneratorMs} ms); ${result.requestsPerSecond} orders/s`,
    );
  }
  console.log(
    `server memory (RSS, primary and shop processes) after the run: ${(memory.serverRssBytes / 1048576).toFixed(0)} MiB`,
  );
  console.log(`written to ${path.relative(root, file)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
}
