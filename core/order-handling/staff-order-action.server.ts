import { eq, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database, Transaction } from '../db/connection.server';
import { orders } from '../db/order-schema';
import type { StaffMember } from '../sessions/staff-sign-in';
import { actionAlreadyDone } from '../orders/order-history.server';

type OrderRow = typeof orders.$inferSelect;

/**
 * One staff action on an order (issue 36), the frame every action runs in:
 * - the order row is locked, so two staff members acting at the same moment act one after the other;
 * - the same action key again (a double click, a retried request) does nothing and answers `repeated`;
 * - sent with the order's version the staff member saw, it is refused with 409 when someone else
 *   changed the order meanwhile (they see the new state instead of acting on an old one);
 * - a change bumps the order's version. The action writes its history entry with the key.
 */
export interface StaffOrderActionInput {
  orderId: number;
  /** The form's key of this action (a double click sends the same key twice). */
  actionKey?: string;
  /** The order's version as the staff member saw it. */
  seenVersion?: number;
}

export type StaffOrderActionResult<Result> = { repeated: true } | { repeated: false; result: Result };

export async function runStaffOrderAction<Result>(
  db: Database,
  staff: StaffMember,
  input: StaffOrderActionInput,
  act: (tx: Transaction, order: OrderRow, context: { actor: string; actionKey?: string }) => Promise<Result>,
): Promise<StaffOrderActionResult<Result>> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw orderNotFound();
    const actionKey = input.actionKey ? `staff:${staff.id}:${input.actionKey}` : undefined;
    if (await actionAlreadyDone(tx, actionKey)) return { repeated: true as const };
    if (input.seenVersion !== undefined && input.seenVersion !== order.version) {
      throw new ApiError({
        status: 409,
        key: 'staff.orders.changedMeanwhile',
        message: 'Someone else changed this order meanwhile; it shows its new state now.',
      });
    }
    const result = await act(tx, order, { actor: staff.email, actionKey });
    await tx
      .update(orders)
      .set({ version: sql`${orders.version} + 1` })
      .where(eq(orders.id, order.id));
    return { repeated: false as const, result };
  });
}

export function orderNotFound(): ApiError {
  return new ApiError({ status: 404, key: 'staff.orders.notFound', message: 'There is no such order.' });
}

/** An action the order's state does not allow (e.g. shipping a canceled order): 409 with the reason's key. */
export function notAllowedNow(key: string, message: string): ApiError {
  return new ApiError({ status: 409, key: `staff.orders.${key}`, message });
}

/** The order row as it is now (after an action, for the mail to the customer). */
export async function findOrderRow(db: Database, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  return order;
}
