import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { lowestPriceBefore } from '../catalog/pricing';
import { productPath } from '../catalog/product-url';
import { productImageUrl } from '../catalog/product.server';
import {
  attributes,
  attributeValues,
  availabilities,
  bundleComponents,
  itemOrderProperties,
  itemTags,
  properties,
  tags,
  itemCategories,
  itemImages,
  itemTexts,
  items,
  manufacturers,
  priceHistory,
  stockMovements,
  units,
  variationAttributeValues,
  variationPrices,
  variations,
} from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import { categories, categoryDetails } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { shopDay } from '../i18n/format';
import { ApiError } from '../api/errors';

/** The customer class of business customers (core/customer-care sets it with the customer type). */
export const businessCustomerClass = 2;

/** The texts of an item per language, as the staff's item page edits them. */
export interface StaffItemTexts {
  name: string;
  urlPath: string;
  shortDescription: string;
  description: string;
  technicalData: string;
  metaDescription: string;
  /** GPSR Art. 19 warnings and safety information (rich text). */
  safetyNotes: string;
}

export function itemNotFound() {
  return new ApiError({ status: 404, key: 'staff.catalogue.notFound', message: 'There is no such item.' });
}

/**
 * A special price's period as the form shows it: its first and its last day (it is stored up to the
 * start of the day after; an open start or end is null).
 */
export function specialDays(special: { validFrom: Date | null; validUntil: Date | null }) {
  return {
    from: special.validFrom ? shopDay(special.validFrom) : null,
    until: special.validUntil ? shopDay(new Date(special.validUntil.getTime() - 1)) : null,
  };
}

/** A variation's prices split into what the form shows: regular, RRP, the special offer. */
function pricesOf(allRows: Array<typeof variationPrices.$inferSelect>) {
  const rows = allRows.filter((row) => row.customerClassId === null);
  const business = allRows.find(
    (row) => row.customerClassId === businessCustomerClass && row.kind === 'default' && row.minimumQuantity === 1,
  );
  const regular = rows.find((row) => row.kind === 'default' && row.minimumQuantity === 1);
  const rrp = rows.find((row) => row.kind === 'rrp');
  const special = rows.find((row) => row.kind === 'special');
  return {
    salePriceCents: regular?.priceCents ?? 0,
    rrpCents: rrp?.priceCents ?? null,
    /** What business customers (customer class 2) pay instead, when they have a price of their own. */
    businessPriceCents: business?.priceCents ?? null,
    special: special ? { priceCents: special.priceCents, ...specialDays(special) } : null,
    graduated: rows
      .filter((row) => row.kind === 'default' && row.minimumQuantity > 1)
      .map((row) => ({ minimumQuantity: row.minimumQuantity, priceCents: row.priceCents }))
      .sort((a, b) => a.minimumQuantity - b.minimumQuantity),
  };
}

/**
 * getStaffItem (issue 37): everything the item page edits, with its version (a save with an older
 * one is refused), each variation's prices, the 30-day lowest price the shop keeps from the price
 * history (PAngV § 11, never typed) and the last stock movements.
 */
