import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoShipping } from '../../seed/editors';
import { createCustomer, findVariationWithStock } from '../../tests/support/shopper';
import { pdfText } from '../../tests/support/pdf-text';
import { signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { variations } from '../db/catalog-schema';
import { mailOutbox } from '../db/customer-schema';
import { orderDocuments, refunds } from '../db/order-handling-schema';
import { orders, withdrawalDeclarations } from '../db/order-schema';

/** Returns and withdrawals in the back office (issue 36): receiving a return, matching a declaration. */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const signedIn = (account: { email: string; password: string }) => signedInStaff(shop, account);

type StaffReturns = {
  returns: Array<{
    id: number;
    parentOrderId: number;
    received: boolean;
    lines: Array<{ id: number; quantity: number }>;
  }>;
  withdrawals: Array<{ id: number; orderId: number | null }>;
};

/** A customer's paid and shipped order of 3 pieces, and a return of 2 of them announced by the customer. */
async function announcedReturn() {
  const staff = await signedIn(demoShipping);
  const buyer = await createCustomer(shop);
  const variation = await findVariationWithStock(shop, 20);
  await buyer.call('doAddCartItem', { productId: variation.id, quantity: 3 });
  const placed = await buyer.call<{ order: { id: number; accessKey: string } }>('doPlaceOrder', {
    idempotencyKey: randomUUID(),
    legalConsents: { terms: true, cancellationRights: true, privacy: true },
  });
  const orderId = placed.data!.order.id;
  const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId));
  await staff.call('doRecordPayment', { orderId, amount: order!.totalGross, receivedOn: '2026-11-20' });
  await staff.call('doShipOrder', {
    orderId,
    carrier: 'dhl',
    trackingNumbers: ['00340434161094042557'],
    notifyCustomer: false,
  });
  const own = await buyer.call<{ order: { orderItems: Array<{ id: number }> } }>('getOrder', {
    orderId,
    accessKey: order!.accessKey,
  });
  const line = own.data!.order.orderItems[0]!;
  const announced = await buyer.call<{ order: { id: number } }>('doMakeOrderReturn', {
    orderId,
    accessKey: order!.accessKey,
    items: [{ orderItemId: line.id, quantity: 2, reasonId: 4 }],
    idempotencyKey: randomUUID(),
  });
  expect(announced.status).toBe(200);
  return { staff, order: order!, variation, returnId: announced.data!.order.id };
}

const stockOf = async (id: number) =>
  (await shop.services.db.select().from(variations).where(eq(variations.id, id)))[0]!.stock;

describe('announcing a return', () => {
  it('gives the customer a return note for the parcel: the order, the return number and the pieces, without prices', async () => {
    const { staff, order, returnId } = await announcedReturn();
    const [note] = await shop.services.db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.kind, 'return-note')));
    expect(note!.data.lines.map((line) => line.quantity)).toEqual([2]);
    const response = await staff.browser.fetch(`/staff/files/orders/${order.id}/document-${note!.id}.pdf`);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Retourenschein');
    expect(text).toContain(`RS-${note!.number}`);
    expect(text).toContain(String(returnId));
    expect(text).toContain(note!.data.lines[0]!.name);
    expect(text).not.toContain('€');
  });
});

