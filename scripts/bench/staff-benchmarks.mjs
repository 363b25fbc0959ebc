// The back office's lists under a real shop's weight (issue 36): 100,000 orders.
import autocannon from 'autocannon';
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
  // A shop's staff are a handful of people, not a crowd: two at once (the shopper runs keep theirs).
  const connections = 2;
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
  const { cookie, csrf } = await newSession(base);
  const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', locale: 'de' };
  const login = await fetch(`${base}/api/doLoginStaff`, { method: 'POST', headers, body: JSON.stringify(owner) });
  const signedIn = { ...headers, cookie: login.headers.get('set-cookie')?.split(';')[0] ?? cookie };
  const csrfAfter = (await fetch(`${base}/api/getSession`, { headers: signedIn })).headers.get('x-csrf-token');
  const staffHeaders = { ...signedIn, 'x-csrf-token': csrfAfter ?? csrf };
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
  const results = [];
  for (const target of runs) {
    const check = await fetch(target.url, { headers: staffHeaders });
    if (check.status !== 200) throw new Error(`${target.name}: ${check.status} ${await check.text()}`);
    await autocannon({ url: target.url, headers: staffHeaders, connections, duration: 2 });
    const run = await autocannon({ url: target.url, headers: staffHeaders, connections, duration: durationSeconds });
    results.push({
      name: `${target.name} (${orderCount.toLocaleString('en')} orders, ${connections} at once)`,
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
