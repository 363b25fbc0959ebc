// `npm run bench`: builds the shop, seeds a large catalog (20,000 items by default) into a separate
// embedded database under var/bench-large (kept between runs; `--fresh` seeds it again), starts the
// production server on it and measures it on 127.0.0.1 with autocannon (requests/s, p50/p99 latency
// at 20 connections), plus the JavaScript each page loads (gzipped, and brotli as the server sends
// it), the CPU time each order costs (the shop's processes and PostgreSQL's, from /proc) and the
// server's memory. Prints a table and writes bench/results/<timestamp>.json. Benchmarks are
// measurements, not tests: nothing here fails on a number.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverCpuSeconds } from './process-cpu.mjs';

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

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the shop did not start');
}

/** The shop's processes (one per core, ADR 0018): all of them listening before anything is measured. */
async function waitForShopProcesses() {
  const expected = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());
  for (let attempt = 0; attempt < 300 && expected > 1; attempt++) {
    if (shopProcessIds().length >= expected) {
      // Started is not yet listening: a moment for the last one to open the port.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function shopProcessIds() {
  let children = [];
  try {
    children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
  } catch {
    /* no children file: a single process */
  }
  return children.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server-app.js');
    } catch {
      return false;
    }
  });
}

/** Resident memory of the shop: its primary and its shop processes (not the embedded PostgreSQL). */
function rssOfServer() {
  const rssOf = (pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      return 0;
    }
  };
  return [server.pid, ...shopProcessIds()].reduce((sum, pid) => sum + rssOf(pid), 0);
}

/** The bytes of an answer as the server sends it to a browser that takes brotli (not decoded). */
function servedBrotliBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Bytes of the JavaScript a page loads on first visit, gzipped (level 9) and brotli as served (the
 * build's precompressed files; tests/e2e/javascript-budget.spec.ts holds pages to a budget of
 * these): its modulepreload/script tags plus the translation parts of its language that
 * entry.client imports before hydrating (core and the parts named on <html data-translation-parts>).
 */
async function javascriptOf(pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const language = /<html lang="([a-z]+)"/.exec(html)?.[1] ?? 'de';
  const parts = ['core', ...(/data-translation-parts="([a-z ]+)"/.exec(html)?.[1].split(' ') ?? [])];
  const urls = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const translations = new Set();
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
    brotli += await servedBrotliBytes(base + url);
    for (const match of body.toString().matchAll(/["'`]\.\/([a-z]{2})-([a-z]+)-[\w-]+\.js["'`]/g)) {
      if (match[1] === language && parts.includes(match[2])) translations.add(`/assets/${match[0].slice(3, -1)}`);
    }
  }
  for (const url of translations) {
    if (urls.has(url)) continue;
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
    brotli += await servedBrotliBytes(base + url);
  }
  return {
    files: urls.size + translations.size,
    rawBytes: raw,
    gzipBytes: gzip,
    brotliBytes: brotli,
    translationParts: parts,
  };
}

/**
 * The cart through the BFF with one shopper's session: getCart on a cart with a line, and
 * doAddCartItem alternating with deleteCart (so the stock never runs out) – both count as requests.
 */
async function cartBenchmarks() {
  const { cookie, csrf } = await newSession();
  const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', locale: 'de' };
  const list = await (
    await fetch(
      `${base}/api/getFacet?body=${encodeURIComponent(JSON.stringify({ categoryUrlPath: '/alle-spiegel', itemsPerPage: 100 }))}`,
    )
  ).json();
  const card = list.data.products.find((product) => product.canAddToCart && product.variationId);
  const add = JSON.stringify({ productId: card.variationId, quantity: 1 });
  await fetch(`${base}/api/doAddCartItem`, { method: 'POST', headers, body: add });
  const runs = [
    { name: 'BFF getCart (1 line)', url: `${base}/api/getCart?body=%7B%7D`, headers },
    {
      name: 'BFF doAddCartItem + deleteCart',
      url: `${base}/api/doAddCartItem`,
      headers,
      requests: [
        { method: 'POST', path: '/api/doAddCartItem', body: add, headers },
        { method: 'POST', path: '/api/deleteCart', body: '{}', headers },
      ],
    },
  ];
  const results = [];
  for (const target of runs) {
    await autocannon({ ...target, connections, duration: 2 });
    const run = await autocannon({ ...target, connections, duration: durationSeconds });
    results.push({
      name: target.name,
      path: new URL(target.url).pathname,
      requestsPerSecond: Math.round(run.requests.average),
      latencyP50Ms: run.latency.p50,
      latencyP99Ms: run.latency.p99,
      non2xx: run.non2xx,
      errors: run.errors,
      javascript: null,
    });
  }
  return results;
}

/** A connection to the bench database while the shop runs it (embedded, DATA_DIR var/bench-large). */
async function benchDatabase(work) {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const database = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/spiegelshop`,
  });
  await database.connect();
  try {
    return await work(database);
  } finally {
    await database.end();
  }
}

/**
 * Earlier runs' orders are taken back (their stock returned, the orders deleted), so every run
 * starts from the seeded catalog: a mirror sold out by the last run would change the next one.
 */
async function resetBenchOrders() {
  await benchDatabase(async (database) => {
    await database.query(`update variations v set stock = v.stock + sold.quantity
      from (select variation_id, sum(quantity)::int as quantity from order_items
            where variation_id is not null group by variation_id) sold
      where v.id = sold.variation_id`);
    await database.query('delete from orders');
  });
}

/**
 * A shopper's session cookie with a line in the cart and a mirror on the wishlist, as the shoppers
 * who buy have: the benchmark's pages show their counts and hearts.
 */
async function shopperWithCartAndWishlist() {
  const { cookie, csrf } = await newSession();
  const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', locale: 'de' };
  const post = (name, body) => fetch(`${base}/api/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const list = await (
    await fetch(
      `${base}/api/getFacet?body=${encodeURIComponent(JSON.stringify({ categoryUrlPath: '/alle-spiegel', itemsPerPage: 100 }))}`,
    )
  ).json();
  const card = list.data.products.find((product) => product.canAddToCart && product.variationId);
  await post('doAddCartItem', { productId: card.variationId, quantity: 1 });
  await post('doAddWishlistItem', { variationId: card.variationId });
  return cookie;
}

/** A new session's cookie and CSRF token (getSession starts one). */
async function newSession() {
  const response = await fetch(`${base}/api/getSession`);
  return {
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0],
    csrf: response.headers.get('x-csrf-token') ?? '',
  };
}