export async function staffItemPage(db: Database, itemId: number, locale: Locale, now = new Date()) {
  const [item] = await db.select().from(items).where(eq(items.id, itemId));
  if (!item) throw itemNotFound();
  const [
    texts,
    variationRows,
    makers,
    availabilityRows,
    unitRows,
    ownCategories,
    pictures,
    categoryOptions,
    attributeOptions,
    ownTags,
    ownOrderProperties,
    tagOptions,
    orderPropertyOptions,
  ] = await Promise.all([
    db.select().from(itemTexts).where(eq(itemTexts.itemId, itemId)),
    db
      .select()
      .from(variations)
      .where(eq(variations.itemId, itemId))
      .orderBy(asc(variations.position), asc(variations.id)),
    db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).orderBy(asc(manufacturers.name)),
    db.select().from(availabilities).orderBy(asc(availabilities.id)),
    db.select().from(units).orderBy(asc(units.id)),
    db.select().from(itemCategories).where(eq(itemCategories.itemId, itemId)),
    db
      .select()
      .from(itemImages)
      .where(eq(itemImages.itemId, itemId))
      .orderBy(asc(itemImages.position), asc(itemImages.id)),
    categoryChoices(db, locale),
    attributeChoices(db, locale),
    db.select({ id: itemTags.tagId }).from(itemTags).where(eq(itemTags.itemId, itemId)),
    db
      .select({ id: itemOrderProperties.propertyId })
      .from(itemOrderProperties)
      .where(eq(itemOrderProperties.itemId, itemId)),
    db.select({ id: tags.id, names: tags.names }).from(tags).orderBy(asc(tags.id)),
    db
      .select({ id: properties.id, names: properties.names })
      .from(properties)
      .where(eq(properties.isOrderProperty, true))
      .orderBy(asc(properties.position), asc(properties.id)),
  ]);
  const ids = variationRows.map((variation) => variation.id);
  const [prices, history, movements, ownValues, parts] = ids.length
    ? await Promise.all([
        db.select().from(variationPrices).where(inArray(variationPrices.variationId, ids)),
        db.select().from(priceHistory).where(inArray(priceHistory.variationId, ids)),
        db
          .select()
          .from(stockMovements)
          .where(inArray(stockMovements.variationId, ids))
          .orderBy(desc(stockMovements.id))
          .limit(20 * ids.length),
        db
          .select({
            variationId: variationAttributeValues.variationId,
            valueId: attributeValues.id,
            names: attributeValues.names,
          })
          .from(variationAttributeValues)
          .innerJoin(attributeValues, eq(attributeValues.id, variationAttributeValues.attributeValueId))
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
          .where(inArray(variationAttributeValues.variationId, ids))
          .orderBy(asc(attributes.position), asc(attributes.id)),
        db
          .select({
            bundleVariationId: bundleComponents.bundleVariationId,
            number: variations.number,
            quantity: bundleComponents.quantity,
          })
          .from(bundleComponents)
          .innerJoin(variations, eq(variations.id, bundleComponents.componentVariationId))
          .where(inArray(bundleComponents.bundleVariationId, ids))
          .orderBy(asc(variations.number)),
      ])
    : [[], [], [], [], []];
  const textOf = (lang: Locale): StaffItemTexts | null => {
    const row = texts.find((entry) => entry.lang === lang);
    return row
      ? {
          name: row.name,
          urlPath: row.urlPath,
          shortDescription: row.shortDescription,
          description: row.description,
          technicalData: row.technicalData,
          metaDescription: row.metaDescription,
          safetyNotes: row.safetyNotes,
        }
      : null;
  };
  const ownText = textOf(locale) ?? textOf('de');
  return {
    id: item.id,
    version: item.version,
    itemType: item.itemType,
    condition: item.condition,
    manufacturerId: item.manufacturerId,
    texts: { de: textOf('de'), en: textOf('en') },
    /** The product page in the shop, in the staff member's language. */
    productPath: ownText ? productPath(ownText.urlPath, item.id) : null,
    variations: variationRows.map((variation) => {
      const own = history.filter((entry) => entry.variationId === variation.id);
      // A special offer running now: the reference its product page names is the lowest price of
      // the 30 days before it began (pricing.ts), not of the days it has been running.
      const running = prices.find(
        (row) =>
          row.variationId === variation.id &&
          row.kind === 'special' &&
          row.customerClassId === null &&
          (row.validFrom === null || row.validFrom <= now) &&
          (row.validUntil === null || row.validUntil > now),
      );
      return {
        id: variation.id,
        /** This variation's product page in the shop. */
        productPath: ownText ? productPath(ownText.urlPath, item.id, variation.id) : null,
        number: variation.number,
        gtin: variation.gtin,
        mpn: variation.mpn,
        isbn: variation.isbn,
        attributes: ownValues
          .filter((entry) => entry.variationId === variation.id)
          .map((entry) => entry.names[locale])
          .join(', '),
        /** The attribute values that tell it apart from the item's other variations. */
        attributeValueIds: ownValues
          .filter((entry) => entry.variationId === variation.id)
          .map((entry) => entry.valueId),
        /** For a set: the variations it is made of (by number) and how many of each. */
        parts: parts
          .filter((part) => part.bundleVariationId === variation.id)
          .map((part) => ({ number: part.number, quantity: part.quantity })),
        isActive: variation.isActive,
        availabilityId: variation.availabilityId,
        stock: variation.stock,
        allowOversell: variation.allowOversell,
        minimumOrderQuantity: variation.minimumOrderQuantity,
        intervalOrderQuantity: variation.intervalOrderQuantity,
        maximumOrderQuantity: variation.maximumOrderQuantity,
        vatRate: variation.vatRate,
        weightG: variation.weightG,
        /** The base price's unit and how much of it one piece holds (PAngV § 4: 50 ml, 1 piece). */
        unitId: variation.unitId,
        unitContent: variation.unitContent,
        ...pricesOf(prices.filter((row) => row.variationId === variation.id)),
        /**
         * The lowest price of the 30 days before the running special offer began (what its product
         * page names), or before now (what a reduction from now on would name).
         */
        lowestPriceCents: lowestPriceBefore(own, running ? (running.validFrom ?? now) : now),
        movements: movements
          .filter((movement) => movement.variationId === variation.id)
          .slice(0, 10)
          .map((movement) => ({
            change: movement.change,
            stockAfter: movement.stockAfter,
            reason: movement.reason,
            note: movement.note,
            orderId: movement.orderId,
            actor: movement.actor,
            at: movement.at.toISOString(),
          })),
      };
    }),
    /** Its pictures in their order (the first is the main one), with the alt text per language. */
    images: pictures.map((picture) => ({
      id: picture.id,
      url: productImageUrl(picture.fileName, 'preview'),
      alternate: picture.alternate,
      attributeValueId: picture.attributeValueId,
    })),
    categoryIds: ownCategories.map((row) => row.categoryId),
    tagIds: ownTags.map((row) => row.id),
    orderPropertyIds: ownOrderProperties.map((row) => row.id),
    defaultCategoryId: ownCategories.find((row) => row.isDefault)?.categoryId ?? ownCategories[0]?.categoryId ?? null,
    options: {
      units: unitRows.map((row) => ({ id: row.id, name: row.names[locale] })),
      categories: categoryOptions,
      attributes: attributeOptions,
      manufacturers: makers,
      tags: tagOptions.map((tag) => ({ id: tag.id, name: tag.names[locale] })),
      orderProperties: orderPropertyOptions.map((property) => ({ id: property.id, name: property.names[locale].name })),
      availabilities: availabilityRows.map((row) => ({ id: row.id, name: row.names[locale] })),
    },
  };
}

