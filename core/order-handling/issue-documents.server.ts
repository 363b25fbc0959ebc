import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.server';
import type { DocumentBuyer } from '../db/json-columns';
import { shopDay } from '../i18n/format';
import type { orders } from '../db/order-schema';
import { orderItems } from '../db/order-schema';
import { orderStatus, orderTypes } from '../order-status';
import { recordOrderEvent } from '../orders/order-history.server';
import { issueOrderDocument, type IssuedDocumentKind } from '../orders/order-document-numbers.server';
import type { Services } from '../services.server';
import type { StaffMember } from '../sessions/staff-sign-in';
import { documentLines } from '../orders/documents/document-lines';
import { notAllowedNow, runStaffOrderAction, type StaffOrderActionInput } from './staff-order-action.server';

type OrderRow = typeof orders.$inferSelect;

/**
 * The documents staff issue on their own (issue 36), besides those the order's workflows issue:
 * - a pro forma invoice for an order still waiting for its payment (a customer's bookkeeping or an
 *   employer wants a paper to pay against; it is no invoice in the sense of the VAT act);
 * - a correction document (Rechnungskorrektur, § 31 (5) UStDV) when the invoice named the buyer
 *   wrongly: it names the invoice, the corrected buyer and repeats the goods. The invoice itself is
 *   never changed; later documents go to the corrected buyer (issueOrderDocument).
 */
export function canHaveProFormaInvoice(order: Pick<OrderRow, 'typeId' | 'statusId' | 'paidCents' | 'totalGross'>) {
  return (
    order.typeId === orderTypes.sales &&
    order.statusId === orderStatus.waitingForPayment &&
    order.paidCents < order.totalGross
  );
}

export function canHaveCorrection(order: Pick<OrderRow, 'typeId' | 'statusId'>) {
  return order.typeId === orderTypes.sales && order.statusId !== orderStatus.canceled;
}

async function issueWithAllLines(
  tx: Executor,
  order: OrderRow,
  kind: IssuedDocumentKind,
  extra: { references: Array<{ label: string; value: string }>; buyer?: DocumentBuyer; note?: string },
) {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  return issueOrderDocument(tx, order.id, kind, {
    language: order.language,
    ...extra,
    lines: documentLines(order, items, order.language, { shipping: true, sign: 1 }),
  });
}

const orderDate = (order: OrderRow) => shopDay(order.createdAt);

export async function issueProFormaInvoice(services: Services, staff: StaffMember, input: StaffOrderActionInput) {
  return runStaffOrderAction(services.db, staff, input, async (tx, order, { actor, actionKey }) => {
    if (!canHaveProFormaInvoice(order)) {
      throw notAllowedNow('proFormaOnlyUnpaid', 'A pro forma invoice is for an order still waiting for its payment.');
    }
    const document = await issueWithAllLines(tx, order, 'pro-forma-invoice', {
      references: [
        { label: 'orderNumber', value: String(order.id) },
        { label: 'orderDate', value: orderDate(order) },
        { label: 'paymentMethod', value: order.paymentMethodName },
      ],
    });
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'documentIssued',
      actor,
      idempotencyKey: actionKey,
      details: { documentNumber: document.numberText },
    });
    return document;
  });
}

export async function correctInvoiceBuyer(
  services: Services,
  staff: StaffMember,
  input: StaffOrderActionInput & { buyer: DocumentBuyer; reason: string },
) {
  return runStaffOrderAction(services.db, staff, input, async (tx, order, { actor, actionKey }) => {
    if (!canHaveCorrection(order)) {
      throw notAllowedNow('correctionNotNow', 'Only the invoice of a sales order that is not canceled is corrected.');
    }
    const document = await issueWithAllLines(tx, order, 'correction', {
      references: [
        { label: 'originalInvoiceNumber', value: `R-${order.id}` },
        { label: 'originalInvoiceDate', value: orderDate(order) },
        { label: 'orderNumber', value: String(order.id) },
      ],
      buyer: input.buyer,
      ...(input.reason ? { note: input.reason } : {}),
    });
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'documentIssued',
      actor,
      idempotencyKey: actionKey,
      details: { documentNumber: document.numberText, reason: input.reason },
    });
    return document;
  });
}
