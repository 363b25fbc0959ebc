import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowOfColumnJson } from '../db/json-rows';
import { orderItems, orders } from '../db/order-schema';
import { createGuest, findSimpleVariation, guestAddress } from '../../tests/support/shopper';
import { statementsOf } from '../../tests/support/statement-counter';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * A hot path kept from growing back (issue 38): an order as `npm run bench` places them, a guest
 * with a saved address putting a mirror into a new cart and ordering it (doAddCartItem +
 * doPlaceOrder). Before issue 38: 14 + 16 statements. Now (ADR 0031, 0032) the cart's price lists
 * come from the catalogue's read cache and its variations with its lines, an add writes in one
 * statement if the cart is unchanged since it read it, the order's write is one statement
 * (place_order) and its two mails one insert: 6 + 6.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const consents = { terms: true, cancellationRights: true, privacy: true };

describe('the statements of one order', () => {
  it('adds to a new cart and places the order in at most 12 statements, once the caches are warm', async () => {
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
    expect(warm.add).toBeLessThanOrEqual(6);
    expect(warm.place).toBeLessThanOrEqual(6);
    // The order is there with its line, and both mails went out with it.
    const orders = await shop.services.db.execute<{ lines: number; mails: number }>(
      `select (select count(*)::int from order_items where order_id = (select max(id) from orders)) as lines,
              (select count(*)::int from mail_outbox where created_at > now() - interval '1 minute'
                 and subject like '%' || (select max(id) from orders)::text || '%') as mails`,
    );
    expect(orders.rows[0]).toMatchObject({ lines: 1, mails: 2 });
  });

  it('reads the rows place_order answers as JSON exactly as Drizzle reads them from the table', async () => {
    const { db } = shop.services;
    const [order] = await db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    const json = await db.execute<{ order: Record<string, unknown>; items: Array<Record<string, unknown>> }>(sql`
      select to_jsonb(orders.*) as order,
             (select jsonb_agg(to_jsonb(order_items.*)) from order_items where order_id = orders.id) as items
      from orders where id = ${order!.id}`);
    expect(rowOfColumnJson(orders, json.rows[0]!.order)).toEqual(order);
    expect(json.rows[0]!.items.map((item) => rowOfColumnJson(orderItems, item))).toEqual(items);
    // Dates as dates, addresses and VAT lines as objects, as the confirmation page shows them.
    expect(order!.createdAt).toBeInstanceOf(Date);
    expect(order!.billingAddress).toMatchObject({ lastName: expect.any(String) });
  });
});
