import { moveStock } from '../catalog/stock-movements.server';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { orderItems, orders, withdrawalDeclarations } from '../db/order-schema';
import { orderStatus, orderTypes } from '../order-status';
import { recordOrderEvent } from '../orders/order-history.server';
import type { Services } from '../services.server';
import type { StaffMember } from '../sessions/staff-sign-in';
import { refundInAction } from './refund-order.server';
import {
  notAllowedNow,
  orderNotFound,
  runStaffOrderAction,
  type StaffOrderActionInput,
} from './staff-order-action.server';

/**
 * Returns and withdrawals for staff (issue 36): the returns customers announced and the withdrawal
 * declarations they made, with their state; receiving a return (the pieces that arrived, back to
 * stock or not, then the refund with its credit note); matching a declaration to an order by hand.
 */
export async function returnsAndWithdrawals(db: Database) {
  const [returns, declarations] = await Promise.all([
    db
      .select({
        id: orders.id,
        parentOrderId: orders.parentOrderId,
        statusId: orders.statusId,
        version: orders.version,
        email: orders.email,
        billingAddress: orders.billingAddress,
        createdAt: orders.createdAt,
        comment: orders.returnComment,
      })
      .from(orders)
      .where(eq(orders.typeId, orderTypes.return))
      .orderBy(desc(orders.id))
      .limit(200),
    db
      .select({
        id: withdrawalDeclarations.id,
        orderNumber: withdrawalDeclarations.orderNumber,
        orderId: withdrawalDeclarations.orderId,
        returnOrderId: withdrawalDeclarations.returnOrderId,
        name: withdrawalDeclarations.name,
        email: withdrawalDeclarations.email,
        scope: withdrawalDeclarations.scope,
        itemsDescription: withdrawalDeclarations.itemsDescription,
        declaredAt: withdrawalDeclarations.declaredAt,
      })
      .from(withdrawalDeclarations)
      .orderBy(desc(withdrawalDeclarations.id))
      .limit(200),
  ]);
  const lines = returns.length
    ? await db
        .select({
          id: orderItems.id,
          orderId: orderItems.orderId,
          name: orderItems.orderItemName,
          quantity: orderItems.quantity,
          reasonId: orderItems.returnReasonId,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            returns.map((entry) => entry.id),
          ),
        )
        .orderBy(asc(orderItems.position))
    : [];
  return {
    returns: returns.map((entry) => ({
      ...entry,
      customerName: `${entry.billingAddress.firstName} ${entry.billingAddress.lastName}`.trim(),
      billingAddress: undefined,
      createdAt: entry.createdAt.toISOString(),
      received: entry.statusId === orderStatus.returnReceived,
      lines: lines.filter((line) => line.orderId === entry.id),
    })),
    withdrawals: declarations.map((entry) => ({ ...entry, declaredAt: entry.declaredAt.toISOString() })),
  };
}

export interface ReceivedLine {
  /** The return's line. */
  returnLineId: number;
  /** Pieces that arrived (at most the pieces announced). */
  received: number;
  /** Whether they go back on the shelf (not when broken). */
  restock: boolean;
}

/**
 * A return's parcel arrived: per line the pieces that came and whether they go back into stock;
 * the return is marked received, and – when asked – the pieces that came are refunded on the
 * original order (Mollie or "to pay back", with a credit note). Acts once per action key.
 */
export async function receiveReturn(
  services: Services,
  staff: StaffMember,
  input: StaffOrderActionInput & { lines: ReceivedLine[]; refund: boolean; includeShipping: boolean },
) {
  const [returned] = await services.db
    .select({ parentOrderId: orders.parentOrderId, typeId: orders.typeId, statusId: orders.statusId })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!returned || returned.typeId !== orderTypes.return || !returned.parentOrderId) throw orderNotFound();
  // The action runs on the original order (its money and documents); the return is locked inside.
  return runStaffOrderAction(
    services.db,
    staff,
    { orderId: returned.parentOrderId, actionKey: input.actionKey },
    async (tx, order, { actor, actionKey }) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
      if (locked!.statusId !== orderStatus.returnAnnounced) {
        throw notAllowedNow('returnReceivedAlready', 'This return was received already.');
      }
      if (input.seenVersion !== undefined && input.seenVersion !== locked!.version) {
        throw notAllowedNow('changedMeanwhile', 'Someone else changed this return meanwhile.');
      }
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, input.orderId));
      const refundLines: Array<{ orderItemId: number; quantity: number }> = [];
      let restocked = 0;
      // The same line named twice counts once, with its pieces added up.
      const merged = new Map<number, ReceivedLine>();
      for (const line of input.lines) {
        const earlier = merged.get(line.returnLineId);
        merged.set(line.returnLineId, {
          ...line,
          received: (earlier?.received ?? 0) + line.received,
          restock: line.restock && (earlier?.restock ?? true),
        });
      }
      for (const received of merged.values()) {
        const line = lines.find((candidate) => candidate.id === received.returnLineId);
        if (!line || received.received > line.quantity) {
          throw notAllowedNow(
            'returnLineUnknown',
            'A line is not one of this return, or more pieces than were announced.',
          );
        }
        if (received.received === 0) continue;
        if (received.restock && line.variationId) {
          await moveStock(tx, {
            variationId: line.variationId,
            change: received.received,
            reason: 'return',
            actor,
            orderId: order.parentOrderId ?? order.id,
          });
          restocked += received.received;
        }
        if (line.returnedItemId) refundLines.push({ orderItemId: line.returnedItemId, quantity: received.received });
      }
      await tx
        .update(orders)
        .set({ statusId: orderStatus.returnReceived, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, input.orderId));
      const refunded =
        input.refund && (refundLines.length > 0 || input.includeShipping)
          ? await refundInAction(
              tx,
              order,
              { lines: refundLines, includeShipping: input.includeShipping, reason: `#${input.orderId}` },
              actor,
            )
          : null;
      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: 'returnReceived',
        actor,
        idempotencyKey: actionKey,
        details: {
          returnId: input.orderId,
          pieces: refundLines.reduce((sum, line) => sum + line.quantity, 0),
          restocked,
          ...(refunded ? { amountCents: refunded.refundCents } : {}),
        },
      });
      return {
        refundCents: refunded?.refundCents ?? 0,
        mollieRefundIds: refunded?.mollieRefundIds ?? [],
        toPayBackCents: refunded?.toPayBackCents ?? 0,
        creditNote: refunded?.creditNote ?? null,
      };
    },
  );
}

/** A withdrawal declaration that named no order of the shop automatically, matched by hand. */
export async function matchWithdrawal(
  services: Services,
  staff: StaffMember,
  input: { declarationId: number; orderId: number },
) {
  return services.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, typeId: orders.typeId })
      .from(orders)
      .where(eq(orders.id, input.orderId));
    if (!order || order.typeId !== orderTypes.sales) throw orderNotFound();
    const [matched] = await tx
      .update(withdrawalDeclarations)
      .set({ orderId: input.orderId })
      .where(and(eq(withdrawalDeclarations.id, input.declarationId), isNull(withdrawalDeclarations.orderId)))
      .returning({ id: withdrawalDeclarations.id });
    if (!matched) throw notAllowedNow('withdrawalMatchedAlready', 'This declaration is matched to an order already.');
    await recordOrderEvent(tx, {
      orderId: input.orderId,
      kind: 'withdrawalMatched',
      actor: staff.email,
      details: { declarationId: input.declarationId },
    });
    return { matched: true };
  });
}
