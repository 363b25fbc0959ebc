import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, findSimpleVariation, guestAddress } from '../../tests/support/shopper';
import { statementsOf } from '../../tests/support/statement-counter';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * A hot path kept from growing back (issue 38): an order as `npm run bench` places them, a guest
 * with a saved address putting a mirror into a new cart and ordering it (doAddCartItem +
 * doPlaceOrder). Before issue 38: 14 + 16 statements; now the cart's price lists come from the
 * catalogue's read cache, the cart is locked by marking it changed and read with its lines in
 * one statement, and the order's two mails are one insert: 11 + 13.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const consents = { terms: true, cancellationRights: true, privacy: true };

describe('the statements of one order', () => {
  it('adds to a new cart and places the order in at most 24 statements, once the caches are warm', async () => {
    const variation = await findSimpleVariation(shop, { minimumStock: 50 });
    const counts: Array<{ add: number; place: number }> = [];
    for (let round = 0; round < 3; round++) {
      const guest = await createGuest(shop, { email: `statements.${round}.${Date.now()}@example.org` });
      expect((await guest.call('doSaveAddress', guestAddress)).status).toBe(200);
      const add = await statementsOf(shop, () => guest.call('doAddCartItem', { productId: variation.id, quantity: 1 }));
      expect(add.result.status).toBe(200);
      const place = await statementsOf(shop, () =>
        guest.call('doPlaceOrder', { idempotencyKey: crypto.randomUUID(), legalConsents: consents }),
      );
      expect(place.result.status).toBe(200);
      counts.push({ add: add.statements, place: place.statements });
    }
    const warm = counts.at(-1)!;
    console.log(`one order: doAddCartItem ${warm.add} + doPlaceOrder ${warm.place} SQL statements`);
    expect(warm.add).toBeLessThanOrEqual(11);
    expect(warm.place).toBeLessThanOrEqual(13);
    // The order is there with its line, and both mails went out with it.
    const orders = await shop.services.db.execute<{ lines: number; mails: number }>(
      `select (select count(*)::int from order_items where order_id = (select max(id) from orders)) as lines,
              (select count(*)::int from mail_outbox where created_at > now() - interval '1 minute'
                 and subject like '%' || (select max(id) from orders)::text || '%') as mails`,
    );
    expect(orders.rows[0]).toMatchObject({ lines: 1, mails: 2 });
  });
});
