import { asc, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/connection.server';
import type { orders } from '../db/order-schema';
import { orderItems } from '../db/order-schema';
import { payments } from '../db/payment-schema';
import { shipments } from '../db/order-handling-schema';
import { trackingLink } from '../delivery/tracking-links';
import { issuedDocumentsOf } from './order-document-numbers.server';
import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import { orderStatusKey } from '../order-status';
import { canBeReturned, returnableOfNewOrder, returnableQuantities } from './returns.server';
import { paymentIconPath } from '../payment-icons';
import { paymentMethodNameIn } from './payment-method-name';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The payment statuses the shop writes (payment-sync.server.ts settleOrderPayments). */
const knownPaymentStatuses: ReadonlySet<string> = new Set(['unpaid', 'prepaid', 'partlyPaid', 'fullyPaid', 'overpaid']);

/** A stored payment status as the spec names it: one the shop does not know is "unknown". */
export function storedPaymentStatusKey(stored: string): string {
  return knownPaymentStatuses.has(stored) ? stored : 'unknown';
}

/**
 * Spec payment status keys (§4) from what has been paid so far: "prepaid" while an authorisation
 * holds the amount and nothing is captured yet; "unknown" for a status the shop does not know (an
 * order brought in from elsewhere, a value written by hand) rather than a guess.
 */
export function paymentStatusKey(order: Pick<OrderRow, 'paidCents' | 'totalGross' | 'paymentStatus'>): string {
  if (storedPaymentStatusKey(order.paymentStatus) === 'unknown') return 'unknown';
  if (order.paidCents > order.totalGross) return 'overpaid';
  if (order.paidCents > 0 && order.paidCents === order.totalGross) return 'fullyPaid';
  if (order.paidCents > 0) return 'partlyPaid';
  return order.paymentStatus === 'prepaid' ? 'prepaid' : 'unpaid';
}

/** The order's status and payment status, named in the page language. */
export function orderStatusTexts(
  order: Pick<OrderRow, 'statusId' | 'paidCents' | 'totalGross' | 'paymentStatus'>,
  locale: Locale,
) {
  const paymentKey = paymentStatusKey(order);
  return {
    statusName: shopText(locale, `order.status.${orderStatusKey(order.statusId)}`),
    paymentStatusKey: paymentKey,
    paymentStatus: shopText(locale, `order.paymentStatus.${paymentKey}`),
  };
}

/**
 * An order as the confirmation and account pages show it (spec §3 Order): the snapshot taken
 * when it was placed, with status and payment status named in the page language. `placedNow`
 * holds the lines of an order placed this very moment (as inserted): nothing to read again, and
 * nothing of it can have been returned yet.
 */
export async function orderView(
  db: Database,
  config: Config,
  order: OrderRow,
  locale: Locale,
  placedNow?: { items: OrderItemRow[] },
) {
  const items =
    placedNow?.items ??
    (await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)));
  const status = orderStatusTexts(order, locale);
  const returnable = placedNow ? returnableOfNewOrder(items) : await returnableQuantities(db, order.id, items);
  const testPayment = order.paymentMethodKey === 'mollie' && (await paidInTestMode(db, config, order.id));
  // An order placed this moment has neither parcels nor documents besides its own two yet.
  const [parcels, documents] = placedNow
    ? [[], []]
    : await Promise.all([shipmentsOf(db, order.id, locale), issuedDocumentsOf(db, order.id)]);
  return {
    order: {
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      typeId: order.typeId,
      parentOrderId: order.parentOrderId,
      accessKey: order.accessKey,
      hasAccount: order.customerId !== null,
      isReturnable: canBeReturned(order, returnable),
      returnComment: order.returnComment,
      statusId: order.statusId,
      statusName: status.statusName,
      billingAddress: order.billingAddress,
      deliveryAddress: order.deliveryAddress,
      orderItems: items.map((item) => ({
        id: item.id,
        typeId: item.typeId,
        itemVariationId: item.variationId,
        itemId: item.itemId,
        orderItemName: item.orderItemName,
        quantity: item.quantity,
        returnableQuantity: returnable.get(item.id) ?? 0,
        returnReason: item.returnReasonId ? shopText(locale, `returns.reasons.${item.returnReasonId}`) : null,
        amounts: { priceOriginalGross: item.priceGross, priceOriginalNet: item.priceNet },
        vatRate: item.vatRate,
        orderProperties: item.orderProperties,
      })),
      orderContactWish: order.orderContactWish,
      orderCustomerSign: order.orderCustomerSign,
      /** DHL preferred delivery and the parcel station (issue 22). */
      delivery: {
        preferredDay: order.preferredDeliveryDay,
        dropOffPlace: order.preferredDropOffPlace,
        neighbour: order.preferredNeighbour,
        parcelStation: order.parcelStation,
      },
    },
    email: order.email,
    couponCode: order.couponCode,
    paymentMethodId: order.paymentMethodId,
    paymentMethodKey: order.paymentMethodKey,
    paymentMethodName: paymentMethodNameIn(locale, order),
    paymentMethodIcon: paymentIconPath(order.paymentMethodId),
    /** Paid (or to be paid) through Mollie's test mode or the built-in sandbox: no money moves. */
    testPayment,
    paymentStatusKey: status.paymentStatusKey,
    paymentStatus: status.paymentStatus,
    shippingProfileName: order.shippingProfileName,
    /** Parcels on their way (issue 36): the carrier, each tracking number with its link, the day. */
    shipments: parcels,
    /** Documents the shop issued after the order (credit notes, reversal …), besides confirmation and invoice. */
    issuedDocuments: documents,
    totals: {
      itemSumGross: order.itemSum,
      itemSumNet: order.itemSumNet,
      shippingGross: order.shippingAmount,
      shippingNet: order.shippingAmountNet,
      preferredDeliveryGross: order.preferredDeliveryAmount,
      preferredDeliveryNet: order.preferredDeliveryAmountNet,
      couponDiscount: order.couponDiscount,
      totalGross: order.totalGross,
      totalNet: order.totalNet,
      currency: order.currency,
      vats: order.vats,
      /** A tax-free intra-community supply (issue 39): no VAT, the buyer owes it (reverse charge). */
      taxFreeSupply: order.vatTreatment === 'intraCommunitySupply' ? { buyerVatId: order.buyerVatId } : null,
    },
    // Prepayment: where to transfer the money, with the order number as the reference.
    bankDetails:
      order.paymentMethodKey === 'prepayment' && order.paidCents < order.totalGross
        ? {
            accountOwner: config.SHOP_BANK_ACCOUNT_OWNER,
            name: config.SHOP_BANK_NAME,
            iban: config.SHOP_BANK_IBAN,
            swift: config.SHOP_BANK_BIC,
            reference: String(order.id),
          }
        : null,
  };
}

export type OrderView = Awaited<ReturnType<typeof orderView>>;

/**
 * An order's Mollie payments were test payments (the sandbox, or a test_ key); before the first
 * payment, whether the shop's Mollie is in test mode now.
 */
async function paidInTestMode(db: Database, config: Config, orderId: number): Promise<boolean> {
  const modes = await db.select({ mode: payments.mode }).from(payments).where(eq(payments.orderId, orderId));
  if (modes.length > 0) return modes.some((payment) => payment.mode === 'test');
  return config.mollieMode === 'sandbox' || (config.MOLLIE_API_KEY ?? '').startsWith('test_');
}

/** An order's parcels as the customer sees them: carrier, tracking numbers with links, when. */
async function shipmentsOf(db: Database, orderId: number, locale: Locale) {
  const rows = await db
    .select({ carrier: shipments.carrier, trackingNumbers: shipments.trackingNumbers, createdAt: shipments.createdAt })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id));
  return rows.map((row) => ({
    carrier: row.carrier,
    shippedAt: row.createdAt.toISOString(),
    tracking: row.trackingNumbers.map((number) => ({ number, link: trackingLink(row.carrier, number, locale) })),
  }));
}
