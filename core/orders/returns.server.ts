import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { netFromGross } from '../catalog/pricing';
import { items as catalogItems } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { orderItems, orders, type OrderVatLine } from '../db/order-schema';
import { orderItemTypes, orderStatus, orderTypes, purchasedStatuses } from '../order-status';
import { newAccessKey } from './place-order.server';
import { issueOrderDocument } from './order-document-numbers.server';
import { documentLines } from './documents/document-lines';

/**
 * Returns (spec §3 Return, order type 3): the shopper announces which pieces of an order go back
 * and why. A return is an order of its own that references the original; what can still be
 * returned is the ordered quantity minus what earlier returns announced. Gift-card items go back
 * only all together (spec §8).
 */

type OrderRow = typeof orders.$inferSelect;

/** Lines that go back as they were sold: items and bundles (a bundle's parts go with it). */
const returnableLineTypes: number[] = [orderItemTypes.variation, orderItemTypes.bundle];

/**
 * Per line of an order: how many pieces can still be returned. `lines` are the order's lines when
 * the caller has read them already (saves reading them again).
 */
export async function returnableQuantities(
  db: Executor,
  orderId: number,
  lines?: ReadonlyArray<{ id: number; typeId: number; quantity: number }>,
): Promise<Map<number, number>> {
  const returnableLines = lines
    ? lines.filter((line) => returnableLineTypes.includes(line.typeId))
    : await db
        .select({ id: orderItems.id, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.typeId, returnableLineTypes)));
  const returned = returnableLines.length
    ? await db
        .select({ itemId: orderItems.returnedItemId, pieces: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            inArray(
              orderItems.returnedItemId,
              returnableLines.map((line) => line.id),
            ),
            ne(orders.statusId, orderStatus.canceled),
          ),
        )
        .groupBy(orderItems.returnedItemId)
    : [];
  return returnableOf(returnableLines, returned);
}

/** An order placed this instant: nothing of it can have been returned yet. */
export function returnableOfNewOrder(lines: ReadonlyArray<{ id: number; typeId: number; quantity: number }>) {
  return returnableOf(
    lines.filter((line) => returnableLineTypes.includes(line.typeId)),
    [],
  );
}

function returnableOf(
  lines: ReadonlyArray<{ id: number; quantity: number }>,
  returned: ReadonlyArray<{ itemId: number | null; pieces: number }>,
): Map<number, number> {
  return new Map(
    lines.map((line) => [line.id, line.quantity - (returned.find((entry) => entry.itemId === line.id)?.pieces ?? 0)]),
  );
}

/**
 * A paid or shipped sales order with something left to return. Only such goods can be on their way
 * to the shopper: an order still waiting for its payment has not been sent (terms §5: goods go out
 * once paid), so there is nothing to send back; it is canceled instead (withdrawal, or the shop's
 * reminder and cancellation of unpaid orders). docs/order-status.md and the terms say the same.
 */
export function canBeReturned(order: Pick<OrderRow, 'typeId' | 'statusId'>, returnable: Map<number, number>) {
  return (
    order.typeId === orderTypes.sales &&
    purchasedStatuses.includes(order.statusId) &&
    [...returnable.values()].some((pieces) => pieces > 0)
  );
}

/**
 * The request's lines, one per order line and reason: a line named twice (with the same reason)
 * is one line with the pieces added up. Quantities are checked per order line over all reasons.
 */
