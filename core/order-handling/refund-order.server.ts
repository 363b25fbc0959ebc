import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/connection.server';
import type { RefundedLine } from '../db/json-columns';
import { refunds } from '../db/order-handling-schema';
import type { orders } from '../db/order-schema';
import { orderItems } from '../db/order-schema';
import { orderItemTypes, orderTypes } from '../order-status';
import { issueOrderDocument } from '../orders/order-document-numbers.server';
import { recordOrderEvent } from '../orders/order-history.server';
import type { Services } from '../services.server';
import type { StaffMember } from '../sessions/staff-sign-in';
import { documentLines, linesTotal } from '../orders/documents/document-lines';
import { giveMoneyBack } from './give-money-back.server';
import { notAllowedNow, runStaffOrderAction, type StaffOrderActionInput } from './staff-order-action.server';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export interface RefundOrderInput extends StaffOrderActionInput {
  lines?: RefundedLine[];
  /** Cents; without it, the lines' value (and shipping when asked). */
  amount?: number;
  includeShipping: boolean;
  reason: string;
}

/**
 * A full or partial refund (issue 36, doRefundOrder): of lines and their pieces, shipping, or an
 * amount (a goodwill refund). Never more than was paid and not yet given back – the order row is
 * locked, so two refunds sent at once are checked one after the other – and never more pieces of a
 * line than were ordered and not yet refunded. Every refund gets a credit note (Gutschrift).
 */
export async function refundOrder(services: Services, staff: StaffMember, input: RefundOrderInput) {
  return runStaffOrderAction(services.db, staff, input, async (tx, order, { actor, actionKey }) => {
    return refundInAction(tx, order, input, actor, actionKey);
  });
}

/** The refund's part inside a staff action (also used when a return is received). */
export async function refundInAction(
  tx: Transaction,
  order: OrderRow,
  input: Omit<RefundOrderInput, 'orderId'>,
  actor: string,
  actionKey?: string,
) {
  if (order.typeId !== orderTypes.sales) throw notAllowedNow('notASale', 'Only a sales order is refunded.');
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const quantities = await checkedQuantities(tx, order, items, input.lines ?? []);
  const shippingCents = input.includeShipping ? order.shippingAmount + order.preferredDeliveryAmount : 0;
  if (input.includeShipping && (await shippingRefundedAlready(tx, order.id))) {
    throw notAllowedNow('shippingRefundedAlready', 'The shipping costs were refunded already.');
  }
  let lines = documentLines(order, items, order.language, {
    quantities,
    shipping: input.includeShipping,
    sign: 1,
  });
  if (!input.lines?.length && !input.includeShipping) lines = [];
  const amount = input.amount ?? linesTotal(lines);
  if (amount <= 0) throw notAllowedNow('refundNothing', 'Choose lines, shipping or an amount to refund.');
  const refundable = order.paidCents - order.refundedCents;
  if (amount > refundable) {
    throw notAllowedNow('refundTooMuch', 'That is more than was paid for the order and not yet refunded.');
  }
  const money = await giveMoneyBack(tx, order, amount, {
    reason: input.reason,
    actor,
    lines: input.lines ?? [],
    shippingCents,
  });
  // An amount without lines (goodwill), or one other than the lines' value: that amount, split over
  // the VAT rates in the shares the order's value has them, so the credit note's VAT is right.
  const creditLines =
    lines.length > 0 && linesTotal(lines) === amount
      ? lines
      : amountByRate(documentLines(order, items, order.language, { shipping: true, sign: 1 }), amount).map(
          ({ vatRate, gross }) => ({
            name: input.reason || `#${order.id}`,
            quantity: 1,
            unitGross: gross,
            vatRate,
            totalGross: gross,
          }),
        );
  const creditNote = await issueOrderDocument(tx, order.id, 'credit-note', {
    language: order.language,
    references: [
      { label: 'orderNumber', value: String(order.id) },
      { label: 'invoiceNumber', value: `R-${order.id}` },
    ],
    lines: creditLines,
  });
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: 'refundRequested',
    actor,
    idempotencyKey: actionKey,
    details: {
      amountCents: amount,
      reason: input.reason,
      creditNote: creditNote.numberText,
      toPayBackCents: money.toPayBackCents,
    },
  });
  return {
    refundCents: amount,
    mollieRefundIds: money.mollieRefundIds,
    toPayBackCents: money.toPayBackCents,
    creditNote: creditNote.numberText,
  };
}

/** The pieces to refund per line: lines of this order, no more than ordered less earlier refunds. */
async function checkedQuantities(tx: Transaction, order: OrderRow, items: OrderItemRow[], lines: RefundedLine[]) {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.orderItemId, (wanted.get(line.orderItemId) ?? 0) + line.quantity);
  const earlier = new Map<number, number>();
  for (const refund of await tx
    .select({ lines: refunds.lines, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.orderId, order.id))) {
    if (refund.status === 'failed') continue;
    for (const line of refund.lines)
      earlier.set(line.orderItemId, (earlier.get(line.orderItemId) ?? 0) + line.quantity);
  }
  for (const [itemId, quantity] of wanted) {
    const item = items.find((candidate) => candidate.id === itemId);
    const priced = item && (item.typeId === orderItemTypes.variation || item.typeId === orderItemTypes.bundle);
    if (!priced) throw notAllowedNow('lineUnknown', 'A line to refund is not a line of this order.');
    if (quantity > item.quantity - (earlier.get(itemId) ?? 0)) {
      throw notAllowedNow('lineRefundedAlready', 'More pieces than are left to refund on a line.');
    }
  }
  return wanted;
}

/** An amount split over the VAT rates of lines in proportion to their value (the last rate takes the rounding). */
function amountByRate(lines: ReadonlyArray<{ vatRate: number; totalGross: number }>, amount: number) {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.totalGross);
  const rates = [...byRate.entries()].filter(([, gross]) => gross > 0).sort((a, b) => b[1] - a[1]);
  const total = rates.reduce((sum, [, gross]) => sum + gross, 0);
  if (rates.length === 0 || total <= 0) return [{ vatRate: 1900, gross: amount }];
  let left = amount;
  return rates
    .map(([vatRate, gross], index) => {
      const share = index === rates.length - 1 ? left : Math.round((amount * gross) / total);
      left -= share;
      return { vatRate, gross: share };
    })
    .filter((entry) => entry.gross !== 0);
}

/** Whether an earlier refund (not failed) gave the shipping costs back. */
async function shippingRefundedAlready(tx: Transaction, orderId: number): Promise<boolean> {
  const earlier = await tx
    .select({ shipping: refunds.includesShipping, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return earlier.some((refund) => refund.status !== 'failed' && refund.shipping > 0);
}
