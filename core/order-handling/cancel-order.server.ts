import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/connection.server';
import { orderDocuments } from '../db/order-handling-schema';
import { orderItems, orders } from '../db/order-schema';
import { orderStatus, orderTypes } from '../order-status';
import { giveBackStockAndCoupon } from '../orders/cancel-unpaid-order.server';
import { documentNumberText, issueOrderDocument } from '../orders/order-document-numbers.server';
import { recordOrderEvent } from '../orders/order-history.server';
import type { Services } from '../services.server';
import type { StaffMember } from '../sessions/staff-sign-in';
import { documentLines } from '../orders/documents/document-lines';
import { giveMoneyBack } from './give-money-back.server';
import { notAllowedNow, runStaffOrderAction, type StaffOrderActionInput } from './staff-order-action.server';

/**
 * Staff cancel an order that has not shipped (issue 36, doCancelOrder): status 8, its pieces back
 * into stock and its coupon's use given back; what was paid comes back – a refund through Mollie
 * for each Mollie payment (started after the commit, `mollieRefundIds`), "to pay back" for bank
 * transfers – and the invoice every order has is reversed by a reversal document (Stornorechnung).
 */
export async function cancelOrder(
  services: Services,
  staff: StaffMember,
  input: StaffOrderActionInput & { reason: string },
) {
  return runStaffOrderAction(services.db, staff, input, async (tx, order, { actor, actionKey }) => {
    if (order.typeId !== orderTypes.sales) throw notAllowedNow('notASale', 'Only a sales order is canceled here.');
    if (order.statusId === orderStatus.canceled)
      throw notAllowedNow('canceledAlready', 'The order is canceled already.');
    if (order.statusId === orderStatus.shipped) {
      throw notAllowedNow('shippedAlready', 'A shipped order is not canceled; its goods come back as a return.');
    }
    await tx.update(orders).set({ statusId: orderStatus.canceled }).where(eq(orders.id, order.id));
    await giveBackStockAndCoupon(tx, order, actor);
    const paidBack = await giveMoneyBack(tx, order, order.paidCents - order.refundedCents, {
      reason: input.reason,
      actor,
    });
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position));
    const reversal = await issueOrderDocument(tx, order.id, 'reversal', {
      language: order.language,
      references: [{ label: 'invoiceNumber', value: `R-${order.id}` }],
      // The invoice, less what credit notes gave back already: together they come to nothing.
      lines: [
        ...documentLines(order, items, order.language, { shipping: true, sign: 1 }),
        ...(await creditedLines(tx, order.id)),
      ],
    });
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'canceled',
      actor,
      idempotencyKey: actionKey,
      details: { reason: input.reason, refundCents: paidBack.totalCents, reversal: reversal.numberText },
    });
    return {
      refundCents: paidBack.totalCents,
      mollieRefundIds: paidBack.mollieRefundIds,
      reversal: reversal.numberText,
    };
  });
}

/** The lines of the order's credit notes, as lines that lower a reversal (negative amounts). */
async function creditedLines(tx: Transaction, orderId: number) {
  const notes = await tx
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, 'credit-note')))
    .orderBy(asc(orderDocuments.id));
  return notes.flatMap((note) =>
    note.data.lines.map((line) => ({
      ...line,
      name: `${line.name} (${documentNumberText('credit-note', note.number)})`,
      unitGross: -line.unitGross,
      totalGross: -line.totalGross,
    })),
  );
}
