import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoShipping } from '../../seed/editors';
import { pdfText } from '../../tests/support/pdf-text';
import { prepaymentOrderOf, signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { remindAndCancelUnpaidPrepaymentOrders } from '../orders/unpaid-prepayment-orders.server';

/**
 * The documents staff issue themselves and those the reminders issue (issue 36): pro forma
 * invoice, correction document, dunning letter — numbered per kind, in the customer's documents,
 * refused when the order's state does not allow them.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Documents = Array<{ id: number; kind: string; numberText: string }>;
type ActionAnswer = {
  repeated: boolean;
  order: { version: number; documents: Documents; can: Record<string, boolean> };
};
type Staff = Awaited<ReturnType<typeof signedInStaff>>;

async function pdfOf(session: Staff, path: string) {
  const response = await session.browser.fetch(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

describe('the pro forma invoice', () => {
  it('is issued for an unpaid order once per click, reaches the customer, and is refused once the order is paid', async () => {
    const staff = await signedInStaff(shop, demoShipping);
    const { buyer, order } = await prepaymentOrderOf(shop);
    const input = { orderId: order.id, actionKey: 'pro-forma-click-1' };
    const [first, second] = await Promise.all([
      staff.call<ActionAnswer>('doIssueProFormaInvoice', input),
      staff.call<ActionAnswer>('doIssueProFormaInvoice', input),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.data!.repeated, second.data!.repeated].sort()).toEqual([false, true]);
    const proForma = (await staff.call<ActionAnswer['order']>('getStaffOrder', { orderId: order.id })).data!.documents;
    expect(proForma.map((document) => document.kind)).toEqual(['pro-forma-invoice']);
    expect(proForma[0]!.numberText).toMatch(/^PR-\d+$/);

    const text = await pdfOf(buyer, `/order-documents/${order.id}/document-${proForma[0]!.id}.pdf`);
    expect(text).toContain('Proforma-Rechnung');
    expect(text).toContain(proForma[0]!.numberText);
    expect(text).toContain('keine Rechnung im Sinne des Umsatzsteuergesetzes');

    await staff.call('doRecordPayment', { orderId: order.id, amount: order.totalGross, receivedOn: '2026-11-20' });
    const refused = await staff.call<ActionAnswer>('doIssueProFormaInvoice', { orderId: order.id });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      'Eine Proforma-Rechnung gibt es nur für eine Bestellung, die noch auf ihre Zahlung wartet.',
    );
    const page = (await staff.call<ActionAnswer['order']>('getStaffOrder', { orderId: order.id })).data!;
    expect(page.can.issueProForma).toBe(false);
  });
});

describe('the correction document', () => {
  const corrected = {
    companyName: 'Salon Łódź & Söhne GmbH',
    firstName: 'Łukasz',
    lastName: 'Dvořák',
    streetName: 'Hauptstraße',
    houseNumber: '5a',
    apartment: '',
    zipCode: '42651',
    city: 'Solingen',
  };

  it('names a required field that is missing, and changes nothing', async () => {
    const staff = await signedInStaff(shop, demoShipping);
    const { order } = await prepaymentOrderOf(shop);
    const refused = await staff.call('doCorrectInvoice', {
      orderId: order.id,
      buyer: { ...corrected, lastName: '  ' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.error)).toContain('lastName');
    const page = (await staff.call<ActionAnswer['order']>('getStaffOrder', { orderId: order.id })).data!;
    expect(page.documents).toEqual([]);
  });

  it('corrects the buyer on its own paper, leaves the invoice as issued, and later documents follow it', async () => {
    const staff = await signedInStaff(shop, demoShipping);
    const { buyer, order } = await prepaymentOrderOf(shop);
    const originalName = order.billingAddress.lastName;
    const answer = await staff.call<ActionAnswer>('doCorrectInvoice', {
      orderId: order.id,
      buyer: corrected,
      reason: 'Firmenname ergänzt',
    });
    expect(answer.status).toBe(200);
    const correction = answer.data!.order.documents.find((document) => document.kind === 'correction')!;
    expect(correction.numberText).toMatch(/^RK-\d+$/);
    const text = await pdfOf(buyer, `/order-documents/${order.id}/document-${correction.id}.pdf`);
    expect(text).toContain('Rechnungskorrektur');
    expect(text).toContain('Salon Łódź & Söhne GmbH');
    expect(text).toContain('Łukasz Dvořák');
    expect(text).toContain(`R-${order.id}`);
    expect(text).toContain('Firmenname ergänzt');

    // The invoice is never changed: it still names the buyer it was issued to.
    const invoice = await pdfOf(staff, `/staff/files/orders/${order.id}/invoice.pdf`);
    expect(invoice).toContain(originalName);
    expect(invoice).not.toContain('Dvořák');

    // The receipt of payment issued afterwards goes to the corrected buyer.
    const paid = await staff.call<ActionAnswer>('doRecordPayment', {
      orderId: order.id,
      amount: order.totalGross,
      receivedOn: '2026-11-20',
    });
    const receipt = paid.data!.order.documents.find((document) => document.kind === 'payment-receipt')!;
    expect(await pdfOf(buyer, `/order-documents/${order.id}/document-${receipt.id}.pdf`)).toContain('Dvořák');

    await staff.call('doCancelOrder', { orderId: order.id, notifyCustomer: false });
    const refused = await staff.call('doCorrectInvoice', { orderId: order.id, buyer: corrected });
    expect(refused.status).toBe(409);
  });
});

describe('the dunning letter', () => {
  it('goes with the payment reminder, once, with the day to pay by', async () => {
    const staff = await signedInStaff(shop, demoShipping);
    const { buyer, order } = await prepaymentOrderOf(shop);
    const later = new Date(order.createdAt.getTime() + 11 * 86_400_000);
    await remindAndCancelUnpaidPrepaymentOrders(shop.services, later);
    await remindAndCancelUnpaidPrepaymentOrders(shop.services, later);
    const page = (
      await staff.call<ActionAnswer['order'] & { history: Array<{ kind: string }> }>('getStaffOrder', {
        orderId: order.id,
      })
    ).data!;
    const letters = page.documents.filter((document) => document.kind === 'dunning-letter');
    expect(letters).toHaveLength(1);
    expect(letters[0]!.numberText).toMatch(/^MA-\d+$/);
    expect(page.history.map((entry) => entry.kind)).toContain('paymentReminded');
    const payBy = new Date(order.createdAt.getTime() + shop.services.config.UNPAID_ORDER_DAYS * 86_400_000);
    const text = await pdfOf(buyer, `/order-documents/${order.id}/document-${letters[0]!.id}.pdf`);
    expect(text).toContain('Zahlungserinnerung');
    expect(text).toContain(
      new Intl.DateTimeFormat('de-DE', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Berlin',
      }).format(payBy),
    );
  });
});
