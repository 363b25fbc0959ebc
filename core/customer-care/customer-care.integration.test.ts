import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoOwner, demoShipping } from '../../seed/editors';
import { createShopper, registerAndConfirm } from '../../tests/support/shopper';
import { prepaymentOrderOf, signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { reviews } from '../db/catalog-schema';
import { addresses, customers, mailOutbox } from '../db/customer-schema';
import { orderItems, orders } from '../db/order-schema';
import { newsletterSubscriptions, sessions } from '../db/schema';
import type { StaffCustomerEntry } from './staff-customer-list.server';
import type { StaffCustomerPage } from './staff-customer-page.server';

/**
 * The staff's customer calls (issue 37) through the BFF against PostgreSQL: who may call them,
 * the search, blocking that logs the customer out at once, the note, the class, the reset mail, the
 * GDPR export (Art. 15/20) and the deletion (Art. 17) that keeps the orders and nothing else.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Shopper = Awaited<ReturnType<typeof createShopper>>;
type Session = { user: { email: string | null; showNetPrices: boolean } | null; isAuthorized?: boolean };
let count = 0;

/** A registered, logged-in customer with its own last name and postal code, and its number. */
async function newCustomer() {
  const shopper = await createShopper(shop);
  const unique = `${Date.now().toString(36)}${++count}`;
  const email = `pflege.${unique}@beispiel.de`;
  const lastName = `Spiegelmann${unique}`;
  await registerAndConfirm(shop, shopper, { email, password: 'Glasklar2026', firstName: 'Greta', lastName });
  const zipCode = String(20000 + ((Date.now() + count * 7919) % 70000));
  const saved = await shopper.call('doSaveAddress', {
    typeId: 1,
    firstName: 'Greta',
    lastName,
    streetName: 'Rahmenweg',
    houseNumber: '3',
    zipCode,
    city: 'Hamburg',
    countryId: 1,
    stateId: 6,
  });
  expect(saved.status).toBe(200);
  const [row] = await shop.services.db.select().from(customers).where(eq(customers.email, email));
  return { shopper, email, lastName, zipCode, id: row!.id };
}

const signedIn = (account: { email: string; password: string }) => signedInStaff(shop, account);
const sessionOf = async (shopper: Shopper) => (await shopper.call<Session>('getSession')).data!;
const exportOf = (client: Shopper, id: number) => client.browser.fetch(`/staff/export/customer-${id}.json`);

describe('who may use the customer calls', () => {
  it('a visitor and a customer get 401, staff with only `content` 403; `orders` and `admin` reach every call', async () => {
    const target = await newCustomer();
    const calls: Array<[string, object]> = [
      ['getStaffCustomers', {}],
      ['getStaffCustomer', { customerId: target.id }],
      ['doSetCustomerBlocked', { customerId: target.id, blocked: false }],
      ['doSaveCustomerNote', { customerId: target.id, note: 'Rollen-Test' }],
      ['doSetCustomerClass', { customerId: target.id, business: false }],
      ['doSendCustomerPasswordReset', { customerId: target.id }],
    ];
    const visitor = await createShopper(shop);
    const customer = (await newCustomer()).shopper;
    const editor = await signedIn(demoEditor);
    const refused = [...calls, ['doDeleteCustomer', { customerId: target.id, confirm: true }] as [string, object]];
    for (const [name, input] of refused) {
      expect((await visitor.call(name, input)).status, name).toBe(401);
      expect((await customer.call(name, input)).status, name).toBe(401);
      const answer = await editor.call(name, input);
      expect(answer.status, name).toBe(403);
      expect(answer.error?.message).toBe('Dafür fehlt Ihnen die Berechtigung.');
    }
    for (const account of [demoShipping, demoOwner]) {
      const staff = await signedIn(account);
      for (const [name, input] of calls.slice(0, 5)) expect((await staff.call(name, input)).status, name).toBe(200);
    }
    const staff = await signedIn(demoShipping);
    expect((await staff.call('doSendCustomerPasswordReset', { customerId: target.id })).status).toBe(200);
    const deleted = await staff.call('doDeleteCustomer', { customerId: (await newCustomer()).id, confirm: true });
    expect(deleted.status).toBe(200);
    expect((await exportOf(visitor, target.id)).status).toBe(401);
    expect((await exportOf(customer, target.id)).status).toBe(401);
    expect((await exportOf(editor, target.id)).status).toBe(403);
    expect((await exportOf(staff, target.id)).status).toBe(200);
  });

  it('an unknown customer is a 404 with its message; a deletion needs its confirmation', async () => {
    const staff = await signedIn(demoShipping);
    const missing = await staff.call('getStaffCustomer', { customerId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('Diesen Kunden gibt es nicht.');
    expect((await staff.call('doSetCustomerBlocked', { customerId: 999_999, blocked: true })).status).toBe(404);
    expect((await exportOf(staff, 999_999)).status).toBe(404);
    const target = await newCustomer();
    expect((await staff.call('doDeleteCustomer', { customerId: target.id, confirm: false })).status).toBe(400);
    expect((await staff.call('doDeleteCustomer', { customerId: target.id })).status).toBe(400);
  });
});

describe('the customer list', () => {
  it('finds a customer by the start of the e-mail, the last name, the number and the postal code; newest first', async () => {
    const staff = await signedIn(demoShipping);
    const older = await newCustomer();
    const target = await newCustomer();
    const find = async (search: string) =>
      (await staff.call<{ entries: StaffCustomerEntry[]; total: number }>('getStaffCustomers', { search })).data!;
    for (const search of [target.email.slice(0, 20).toUpperCase(), target.lastName.toLowerCase(), String(target.id)]) {
      const found = await find(search);
      expect(
        found.entries.map((entry) => entry.id),
        search,
      ).toContain(target.id);
    }
    expect((await find(target.zipCode)).entries.map((entry) => entry.id)).toContain(target.id);
    const byEmail = (await find(target.email)).entries;
    expect(byEmail).toEqual([
      expect.objectContaining({
        id: target.id,
        email: target.email,
        customerType: 'private',
        blocked: false,
        orderCount: 0,
      }),
    ]);
    // A search term is a start, not a pattern: "%" matches nothing but itself.
    expect((await find('%')).total).toBe(0);
    const newest = (await staff.call<{ entries: StaffCustomerEntry[] }>('getStaffCustomers', { itemsPerPage: 2 }))
      .data!;
    expect(newest.entries).toHaveLength(2);
    const ids = (await find('pflege.')).entries.map((entry) => entry.id);
    expect(ids.indexOf(target.id)).toBeLessThan(ids.indexOf(older.id));
    expect((await staff.call('getStaffCustomers', { itemsPerPage: 101 })).status).toBe(400);
  });
});

describe("a customer's page and changes", () => {
  it('blocking ends every login of the customer at once; login is refused until unblocked', async () => {
    const staff = await signedIn(demoShipping);
    const target = await newCustomer();
    const second = await createShopper(shop);
    expect((await second.call('doLogin', { email: target.email, password: 'Glasklar2026' })).status).toBe(200);
    expect((await sessionOf(target.shopper)).user?.email).toBe(target.email);
    const blocked = await staff.call<{ endedSessions: number }>('doSetCustomerBlocked', {
      customerId: target.id,
      blocked: true,
    });
    expect(blocked.status).toBe(200);
    expect(blocked.data!.endedSessions).toBe(2);
    expect(await shop.services.db.select().from(sessions).where(eq(sessions.customerId, target.id))).toEqual([]);
    for (const browser of [target.shopper, second]) expect((await sessionOf(browser)).user?.email ?? null).toBeNull();
    expect((await target.shopper.call('getPersonalData')).status).toBe(401);
    const again = await target.shopper.call('doLogin', { email: target.email, password: 'Glasklar2026' });
    expect(again.error?.key).toBe('login.userBlocked');
    const page = await staff.call<StaffCustomerPage>('getStaffCustomer', { customerId: target.id });
    expect(page.data!.customer.blocked).toBe(true);
    expect((await staff.call('doSetCustomerBlocked', { customerId: target.id, blocked: false })).status).toBe(200);
    expect((await target.shopper.call('doLogin', { email: target.email, password: 'Glasklar2026' })).status).toBe(200);
  });

  it('keeps a note of at most 2000 characters, and the class decides net prices', async () => {
    const staff = await signedIn(demoShipping);
    const target = await newCustomer();
    const saved = await staff.call('doSaveCustomerNote', { customerId: target.id, note: '  Ruft lieber an.  ' });
    expect(saved.status).toBe(200);
    const tooLong = await staff.call('doSaveCustomerNote', { customerId: target.id, note: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.key).toBe('validation');
    expect((await sessionOf(target.shopper)).user?.showNetPrices).toBe(false);
    expect((await staff.call('doSetCustomerClass', { customerId: target.id, business: true })).status).toBe(200);
    expect((await sessionOf(target.shopper)).user?.showNetPrices).toBe(true);
    const page = (await staff.call<StaffCustomerPage>('getStaffCustomer', { customerId: target.id })).data!;
    expect(page.customer).toMatchObject({
      staffNote: 'Ruft lieber an.',
      customerType: 'business',
      customerClassId: 2,
      showNetPrices: true,
    });
    expect(page.addresses[0]).toMatchObject({
      lastName: target.lastName,
      zipCode: target.zipCode,
      country: 'Deutschland',
    });
    expect(page.newsletter).toBeNull();
    expect((await staff.call('doSetCustomerClass', { customerId: target.id, business: false })).status).toBe(200);
    expect((await sessionOf(target.shopper)).user?.showNetPrices).toBe(false);
  });

  it("sends the shop's reset mail with a working link, under the mail limits; none to a blocked account", async () => {
    const staff = await signedIn(demoShipping);
    const target = await newCustomer();
    expect((await staff.call('doSendCustomerPasswordReset', { customerId: target.id })).status).toBe(200);
    const [mail] = await shop.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, target.email), eq(mailOutbox.kind, 'passwordReset')));
    const token = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('token');
    const state = await createShopper(shop).then((visitor) => visitor.call('getPasswordResetLinkState', { token }));
    expect(state.status).toBe(200);
    let refused = 0;
    for (let attempt = 0; attempt < 6 && refused === 0; attempt++) {
      const answer = await staff.call('doSendCustomerPasswordReset', { customerId: target.id });
      if (answer.status === 429) refused++;
    }
    expect(refused).toBe(1);
    await staff.call('doSetCustomerBlocked', { customerId: target.id, blocked: true });
    const blocked = await staff.call('doSendCustomerPasswordReset', { customerId: target.id });
    expect(blocked.status).toBe(409);
    expect(blocked.error?.key).toBe('staff.customers.blockedNoReset');
  });
});

describe('GDPR: export and deletion', () => {
  it('exports the customer with orders and lines; deletion keeps the orders detached and removes the rest', async () => {
    const staff = await signedIn(demoShipping);
    const { buyer, order } = await prepaymentOrderOf(shop);
    const [account] = await shop.services.db.select().from(customers).where(eq(customers.id, order.customerId!));
    const customerId = account!.id;
    const { db } = shop.services;
    await db
      .insert(newsletterSubscriptions)
      .values({ email: account!.email.toUpperCase(), lang: 'de', status: 'confirmed' });
    const [review] = await db
      .insert(reviews)
      .values({
        itemId: (await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)))[0]!.itemId!,
        customerId,
        authorName: 'Anna B.',
        title: 'Klar',
        message: 'Gut',
        rating: 5,
      })
      .returning();

    const refused = await staff.call('doDeleteCustomer', { customerId, confirm: true });
    expect(refused.status).toBe(409);
    expect(refused.error?.key).toBe('staff.customers.openOrders');
    expect(refused.error?.message).toContain(String(order.id));

    const response = await exportOf(staff, customerId);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="customer-${customerId}.json"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const exported = (await response.json()) as {
      customer: Record<string, unknown>;
      addresses: unknown[];
      orders: Array<{ id: number; billingAddress: unknown; lines: Array<{ orderItemName: string }> }>;
      reviews: Array<{ id: number }>;
      newsletter: { status: string } | null;
    };
    expect(exported.customer).toMatchObject({ id: customerId, email: account!.email });
    expect(exported.customer).not.toHaveProperty('passwordHash');
    expect(exported.addresses).toHaveLength(1);
    expect(exported.orders.map((entry) => entry.id)).toEqual([order.id]);
    expect(exported.orders[0]!.lines.length).toBeGreaterThan(0);
    expect(exported.orders[0]).not.toHaveProperty('accessKey');
    expect(exported.reviews.map((entry) => entry.id)).toEqual([review!.id]);
    expect(exported.newsletter?.status).toBe('confirmed');

    expect((await staff.call('doCancelOrder', { orderId: order.id, notifyCustomer: false })).status).toBe(200);
    const deleted = await staff.call<{ keptOrders: number[] }>('doDeleteCustomer', { customerId, confirm: true });
    expect(deleted.status).toBe(200);
    expect(deleted.data!.keptOrders).toEqual([order.id]);

    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ customerId: null, email: account!.email, billingAddress: order.billingAddress });
    expect((await db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).length).toBeGreaterThan(0);
    expect(await db.select().from(customers).where(eq(customers.id, customerId))).toEqual([]);
    expect(await db.select().from(addresses).where(eq(addresses.customerId, customerId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.customerId, customerId))).toEqual([]);
    expect(
      await db
        .select()
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = lower(${account!.email})`),
    ).toEqual([]);
    const [anonymous] = await db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(anonymous).toMatchObject({ customerId: null, authorName: '', message: 'Gut' });
    if (account!.cartId !== null) {
      const carts = await db.execute(sql`select id from carts where id = ${account!.cartId}`);
      expect(carts.rows).toEqual([]);
    }
    // The buyer's browser is a visitor now; the account is gone for the staff too.
    expect((await sessionOf(buyer)).user?.email ?? null).toBeNull();
    expect((await staff.call('getStaffCustomer', { customerId })).status).toBe(404);
  });
});
