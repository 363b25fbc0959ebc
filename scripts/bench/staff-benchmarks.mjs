// The back office's lists under a real shop's weight (issue 36): 100,000 orders.
import autocannon from 'autocannon';
import { parse } from 'csv-parse/sync';
import { benchDatabase } from './api-benchmarks.mjs';
import { newSession } from './shoppers.mjs';

const orderCount = 100_000;
const owner = { email: 'inhaber@spiegelshop.example', password: 'Spiegel-Inhaber-2026' };

/**
 * Fills the orders table up to 100,000 orders (copies of the newest real order with their own
 * e-mail, name, postal code, status and day over a year; without lines, so the stock stays as it
 * is), then measures the staff's order list (a filter, a search, a page far back) and an order's
 * page through the BFF with the owner signed in, two staff members at once. Goal: p99 < 100 ms.
 * @param {import('./api-benchmarks.mjs').Bench} bench
 */
export async function staffListBenchmarks(bench) {
  const { base, durationSeconds } = bench;
  const realOrderId = await benchDatabase(bench, async (database) => {
    const { rows } = await database.query(
      'select max(o.id) as id from orders o where exists (select 1 from order_items i where i.order_id = o.id)',
    );
    const { rows: counted } = await database.query('select count(*)::int as count from orders');
    const missing = orderCount - counted[0].count;
    if (rows[0].id && missing > 0) {
      await database.query(
        `insert into orders (type_id, status_id, access_key, idempotency_key, email, language, item_sum, item_sum_net,
           shipping_amount, shipping_amount_net, total_gross, total_net, vats, billing_address, delivery_address,
           shipping_profile_id, shipping_profile_name, payment_method_key, payment_method_name, payment_status,
           paid_cents, created_at)
         select 1, (array[3,5,5,7,7,7,8])[1 + n % 7], o.access_key, 'bench-staff-' || n, 'kunde' || n || '@beispiel.de',
           o.language, o.item_sum, o.item_sum_net, o.shipping_amount, o.shipping_amount_net, o.total_gross, o.total_net,
           o.vats,
           o.billing_address || jsonb_build_object('lastName', 'Name' || (n % 5000), 'zipCode', lpad((10000 + n % 89999)::text, 5, '0')),
           o.delivery_address, o.shipping_profile_id, o.shipping_profile_name, o.payment_method_key, o.payment_method_name,
           case when n % 7 = 0 then 'unpaid' else 'fullyPaid' end, case when n % 7 = 0 then 0 else o.total_gross end,
           now() - ((n % 365) || ' days')::interval - ((n % 1440) || ' minutes')::interval
         from orders o, generate_series(1, $2) n where o.id = $1`,
        [rows[0].id, missing],
      );
      // What autovacuum does for a live shop's table: statistics and the visibility map.
      await database.query('vacuum analyze orders');
    }
    return rows[0].id;
  });
  const staffHeaders = await ownerHeaders(base);
  const get = (name, body) => `${base}/api/${name}?body=${encodeURIComponent(JSON.stringify(body))}`;
  const runs = [
    {
      name: 'staff order list: to ship, newest first',
      url: get('getStaffOrders', { status: 'toShip', itemsPerPage: 25 }),
    },
    {
      name: 'staff order list: search by last name',
      url: get('getStaffOrders', { search: 'name42', itemsPerPage: 25 }),
    },
    { name: 'staff order list: page 200 of all', url: get('getStaffOrders', { page: 200, itemsPerPage: 50 }) },
    ...(realOrderId ? [{ name: 'staff order page', url: get('getStaffOrder', { orderId: realOrderId }) }] : []),
  ];
  return measureStaffCalls(runs, staffHeaders, durationSeconds, `${orderCount.toLocaleString('en')} orders`);
}

/** The owner's headers for the BFF: a session signed in, its CSRF token. */
async function ownerHeaders(base) {
  const { cookie, csrf } = await newSession(base);
  const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', locale: 'de' };
  const login = await fetch(`${base}/api/doLoginStaff`, { method: 'POST', headers, body: JSON.stringify(owner) });
  const signedIn = { ...headers, cookie: login.headers.get('set-cookie')?.split(';')[0] ?? cookie };
  const csrfAfter = (await fetch(`${base}/api/getSession`, { headers: signedIn })).headers.get('x-csrf-token');
  return { ...signedIn, 'x-csrf-token': csrfAfter ?? csrf };
}

