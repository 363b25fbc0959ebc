import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { startScaleOut } from '../../scripts/scale-out.mjs';

/**
 * The shop on several machines (issue 19): two shop processes on Debian's PostgreSQL behind nginx
 * (scripts/scale-out.mjs). One of them is killed while shoppers are checking out: every shopper
 * who repeats what failed (an order with the same idempotency key, as the checkout page does)
 * ends up with each order exactly once, and no order the shop confirmed is lost.
 */
test.describe('several shop processes behind a load balancer', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let setUp: Awaited<ReturnType<typeof startScaleOut>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    setUp = await startScaleOut({ ports: { balancer: 3410, database: 25410, shops: [3411, 3412] } });
  });
  test.afterAll(async () => {
    await setUp?.stop();
  });

  test('checkouts survive killing one shop process mid-run: no order lost, none twice', async () => {
    const base = setUp.balancerUrl;
    const variationIds = await simpleMirrors(base);
    // The run measures orders, not sold-out mirrors: the demo catalog's stock is made plenty.
    await inDatabase(setUp.databaseUrl, (database) =>
      database.query('update variations set stock = greatest(stock, 100000) where id = any($1)', [variationIds]),
    );
    const shoppers = await Promise.all(Array.from({ length: 6 }, (_, index) => guestShopper(base, index)));

    const confirmed = new Map<string, number>(); // idempotency key → order id the shop answered
    let failedAttempts = 0;
    // One process is killed once orders flow (on a busy machine that takes a while), and the run
    // goes on until as many orders again went through the other one.
    let killedAt = 0;
    const deadline = Date.now() + 60_000;
    const finished = () => (killedAt > 0 && confirmed.size >= killedAt * 2 + 20) || Date.now() > deadline;
    const killer = (async () => {
      while (confirmed.size < 10 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      killedAt = confirmed.size;
      setUp.shops[0]!.child.kill('SIGKILL');
    })();
    await Promise.all(
      shoppers.map(async (call, index) => {
        for (let round = 0; !finished(); round++) {
          const variationId = variationIds[(index * 7 + round) % variationIds.length]!;
          // Putting the mirror into the cart is repeated only if it is not there yet.
          const added = await untilAnswered(
            () => call('doAddCartItem', { productId: variationId, quantity: 1 }),
            async () => ((await call('getCart')).json?.data?.items?.length ?? 0) > 0,
            () => failedAttempts++,
          );
          expect(added.status, JSON.stringify(added.json)).toBe(200);
          const idempotencyKey = randomUUID();
          const placed = await untilAnswered(
            () =>
              call('doPlaceOrder', {
                idempotencyKey,
                legalConsents: { terms: true, cancellationRights: true, privacy: true },
              }),
            async () => false,
            () => failedAttempts++,
          );
          expect(placed.status, JSON.stringify(placed.json)).toBe(200);
          confirmed.set(idempotencyKey, placed.json.data.order.id);
        }
      }),
    );
    await killer;

    // The kill happened in the middle: orders before and after it, and requests that failed.
    expect(await setUp.shops[0]!.exited).toBe('SIGKILL');
    expect(killedAt).toBeGreaterThanOrEqual(10);
    expect(confirmed.size).toBeGreaterThanOrEqual(killedAt * 2 + 20);

    const { rows } = await inDatabase(setUp.databaseUrl, (database) =>
      database.query<{ idempotency_key: string; id: number }>(
        `select idempotency_key, id from orders where email like 'scale-out.%'`,
      ),
    );
    // Every confirmed order is there, with the id the shopper was told; and nothing else: a
    // repeated order (same key) never became a second one.
    expect(rows).toHaveLength(confirmed.size);
    expect(new Map(rows.map((row) => [row.idempotency_key, row.id]))).toEqual(confirmed);
    test.info().annotations.push({
      type: 'scale-out',
      description: `${confirmed.size} orders (${killedAt} before the kill), ${failedAttempts} failed attempts repeated`,
    });
  });

  test('the remaining process keeps serving pages and sessions through the balancer', async () => {
    const session = await fetch(`${setUp.balancerUrl}/api/getSession`);
    expect(session.status).toBe(200);
    const page = await fetch(`${setUp.balancerUrl}/rasierspiegel`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Rasierspiegel');
  });
});

async function inDatabase<Result>(url: string, work: (database: pg.Client) => Promise<Result>): Promise<Result> {
  const database = new pg.Client({ connectionString: url });
  await database.connect();
  try {
    return await work(database);
  } finally {
    await database.end();
  }
}

type Answer = { status: number; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Calls until the shop answers (not the balancer's 502 for a process that died, not a dropped
 * connection); before repeating, `alreadyDone` says whether the lost attempt took effect.
 */
async function untilAnswered(
  attempt: () => Promise<Answer>,
  alreadyDone: () => Promise<boolean>,
  onFailure: () => void,
): Promise<Answer> {
  for (let tries = 0; tries < 20; tries++) {
    try {
      const answer = await attempt();
      if (answer.status < 500) return answer;
    } catch {
      /* the connection broke with the process */
    }
    onFailure();
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (await alreadyDone().catch(() => false)) return { status: 200, json: null };
  }
  throw new Error('the shop did not answer');
}

async function simpleMirrors(base: string): Promise<number[]> {
  const body = encodeURIComponent(JSON.stringify({ categoryUrlPath: '/alle-spiegel', itemsPerPage: 100 }));
  const list = await (await fetch(`${base}/api/getFacet?body=${body}`)).json();
  return list.data.products
    .filter((card: { canAddToCart: boolean }) => card.canAddToCart)
    .map((card: { variationId: number }) => card.variationId);
}

/** A guest with an address, calling the BFF with its own session cookie and CSRF token. */
async function guestShopper(base: string, index: number) {
  let cookie = '';
  let csrf = '';
  const call = async (name: string, body: object = {}): Promise<Answer> => {
    const response = await fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', locale: 'de' },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    csrf = response.headers.get('x-csrf-token') ?? csrf;
    return { status: response.status, json: await response.json().catch(() => null) };
  };
  await call('getSession');
  expect((await call('doLoginAsGuest', { email: `scale-out.${index}.${Date.now()}@beispiel.de` })).status).toBe(200);
  const address = await call('doSaveAddress', {
    typeId: 1,
    firstName: 'Sina',
    lastName: 'Skalierung',
    streetName: 'Lastweg',
    houseNumber: '1',
    zipCode: '10115',
    city: 'Berlin',
    countryId: 1,
  });
  expect(address.status).toBe(200);
  return call;
}
