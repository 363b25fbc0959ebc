import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provenBotCheck } from '../../tests/support/bot-check';
import { createGuest, createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { mailOutbox } from '../db/customer-schema';
import { orderItems, orders, withdrawalDeclarations } from '../db/order-schema';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ SHOP_CONTACT_EMAIL: 'service@spiegelshop.example' });
});
afterAll(() => shop.close());

const consents = { terms: true, cancellationRights: true, privacy: true };

/** A guest's paid order of 2 × one mirror and 1 × another. */
async function paidGuestOrder() {
  const email = `widerruf.${randomUUID()}@beispiel.de`;
  const guest = await createGuest(shop, { email });
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
  return { email, orderId, accessKey: placed.data!.accessKey };
}

async function declare(body: Record<string, unknown>, options: { botCheck?: unknown } = {}) {
  const visitor = await createShopper(shop);
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

describe('doDeclareWithdrawal (§ 356a BGB)', () => {
  it('records a guest’s withdrawal from the whole order without login, as a return with the reason withdrawal, and mails the receipt at once', async () => {
    const { email, orderId } = await paidGuestOrder();
    const answer = await declare({
      email: email.toUpperCase(),
      orderNumber: String(orderId),
      receivedOn: '2026-11-20',
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ orderNumber: String(orderId), scope: 'all', lines: [] });
    const [declaration] = await declarationsOf(email.toUpperCase());
    expect(declaration).toMatchObject({ orderId, scope: 'all', receivedOn: '2026-11-20' });
    expect(declaration!.returnOrderId).not.toBeNull();
    const returnLines = await shop.services.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, declaration!.returnOrderId!));
    expect(returnLines.every((line) => line.returnReasonId === 6)).toBe(true);
    expect(returnLines.reduce((sum, line) => sum + line.quantity, 0)).toBeGreaterThanOrEqual(2);

    const mails = await shop.services.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, [email.toUpperCase(), 'service@spiegelshop.example']))
      .orderBy(mailOutbox.id);
    const receipt = mails.find((mail) => mail.kind === 'withdrawalReceipt')!;
    expect(receipt.subject).toBe(`Eingangsbestätigung Ihres Widerrufs (Bestellung ${orderId})`);
    expect(receipt.text).toMatch(/Widerruf eingegangen: \d{1,2}\. \w+ 2026 um \d{2}:\d{2}:\d{2} (MEZ|MESZ|CET|CEST)/);
    expect(receipt.text).toContain('Widerrufen für:\nalle Artikel der Bestellung');
    expect(receipt.text).toContain('Erhalten am: 20. November 2026');
    const notice = mails.find((mail) => mail.kind === 'withdrawalNotice')!;
    expect(notice).toMatchObject({ to: 'service@spiegelshop.example', replyTo: email.toUpperCase() });
    expect(notice.text).toContain(`Zugeordnet: Bestellung ${orderId}, Retoure ${declaration!.returnOrderId}.`);
  });

  it('a double submission records one declaration, one return and one receipt', async () => {
    const { email, orderId } = await paidGuestOrder();
    const idempotencyKey = randomUUID();
    const botCheck = await provenBotCheck(shop.url);
    const [first, second] = await Promise.all([
      declare({ email, orderNumber: String(orderId), idempotencyKey }, { botCheck }),
      declare({ email, orderNumber: String(orderId), idempotencyKey }, { botCheck }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.data!.declarationId).toBe(second.data!.declarationId);
    expect(await declarationsOf(email)).toHaveLength(1);
    const returns = await shop.services.db
      .select()
      .from(orders)
      .where(and(eq(orders.parentOrderId, orderId), eq(orders.typeId, 3)));
    expect(returns).toHaveLength(1);
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
      ].sort(),
    );
    expect(answer.data!.lines).toEqual([]);
    const [declaration] = await declarationsOf(stranger);
    expect(declaration).toMatchObject({ orderId: null, returnOrderId: null });
    // The stranger's declaration made no return of someone else's order.
    const returns = await shop.services.db.select().from(orders).where(eq(orders.parentOrderId, orderId));
    expect(returns).toHaveLength(0);
  });

  it('with the key of the mail’s link: the form shows the lines, and withdrawing from one makes a return of just that line', async () => {
    const { email, orderId, accessKey } = await paidGuestOrder();
    // The order confirmation mail carries "Vertrag widerrufen" with the order's key.
    const confirmation = (await shop.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).find(
      (mail) => mail.kind.startsWith('orderConfirmation'),
    );
    expect(confirmation!.text).toContain(
      `Vertrag widerrufen (innerhalb von 14 Tagen nach Erhalt, ohne Anmeldung): ${shop.url}/cancellation-form?order=${orderId}&accessKey=${accessKey}`,
    );
    const visitor = await createShopper(shop);
    const wrongKey = await visitor.call('getWithdrawalOrder', { orderId, accessKey: 'x'.repeat(32) });
    expect(wrongKey.status).toBe(404);
    const noKey = await visitor.call('getWithdrawalOrder', { orderId });
    expect(noKey.status).toBe(404);
    const order = await visitor.call<{ lines: Array<{ id: number; quantity: number }>; email: string }>(
      'getWithdrawalOrder',
      { orderId, accessKey },
    );
    expect(order.status).toBe(200);
    expect(order.data!.email).toBe(email);
    const [line] = order.data!.lines;
    const answer = await declare({
      email,
      orderNumber: String(orderId),
      accessKey,
      scope: 'some',
      orderItemIds: [line!.id],
    });
    expect(answer.status).toBe(200);
    expect(answer.data!.lines).toEqual([expect.objectContaining({ id: line!.id, quantity: line!.quantity })]);
    const [declaration] = await declarationsOf(email);
    const returned = await shop.services.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, declaration!.returnOrderId!));
    expect(returned).toEqual([expect.objectContaining({ returnedItemId: line!.id, quantity: line!.quantity })]);
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
