import { eq, inArray, sql } from 'drizzle-orm';
import { dhlLabelInputOfOrder, dhlShipperOf } from '../adapters/dhl/dhl-shipping-request';
import { createDhlLabel } from '../adapters/dhl/dhl-shipping.server';
import { ApiError } from '../api/errors';
import { variations } from '../db/catalog-schema';
import type { Executor } from '../db/connection.server';
import { orderItems, type orders } from '../db/order-schema';
import { countries } from '../db/shipping-schema';
import { orderItemTypes } from '../order-status';
import type { Services } from '../services.server';
import type { MadeLabel } from './ship-order.server';

type OrderRow = typeof orders.$inferSelect;

/** The packaging of a parcel, added to the goods' weight (a mirror's box and padding). */
const packagingGrams = 400;

/**
 * A DHL label for an order's parcel (issue 36): to the delivery address with the preferred day,
 * drop-off place or neighbour, or to the parcel station with the post number – as the customer
 * chose at the checkout. DHL's refusal (an address it does not know, say) is the staff's message.
 */
export async function makeDhlLabel(services: Services, tx: Executor, order: OrderRow): Promise<MadeLabel> {
  const shipper = dhlShipperOf(services.config);
  const [country] = await tx
    .select({ isoCode2: countries.isoCode2 })
    .from(countries)
    .where(eq(countries.id, order.deliveryAddress.countryId));
  const input = shipper
    ? dhlLabelInputOfOrder(
        {
          orderNumber: String(order.id),
          deliveryAddress: order.deliveryAddress,
          countryIsoCode2: country?.isoCode2 ?? '',
          parcelStation: order.parcelStation,
          preferredDeliveryDay: order.preferredDeliveryDay,
          preferredDropOffPlace: order.preferredDropOffPlace,
          preferredNeighbour: order.preferredNeighbour,
          shippingPrivacyHintAccepted: order.shippingPrivacyHintAccepted,
        },
        { shipper, weightGrams: (await goodsWeight(tx, order.id)) + packagingGrams },
      )
    : null;
  if (!input) {
    throw new ApiError({ status: 409, key: 'dhl.countryNotSupported', message: 'DHL labels go to Germany only.' });
  }
  const label = await createDhlLabel(services.config, input, undefined, { locale: order.language });
  if (!label.ok) {
    throw new ApiError({
      status: label.status >= 500 || label.status === 0 ? 503 : 409,
      key: label.key,
      message: label.messages.map((message) => message.message).join(' ') || label.key,
    });
  }
  return { trackingNumber: label.shipmentNumber, labelPdf: label.labelPdf };
}

/** What the order's goods weigh (items and bundles; a bundle's parts are in its weight). */
async function goodsWeight(tx: Executor, orderId: number): Promise<number> {
  const [sum] = await tx
    .select({ grams: sql<number>`coalesce(sum(${variations.weightG} * ${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(variations, eq(variations.id, orderItems.variationId))
    .where(
      sql`${orderItems.orderId} = ${orderId} and ${inArray(orderItems.typeId, [orderItemTypes.variation, orderItemTypes.bundle])}`,
    );
  return sum?.grams ?? 0;
}
