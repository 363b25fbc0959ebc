import { and, asc, eq } from 'drizzle-orm';
import type { Carrier } from '../delivery/tracking-links';
import type { Executor, Transaction } from '../db/connection.server';
import { shipments } from '../db/order-handling-schema';
import { orderItems, orders } from '../db/order-schema';
import { issueOrderDocument } from '../orders/order-document-numbers.server';
import { documentLines } from '../orders/documents/document-lines';
import { orderStatus, orderTypes } from '../order-status';
import { recordOrderEvent } from '../orders/order-history.server';
import type { StaffMember } from '../sessions/staff-sign-in';
import type { Services } from '../services.server';
import { notAllowedNow, runStaffOrderAction, type StaffOrderActionInput } from './staff-order-action.server';

type OrderRow = typeof orders.$inferSelect;

/** Taxed orders ship when paid; a tax-free one also needs its VAT id confirmed by VIES. */
export const vatIdAllowsShipping = (order: Pick<OrderRow, 'vatTreatment' | 'vatIdStatus'>) =>
  order.vatTreatment !== 'intraCommunitySupply' || order.vatIdStatus === 'confirmed';

/** A label made for an order's parcel: its tracking number and the label to print. */
export interface MadeLabel {
  trackingNumber: string;
  labelPdf: Uint8Array;
}

export interface ShipOrderInput extends StaffOrderActionInput {
  carrier: Carrier;
  trackingNumbers: string[];
  /** Make a DHL label for it (only with carrier dhl). */
  createLabel: boolean;
}

/**
 * Marks an order shipped (issue 36, doShipOrder): status 7 with the shipping date, a shipment with
 * its tracking numbers and, when asked, the DHL label made for it (`makeLabel`, the DHL client).
 * Only a paid order ships (terms § 5: goods go out once paid). The label is made inside the action,
 * so a double click or a second staff member waits and then finds the order shipped.
 */
export async function shipOrder(
  services: Services,
  staff: StaffMember,
  input: ShipOrderInput,
  makeLabel: (tx: Transaction, order: OrderRow) => Promise<MadeLabel>,
) {
  return runStaffOrderAction(services.db, staff, input, async (tx, order, { actor, actionKey }) => {
    if (order.typeId !== orderTypes.sales) throw notAllowedNow('notASale', 'Only a sales order is shipped.');
    if (order.statusId === orderStatus.shipped) throw notAllowedNow('shippedAlready', 'The order is shipped already.');
    if (order.statusId !== orderStatus.releasedForShipping) {
      throw notAllowedNow('notPaid', 'Only a paid order is shipped.');
    }
    // A tax-free delivery ships only on a VAT id VIES confirmed (issue 39): the proof must exist
    // when the goods leave.
    if (!vatIdAllowsShipping(order)) {
      throw notAllowedNow('vatIdUnconfirmed', 'The VAT id of this tax-free delivery is not confirmed.');
    }
    const trackingNumbers = [...new Set(input.trackingNumbers)];
    let labelPdf: Buffer | null = null;
    if (input.createLabel) {
      if (input.carrier !== 'dhl') throw notAllowedNow('labelOnlyDhl', 'The shop makes labels for DHL only.');
      const label = await makeLabel(tx, order);
      trackingNumbers.unshift(label.trackingNumber);
      labelPdf = Buffer.from(label.labelPdf);
    }
    const shippedAt = new Date();
    const [shipment] = await tx
      .insert(shipments)
      .values({ orderId: order.id, carrier: input.carrier, trackingNumbers, labelPdf, createdBy: actor })
      .returning({ id: shipments.id });
    await tx.update(orders).set({ statusId: orderStatus.shipped, shippedAt }).where(eq(orders.id, order.id));
    // The delivery note that goes into the parcel: what is in it, without prices.
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position));
    await issueOrderDocument(tx, order.id, 'delivery-note', {
      language: order.language,
      references: [
        { label: 'orderNumber', value: String(order.id) },
        { label: 'deliveryDate', value: shippedAt.toISOString().slice(0, 10) },
      ],
      lines: documentLines(order, items, order.language, { shipping: false, sign: 1 }).filter(
        (line) => line.totalGross >= 0,
      ),
    });
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'shipped',
      actor,
      idempotencyKey: actionKey,
      details: { carrier: input.carrier, trackingNumbers, label: labelPdf !== null },
    });
    return { shipmentId: shipment!.id, carrier: input.carrier, trackingNumbers, hasLabel: labelPdf !== null };
  });
}

/** The DHL label of one of an order's shipments (null: no such shipment, or none was made). */
export async function shipmentLabel(db: Executor, orderId: number, shipmentId: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ labelPdf: shipments.labelPdf })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.id, shipmentId)));
  return row?.labelPdf ? new Uint8Array(row.labelPdf) : null;
}
