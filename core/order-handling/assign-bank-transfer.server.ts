import { asc, count, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database } from '../db/connection.server';
import { bankTransfers } from '../db/order-handling-schema';
import { orderStatus, orderTypes } from '../order-status';
import type { Services } from '../services.server';
import type { StaffMember } from '../sessions/staff-sign-in';
import { addTransferToOrder } from './record-payment.server';
import { notAllowedNow, runStaffOrderAction, type StaffOrderActionInput } from './staff-order-action.server';

/** How many unassigned transfers one page of the staff's list shows (oldest first). */
export const unassignedPageSize = 50;

/** The statements' transfers no order was found for (issue 36), oldest first, a page at a time. */
export async function listUnassignedTransfers(db: Database, page = 1) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(bankTransfers)
      .where(isNull(bankTransfers.orderId))
      .orderBy(asc(bankTransfers.id))
      .limit(unassignedPageSize)
      .offset((page - 1) * unassignedPageSize),
    db.select({ total: count() }).from(bankTransfers).where(isNull(bankTransfers.orderId)),
  ]);
  return {
    total: counted?.total ?? 0,
    page,
    pages: Math.max(1, Math.ceil((counted?.total ?? 0) / unassignedPageSize)),
    transfers: rows.map((row) => ({
      id: row.id,
      amountCents: row.amountCents,
      receivedOn: row.receivedOn,
      reference: row.reference,
      payerName: row.payerName,
      payerIban: row.payerIban,
      reason: row.unassignedReason ?? 'noOrderNumber',
    })),
  };
}

/**
 * Assigns an unassigned statement transfer to an order (issue 36, doAssignBankTransfer) in the
 * staff action frame (order locked, action key): the transfer is locked too, taken off the
 * unassigned list and recorded on the order with its statement key, as if matched at import.
 * A transfer assigned meanwhile (by someone else) is a 409, as is a canceled order.
 */
export async function assignBankTransfer(
  services: Services,
  staff: StaffMember,
  input: StaffOrderActionInput & { transferId: number },
) {
  return runStaffOrderAction(services.db, staff, input, async (tx, order, { actor, actionKey }) => {
    if (order.typeId !== orderTypes.sales) throw notAllowedNow('notASale', 'Only a sales order takes payments.');
    if (order.statusId === orderStatus.canceled) {
      throw notAllowedNow('canceled', 'The order is canceled; a transfer for it is paid back instead.');
    }
    const [transfer] = await tx
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.id, input.transferId))
      .for('update');
    if (!transfer) {
      throw new ApiError({ status: 404, key: 'staff.bankStatements.transferNotFound', message: 'No such transfer.' });
    }
    if (transfer.orderId !== null) {
      throw new ApiError({
        status: 409,
        key: 'staff.bankStatements.assignedAlready',
        message: 'This transfer is assigned to an order already.',
      });
    }
    return addTransferToOrder(tx, order, {
      unassignedTransferId: transfer.id,
      amountCents: transfer.amountCents,
      receivedOn: transfer.receivedOn,
      reference: transfer.reference,
      payerName: transfer.payerName,
      payerIban: transfer.payerIban,
      source: transfer.source,
      statementEntryKey: transfer.statementEntryKey ?? undefined,
      recordedBy: actor,
      actionKey,
    });
  });
}