function mergedReturnLines(lines: ReturnRequest['lines']) {
  const merged = new Map<string, { orderItemId: number; quantity: number; reasonId?: number }>();
  for (const line of lines) {
    const key = `${line.orderItemId}:${line.reasonId ?? ''}`;
    const known = merged.get(key);
    if (known) known.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

/** Pieces asked for per order line, over all reasons. */
function piecesPerOrderLine(lines: ReturnRequest['lines']) {
  const pieces = new Map<number, number>();
  for (const line of lines) pieces.set(line.orderItemId, (pieces.get(line.orderItemId) ?? 0) + line.quantity);
  return pieces;
}

export interface ReturnRequest {
  idempotencyKey: string;
  lines: Array<{ orderItemId: number; quantity: number; reasonId?: number }>;
  comment: string;
}

const refusal = (key: string, message: string, field?: string, values: Record<string, number> = {}) =>
  new ApiError({
    status: 422,
    key: `return.${key}`,
    message,
    values,
    ...(field ? { cause: [{ field, message, code: key }] } : {}),
  });

/**
 * Creates the return in one transaction. The original order is locked while the returnable
 * quantities are checked, so two returns sent at once cannot give back more than was ordered.
 */
export async function makeReturn(db: Database, order: OrderRow, request: ReturnRequest): Promise<OrderRow> {
  const key = `return-${request.idempotencyKey}`;
  const [earlier] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (earlier) {
    if (earlier.parentOrderId !== order.id) {
      throw new ApiError({
        status: 409,
        key: 'order.idempotencyKeyUsed',
        message: 'This key belongs to another return.',
      });
    }
    return earlier;
  }
  const chosen = mergedReturnLines(request.lines.filter((line) => line.quantity > 0));
  if (chosen.length === 0) throw refusal('nothingChosen', 'Choose at least one item to return.');
  for (const line of chosen) {
    if (line.reasonId === undefined) {
      throw refusal('reasonRequired', 'Give the reason.', `reason-${line.orderItemId}`);
    }
  }
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const returnable = await returnableQuantities(tx, order.id);
    if (!canBeReturned(order, returnable)) throw refusal('notReturnable', 'This order cannot be returned.');
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const asked = piecesPerOrderLine(chosen);
    for (const [orderItemId, pieces] of asked) {
      const left = returnable.get(orderItemId);
      if (left === undefined)
        throw new ApiError({ status: 404, key: 'order.notFound', message: 'No such order line.' });
      if (pieces > left) {
        throw refusal('tooMany', 'Too many pieces.', `quantity-${orderItemId}`, { returnable: left });
      }
    }
    await checkGiftCardsTogether(tx, lines, asked, returnable);

    const returnLines = chosen.map((line, index) => {
      const original = lines.find((candidate) => candidate.id === line.orderItemId)!;
      return { original, quantity: line.quantity, reasonId: line.reasonId!, position: index + 1 };
    });
    const totalGross = returnLines.reduce((sum, line) => sum + line.original.priceGross * line.quantity, 0);
    const vats = vatLinesOf(
      returnLines.map((line) => ({ gross: line.original.priceGross * line.quantity, rate: line.original.vatRate })),
    );
    const totalNet = totalGross - vats.reduce((sum, vat) => sum + vat.vatAmount, 0);
    const [created] = await tx
      .insert(orders)
      .values({
        typeId: orderTypes.return,
        parentOrderId: order.id,
        statusId: orderStatus.returnAnnounced,
        accessKey: newAccessKey(),
        idempotencyKey: key,
        customerId: order.customerId,
        email: order.email,
        language: order.language,
        currency: order.currency,
        itemSum: totalGross,
        itemSumNet: totalNet,
        shippingAmount: 0,
        shippingAmountNet: 0,
        totalGross,
        totalNet,
        vats,
        billingAddress: order.billingAddress,
        deliveryAddress: order.deliveryAddress,
        shippingProfileId: order.shippingProfileId,
        shippingProfileName: order.shippingProfileName,
        paymentMethodId: order.paymentMethodId,
        paymentMethodKey: order.paymentMethodKey,
        paymentMethodName: order.paymentMethodName,
        returnComment: request.comment,
      })
      .returning();
    await tx.insert(orderItems).values(
      returnLines.map((line) => ({
        orderId: created!.id,
        position: line.position,
        typeId: line.original.typeId,
        itemId: line.original.itemId,
        variationId: line.original.variationId,
        orderItemName: line.original.orderItemName,
        quantity: line.quantity,
        priceGross: line.original.priceGross,
        priceNet: line.original.priceNet,
        vatRate: line.original.vatRate,
        orderProperties: line.original.orderProperties,
        returnedItemId: line.original.id,
        returnReasonId: line.reasonId,
      })),
    );
    // The return note for the parcel: which pieces of which order come back under which number.
    await issueOrderDocument(tx, order.id, 'return-note', {
      language: order.language,
      references: [
        { label: 'orderNumber', value: String(order.id) },
        { label: 'returnNumber', value: String(created!.id) },
      ],
      lines: documentLines(order, lines, order.language, { quantities: asked, shipping: false, sign: 1 }),
    });
    return created!;
  });
}

/** Spec §8: gift-card items go back only all of them, each with every piece still returnable. */
async function checkGiftCardsTogether(
  tx: Executor,
  lines: Array<typeof orderItems.$inferSelect>,
  asked: Map<number, number>,
  returnable: Map<number, number>,
) {
  const itemIds = [...new Set(lines.map((line) => line.itemId).filter((id): id is number => id !== null))];
  if (itemIds.length === 0) return;
  const giftCards = await tx
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(and(inArray(catalogItems.id, itemIds), eq(catalogItems.itemType, 'giftCard')));
  const giftCardLines = lines.filter(
    (line) => giftCards.some((card) => card.id === line.itemId) && (returnable.get(line.id) ?? 0) > 0,
  );
  const touched = giftCardLines.some((line) => asked.has(line.id));
  const all = giftCardLines.every((line) => asked.get(line.id) === returnable.get(line.id));
  if (touched && !all) throw refusal('giftCardsTogether', 'Gift-card items must be returned together.');
}

/** VAT per rate of returned lines (gross amounts), in the order's VAT-line shape. */
function vatLinesOf(lines: Array<{ gross: number; rate: number }>): OrderVatLine[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.gross);
  return [...byRate].map(([rate, gross]) => ({ vatValue: rate / 100, vatAmount: gross - netFromGross(gross, rate) }));
}
