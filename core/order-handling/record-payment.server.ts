import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/connection.server';
import { bankTransfers } from '../db/order-handling-schema';
import { orderItems, orders } from '../db/order-schema';
import { orderStatus, orderTypes } from '../order-status';
import { settleOrderPayments } from '../payments/payment-sync.server';
import type { Services } from '../services.server';
import type { StaffMember } from '../sessions/staff-sign-in';
import { recordOrderEvent } from '../orders/order-history.server';
import { issueOrderDocument } from '../orders/order-document-numbers.server';
import { documentLines } from '../orders/documents/document-lines';
import { notAllowedNow, runStaffOrderAction, type StaffOrderActionInput } from './staff-order-action.server';

type OrderRow = typeof orders.$inferSelect;

export interface RecordedTransfer {
  amountCents: number;
  receivedOn: string;
  reference: string;
}

/**
 * A bank transfer that arrived for an order, typed in by staff (issue 36, doRecordPayment).
 * Partial payments add up; paid in full releases the order for shipping, which also ends the
 * reminders and the cancellation of unpaid prepayment orders (they look for waiting orders).
 * Answers whether this transfer made the order paid in full (the caller mails the customer then).
 */
export async function recordBankTransfer(
  services: Services,
  staff: StaffMember,
  input: StaffOrderActionInput & RecordedTransfer,
) {
  return runStaffOrderAction(services.db, staff, input, async (tx, order, { actor, actionKey }) => {
    if (order.typeId !== orderTypes.sales) throw notAllowedNow('notASale', 'Only a sales order takes payments.');
    if (order.statusId === orderStatus.canceled) {
      throw notAllowedNow('canceled', 'The order is canceled; a transfer for it is paid back instead.');
    }
    return addTransferToOrder(tx, order, { ...input, source: 'staff', recordedBy: actor, actionKey });
  });
}

/**
 * Adds a transfer to a locked order and settles what it has been paid: shared by the staff's form
 * and the bank statement import. Answers the order's state after it.
 */
export async function addTransferToOrder(
  tx: Executor,
  order: OrderRow,
  transfer: RecordedTransfer & {
    source: 'staff' | 'statement';
    recordedBy: string;
    actionKey?: string;
    payerName?: string;
    payerIban?: string;
    statementEntryKey?: string;
    /** An unassigned transfer of a statement (locked by the caller) that now goes to this order. */
    unassignedTransferId?: number;
  },
) {
  if (transfer.unassignedTransferId !== undefined) {
    await tx
      .update(bankTransfers)
      .set({ orderId: order.id, unassignedReason: null, recordedBy: transfer.recordedBy })
      .where(and(eq(bankTransfers.id, transfer.unassignedTransferId), isNull(bankTransfers.orderId)));
  } else {
    await tx.insert(bankTransfers).values({
      orderId: order.id,
      amountCents: transfer.amountCents,
      receivedOn: transfer.receivedOn,
      reference: transfer.reference,
      payerName: transfer.payerName ?? '',
      payerIban: transfer.payerIban ?? '',
      source: transfer.source,
      statementEntryKey: transfer.statementEntryKey ?? null,
      recordedBy: transfer.recordedBy,
    });
  }
  await settleOrderPayments(tx, order.id);
  const [settled] = await tx.select().from(orders).where(eq(orders.id, order.id));
  const paidInFull = order.paidCents < order.totalGross && settled!.paidCents >= settled!.totalGross;
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: 'paymentRecorded',
    actor: transfer.recordedBy,
    idempotencyKey: transfer.actionKey,
    details: {
      amountCents: transfer.amountCents,
      receivedOn: transfer.receivedOn,
      reference: transfer.reference,
      source: transfer.source,
      paidCents: settled!.paidCents,
    },
  });
  if (paidInFull) {
    await recordOrderEvent(tx, { orderId: order.id, kind: 'paidInFull', actor: transfer.recordedBy });
    // The receipt of payment for the customer: what came in for the order, and when.
    await issueOrderDocument(tx, order.id, 'payment-receipt', {
      language: order.language,
      references: [
        { label: 'orderNumber', value: String(order.id) },
        { label: 'paymentDate', value: transfer.receivedOn },
        { label: 'paymentMethod', value: order.paymentMethodName },
      ],
      // What was paid for: the order's goods and shipping, with their VAT as on the invoice.
      lines: documentLines(
        order,
        await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
        order.language,
        { shipping: true, sign: 1 },
      ),
    });
  }
  return { paidInFull, order: settled! };
}
