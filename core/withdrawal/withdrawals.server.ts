import { eq, inArray } from 'drizzle-orm';
import { isApiError } from '../api/errors';
import type { Database } from '../db/connection.server';
import { orderItems, withdrawalDeclarations } from '../db/order-schema';
import type { Locale } from '../i18n/locales';
import type { OrderRow } from '../orders/order-access.server';
import { canBeReturned, makeReturn, returnableQuantities } from '../orders/returns.server';
import { withdrawalReturnReasonId } from '../orders/return-reasons';
import type { WithdrawalForm } from './withdrawal-form';

export type WithdrawalDeclaration = typeof withdrawalDeclarations.$inferSelect;

/** A line of the order named in a receipt (only shown to whoever could see the order anyway). */
export interface DeclaredLine {
  id: number;
  name: string;
  quantity: number;
}

/** The sales lines of an order that can be withdrawn from, with their names. */
export async function withdrawableLines(db: Database, order: OrderRow): Promise<DeclaredLine[]> {
  const lines = await db
    .select({
      id: orderItems.id,
      name: orderItems.orderItemName,
      quantity: orderItems.quantity,
      typeId: orderItems.typeId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.position);
  const returnable = await returnableQuantities(db, order.id, lines);
  return lines
    .filter((line) => (returnable.get(line.id) ?? 0) > 0)
    .map((line) => ({ id: line.id, name: line.name, quantity: returnable.get(line.id)! }));
}

export async function withdrawalDeclarationByKey(db: Database, idempotencyKey: string) {
  const [found] = await db
    .select()
    .from(withdrawalDeclarations)
    .where(eq(withdrawalDeclarations.idempotencyKey, idempotencyKey));
  return found;
}

export interface RecordedWithdrawal {
  declaration: WithdrawalDeclaration;
  /** The order's lines the declaration covers (empty when it names no order of this shop). */
  lines: DeclaredLine[];
  /** False when this was a repeated submission of a declaration already recorded. */
  isNew: boolean;
}

/**
 * Records the declaration once per idempotency key. When the consumer has proven the order
 * (`proven`: placed or proven in their session, or their own) and its goods can be sent back, the
 * lines it covers become a return with the reason "withdrawal", so staff see it next to the order
 * (an unpaid order has not been sent: it stays recorded for staff to cancel). Without that proof
 * the declaration only names the order it seems to be about, with none of its lines: staff check
 * it and confirm it (no stranger can file a return of someone else's order).
 */
export async function recordWithdrawal(
  db: Database,
  input: WithdrawalForm & { idempotencyKey: string; locale: Locale },
  order: OrderRow | null,
  { proven }: { proven: boolean },
): Promise<RecordedWithdrawal> {
  const earlier = await withdrawalDeclarationByKey(db, input.idempotencyKey);
  if (earlier) return { declaration: earlier, lines: await linesOf(db, earlier), isNew: false };

  const available = order && proven ? await withdrawableLines(db, order) : [];
  const chosenIds = new Set(input.orderItemIds);
  const lines = input.scope === 'all' ? available : available.filter((line) => chosenIds.has(line.id));
  const [inserted] = await db
    .insert(withdrawalDeclarations)
    .values({
      idempotencyKey: input.idempotencyKey,
      orderNumber: input.orderNumber,
      orderId: order?.id ?? null,
      name: input.name,
      email: input.email,
      address: input.address,
      orderedOn: input.orderedOn,
      receivedOn: input.receivedOn,
      scope: input.scope,
      itemsDescription: input.itemsDescription,
      orderItemIds: lines.map((line) => line.id),
      language: input.locale,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    // The same declaration sent twice at the same moment: the other request recorded it.
    const winner = await withdrawalDeclarationByKey(db, input.idempotencyKey);
    return { declaration: winner!, lines: await linesOf(db, winner!), isNew: false };
  }

  let declaration = inserted;
  if (
    order &&
    proven &&
    lines.length > 0 &&
    canBeReturned(order, new Map(lines.map((line) => [line.id, line.quantity])))
  ) {
    // The declaration stands even if the return cannot be made (a line returned meanwhile, gift
    // cards only all together): staff see the declaration and settle it by hand.
    const created = await makeReturn(db, order, {
      idempotencyKey: `withdrawal-${input.idempotencyKey}`,
      lines: lines.map((line) => ({
        orderItemId: line.id,
        quantity: line.quantity,
        reasonId: withdrawalReturnReasonId,
      })),
      comment: input.itemsDescription,
    }).catch((error: unknown) => {
      if (isApiError(error)) return null;
      throw error;
    });
    if (created) {
      await db
        .update(withdrawalDeclarations)
        .set({ returnOrderId: created.id })
        .where(eq(withdrawalDeclarations.id, inserted.id));
      declaration = { ...inserted, returnOrderId: created.id };
    }
  }
  return { declaration, lines, isNew: true };
}

async function linesOf(db: Database, declaration: WithdrawalDeclaration): Promise<DeclaredLine[]> {
  if (declaration.orderItemIds.length === 0) return [];
  const rows = await db
    .select({ id: orderItems.id, name: orderItems.orderItemName, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.id, declaration.orderItemIds))
    .orderBy(orderItems.position);
  return rows;
}
