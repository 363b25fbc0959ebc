import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provenBotCheck } from '../../tests/support/bot-check';
import { createCustomer, createGuest, createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { mailOutbox } from '../db/customer-schema';
import { orderItems, orders, withdrawalDeclarations } from '../db/order-schema';

let shop: TestShop;
beforeAll(async () => {
  // Behind a proxy: each visitor comes from an address of their own (X-Forwarded-For), so the
  // per-address limits of declarations and soft logins count each test's visitors alone.
  shop = await startTestShop({ SHOP_CONTACT_EMAIL: 'service@spiegelshop.example', TRUST_PROXY: 'true' });
});
afterAll(() => shop.close());

const consents = { terms: true, cancellationRights: true, privacy: true };
let addressCount = 0;
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addressCount}` });
/** A visitor with a session of their own, from an address of their own. */
const newVisitor = () => createShopper(shop, { headers: ownAddress() });
type Visitor = Awaited<ReturnType<typeof newVisitor>>;

/** A guest's paid order of 2 × one mirror and 1 × another (the guest's session placed it). */
async function paidGuestOrder() {
  const email = `widerruf.${randomUUID()}@beispiel.de`;
  const guest = await createGuest(shop, { email, headers: ownAddress() });
  const first = await findSimpleVariation(shop, { minimumStock: 10 });
  const second = await findSimpleVariation(shop, { minimumStock: 10, where: undefined });
  await guest.call('doAddCartItem', { productId: first.id, quantity: 2 });
  if (second.itemId !== first.itemId) await guest.call('doAddCartItem', { productId: second.id, quantity: 1 });
  const placed = await guest.call<{ order: { id: number }; accessKey: string }>('doPlaceOrder', {
    idempotencyKey: randomUUID(),
    legalConsents: consents,
  });
  expect(placed.status).toBe(200);
  const orderId = placed.data!.order.id;
  await shop.services.db.update(orders).set({ statusId: 5 }).where(eq(orders.id, orderId));
  return { guest, email, orderId, accessKey: placed.data!.accessKey };
}

/** A declaration, by a new visitor unless `by` names one. */
async function declare(body: Record<string, unknown>, options: { botCheck?: unknown; by?: Visitor } = {}) {
  const visitor = options.by ?? (await newVisitor());
  return visitor.call<Record<string, unknown>>('doDeclareWithdrawal', {
    name: 'Gero Gastmann',
    scope: 'all',
    idempotencyKey: randomUUID(),
    botCheck: 'botCheck' in options ? options.botCheck : await provenBotCheck(shop.url),
    ...body,
  });
}

const declarationsOf = (email: string) =>
  shop.services.db.select().from(withdrawalDeclarations).where(eq(withdrawalDeclarations.email, email));

const returnsOf = (orderId: number) =>
  shop.services.db
    .select()
    .from(orders)
    .where(and(eq(orders.parentOrderId, orderId), eq(orders.typeId, 3)));

const mailsTo = (...addresses: string[]) =>
  shop.services.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses)).orderBy(mailOutbox.id);

/** The order's personal data as the withdrawal call could show it: none of it may reach a stranger. */
const personal = (email: string) => [email, 'Gastmann', 'Gero', 'Hafenstraße', '20095', 'Hamburg'];

describe('doDeclareWithdrawal (§ 356a BGB)', () => {
  it('records the withdrawal of the guest who placed the order (no login), as a return with the reason withdrawal, and mails the receipt at once', async () => {
    const { guest, email, orderId } = await paidGuestOrder();
    const answer = await declare(
      { email: email.toUpperCase(), orderNumber: String(orderId), receivedOn: '2026-11-20' },
      { by: guest },
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ orderNumber: String(orderId), scope: 'all', checkedByShop: false });
    const [declaration] = await declarationsOf(email.toUpperCase());
    expect(declaration).toMatchObject({ orderId, scope: 'all', receivedOn: '2026-11-20' });
    expect(declaration!.returnOrderId).not.toBeNull();
    const returnLines = await shop.services.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, declaration!.returnOrderId!));
    expect(returnLines.every((line) => line.returnReasonId === 6)).toBe(true);
    expect(returnLines.reduce((sum, line) => sum + line.quantity, 0)).toBeGreaterThanOrEqual(2);

    const mails = await mailsTo(email.toUpperCase(), 'service@spiegelshop.example');
    const receipt = mails.find((mail) => mail.kind === 'withdrawalReceipt')!;
    expect(receipt.subject).toBe(`Eingangsbestätigung Ihres Widerrufs (Bestellung ${orderId})`);
    expect(receipt.text).toMatch(/Widerruf eingegangen: \d{1,2}\. \w+ 2026 um \d{2}:\d{2}:\d{2} (MEZ|MESZ|CET|CEST)/);
    expect(receipt.text).toContain('Widerrufen für:\nalle Artikel der Bestellung');
    expect(receipt.text).toContain('Erhalten am: 20. November 2026');
    expect(receipt.text).not.toContain('Wir prüfen Ihren Widerruf');
    const notice = mails.find((mail) => mail.kind === 'withdrawalNotice' && mail.replyTo === email.toUpperCase())!;
    expect(notice).toMatchObject({ to: 'service@spiegelshop.example', replyTo: email.toUpperCase() });
    expect(notice.text).toContain(`Zugeordnet: Bestellung ${orderId}, Retoure ${declaration!.returnOrderId}.`);
  });

  it('a stranger who knows the order number and its e-mail address files no return: the declaration is recorded for the shop to check and confirm', async () => {
    const { email, orderId } = await paidGuestOrder();
    const answer = await declare({ email, orderNumber: String(orderId) });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ orderNumber: String(orderId), lines: [], checkedByShop: true });
    const [declaration] = await declarationsOf(email);
    expect(declaration).toMatchObject({ orderId, returnOrderId: null, orderItemIds: [] });
    expect(await returnsOf(orderId)).toHaveLength(0);
    const mails = await mailsTo(email, 'service@spiegelshop.example');
    const receipt = mails.find((mail) => mail.kind === 'withdrawalReceipt')!;
    expect(receipt.text).toContain(
      'Wir prüfen Ihren Widerruf nun anhand Ihrer Bestellung und bestätigen ihn Ihnen anschließend per E-Mail.',
    );
    const notice = mails.find((mail) => mail.kind === 'withdrawalNotice' && mail.replyTo === email)!;
    expect(notice.text).toContain(`Bestellnummer und E-Mail-Adresse passen zu Bestellung ${orderId}`);
    expect(notice.text).toContain('Es wurde keine Retoure angelegt');
  });

  it('the key of the mail’s link alone shows nothing of the order and files no return, with any e-mail address', async () => {
    const { email, orderId, accessKey } = await paidGuestOrder();
    const stranger = await newVisitor();
    const shown = await stranger.call('getWithdrawalOrder', { orderId, accessKey });
    expect(shown).toMatchObject({ status: 403, error: { key: 'order.additionalAuthenticationRequired' } });
    for (const data of personal(email)) expect(JSON.stringify(shown)).not.toContain(data);

    const ownMail = `fremd.${randomUUID()}@beispiel.de`;
    const answer = await declare(
      { name: 'Fritz Fremd', email: ownMail, orderNumber: String(orderId), accessKey },
      { by: stranger },
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ lines: [], checkedByShop: true });
    for (const data of personal(email)) expect(JSON.stringify(answer)).not.toContain(data);
    expect(await declarationsOf(ownMail)).toEqual([expect.objectContaining({ orderId: null, returnOrderId: null })]);
    // With the order's own address too: recorded for the shop, no return.
    const withOrderMail = await declare(
      { name: 'Fritz Fremd', email, orderNumber: String(orderId), accessKey },
      { by: stranger },
    );
    expect(withOrderMail.data).toMatchObject({ lines: [], checkedByShop: true });
    expect(await declarationsOf(email)).toEqual([expect.objectContaining({ orderId, returnOrderId: null })]);
    expect(await returnsOf(orderId)).toHaveLength(0);
  });

  it('a double submission records one declaration, one return and one receipt', async () => {
    const { guest, email, orderId } = await paidGuestOrder();
    const idempotencyKey = randomUUID();
    const botCheck = await provenBotCheck(shop.url);
    const [first, second] = await Promise.all([
      declare({ email, orderNumber: String(orderId), idempotencyKey }, { botCheck, by: guest }),
      declare({ email, orderNumber: String(orderId), idempotencyKey }, { botCheck, by: guest }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.data!.declarationId).toBe(second.data!.declarationId);
    expect(await declarationsOf(email)).toHaveLength(1);
    expect(await returnsOf(orderId)).toHaveLength(1);
    const receipts = await shop.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'withdrawalReceipt')));
    expect(receipts).toHaveLength(1);
  });

  it('a made-up key with the right number and e-mail shows none of the order’s items', async () => {
    const { email, orderId } = await paidGuestOrder();
    const answer = await declare({ email, orderNumber: String(orderId), accessKey: 'x'.repeat(32) });
    expect(answer.status).toBe(200);
    expect(answer.data!.lines).toEqual([]);
  });

  it('records a declaration whose order number and e-mail do not fit, answering exactly as for one that fits', async () => {
    const { orderId } = await paidGuestOrder();
    const stranger = `fremd.${randomUUID()}@beispiel.de`;
    const answer = await declare({ email: stranger, orderNumber: String(orderId) });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.data!).sort()).toEqual(
      [
        'declarationId',
        'declaredAt',
        'declaredAtText',
        'name',
        'email',
        'address',
        'orderNumber',
        'orderedOn',
        'receivedOn',
        'scope',
        'itemsDescription',
        'lines',
        'checkedByShop',
      ].sort(),
    );
    expect(answer.data).toMatchObject({ lines: [], checkedByShop: true });
    const [declaration] = await declarationsOf(stranger);
    expect(declaration).toMatchObject({ orderId: null, returnOrderId: null });
    // The stranger's declaration made no return of someone else's order.
    const returns = await shop.services.db.select().from(orders).where(eq(orders.parentOrderId, orderId));
    expect(returns).toHaveLength(0);
  });

  it('with the key of the mail’s link and the soft login: the form shows the lines, and withdrawing from one makes a return of just that line', async () => {
    const { email, orderId, accessKey } = await paidGuestOrder();
    // The order confirmation mail carries "Vertrag widerrufen" with the order's key.
    const confirmation = (await shop.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).find(
      (mail) => mail.kind.startsWith('orderConfirmation'),
    );
    expect(confirmation!.text).toContain(
      `Vertrag widerrufen (innerhalb von 14 Tagen nach Erhalt, ohne Anmeldung): ${shop.url}/cancellation-form?order=${orderId}&accessKey=${accessKey}`,
    );
    const visitor = await newVisitor();
    const wrongKey = await visitor.call('getWithdrawalOrder', {
      orderId,
      accessKey: 'x'.repeat(32),
      postcode: '20095',
    });
    expect(wrongKey.status).toBe(404);
    const noKey = await visitor.call('getWithdrawalOrder', { orderId });
    expect(noKey.status).toBe(404);
    const wrongProof = await visitor.call('getWithdrawalOrder', { orderId, accessKey, postcode: '10115' });
    expect(wrongProof).toMatchObject({ status: 403, error: { key: 'order.additionalAuthenticationRequired' } });
    const proven = await visitor.call<{ lines: Array<{ id: number; quantity: number }>; email: string }>(
      'getWithdrawalOrder',
      { orderId, accessKey, postcode: '20 095' },
    );
    expect(proven.status).toBe(200);
    expect(proven.data!.email).toBe(email);
    // Proven once, the session sees it again without the proof (the page's next load).
    const order = await visitor.call<{ lines: Array<{ id: number; quantity: number }> }>('getWithdrawalOrder', {
      orderId,
      accessKey,
    });
    expect(order.status).toBe(200);
    const [line] = order.data!.lines;
    const answer = await declare(
      { email, orderNumber: String(orderId), accessKey, scope: 'some', orderItemIds: [line!.id] },
      { by: visitor },
    );
    expect(answer.status).toBe(200);
    expect(answer.data!.checkedByShop).toBe(false);
    expect(answer.data!.lines).toEqual([expect.objectContaining({ id: line!.id, quantity: line!.quantity })]);
    const [declaration] = await declarationsOf(email);
    const returned = await shop.services.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, declaration!.returnOrderId!));
    expect(returned).toEqual([expect.objectContaining({ returnedItemId: line!.id, quantity: line!.quantity })]);
  });

  it('the customer logged in sees their own order without a key and files the return; another customer sees nothing, even with the key', async () => {
    const customer = await createCustomer(shop);
    const variation = await findSimpleVariation(shop, { minimumStock: 10 });
    await customer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const placed = await customer.call<{ order: { id: number }; accessKey: string }>('doPlaceOrder', {
      idempotencyKey: randomUUID(),
      legalConsents: consents,
    });
    const orderId = placed.data!.order.id;
    await shop.services.db.update(orders).set({ statusId: 7 }).where(eq(orders.id, orderId));

    // The account's order page links to the form with the order number only.
    const own = await customer.call<{ email: string; lines: unknown[] }>('getWithdrawalOrder', { orderId });
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ email: customer.email, name: 'Anna Berger' });
    const other = await createCustomer(shop);
    const withKey = await other.call('getWithdrawalOrder', { orderId, accessKey: placed.data!.accessKey });
    expect(withKey.status).toBe(403);
    expect(JSON.stringify(withKey)).not.toContain(customer.email);
    expect((await other.call('getWithdrawalOrder', { orderId })).status).toBe(404);

    const answer = await declare(
      { name: 'Anna Berger', email: customer.email, orderNumber: String(orderId) },
      { by: customer },
    );
    expect(answer.data).toMatchObject({ checkedByShop: false, lines: [expect.objectContaining({ quantity: 1 })] });
    expect(await returnsOf(orderId)).toHaveLength(1);
  });

  it('refuses a form without name, order number or named items at the fields, and without the bot check', async () => {
    const refused = await declare({ name: '', email: 'x@beispiel.de', orderNumber: 'A1', scope: 'some' });
    expect(refused.status).toBe(400);
    const fields = (refused.error as unknown as { cause: Array<{ field: string; message: string }> }).cause.map(
      (cause) => `${cause.field}: ${cause.message}`,
    );
    expect(fields).toEqual([
      'name: withdrawal.nameRequired',
      'orderNumber: withdrawal.orderNumberRequired',
      'itemsDescription: withdrawal.itemsRequired',
    ]);
    const noBot = await declare({ email: 'bot@beispiel.de', orderNumber: '1' }, { botCheck: undefined });
    expect(noBot.status).toBe(400);
    expect(await declarationsOf('bot@beispiel.de')).toHaveLength(0);
  });

  it('an order number beyond any order is recorded for staff, not an error', async () => {
    const email = `gross.${randomUUID()}@beispiel.de`;
    const answer = await declare({ email, orderNumber: '999999999999', accessKey: 'k'.repeat(40) });
    expect(answer.status).toBe(200);
    expect(await declarationsOf(email)).toEqual([
      expect.objectContaining({ orderId: null, orderNumber: '999999999999' }),
    ]);
  });

  it("someone else's idempotency key shows nothing of their declaration", async () => {
    const idempotencyKey = randomUUID();
    expect((await declare({ email: 'erste@beispiel.de', orderNumber: '99999', idempotencyKey })).status).toBe(200);
    const other = await declare({ email: 'zweite@beispiel.de', orderNumber: '99999', idempotencyKey });
    expect(other.status).toBe(409);
    expect(JSON.stringify(other)).not.toContain('erste@beispiel.de');
  });

  it('takes at most 10 declarations an hour for one e-mail address', async () => {
    const email = `viele.${randomUUID()}@beispiel.de`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await declare({ email, orderNumber: String(50_000 + attempt) })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(await declarationsOf(email)).toHaveLength(10);
  });
});