describe('receiving a return', () => {
  it('counts the pieces that came, puts the good ones back into stock, refunds them with a credit note and tells the customer', async () => {
    const { staff, order, variation, returnId } = await announcedReturn();
    const listed = await staff.call<StaffReturns>('getStaffReturns');
    const entry = listed.data!.returns.find((candidate) => candidate.id === returnId)!;
    expect(entry).toMatchObject({ parentOrderId: order.id, received: false });
    const stockBefore = await stockOf(variation.id);

    // One piece arrived whole, one broken (not back on the shelf): both are refunded.
    const line = entry.lines[0]!;
    const received = await staff.call<{ result: { refundCents: number; creditNote: string } }>('doReceiveReturn', {
      orderId: returnId,
      lines: [{ returnLineId: line.id, received: 2, restock: false }],
      refund: true,
      actionKey: randomUUID(),
    });
    expect(received.status).toBe(200);
    expect(received.data!.result.creditNote).toMatch(/^GS-\d+$/);
    expect(await stockOf(variation.id)).toBe(stockBefore);
    const [returned] = await shop.services.db.select().from(orders).where(eq(orders.id, returnId));
    expect(returned!.statusId).toBe(10);
    const given = await shop.services.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(given.map((refund) => [refund.method, refund.status, refund.amountCents])).toEqual([
      ['bankTransfer', 'toPayBack', received.data!.result.refundCents],
    ]);
    expect(received.data!.result.refundCents).toBeGreaterThan(0);
    expect(
      (await shop.services.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id))).map(
        (d) => d.kind,
      ),
    ).toEqual(['payment-receipt', 'delivery-note', 'return-note', 'credit-note']);
    const mails = await shop.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, order.email), eq(mailOutbox.kind, 'refundByTransfer')));
    expect(mails).toHaveLength(1);

    const again = await staff.call('doReceiveReturn', { orderId: returnId, lines: [], refund: true });
    expect(again.error?.key).toBe('staff.orders.returnReceivedAlready');
  });

  it('puts restocked pieces back, and refuses more pieces than were announced', async () => {
    const { staff, variation, returnId } = await announcedReturn();
    const entry = (await staff.call<StaffReturns>('getStaffReturns')).data!.returns.find(
      (candidate) => candidate.id === returnId,
    )!;
    const tooMany = await staff.call('doReceiveReturn', {
      orderId: returnId,
      lines: [{ returnLineId: entry.lines[0]!.id, received: 3, restock: true }],
    });
    expect(tooMany.error?.key).toBe('staff.orders.returnLineUnknown');
    // The same line twice counts with its pieces added up: 2 + 2 of 2 announced is too many.
    const twice = await staff.call('doReceiveReturn', {
      orderId: returnId,
      lines: [
        { returnLineId: entry.lines[0]!.id, received: 2, restock: true },
        { returnLineId: entry.lines[0]!.id, received: 2, restock: true },
      ],
    });
    expect(twice.error?.key).toBe('staff.orders.returnLineUnknown');
    const before = await stockOf(variation.id);
    const received = await staff.call('doReceiveReturn', {
      orderId: returnId,
      lines: [{ returnLineId: entry.lines[0]!.id, received: 1, restock: true }],
      refund: false,
    });
    expect(received.status).toBe(200);
    expect(await stockOf(variation.id)).toBe(before + 1);
  });

  it('is for staff with the orders role only', async () => {
    const editor = await signedIn(demoEditor);
    expect((await editor.call('getStaffReturns')).status).toBe(403);
    expect((await (await createCustomer(shop)).call('doReceiveReturn', { orderId: 1, lines: [] })).status).toBe(401);
  });
});

describe('a withdrawal declaration that named no order', () => {
  it('is matched by hand once; the order’s history says so', async () => {
    const { staff, order } = await announcedReturn();
    const [declaration] = await shop.services.db
      .insert(withdrawalDeclarations)
      .values({
        idempotencyKey: randomUUID(),
        orderNumber: 'meine Bestellung vom Montag',
        name: 'Łukasz Dvořák',
        email: order.email,
        scope: 'all',
        language: 'de',
      })
      .returning();
    const matched = await staff.call('doMatchWithdrawal', { declarationId: declaration!.id, orderId: order.id });
    expect(matched.status).toBe(200);
    const page = await staff.call<{ withdrawals: Array<{ id: number }>; history: Array<{ kind: string }> }>(
      'getStaffOrder',
      {
        orderId: order.id,
      },
    );
    expect(page.data!.withdrawals.map((entry) => entry.id)).toContain(declaration!.id);
    expect(page.data!.history.map((entry) => entry.kind)).toContain('withdrawalMatched');
    const twice = await staff.call('doMatchWithdrawal', { declarationId: declaration!.id, orderId: order.id });
    expect(twice.error?.key).toBe('staff.orders.withdrawalMatchedAlready');
  });
});
