import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.server';
import type { OrderEventDetails } from '../db/json-columns';
import { orderEvents } from '../db/order-handling-schema';

/**
 * An order's history (issue 36): every change staff or the shop make to an order after it was
 * placed adds one entry, in the same transaction as the change. Entries are never changed.
 * `actor`: a staff member's e-mail, `system` (webhooks, housekeeping) or `customer`.
 */
export type OrderEventKind =
  | 'paymentRecorded'
  | 'paymentAssigned'
  | 'paidInFull'
  | 'shipped'
  | 'canceled'
  | 'refundRequested'
  | 'refunded'
  | 'refundFailed'
  | 'paidBack'
  | 'chargeback'
  | 'returnReceived'
  | 'withdrawalMatched'
  | 'documentIssued'
  | 'paymentReminded'
  | 'note'
  | 'mailResent'
  | 'vatIdChecked';

export const systemActor = 'system';

export interface OrderEventInput {
  orderId: number;
  kind: OrderEventKind;
  actor: string;
  details?: OrderEventDetails;
  /** The staff form's key of this action: the same key again finds this entry (a double click). */
  idempotencyKey?: string;
}

export async function recordOrderEvent(db: Executor, event: OrderEventInput): Promise<void> {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    kind: event.kind,
    actor: event.actor,
    details: event.details ?? {},
    idempotencyKey: event.idempotencyKey ?? null,
  });
}

/** Whether an action with this key was done already (then it is not done again). */
export async function actionAlreadyDone(db: Executor, idempotencyKey: string | undefined): Promise<boolean> {
  if (!idempotencyKey) return false;
  const [found] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(eq(orderEvents.idempotencyKey, idempotencyKey));
  return found !== undefined;
}

export interface OrderHistoryEntry {
  kind: string;
  actor: string;
  details: OrderEventDetails;
  at: string;
}

export async function orderHistory(db: Executor, orderId: number): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .select({ kind: orderEvents.kind, actor: orderEvents.actor, details: orderEvents.details, at: orderEvents.at })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
