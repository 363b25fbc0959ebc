import { asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/connection.server';
import { bankTransfers, refunds, shipments } from '../db/order-handling-schema';
import { orders, withdrawalDeclarations } from '../db/order-schema';
import { payments } from '../db/payment-schema';
import { trackingLink } from '../delivery/tracking-links';
import type { Locale } from '../i18n/locales';
import { orderStatus, orderTypes } from '../order-status';
import { correctedBuyerOf, issuedDocumentsOf } from '../orders/order-document-numbers.server';
import { canHaveCorrection, canHaveProFormaInvoice } from './issue-documents.server';
import { orderHistory } from '../orders/order-history.server';
import { orderView } from '../orders/order-view.server';
import { orderNotFound } from './staff-order-action.server';
import { vatIdAllowsShipping } from './ship-order.server';

/**
 * Everything the staff's order page shows (issue 36, getStaffOrder): the order as the customer
 * sees it, its payments (Mollie and bank transfers), shipments, refunds, returns, documents, the
 * customer's withdrawal declarations, its history with the staff's notes, its version (sent back
 * with an action, so a change by someone else meanwhile is noticed) and what can be done now.
 */
export async function staffOrderPage(db: Database, config: Config, orderId: number, locale: Locale) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.typeId !== orderTypes.sales) throw orderNotFound();
  const [
    view,
    history,
    molliePayments,
    transfers,
    parcels,
    givenBack,
    returns,
    declarations,
    documents,
    correctedBuyer,
  ] = await Promise.all([
    orderView(db, config, order, locale),
    orderHistory(db, orderId),
    db
      .select({
        molliePaymentId: payments.molliePaymentId,
        method: payments.method,
        status: payments.status,
        amountCents: payments.amountCents,
        refundedCents: payments.refundedCents,
        chargedBackCents: payments.chargedBackCents,
        mode: payments.mode,
        problem: payments.problem,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.id)),
    db
      .select({
        amountCents: bankTransfers.amountCents,
        receivedOn: bankTransfers.receivedOn,
        reference: bankTransfers.reference,
        payerName: bankTransfers.payerName,
        source: bankTransfers.source,
        recordedBy: bankTransfers.recordedBy,
      })
      .from(bankTransfers)
      .where(eq(bankTransfers.orderId, orderId))
      .orderBy(asc(bankTransfers.id)),
    db
      .select({
        id: shipments.id,
        carrier: shipments.carrier,
        trackingNumbers: shipments.trackingNumbers,
        hasLabel: sql<boolean>`${shipments.labelPdf} is not null`,
        createdAt: shipments.createdAt,
        createdBy: shipments.createdBy,
      })
      .from(shipments)
      .where(eq(shipments.orderId, orderId))
      .orderBy(asc(shipments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
    db
      .select({ id: orders.id, statusId: orders.statusId, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.parentOrderId, orderId))
      .orderBy(asc(orders.id)),
    db
      .select({
        id: withdrawalDeclarations.id,
        name: withdrawalDeclarations.name,
        scope: withdrawalDeclarations.scope,
        itemsDescription: withdrawalDeclarations.itemsDescription,
        declaredAt: withdrawalDeclarations.declaredAt,
      })
      .from(withdrawalDeclarations)
      .where(eq(withdrawalDeclarations.orderId, orderId)),
    issuedDocumentsOf(db, orderId),
    correctedBuyerOf(db, orderId),
  ]);
  const open = order.statusId === orderStatus.waitingForPayment || order.statusId === orderStatus.releasedForShipping;
  return {
    ...view,
    version: order.version,
    language: order.language,
    paidCents: order.paidCents,
    refundedCents: order.refundedCents,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    customerId: order.customerId,
    history,
    payments: molliePayments.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() })),
    bankTransfers: transfers,
    shipments: parcels.map((parcel) => ({
      ...parcel,
      createdAt: parcel.createdAt.toISOString(),
      tracking: parcel.trackingNumbers.map((number) => ({
        number,
        link: trackingLink(parcel.carrier, number, locale),
      })),
    })),
    refunds: givenBack.map((refund) => ({
      id: refund.id,
      amountCents: refund.amountCents,
      method: refund.method,
      status: refund.status,
      reason: refund.reason,
      createdBy: refund.createdBy,
      createdAt: refund.createdAt.toISOString(),
    })),
    returns: returns.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    withdrawals: declarations.map((entry) => ({ ...entry, declaredAt: entry.declaredAt.toISOString() })),
    documents,
    /** A tax-free delivery to an EU business (issue 39): its VAT id and what VIES said. */
    vatId:
      order.vatTreatment === 'intraCommunitySupply'
        ? {
            vatId: order.buyerVatId,
            status: order.vatIdStatus ?? 'unconfirmed',
            checkedAt: order.vatIdCheckedAt?.toISOString() ?? null,
            requestIdentifier: order.vatIdRequestIdentifier,
            traderName: order.vatIdTraderName,
          }
        : null,
    /** Who the documents are made out to: the billing address, or as the latest correction has it. */
    buyer: correctedBuyer ?? view.order.billingAddress,
    can: {
      recordPayment: open && order.paidCents < order.totalGross,
      ship: order.statusId === orderStatus.releasedForShipping && vatIdAllowsShipping(order),
      recheckVatId: order.vatTreatment === 'intraCommunitySupply' && order.vatIdStatus !== 'confirmed',
      cancel: open,
      refund: order.paidCents - order.refundedCents > 0,
      issueProForma: canHaveProFormaInvoice(order),
      correctInvoice: canHaveCorrection(order),
    },
  };
}

export type StaffOrderPage = Awaited<ReturnType<typeof staffOrderPage>>;