export type StaffItemPage = Awaited<ReturnType<typeof staffItemPage>>;

/** The shop's product categories as staff pick them: "Kosmetikspiegel › Beleuchtete Kosmetikspiegel". */
export async function categoryChoices(db: Database, locale: Locale) {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categoryDetails.name,
      position: categories.position,
    })
    .from(categories)
    .innerJoin(categoryDetails, and(eq(categoryDetails.categoryId, categories.id), eq(categoryDetails.lang, locale)))
    .where(eq(categories.type, 'item'))
    .orderBy(asc(categories.position), asc(categories.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: (typeof rows)[number]): string => {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    return parent ? `${pathOf(parent)} › ${row.name}` : row.name;
  };
  return rows.map((row) => ({ id: row.id, name: pathOf(row) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The attributes and their values a variation can carry (magnification, lighting, finish …). */
export async function attributeChoices(db: Database, locale: Locale) {
  const [names, values] = await Promise.all([
    db.select().from(attributes).orderBy(asc(attributes.position), asc(attributes.id)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.position), asc(attributeValues.id)),
  ]);
  return names.map((attribute) => ({
    id: attribute.id,
    name: attribute.names[locale],
    values: values
      .filter((value) => value.attributeId === attribute.id)
      .map((value) => ({ id: value.id, name: value.names[locale] })),
  }));
}

/** The item row locked for a save, refused when it is gone or someone saved since `version`. */
export async function lockedItem(db: Pick<Database, 'select'>, itemId: number, version: number) {
  const [item] = await db
    .select()
    .from(items)
    .where(and(eq(items.id, itemId)))
    .for('update');
  if (!item) throw itemNotFound();
  if (item.version !== version) {
    throw new ApiError({
      status: 409,
      key: 'staff.catalogue.changedMeanwhile',
      message: 'Someone else saved this item meanwhile; it shows its new state now.',
    });
  }
  return item;
}
