import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { productLookup } from '../cart/session-cart.server';
import { shopperClassOf } from '../catalog/customer-class.server';
import { computeVariationPrice } from '../catalog/pricing';
import { isSalable, type Product } from '../catalog/product.server';
import { priceHistory, variationPrices, variations } from '../db/catalog-schema';
import { orderItems, type OrderItemProperty } from '../db/order-schema';
import { orderItemTypes } from '../order-status';

/**
 * "Order again" (spec §4): the ordered items as they could be bought today. An item has changed
 * when it is no longer for sale or costs something else now (graduated price for the ordered
 * quantity plus the surcharges); changed items come first. An item can go back into the cart as
 * it was only if its order properties still fit the product: each still exists with the same value
 * type, a chosen selection value still exists, and every property required today was given.
 * Uploaded files are not carried over (the shopper chooses the file again on the product page).
 */
export interface OrderAgainItem {
  orderItemId: number;
  itemId: number;
  variationId: number;
  name: string;
  urlPath: string | null;
  image: { url: string; alternate: string } | null;
  availability: { id: number; name: string; tone: Product['variation']['availability']['tone'] } | null;
  quantity: number;
  originalUnitPrice: number;
  currentUnitPrice: number | null;
  isSalableAndActive: boolean;
  changed: boolean;
  valid: boolean;
  /** What doAddCartItems needs to put it back as it was. */
  orderParams: Array<{ propertyId: number; value: string }>;
}

export async function orderAgainItems(ctx: CallContext, orderId: number): Promise<OrderAgainItem[]> {
  const { db } = ctx.services;
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        inArray(orderItems.typeId, [orderItemTypes.variation, orderItemTypes.bundle]),
      ),
    )
    .orderBy(asc(orderItems.position));
  const ids = [...new Set(lines.map((line) => line.variationId).filter((id): id is number => id !== null))];
  const [variationRows, priceRows, historyRows] = ids.length
    ? await Promise.all([
        db.select().from(variations).where(inArray(variations.id, ids)),
        db.select().from(variationPrices).where(inArray(variationPrices.variationId, ids)),
        db.select().from(priceHistory).where(inArray(priceHistory.variationId, ids)),
      ])
    : [[], [], []];
  const lookup = productLookup(ctx);
  // Today's price as this customer would pay it (a business customer's own, ADR 0029).
  const customerClassId = await shopperClassOf(ctx);
  const items: OrderAgainItem[] = [];
  for (const line of lines) {
    const variation = variationRows.find((row) => row.id === line.variationId);
    const product = variation && isSalable(variation) ? await lookup(variation.itemId, variation.id) : null;
    const params = product ? propertiesStillFitting(product, line.orderProperties) : null;
    const currentUnitPrice =
      variation && product
        ? computeVariationPrice(
            priceRows.filter((row) => row.variationId === variation.id),
            historyRows.filter((row) => row.variationId === variation.id),
            { quantity: line.quantity, customerClassId },
          ).unitPriceCents + surchargesToday(product, line.orderProperties)
        : null;
    const image = product?.images[0];
    items.push({
      orderItemId: line.id,
      itemId: line.itemId ?? variation?.itemId ?? 0,
      variationId: line.variationId ?? 0,
      name: product?.texts.name ?? line.orderItemName,
      urlPath: product?.texts.urlPath ?? null,
      image: image ? { url: image.urlPreview, alternate: image.alternate } : null,
      availability: product
        ? {
            id: product.variation.availability.id,
            name: product.variation.availability.name,
            tone: product.variation.availability.tone,
          }
        : null,
      quantity: line.quantity,
      originalUnitPrice: line.priceGross,
      currentUnitPrice,
      isSalableAndActive: product !== null,
      changed: product === null || currentUnitPrice !== line.priceGross,
      valid: product !== null && params !== null,
      orderParams: params?.values ?? [],
    });
  }
  // Changed first (stable otherwise): the shopper sees what differs before anything else.
  return items.sort((a, b) => Number(b.changed) - Number(a.changed));
}

/** The old order properties as today's product takes them, or null when they no longer fit. */
function propertiesStillFitting(
  product: Product,
  ordered: OrderItemProperty[],
): { values: Array<{ propertyId: number; value: string }> } | null {
  const values: Array<{ propertyId: number; value: string }> = [];
  for (const old of ordered) {
    const property = product.orderProperties.find((candidate) => candidate.id === old.propertyId);
    if (!property || property.valueType !== old.type || property.valueType === 'file' || old.rawValue === undefined) {
      return null;
    }
    if (property.valueType === 'selection' && !property.selectionValues.some((v) => String(v.id) === old.rawValue)) {
      return null;
    }
    values.push({ propertyId: property.id, value: old.rawValue });
  }
  const missingRequired = product.orderProperties.some(
    (property) => property.isRequired && !values.some((value) => value.propertyId === property.id),
  );
  return missingRequired ? null : { values };
}

/** Today's surcharges of the properties the item was ordered with (those that still exist). */
function surchargesToday(product: Product, ordered: OrderItemProperty[]): number {
  return ordered.reduce(
    (sum, old) =>
      sum + (product.orderProperties.find((property) => property.id === old.propertyId)?.surchargeCents ?? 0),
    0,
  );
}
