// The BFF runs of the bench: the cart, orders placed, and what a password hash costs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverCpuSeconds } from '../process-cpu.mjs';
import { benchShopper, newSession } from './shoppers.mjs';

/**
 * What the runs need to know of the bench: the shop's address, the load (connections, seconds),
 * the server's process id (CPU per order) and where its database is.
 * @typedef {{ base: string, connections: number, durationSeconds: number, serverPid: number, dataDir: string, pgPort: string }} Bench
 */

/**
 * The cart through the BFF with one shopper's session: getCart on a cart with a line, and
 * doAddCartItem alternating with deleteCart (so the stock never runs out) – both count as requests.
 */
/** @param {Bench} bench */
export async function cartBenchmarks({ base, connections, durationSeconds }) {
  const { cookie, csrf } = await newSession(base);
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
export async function benchDatabase({ dataDir, pgPort }, work) {
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
/** @param {Bench} bench */
export async function resetBenchOrders(bench) {
  await benchDatabase(bench, async (database) => {
    await database.query(`update variations v set stock = v.stock + sold.quantity
      from (select variation_id, sum(quantity)::int as quantity from order_items
            where variation_id is not null group by variation_id) sold
      where v.id = sold.variation_id`);
    // What staff made of them (issue 36) holds on to the orders: it goes first.
    await database.query('delete from order_documents');
    await database.query('delete from bank_transfers');
    await database.query('delete from orders');
  });
}

/**
 * Orders placed per second through the BFF: 10 guests at once, each putting one mirror in the
 * cart and placing the order (doAddCartItem + doPlaceOrder). The mirrors are 200 simple ones of
 * the catalog (no choice, no order property, one piece at a time), bought in turn: ten shoppers
 * rarely buy the same mirror in the same moment. (Until 2026-11-25 the run bought the five mirrors
 * of the first category pages that can go to the cart from a card, so orders mostly queued for
 * the same stock rows.) The latency is doPlaceOrder's alone.
 */
/** @param {Bench} bench */
export async function orderBenchmark(bench) {
  const { base, durationSeconds, serverPid } = bench;
  const variationIds = await benchDatabase(bench, async (database) => {
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
      const call = await benchShopper(base);
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
  const warmUp = await benchShopper(base);
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
  const cpuBefore = serverCpuSeconds(serverPid);
  // The load generator (this process) shares the two cores: its own CPU is reported beside.
  const generatorBefore = process.cpuUsage();
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
  const cpuAfter = serverCpuSeconds(serverPid);
  const generator = process.cpuUsage(generatorBefore);
  latencies.sort((a, b) => a - b);
  if (refused > 0) console.log('orders refused:', refusals);
  // What an order costs the machine: CPU time of the run (its carts and refusals included) per
  // order placed, of the shop's processes and of PostgreSQL's.
  const perOrderMs = (key) =>
    orders > 0 ? Math.round(((cpuAfter[key] - cpuBefore[key]) * 10_000) / orders) / 10 : null;
  const cpuPerOrder = {
    shopMs: perOrderMs('shop'),
    postgresMs: perOrderMs('postgres'),
    loadGeneratorMs: orders > 0 ? Math.round((generator.user + generator.system) / 100 / orders) / 10 : null,
  };
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
/** @param {Bench} bench */
export async function passwordHashBenchmark({ durationSeconds }) {
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