/** A shopper with a cookie jar of one session cookie and the session's CSRF token. */
async function benchShopper() {
  let { cookie, csrf } = await newSession();
  const call = async (name, body = {}) => {
    const response = await fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', locale: 'de' },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    csrf = response.headers.get('x-csrf-token') ?? csrf;
    return { status: response.status, json: await response.json() };
  };
  return call;
}

/**
 * Orders placed per second through the BFF: 10 guests at once, each putting one mirror in the
 * cart and placing the order (doAddCartItem + doPlaceOrder). The mirrors are 200 simple ones of
 * the catalog (no choice, no order property, one piece at a time), bought in turn: ten shoppers
 * rarely buy the same mirror in the same moment. (Until 2026-11-25 the run bought the five mirrors
 * of the first category pages that can go to the cart from a card, so orders mostly queued for
 * the same stock rows.) The latency is doPlaceOrder's alone.
 */
async function orderBenchmark() {
  const variationIds = await benchDatabase(async (database) => {
    const { rows } = await database.query(`
      select v.id from variations v join items i on i.id = v.item_id
      where v.is_active and v.availability_id < 9 and v.minimum_order_quantity = 1
        and v.interval_order_quantity <= 1 and i.item_type = 'default'
        and not exists (select 1 from item_order_properties o where o.item_id = v.item_id)
      order by v.id limit 200`);
    // The mirrors the buyers use may not sell out during the run: it measures orders, not refusals.
    const ids = rows.map((row) => row.id);
    await database.query('update variations set stock = greatest(stock, 100000) where id = any($1)', [ids]);
    return ids;
  });
  const buyers = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      const call = await benchShopper();
      await call('doLoginAsGuest', { email: `bench.${Date.now()}.${index}@beispiel.de` });
      await call('doSaveAddress', {
        typeId: 1,
        firstName: 'Bruno',
        lastName: 'Bench',
        streetName: 'Lastweg',
        houseNumber: '1',
        zipCode: '10115',
        city: 'Berlin',
        countryId: 1,
      });
      return call;
    }),
  );
  // Like the pages' single request first: each mirror once in a cart (twice, for both processes'
  // caches), so the run measures the shop in use, not the first look at 200 products.
  const warmUp = await benchShopper();
  for (const productId of [...variationIds, ...variationIds]) {
    await warmUp('doAddCartItem', { productId, quantity: 1 });
    await warmUp('deleteCart');
  }
  const latencies = [];
  let orders = 0;
  let refused = 0;
  let errors = 0;
  let next = 0;
  const refusals = {};
  const consents = { terms: true, cancellationRights: true, privacy: true };
  const until = Date.now() + durationSeconds * 1000;
  const cpuBefore = serverCpuSeconds(server.pid);
  const started = performance.now();
  await Promise.all(
    buyers.map(async (call) => {
      while (Date.now() < until) {
        await call('doAddCartItem', { productId: variationIds[next++ % variationIds.length], quantity: 1 });
        const begin = performance.now();
        const placed = await call('doPlaceOrder', { idempotencyKey: crypto.randomUUID(), legalConsents: consents });
        latencies.push(performance.now() - begin);
        if (placed.status === 200) orders++;
        else if (placed.status === 409) {
          refused++;
          refusals[placed.json.error?.key] = (refusals[placed.json.error?.key] ?? 0) + 1;
          await call('deleteCart');
        } else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = serverCpuSeconds(server.pid);
  latencies.sort((a, b) => a - b);
  if (refused > 0) console.log('orders refused:', refusals);
  // What an order costs the machine: CPU time of the run (its carts and refusals included) per
  // order placed, of the shop's processes and of PostgreSQL's.
  const perOrderMs = (key) =>
    orders > 0 ? Math.round(((cpuAfter[key] - cpuBefore[key]) * 10_000) / orders) / 10 : null;
  const cpuPerOrder = { shopMs: perOrderMs('shop'), postgresMs: perOrderMs('postgres') };
  return {
    name: 'orders placed (doAddCartItem + doPlaceOrder, 10 guests)',
    path: '/api/doPlaceOrder',
    requestsPerSecond: Math.round((orders / seconds) * 10) / 10,
    latencyP50Ms: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0),
    latencyP99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    non2xx: refused + errors,
    errors,
    javascript: null,
    cpuPerOrder,
  };
}

/**
 * What a login or registration costs: argon2id hashes per second with the shop's parameters
 * (m = 19 MiB, t = 2, p = 1), four at a time like concurrent logins, for the measuring time.
 */
async function passwordHashBenchmark() {
  const { hash } = await import('@node-rs/argon2');
  const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const latencies = [];
  const until = Date.now() + durationSeconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      await hash('Spiegel2026', options);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all([worker(), worker(), worker(), worker()]);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: 'argon2id hash (login/register cost)',
    path: null,
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyP50Ms: Math.round(latencies[Math.floor(latencies.length / 2)]),
    latencyP99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)]),
    non2xx: 0,
    errors: 0,
    javascript: null,
  };
}

