import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoOwner, demoShipping } from '../../seed/editors';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { newsletterSubscriptions } from '../db/schema';
import type { NewsletterSignUp } from './newsletter-form';
import type { StaffNewsletterEntry } from './staff-newsletter.server';
import { confirmNewsletterSignUp, storeNewsletterSignUp } from './subscriptions.server';

/**
 * The staff's newsletter list (issue 37) through the BFF against PostgreSQL: who may see it, the
 * dates that prove the double opt-in, taking a subscriber off the list (the proof stays) or
 * deleting one, and the CSV of the confirmed subscribers for a mailing tool.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type List = { total: number; entries: StaffNewsletterEntry[] };

async function subscriber(values: Partial<typeof newsletterSubscriptions.$inferInsert> = {}) {
  const email = `abo-${randomUUID().slice(0, 8)}@example.com`;
  await shop.services.db.insert(newsletterSubscriptions).values({
    email,
    firstName: 'Anna',
    lastName: 'Abo',
    lang: 'de',
    status: 'confirmed',
    createdAt: new Date('2026-03-01T09:00:00Z'),
    confirmedAt: new Date('2026-03-01T09:05:00Z'),
    ...values,
  });
  return email;
}
const rowOf = async (email: string) =>
  (await shop.services.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

describe('who may use the newsletter calls', () => {
  it('a visitor and a customer get 401, staff with only orders 403; content and the owner reach them', async () => {
    const email = await subscriber();
    const calls: Array<[string, object]> = [
      ['getStaffNewsletter', {}],
      ['doUnsubscribeNewsletterSubscriber', { email }],
      ['doDeleteNewsletterSubscriber', { email }],
    ];
    const visitor = await createShopper(shop);
    const customer = await createCustomer(shop);
    const shipping = await signedInStaff(shop, demoShipping);
    for (const [name, input] of calls) {
      expect((await visitor.call(name, input)).status, name).toBe(401);
      expect((await customer.call(name, input)).status, name).toBe(401);
      expect((await shipping.call(name, input)).status, name).toBe(403);
    }
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed' });
    for (const account of [demoEditor, demoOwner]) {
      const staff = await signedInStaff(shop, account);
      expect((await staff.call('getStaffNewsletter', {})).status).toBe(200);
    }
    const editor = await signedInStaff(shop, demoEditor);
    expect((await editor.call('doUnsubscribeNewsletterSubscriber', { email })).status).toBe(200);
    expect((await (await signedInStaff(shop, demoOwner)).call('doDeleteNewsletterSubscriber', { email })).status).toBe(
      200,
    );

    for (const client of [visitor, customer]) {
      expect((await client.browser.fetch('/staff/export/newsletter.csv')).status).toBe(401);
    }
    expect((await shipping.browser.fetch('/staff/export/newsletter.csv')).status).toBe(403);
    expect((await editor.browser.fetch('/staff/export/newsletter.csv')).status).toBe(200);
  });
});

describe('the list', () => {
  it('shows state and the dates of opt-in, confirmation and leaving; searches and filters', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const pending = await subscriber({ status: 'pending', confirmedAt: null, lastName: 'Wartend' });
    const confirmed = await subscriber();
    const find = async (input: object) => (await owner.call<List>('getStaffNewsletter', input)).data!;
    const [entry] = (await find({ search: confirmed })).entries;
    expect(entry).toEqual({
      email: confirmed,
      firstName: 'Anna',
      lastName: 'Abo',
      language: 'de',
      state: 'confirmed',
      signedUpAt: '2026-03-01T09:00:00.000Z',
      confirmedAt: '2026-03-01T09:05:00.000Z',
      unsubscribedAt: null,
    });
    expect((await find({ search: 'anna wartend' })).entries.map((row) => row.email)).toContain(pending);
    const onlyPending = await find({ status: 'pending', itemsPerPage: 100 });
    expect(onlyPending.entries.every((row) => row.state === 'pending')).toBe(true);
    expect(onlyPending.entries.map((row) => row.email)).toContain(pending);
    expect((await find({ search: '%' })).entries).toEqual([]);
    expect((await find({ itemsPerPage: 1 })).entries).toHaveLength(1);
    expect((await owner.call('getStaffNewsletter', { status: 'gone' })).status).toBe(400);
    expect((await owner.call('getStaffNewsletter', { page: 0 })).status).toBe(400);
  });
});

describe('leaving and deleting', () => {
  it('unsubscribing keeps the row with its proof and the first date; deleting removes it; unknown is a 404', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const email = await subscriber();
    const left = await owner.call<{ unsubscribedAt: string }>('doUnsubscribeNewsletterSubscriber', {
      email: email.toUpperCase(),
    });
    expect(left.status).toBe(200);
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'unsubscribed', confirmedAt: new Date('2026-03-01T09:05:00Z') });
    expect(row!.unsubscribedAt?.toISOString()).toBe(left.data!.unsubscribedAt);
    await owner.call('doUnsubscribeNewsletterSubscriber', { email });
    expect((await rowOf(email))!.unsubscribedAt?.toISOString()).toBe(left.data!.unsubscribedAt);

    expect((await owner.call('doDeleteNewsletterSubscriber', { email })).status).toBe(200);
    expect(await rowOf(email)).toBeUndefined();
    const again = await owner.call('doDeleteNewsletterSubscriber', { email });
    expect(again.status).toBe(404);
    expect(again.error?.key).toBe('staff.newsletter.notFound');
    expect((await owner.call('doUnsubscribeNewsletterSubscriber', { email })).status).toBe(404);
    expect((await owner.call('doDeleteNewsletterSubscriber', { email: '' })).status).toBe(400);
  });
});

describe('signing up again after leaving', () => {
  it('is a new opt-in: its link puts the address back on the list with the new date', async () => {
    const email = await subscriber({ status: 'unsubscribed', unsubscribedAt: new Date('2026-04-01T00:00:00Z') });
    const { confirmationToken } = await storeNewsletterSignUp(
      shop.services.db,
      { email, firstName: 'Anna', lastName: 'Abo' } as NewsletterSignUp,
      'en',
    );
    expect(await confirmNewsletterSignUp(shop.services.db, confirmationToken)).toBe(true);
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'confirmed', unsubscribedAt: null, lang: 'en' });
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.parse('2026-04-01T00:00:00Z'));
  });
});

describe('GET /staff/export/newsletter.csv', () => {
  it('lists the confirmed subscribers only, with BOM, ; and the dates; headers by language; no formulas', async () => {
    const editor = await signedInStaff(shop, demoEditor);
    const confirmed = await subscriber({ firstName: '=HYPERLINK("http://evil";"x")', lastName: 'Łódź; Süd' });
    const pending = await subscriber({ status: 'pending', confirmedAt: null });
    const left = await subscriber({ status: 'unsubscribed', unsubscribedAt: new Date() });
    const response = await editor.browser.fetch('/staff/export/newsletter.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('E-Mail;Vorname;Nachname;Sprache;Angemeldet am (Opt-in);Bestätigt am (Double-Opt-in)');
    expect(lines).toContain(
      `${confirmed};"'=HYPERLINK(""http://evil"";""x"")";"Łódź; Süd";de;2026-03-01T09:00:00.000Z;2026-03-01T09:05:00.000Z`,
    );
    expect(csv).not.toContain(pending);
    expect(csv).not.toContain(left);

    const english = await (await editor.browser.fetch('/staff/export/newsletter.csv?lang=en')).text();
    expect(english.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'E-mail;First name;Last name;Language;Signed up (opt-in);Confirmed (double opt-in)',
    );
  });
});