/** Each staff call measured with two staff members at once (a shop's staff are few). */
async function measureStaffCalls(runs, staffHeaders, durationSeconds, weight) {
  const connections = 2;
  const results = [];
  for (const target of runs) {
    const check = await fetch(target.url, { headers: staffHeaders });
    if (check.status !== 200) throw new Error(`${target.name}: ${check.status} ${await check.text()}`);
    await autocannon({ url: target.url, headers: staffHeaders, connections, duration: 2 });
    const run = await autocannon({ url: target.url, headers: staffHeaders, connections, duration: durationSeconds });
    results.push({
      name: `${target.name} (${weight}, ${connections} at once)`,
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

/**
 * The catalogue's staff screens under the bench catalogue (20,000 items): the item list (the first
 * page, a search, low stock, a page far back; goal p99 < 100 ms) and the CSV import of 20,000 rows
 * (goal: under 60 s) – the export's first 20,000 rows with every price moved by a cent (back again
 * on the next run), checked as a dry run and then applied.
 * @param {import('./api-benchmarks.mjs').Bench} bench
 */
export async function staffCatalogueBenchmarks(bench) {
  const { base, durationSeconds } = bench;
  const staffHeaders = await ownerHeaders(base);
  const get = (name, body) => `${base}/api/${name}?body=${encodeURIComponent(JSON.stringify(body))}`;
  const results = await measureStaffCalls(
    [
      { name: 'staff item list: newest first', url: get('getStaffItems', { itemsPerPage: 25 }) },
      {
        name: 'staff item list: search by name',
        url: get('getStaffItems', { search: 'reisespiegel', itemsPerPage: 25 }),
      },
      { name: 'staff item list: stock at most 3', url: get('getStaffItems', { lowStock: 3, itemsPerPage: 25 }) },
      { name: 'staff item list: page 300', url: get('getStaffItems', { page: 300, itemsPerPage: 50 }) },
    ],
    staffHeaders,
    durationSeconds,
    'bench catalogue',
  );
  const exportStart = performance.now();
  const exported = await (await fetch(`${base}/staff/export/catalogue.csv?lang=de`, { headers: staffHeaders })).text();
  const exportMs = performance.now() - exportStart;
  const [header, ...rows] = parse(exported, { delimiter: ';', bom: true, relax_column_count: true });
  const price = header.indexOf('Preis');
  const moved = rows.slice(0, 20_000).map((row) => {
    const cents = Math.round(Number(row[price].replace(',', '.')) * 100);
    const next = cents % 2 === 0 ? cents + 1 : cents - 1;
    return row.map((cell, index) => (index === price ? (next / 100).toFixed(2).replace('.', ',') : cell));
  });
  const cell = (value) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const csv = `\uFEFF${[header, ...moved].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
  const timed = async (dryRun) => {
    const start = performance.now();
    const response = await fetch(`${base}/api/doImportCatalogue`, {
      method: 'POST',
      headers: staffHeaders,
      body: JSON.stringify({ csv, dryRun }),
    });
    const answer = await response.json();
    if (response.status !== 200 || answer.data.errors.length > 0) {
      throw new Error(`catalogue import: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    }
    return { ms: performance.now() - start, answer: answer.data };
  };
  const dry = await timed(true);
  const applied = await timed(false);
  const entry = (name, ms) => ({
    name,
    path: '/api/doImportCatalogue',
    requestsPerSecond: null,
    latencyP50Ms: Math.round(ms),
    latencyP99Ms: Math.round(ms),
    non2xx: 0,
    errors: 0,
    javascript: null,
  });
  results.push(
    entry(`catalogue CSV export (${rows.length.toLocaleString('en')} rows)`, exportMs),
    entry(
      `catalogue CSV import, dry run (${moved.length.toLocaleString('en')} rows, ${dry.answer.changed} changed)`,
      dry.ms,
    ),
    entry(
      `catalogue CSV import, applied (${moved.length.toLocaleString('en')} rows, ${applied.answer.changed} changed)`,
      applied.ms,
    ),
  );
  return results;
}
