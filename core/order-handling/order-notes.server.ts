import type { StaffMember } from '../sessions/staff-sign-in';
import type { Services } from '../services.server';
import { recordOrderEvent } from '../orders/order-history.server';
import { runStaffOrderAction, type StaffOrderActionInput } from './staff-order-action.server';

/** A note on the order for the shop's staff (never shown to the customer), kept in its history. */
export async function addOrderNote(
  services: Services,
  staff: StaffMember,
  input: StaffOrderActionInput & { text: string },
) {
  return runStaffOrderAction(services.db, staff, input, async (tx, order, { actor, actionKey }) => {
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'note',
      actor,
      idempotencyKey: actionKey,
      details: { text: input.text },
    });
    return { noted: true };
  });
}

/** "Send the order mail again": recorded in the history, the mail sent by the caller after it. */
export async function recordMailResent(services: Services, staff: StaffMember, input: StaffOrderActionInput) {
  return runStaffOrderAction(services.db, staff, input, async (tx, order, { actor, actionKey }) => {
    await recordOrderEvent(tx, { orderId: order.id, kind: 'mailResent', actor, idempotencyKey: actionKey });
    return order;
  });
}