try {
  await waitForServer();
  await waitForShopProcesses();
  await resetBenchOrders();
  const results = [];
  for (const target of targets.filter((target) => selected(target.name))) {
    if (target.followRedirect) {
      const response = await fetch(base + target.path, { redirect: 'manual' });
      target.path = new URL(response.headers.get('location') ?? target.path, base).pathname;
    }
    // Like a browser: compressed responses, no cookies (a first visit) unless the target is a
    // shopper's page.
    const headers = {
      'accept-encoding': 'br, gzip',
      ...(target.withSession ? { cookie: await shopperWithCartAndWishlist() } : {}),
    };
    // One request alone first: a list of 20,000 items takes a second or two to load cold, and the
    // measurement is of the shop in use, not of its first visitor.
    await fetch(base + target.path, { headers });
    await autocannon({ url: base + target.path, connections, duration: 2, headers }); // warm-up
    const run = await autocannon({ url: base + target.path, connections, duration: durationSeconds, headers });
    const js = target.path.startsWith('/api') ? null : await javascriptOf(target.path);
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
  if (selected('BFF getCart')) results.push(...(await cartBenchmarks()));
  if (selected('orders placed')) results.push(await orderBenchmark());
  if (selected('argon2id')) results.push(await passwordHashBenchmark());
  const memory = { serverRssBytes: rssOfServer() };
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
  for (const result of results.filter((entry) => entry.cpuPerOrder)) {
    console.log(
      `CPU per order (user + system, during "${result.name}"): shop processes ${result.cpuPerOrder.shopMs} ms, PostgreSQL ${result.cpuPerOrder.postgresMs} ms`,
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
