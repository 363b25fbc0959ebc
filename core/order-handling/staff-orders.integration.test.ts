import { randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoOwner, demoShipping } from '../../seed/editors';
import { createCustomer, createShopper, findVariationWithStock } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { variations } from '../db/catalog-schema';
import { mailOutbox } from '../db/customer-schema';
import { orderDocuments, refunds } from '../db/order-handling-schema';
import { orders } from '../db/order-schema';
import { pdfText } from '../../tests/support/pdf-text';
import { legalConsents, prepaymentOrderOf, signedInStaff } from '../../tests/support/staff';
import { remindAndCancelUnpaidPrepaymentOrders } from '../orders/unpaid-prepayment-orders.server';

/**
 * The staff's order calls (issue 36) through the BFF against PostgreSQL: who may call them, and
 * the actions as a merchant uses them – with double clicks, two staff members at once and
 * refunds sent in parallel.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Staff = Awaited<ReturnType<typeof signedIn>>;
type OrderPage = {
  version: number;
  order: { statusId: number };
  paidCents: number;
  refundedCents: number;
  paymentStatusKey: string;
  history: Array<{ kind: string; actor: string; details: Record<string, unknown> }>;
  shipments: Array<{ carrier: string; hasLabel: boolean; tracking: Array<{ number: string; link: string | null }> }>;
  refunds: Array<{ amountCents: number; method: string; status: string }>;
  documents: Array<{ id: number; kind: string; numberText: string }>;
  can: Record<string, boolean>;
};
type ActionAnswer = { repeated: boolean; result: Record<string, unknown> | null; order: OrderPage };

const signedIn = (account: { email: string; password: string }) => signedInStaff(shop, account);
const prepaymentOrder = (pieces = 2) => prepaymentOrderOf(shop, pieces);

const mailsTo = (email: string, kind: string) =>
  shop.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
const stockOf = async (id: number) =>
  (await shop.services.db.select().from(variations).where(eq(variations.id, id)))[0]!.stock;
const today = () => new Date().toISOString().slice(0, 10);

async function paidOrder(staff: Staff, pieces = 2) {
  const placed = await prepaymentOrder(pieces);
  const paid = await staff.call<ActionAnswer>('doRecordPayment', {
    orderId: placed.order.id,
    amount: placed.order.totalGross,
    receivedOn: today(),
  });
  expect(paid.status).toBe(200);
  return placed;
}

describe('who may use the staff order calls', () => {
  const orderCalls = [
    'getStaffOrders',
    'getStaffOrder',
    'doRecordPayment',
    'doShipOrder',
    'doCancelOrder',
    'doRefundOrder',
    'doAddOrderNote',
    'doResendOrderMail',
    'doIssueProFormaInvoice',
    'doCorrectInvoice',
    'doRecheckVatId',
  ];

  it('a visitor and a customer get 401, an editor with only `content` 403; `orders` and `admin` reach the call', async () => {
    const { order } = await prepaymentOrder();
    const visitor = await createShopper(shop);
    const customer = await createCustomer(shop);
    const editor = await signedIn(demoEditor);
    const input = { orderId: order.id };
    for (const name of orderCalls) {
      expect((await visitor.call(name, input)).status, name).toBe(401);
      expect((await customer.call(name, input)).status, name).toBe(401);
      const refused = await editor.call(name, input);
      expect(refused.status, name).toBe(403);
      expect(refused.error?.message).toBe('Dafür fehlt Ihnen die Berechtigung.');
    }
    for (const account of [demoShipping, demoOwner]) {
      const staff = await signedIn(account);
      const page = await staff.call<OrderPage>('getStaffOrder', input);
      expect(page.status).toBe(200);
      expect(page.data!.order.statusId).toBe(3);
    }
  });

  it('the shop hears of every new order at its contact address, with the way to the staff page', async () => {
    const { order } = await prepaymentOrder();
    const [mail] = await shop.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'kontakt@spiegelshop.example'), eq(mailOutbox.kind, 'newOrder')))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toContain(`Neue Bestellung ${order.id}`);
    expect(mail?.text).toContain(`/staff/orders/${order.id}`);
  });

  it('names the payment method of an English order in German to the shop, and in the language of each page', async () => {
    const english = await createCustomer(shop, { headers: { locale: 'en' } });
    const variation = await findVariationWithStock(shop, 20);
    await english.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const placed = await english.call<{ order: { id: number } }>('doPlaceOrder', {
      idempotencyKey: randomUUID(),
      legalConsents,
    });
    expect(placed.status).toBe(200);
    const [mail] = await shop.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'newOrder'), like(mailOutbox.subject, `%Bestellung ${placed.data!.order.id} %`)));
    expect(mail?.text).toContain('(Zahlung: Vorkasse (Überweisung))');
    expect(mail?.text).not.toContain('Prepayment');
    const orderId = placed.data!.order.id;
    const listIn = async (locale: string) =>
      (await english.browser
        .fetch('/api/getOrders', {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json', 'x-csrf-token': english.browser.csrfToken ?? '', locale },
        })
        .then((response) => response.json())) as {
        data: { entries: Array<{ id: number; paymentMethodName: string }> };
      };
    const nameIn = async (locale: string) =>
      (await listIn(locale)).data.entries.find((entry) => entry.id === orderId)?.paymentMethodName;
    expect(await nameIn('en')).toBe('Prepayment (bank transfer)');
    expect(await nameIn('de')).toBe('Vorkasse (Überweisung)');
  });

  it('an order that does not exist is a 404 with its message, not an empty page', async () => {
    const staff = await signedIn(demoShipping);
    const answer = await staff.call('getStaffOrder', { orderId: 999_999 });
    expect(answer.status).toBe(404);
    expect(answer.error?.message).toBe('Diese Bestellung gibt es nicht.');
  });
});

describe('recording a bank transfer', () => {
  it('adds partial payments; paid in full releases the order, mails the customer once and ends the reminders', async () => {
    const staff = await signedIn(demoShipping);
    const { order, buyer } = await prepaymentOrder();
    const email = order.email;
    const first = await staff.call<ActionAnswer>('doRecordPayment', {
      orderId: order.id,
      amount: 1000,
      receivedOn: today(),
      reference: `Bestellung ${order.id}`,
    });
    expect(first.data!.order).toMatchObject({
      paidCents: 1000,
      paymentStatusKey: 'partlyPaid',
      order: { statusId: 3 },
    });
    expect(await mailsTo(email, 'paymentReceived')).toHaveLength(0);

    const rest = await staff.call<ActionAnswer>('doRecordPayment', {
      orderId: order.id,
      amount: order.totalGross - 1000,
      receivedOn: today(),
    });
    expect(rest.data!.order).toMatchObject({
      paidCents: order.totalGross,
      paymentStatusKey: 'fullyPaid',
      order: { statusId: 5 },
    });
    expect(rest.data!.order.history.map((entry) => entry.kind)).toEqual([
      'paymentRecorded',
      'paymentRecorded',
      'paidInFull',
    ]);
    expect(rest.data!.order.history[0]!.actor).toBe(demoShipping.email);
    const [mail] = await mailsTo(email, 'paymentReceived');
    expect(mail?.subject).toBe(`Zahlung erhalten: Ihre Bestellung ${order.id}`);

    // Twenty days later the housekeeping neither reminds nor cancels the paid order.
    await remindAndCancelUnpaidPrepaymentOrders(shop.services, new Date(Date.now() + 20 * 86_400_000));
    const [after] = await shop.services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.statusId).toBe(5);
    expect(await mailsTo(email, 'paymentReminder')).toHaveLength(0);
    // The customer's own order page shows it paid.
    const own = await buyer.call<{ order: { statusId: number } }>('getOrder', {
      orderId: order.id,
      accessKey: order.accessKey,
    });
    expect(own.data?.order.statusId).toBe(5);
  });

  it('a double click records one transfer; an old page is refused with 409 and the new state', async () => {
    const staff = await signedIn(demoShipping);
    const { order } = await prepaymentOrder();
    const input = { orderId: order.id, amount: 500, receivedOn: today(), actionKey: randomUUID(), seenVersion: 0 };
    const [one, two] = await Promise.all([
      staff.call<ActionAnswer>('doRecordPayment', input),
      staff.call<ActionAnswer>('doRecordPayment', input),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([one.data!.repeated, two.data!.repeated].sort()).toEqual([false, true]);
    expect(two.data!.order.paidCents).toBe(500);

    const stale = await staff.call('doRecordPayment', { ...input, actionKey: randomUUID(), seenVersion: 0 });
    expect(stale.status).toBe(409);
    expect(stale.error?.key).toBe('staff.orders.changedMeanwhile');
  });

  it('refuses amounts that are no money with a translated 400', async () => {
    const staff = await signedIn(demoShipping);
    const { order } = await prepaymentOrder();
    for (const amount of [0, -5, 12.5, 1e12, '100']) {
      const answer = await staff.call('doRecordPayment', { orderId: order.id, amount, receivedOn: today() });
      expect(answer.status, String(amount)).toBe(400);
    }
    const badDay = await staff.call('doRecordPayment', { orderId: order.id, amount: 100, receivedOn: '2026-02-30' });
    expect(badDay.status).toBe(400);
  });
});

describe('shipping', () => {
  it('marks a paid order shipped with its tracking link, mails the customer; an unpaid one is refused', async () => {
    const staff = await signedIn(demoShipping);
    const unpaid = await prepaymentOrder();
    const refused = await staff.call('doShipOrder', {
      orderId: unpaid.order.id,
      carrier: 'dhl',
      trackingNumbers: ['00340434161094042557'],
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe('Nur eine bezahlte Bestellung wird versendet.');

    const { order } = await paidOrder(staff);
    const shipped = await staff.call<ActionAnswer>('doShipOrder', {
      orderId: order.id,
      carrier: 'dhl',
      trackingNumbers: ['00340434161094042557'],
      notifyCustomer: true,
    });
    expect(shipped.status).toBe(200);
    expect(shipped.data!.order.order.statusId).toBe(7);
    expect(shipped.data!.order.shipments[0]!.tracking[0]!.link).toContain('piececode=00340434161094042557');
    const [mail] = await mailsTo(order.email, 'orderShipped');
    expect(mail?.text).toContain(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
    );
  });

  it('with a DHL label: the label is made through the DHL client (the built-in stand-in here) and kept', async () => {
    const staff = await signedIn(demoShipping);
    const { order } = await paidOrder(staff);
    const shipped = await staff.call<ActionAnswer>('doShipOrder', {
      orderId: order.id,
      carrier: 'dhl',
      createLabel: true,
    });
    expect(shipped.status).toBe(200);
    const [shipment] = shipped.data!.order.shipments as Array<{
      hasLabel: boolean;
      tracking: Array<{ number: string }>;
    }>;
    expect(shipment!.hasLabel).toBe(true);
    expect(shipment!.tracking[0]!.number).toMatch(/^\d{12}$/);
    const [mail] = await mailsTo(order.email, 'orderShipped');
    expect(mail?.text).toContain(shipment!.tracking[0]!.number);
    const byHand = await staff.call('doShipOrder', {
      orderId: (await paidOrder(staff)).order.id,
      carrier: 'dpd',
      createLabel: true,
    });
    expect(byHand.error?.key).toBe('staff.orders.labelOnlyDhl');
  });

  it('two staff members shipping the same order at once: one ships it, the other learns it is shipped', async () => {
    const { order } = await paidOrder(await signedIn(demoShipping));
    const [first, second] = [await signedIn(demoShipping), await signedIn(demoOwner)];
    const answers = await Promise.all(
      [first, second].map((staff) =>
        staff.call('doShipOrder', { orderId: order.id, carrier: 'dpd', trackingNumbers: ['09445440577701'] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.error?.key).toBe('staff.orders.shippedAlready');
  });
});

describe('canceling and refunding', () => {
  it('a canceled paid order gives its stock back, lists the transfer to pay back and reverses the invoice', async () => {
    const staff = await signedIn(demoShipping);
    const { order, variation } = await paidOrder(staff, 3);
    const stockBefore = await stockOf(variation.id);
    const canceled = await staff.call<ActionAnswer>('doCancelOrder', { orderId: order.id, reason: 'Kunde bat darum' });
    expect(canceled.status).toBe(200);
    expect(canceled.data!.order.order.statusId).toBe(8);
    expect(await stockOf(variation.id)).toBe(stockBefore + 3);
    expect(canceled.data!.order.refunds).toEqual([
      expect.objectContaining({ amountCents: order.totalGross, method: 'bankTransfer', status: 'toPayBack' }),
    ]);
    // Paid in full gave a receipt of payment; the cancellation reverses the invoice.
    expect(canceled.data!.order.documents.map((document) => document.kind)).toEqual(['payment-receipt', 'reversal']);
    expect((await mailsTo(order.email, 'orderCanceledRefund'))[0]?.text).toContain('erstatten wir Ihnen');
    const again = await staff.call('doCancelOrder', { orderId: order.id });
    expect(again.error?.key).toBe('staff.orders.canceledAlready');
  });

  it('two refunds sent at once never give back more than was paid; each one that passes gets a credit note', async () => {
    const staff = await signedIn(demoOwner);
    const { order } = await paidOrder(staff, 2);
    const part = Math.ceil(order.totalGross * 0.6);
    const answers = await Promise.all(
      [1, 2].map(() => staff.call('doRefundOrder', { orderId: order.id, amount: part, reason: 'Kulanz' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.error?.key).toBe('staff.orders.refundTooMuch');
    const given = await shop.services.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(given.reduce((sum, refund) => sum + refund.amountCents, 0)).toBe(part);
    const notes = await shop.services.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id));
    expect(notes.map((note) => note.kind)).toEqual(['payment-receipt', 'credit-note']);
  });

  it('refunds lines by their pieces, never more pieces than were ordered', async () => {
    const staff = await signedIn(demoShipping);
    const { order } = await paidOrder(staff, 2);
    const page = await staff.call<
      OrderPage & { order: { orderItems: Array<{ id: number; amounts: { priceOriginalGross: number } }> } }
    >('getStaffOrder', { orderId: order.id });
    const line = page.data!.order.orderItems[0]!;
    const one = await staff.call<ActionAnswer>('doRefundOrder', {
      orderId: order.id,
      lines: [{ orderLineId: line.id, quantity: 1 }],
      reason: 'Kratzer',
    });
    expect(one.status).toBe(200);
    expect(one.data!.result).toMatchObject({ refundCents: line.amounts.priceOriginalGross });
    const tooMany = await staff.call('doRefundOrder', {
      orderId: order.id,
      lines: [{ orderLineId: line.id, quantity: 2 }],
    });
    expect(tooMany.error?.key).toBe('staff.orders.lineRefundedAlready');
    const foreign = await staff.call('doRefundOrder', { orderId: order.id, lines: [{ orderLineId: 1, quantity: 1 }] });
    expect(foreign.error?.key).toBe('staff.orders.lineUnknown');
  });

  it('gives the shipping costs back once; a cancel after a refund reverses only what is left', async () => {
    const staff = await signedIn(demoOwner);
    const { order } = await paidOrder(staff, 2);
    expect((await staff.call('doRefundOrder', { orderId: order.id, amount: 300, reason: 'Kulanz' })).status).toBe(200);
    // Shipping is free in Germany: this order is given 4.90 € shipping (paid within its total).
    await shop.services.db.update(orders).set({ shippingAmount: 490 }).where(eq(orders.id, order.id));
    const shipping = await staff.call<ActionAnswer>('doRefundOrder', { orderId: order.id, includeShipping: true });
    expect(shipping.data!.result).toMatchObject({ refundCents: 490 });
    const twice = await staff.call('doRefundOrder', { orderId: order.id, includeShipping: true });
    expect(twice.error?.key).toBe('staff.orders.shippingRefundedAlready');
    await staff.call('doCancelOrder', { orderId: order.id, reason: 'Kunde storniert' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const csv = await (await staff.browser.fetch(`/staff/export/documents.csv?from=${day}&to=${day}`)).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
    const ofOrder = rows.filter((row) => row[3] === String(order.id));
    expect(ofOrder.map((row) => row[0]).sort()).toEqual(['Gutschrift', 'Gutschrift', 'Rechnung', 'Stornorechnung']);
    // Invoice, credit note and reversal together: the canceled order was no revenue.
    expect(ofOrder.reduce((sum, row) => sum + cents(row[header!.indexOf('Brutto gesamt')]!), 0)).toBe(0);
    expect(ofOrder.reduce((sum, row) => sum + cents(row[header!.indexOf('Netto gesamt')]!), 0)).toBe(0);
  });

  it('documents of a kind are numbered without gaps, even when actions run at once', async () => {
    const staff = await signedIn(demoOwner);
    const placed = await Promise.all([1, 2, 3, 4].map(() => paidOrder(staff, 1)));
    await Promise.all(
      placed.map(({ order }) => staff.call('doRefundOrder', { orderId: order.id, amount: 100, reason: 'Kulanz' })),
    );
    const numbers = (await shop.services.db.select().from(orderDocuments).where(eq(orderDocuments.kind, 'credit-note')))
      .map((document) => document.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});

describe('documents and labels', () => {
  it('a credit note is the customer’s to download, and staff’s with the label; nobody else’s', async () => {
    const staff = await signedIn(demoShipping);
    const { order, buyer } = await paidOrder(staff, 2);
    const refunded = await staff.call<ActionAnswer>('doRefundOrder', {
      orderId: order.id,
      amount: 500,
      reason: 'Kulanz',
    });
    const creditNote = refunded.data!.order.documents.find((document) => document.kind === 'credit-note');
    expect(creditNote).toMatchObject({ kind: 'credit-note', numberText: expect.stringMatching(/^GS-\d+$/) });
    const shipped = await staff.call<ActionAnswer>('doShipOrder', {
      orderId: order.id,
      carrier: 'dhl',
      createLabel: true,
    });
    const shipmentId = (shipped.data!.order.shipments[0] as unknown as { id: number }).id;

    // The customer's order page lists the credit note and the parcel; the PDF reads as a credit note.
    const own = await buyer.call<{
      issuedDocuments: Array<{ id: number; kind: string }>;
      shipments: Array<{ tracking: Array<{ link: string }> }>;
    }>('getOrder', { orderId: order.id, accessKey: order.accessKey });
    expect(own.data!.issuedDocuments.map((document) => document.kind)).toEqual([
      'payment-receipt',
      'credit-note',
      'delivery-note',
    ]);
    expect(own.data!.shipments[0]!.tracking[0]!.link).toContain('dhl.de');
    const customerPdf = await buyer.browser.fetch(
      `/order-documents/${order.id}/document-${creditNote!.id}.pdf?lang=de`,
    );
    expect(customerPdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await customerPdf.arrayBuffer()));
    expect(text).toContain('Gutschrift');
    expect(text).toContain(creditNote!.numberText);
    // Another customer's document number on this order is not found.
    expect((await buyer.browser.fetch(`/order-documents/${order.id}/document-999999.pdf`)).status).toBe(404);

    const files = `/staff/files/orders/${order.id}`;
    const staffPdf = await staff.browser.fetch(`${files}/document-${creditNote!.id}.pdf`);
    expect(staffPdf.status).toBe(200);
    const label = await staff.browser.fetch(`${files}/label-${shipmentId}.pdf`);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await label.arrayBuffer()))).toContain('MUSTER');
    expect((await staff.browser.fetch(`${files}/invoice.pdf`)).status).toBe(200);

    const editor = await signedIn(demoEditor);
    expect((await editor.browser.fetch(`${files}/label-${shipmentId}.pdf`)).status).toBe(403);
    expect((await buyer.browser.fetch(`${files}/label-${shipmentId}.pdf`)).status).toBe(401);
    expect((await (await createShopper(shop)).browser.fetch(`${files}/invoice.pdf`)).status).toBe(401);
  });
});

describe('the accounting export', () => {
  it('lists the invoices, credit notes and reversals of the days asked for, with VAT per rate, for staff with orders only', async () => {
    const staff = await signedIn(demoOwner);
    const { order } = await paidOrder(staff, 1);
    await staff.call('doRefundOrder', { orderId: order.id, amount: 100, reason: 'Kulanz' });
    const canceled = (await prepaymentOrder(1)).order;
    await staff.call('doCancelOrder', { orderId: canceled.id, reason: 'Test' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const response = await staff.browser.fetch(`/staff/export/documents.csv?from=${day}&to=${day}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csv = (await response.text()).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(header!.slice(0, 7)).toEqual([
      'Belegart',
      'Belegnummer',
      'Belegdatum',
      'Bestellnummer',
      'Kunde',
      'Land',
      'USt-IdNr.',
    ]);
    expect(header).toContain('Brutto 19 %');
    const gross = (row: string[]) => row[header!.indexOf('Brutto gesamt')];
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    const invoice = rows.find((row) => row[1] === `R-${order.id}`)!;
    expect(invoice[0]).toBe('Rechnung');
    expect(invoice[5]).toBe('DE');
    expect(gross(invoice)).toBe(euros(order.totalGross));
    const creditNote = rows.find((row) => row[0] === 'Gutschrift' && row[3] === String(order.id))!;
    expect(gross(creditNote)).toBe('-1,00');
    const reversal = rows.find((row) => row[0] === 'Stornorechnung' && row[3] === String(canceled.id))!;
    expect(gross(reversal)).toBe(`-${euros(canceled.totalGross)}`);

    expect((await staff.browser.fetch('/staff/export/documents.csv?from=2026-01-01&to=2027-06-01')).status).toBe(400);
    expect((await staff.browser.fetch('/staff/export/documents.csv?from=2026-02-30&to=2026-03-01')).status).toBe(400);
    expect((await staff.browser.fetch('/staff/export/documents.csv?from=0000-01-01&to=0000-01-02')).status).toBe(400);
    expect((await staff.call('getStaffOrders', { from: '0000-01-01' })).status).toBe(400);
    expect(
      (await (await signedIn(demoEditor)).browser.fetch(`/staff/export/documents.csv?from=${day}&to=${day}`)).status,
    ).toBe(403);
    expect(
      (await (await createCustomer(shop)).browser.fetch(`/staff/export/documents.csv?from=${day}&to=${day}`)).status,
    ).toBe(401);
  });
});

describe('notes, the mail again and the list', () => {
  it('a note stays in the history; the order mail goes out again', async () => {
    const staff = await signedIn(demoShipping);
    const { order } = await prepaymentOrder();
    const noted = await staff.call<ActionAnswer>('doAddOrderNote', {
      orderId: order.id,
      text: 'Kunde ruft wegen Geschenkpapier an',
    });
    expect(noted.data!.order.history).toEqual([
      expect.objectContaining({
        kind: 'note',
        actor: demoShipping.email,
        details: { text: 'Kunde ruft wegen Geschenkpapier an' },
      }),
    ]);
    const before = (await mailsTo(order.email, 'orderConfirmationPrepayment')).length;
    await staff.call('doResendOrderMail', { orderId: order.id });
    expect(await mailsTo(order.email, 'orderConfirmationPrepayment')).toHaveLength(before + 1);
    expect((await staff.call('doAddOrderNote', { orderId: order.id, text: '   ' })).status).toBe(400);
  });

  it('finds orders by number, e-mail, last name and postal code, and filters those to ship', async () => {
    const staff = await signedIn(demoShipping);
    const { order } = await paidOrder(staff);
    const find = async (query: Record<string, unknown>) =>
      (await staff.call<{ entries: Array<{ orderId: number }>; total: number }>('getStaffOrders', query)).data!;
    expect((await find({ search: String(order.id) })).entries.map((entry) => entry.orderId)).toContain(order.id);
    expect((await find({ search: order.email.toUpperCase() })).entries.map((entry) => entry.orderId)).toEqual([
      order.id,
    ]);
    expect(
      (await find({ search: order.billingAddress.lastName.slice(0, 4) })).entries.map((entry) => entry.orderId),
    ).toContain(order.id);
    expect((await find({ search: order.billingAddress.zipCode })).entries.map((entry) => entry.orderId)).toContain(
      order.id,
    );
    const toShip = await find({ status: 'toShip', itemsPerPage: 100 });
    expect(toShip.entries.map((entry) => entry.orderId)).toContain(order.id);
    const waiting = await find({ status: 'waitingForPayment', itemsPerPage: 100 });
    expect(waiting.entries.map((entry) => entry.orderId)).not.toContain(order.id);
    expect((await find({ search: '%' })).total).toBe(0);
    expect((await staff.call('getStaffOrders', { itemsPerPage: 1000 })).status).toBe(400);
  });
});
