import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoOwner, demoShipping } from '../../seed/editors';
import { camtStatement, type StatementLine } from '../../tests/support/camt-statement';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { prepaymentOrderOf, signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { mailOutbox } from '../db/customer-schema';
import { bankTransfers } from '../db/order-handling-schema';
import { orders } from '../db/order-schema';

/**
 * Importing a CAMT.053 bank statement in the back office (issue 36) through the BFF against
 * PostgreSQL: transfers naming an order are recorded on it, the rest listed and assigned by hand,
 * and the same file imported twice – one after the other or at once – records nothing twice.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Import = {
  recorded: Array<{ orderId: number; amountCents: number; paidInFull: boolean }>;
  unassigned: Array<{ id: number; amountCents: number; reference: string; payerName: string; reason: string }>;
  alreadyImported: number;
  ignored: number;
};
type Unassigned = {
  total: number;
  pages: number;
  transfers: Array<{ id: number; amountCents: number; reason: string; reference: string }>;
};

const signedIn = (account: { email: string; password: string }) => signedInStaff(shop, account);

const prepaymentOrder = async () => (await prepaymentOrderOf(shop, 1)).order;

const orderRow = async (id: number) => (await shop.services.db.select().from(orders).where(eq(orders.id, id)))[0];
const mailsTo = (email: string, kind: string) =>
  shop.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
const transfersOf = (orderId: number) =>
  shop.services.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, orderId));
const ref = () => `T${randomUUID().replace(/-/g, '').slice(0, 20)}`;

describe('who may import bank statements', () => {
  it('a visitor and a customer get 401, an editor with only `content` 403; `orders` and `admin` may', async () => {
    const visitor = await createShopper(shop);
    const customer = await createCustomer(shop);
    const editor = await signedIn(demoEditor);
    const inputs: Record<string, object> = {
      doImportBankStatement: { statement: camtStatement([]) },
      getUnassignedBankTransfers: {},
      doAssignBankTransfer: { transferId: 1, orderId: 1 },
    };
    for (const [name, input] of Object.entries(inputs)) {
      expect((await visitor.call(name, input)).status, name).toBe(401);
      expect((await customer.call(name, input)).status, name).toBe(401);
      expect((await editor.call(name, input)).status, name).toBe(403);
    }
    for (const account of [demoShipping, demoOwner]) {
      const staff = await signedIn(account);
      expect((await staff.call('getUnassignedBankTransfers', {})).status).toBe(200);
    }
  });
});

describe('importing a statement', () => {
  it('records a transfer naming an order, releases it and mails the customer; the same file again records nothing', async () => {
    const staff = await signedIn(demoShipping);
    const full = await prepaymentOrder();
    const part = await prepaymentOrder();
    const lines: StatementLine[] = [
      {
        ref: ref(),
        amountCents: full.totalGross,
        remittance: `Bestellung ${full.id} Spiegel`,
        payerName: 'Erika Muster',
      },
      { ref: ref(), amountCents: 1000, remittance: `SVWZ+Best.-Nr. ${part.id} Teilzahlung` },
      { ref: ref(), amountCents: 4990, remittance: 'Danke für alles', payerName: 'Max Ohnenummer' },
      { ref: ref(), amountCents: 1200, remittance: `Bestellung ${full.id}`, debit: true },
    ];
    const statement = camtStatement(lines);
    const first = await staff.call<Import>('doImportBankStatement', { statement });
    expect(first.status).toBe(200);
    expect(first.data!.recorded).toEqual([
      { orderId: full.id, amountCents: full.totalGross, paidInFull: true },
      { orderId: part.id, amountCents: 1000, paidInFull: false },
    ]);
    expect(first.data!.unassigned).toMatchObject([
      { amountCents: 4990, reference: 'Danke für alles', payerName: 'Max Ohnenummer', reason: 'noOrderNumber' },
    ]);
    expect(first.data).toMatchObject({ alreadyImported: 0, ignored: 1 });

    expect((await orderRow(full.id))!).toMatchObject({ statusId: 5, paidCents: full.totalGross });
    expect((await orderRow(part.id))!).toMatchObject({ statusId: 3, paidCents: 1000 });
    expect(await transfersOf(full.id)).toMatchObject([
      {
        source: 'statement',
        payerName: 'Erika Muster',
        recordedBy: demoShipping.email,
        statementEntryKey: `ref:${lines[0]!.ref}`,
      },
    ]);
    const [mail] = await mailsTo(full.email, 'paymentReceived');
    expect(mail?.subject).toBe(`Zahlung erhalten: Ihre Bestellung ${full.id}`);
    expect(await mailsTo(part.email, 'paymentReceived')).toHaveLength(0);

    const again = await staff.call<Import>('doImportBankStatement', { statement });
    expect(again.data).toEqual({ recorded: [], unassigned: [], alreadyImported: 3, ignored: 1 });
    expect(await transfersOf(full.id)).toHaveLength(1);
    expect(await transfersOf(part.id)).toHaveLength(1);
    expect(await mailsTo(full.email, 'paymentReceived')).toHaveLength(1);
  });

  it('two imports of the same file at once record each transfer once', async () => {
    const staff = await signedIn(demoShipping);
    const other = await signedIn(demoOwner);
    const order = await prepaymentOrder();
    const statement = camtStatement([
      { ref: ref(), amountCents: 500, remittance: `Bestellung ${order.id} erste Rate` },
      { ref: ref(), amountCents: order.totalGross - 500, remittance: `Bestellung ${order.id} Rest` },
      { ref: ref(), amountCents: 777, remittance: 'Ohne Nummer' },
    ]);
    const answers = await Promise.all([
      staff.call<Import>('doImportBankStatement', { statement }),
      other.call<Import>('doImportBankStatement', { statement }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const recorded = answers.flatMap((answer) => answer.data!.recorded);
    const unassigned = answers.flatMap((answer) => answer.data!.unassigned);
    expect(recorded).toHaveLength(2);
    expect(unassigned).toHaveLength(1);
    expect(answers.reduce((sum, answer) => sum + answer.data!.alreadyImported, 0)).toBe(3);
    expect(await transfersOf(order.id)).toHaveLength(2);
    expect((await orderRow(order.id))!).toMatchObject({ statusId: 5, paidCents: order.totalGross });
    expect(await mailsTo(order.email, 'paymentReceived')).toHaveLength(1);
  });

  it('an amount above what is open, an unknown or a canceled order stays unassigned with its reason', async () => {
    const staff = await signedIn(demoShipping);
    const order = await prepaymentOrder();
    const canceled = await prepaymentOrder();
    expect((await staff.call('doCancelOrder', { orderId: canceled.id, notifyCustomer: false })).status).toBe(200);
    const answer = await staff.call<Import>('doImportBankStatement', {
      statement: camtStatement([
        { ref: ref(), amountCents: order.totalGross + 1, remittance: `Bestellung ${order.id}` },
        { ref: ref(), amountCents: 100, remittance: 'Bestellung 999999' },
        { ref: ref(), amountCents: 3_000_000_000, remittance: `Bestellung ${order.id}` },
        { ref: ref(), amountCents: canceled.totalGross, remittance: `Bestellung ${canceled.id}` },
      ]),
    });
    expect(answer.status).toBe(200);
    expect(answer.data!.unassigned.map((entry) => entry.reason)).toEqual([
      'amountTooHigh',
      'unknownOrder',
      'orderCanceled',
    ]);
    expect(answer.data!.ignored).toBe(1);
    expect((await orderRow(order.id))!.paidCents).toBe(0);
  });

  it('refuses what is no CAMT.053 statement with a translated 400, never a 5xx, and records nothing', async () => {
    const staff = await signedIn(demoShipping);
    const cases: Array<[string, string]> = [
      ['<Document><oops>', 'Die Datei ist kein XML. Bitte laden Sie den Kontoauszug im Format CAMT.053 hoch.'],
      ['%PDF-1.7 binary', 'Die Datei ist kein XML. Bitte laden Sie den Kontoauszug im Format CAMT.053 hoch.'],
      [
        '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><x/></Document>',
        'Die Datei ist kein Kontoauszug im Format CAMT.053. Andere Formate (etwa camt.052 oder MT940) werden nicht gelesen.',
      ],
    ];
    for (const [statement, message] of cases) {
      const refused = await staff.call('doImportBankStatement', { statement });
      expect(refused.status, statement).toBe(400);
      expect(refused.error?.message, statement).toBe(message);
    }
    expect((await staff.call('doImportBankStatement', { statement: '' })).status).toBe(400);
  });
});

describe('assigning a transfer by hand', () => {
  it('lists an unmatched transfer and assigns it to an order; twice or to a canceled order is a 409', async () => {
    const staff = await signedIn(demoShipping);
    const order = await prepaymentOrder();
    const canceled = await prepaymentOrder();
    const cancel = await staff.call('doCancelOrder', { orderId: canceled.id, notifyCustomer: false });
    expect(cancel.status).toBe(200);
    const imported = await staff.call<Import>('doImportBankStatement', {
      statement: camtStatement([{ ref: ref(), amountCents: order.totalGross, remittance: 'Spiegel fuer Oma' }]),
    });
    const { id } = imported.data!.unassigned[0]!;
    const listed = await staff.call<Unassigned>('getUnassignedBankTransfers', {});
    expect(listed.data!.transfers.find((transfer) => transfer.id === id)).toMatchObject({
      amountCents: order.totalGross,
      reason: 'noOrderNumber',
      reference: 'Spiegel fuer Oma',
    });

    const toCanceled = await staff.call('doAssignBankTransfer', { transferId: id, orderId: canceled.id });
    expect(toCanceled.status).toBe(409);
    expect(toCanceled.error?.message).toBe(
      'Die Bestellung ist storniert. Eine Überweisung dafür wird zurückgezahlt, nicht verbucht.',
    );

    const actionKey = randomUUID();
    const assigned = await staff.call('doAssignBankTransfer', { transferId: id, orderId: order.id, actionKey });
    expect(assigned.status).toBe(200);
    expect(assigned.data).toEqual({ repeated: false, orderId: order.id, paidInFull: true });
    const repeated = await staff.call('doAssignBankTransfer', { transferId: id, orderId: order.id, actionKey });
    expect(repeated.data).toMatchObject({ repeated: true });
    expect((await orderRow(order.id))!).toMatchObject({ statusId: 5, paidCents: order.totalGross });
    expect(await mailsTo(order.email, 'paymentReceived')).toHaveLength(1);
    const listedAfter = await staff.call<Unassigned>('getUnassignedBankTransfers', {});
    expect(listedAfter.data!.transfers.some((transfer) => transfer.id === id)).toBe(false);

    const other = await prepaymentOrder();
    const again = await staff.call('doAssignBankTransfer', { transferId: id, orderId: other.id });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('Diese Überweisung ist bereits einer Bestellung zugeordnet.');
    expect((await orderRow(other.id))!.paidCents).toBe(0);
  });

  it('lists them 50 a page, oldest first, with how many there are', async () => {
    const staff = await signedIn(demoShipping);
    const before = (await staff.call<Unassigned>('getUnassignedBankTransfers', {})).data!.total;
    await staff.call<Import>('doImportBankStatement', {
      statement: camtStatement(
        Array.from({ length: 55 }, (_, index) => ({
          ref: ref(),
          amountCents: 100 + index,
          remittance: `Spende ${index}`,
        })),
      ),
    });
    const first = (await staff.call<Unassigned>('getUnassignedBankTransfers', {})).data!;
    expect(first.total).toBe(before + 55);
    expect(first.transfers).toHaveLength(50);
    const last = (await staff.call<Unassigned>('getUnassignedBankTransfers', { page: first.pages })).data!;
    expect(last.transfers.at(-1)!.reference).toBe('Spende 54');
    expect(last.transfers.length).toBe(first.total - (first.pages - 1) * 50);
    expect((await staff.call('getUnassignedBankTransfers', { page: 0 })).status).toBe(400);
  });

  it('two staff members assigning the same transfer at once: one gets it, the other a 409', async () => {
    const staff = await signedIn(demoShipping);
    const other = await signedIn(demoOwner);
    const [first, second] = [await prepaymentOrder(), await prepaymentOrder()];
    const imported = await staff.call<Import>('doImportBankStatement', {
      statement: camtStatement([{ ref: ref(), amountCents: 1500, remittance: 'Zahlung' }]),
    });
    const { id } = imported.data!.unassigned[0]!;
    const answers = await Promise.all([
      staff.call('doAssignBankTransfer', { transferId: id, orderId: first.id }),
      other.call('doAssignBankTransfer', { transferId: id, orderId: second.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const paid = [(await orderRow(first.id))!.paidCents, (await orderRow(second.id))!.paidCents];
    expect(paid.sort((a, b) => a - b)).toEqual([0, 1500]);
  });
});
