import { makerAsShown } from './product-maker';
import { setSavingsOf, type SetSavings } from './set-savings.server';
import { variationAttributeMapOf } from './variation-attribute-map';
import { productIdentifiers, type ProductIdentifiers } from './product-codes';
import { readableTextOn } from '../design/palette';
import { summarizeRatings, type ReviewSummary, type ReviewSummarySettings } from './review-summary';
import { sanitizeRichText } from '../security/rich-text.server';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import {
  attributes,
  attributeValues,
  availabilities,
  bundleComponents,
  itemCategories,
  itemImages,
  itemOrderProperties,
  items,
  itemTags,
  itemTexts,
  manufacturers,
  priceHistory,
  properties,
  reviews,
  tags,
  units,
  variationAttributeValues,
  variationPrices,
  variationPropertyValues,
  variations,
} from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import type { Locale } from '../i18n/locales';
import { availabilityTone, type AvailabilityTone } from './catalog-rules';
import { basePrice, computeVariationPrice, netFromGross, type VariationPrice } from './pricing';
import { pictureVersion, type ImageSize } from './product-images.server';

export interface ProductImage {
  position: number;
  /** Full size (spec: url), and the smaller sizes; 1x webp. srcset variants follow the same pattern. */
  url: string;
  urlMiddle: string;
  urlPreview: string;
  urlSecondPreview: string;
  width: number;
  height: number;
  placeholder: string;
  alternate: string;
  /** Finish (attribute value) the picture shows, null for all. */
  attributeValueId: number | null;
}

export interface Product {
  item: {
    id: number;
    itemType: 'default' | 'set' | 'multiPack' | 'giftCard';
    excludedPaymentMethodIds: number[];
    condition: string;
    feedbackCount: number;
    feedbackDecimal: number;
    salableVariationCount: number;
    manufacturer: typeof manufacturers.$inferSelect | null;
  };
  /** Slug of the item in every language, for hreflang links and the language switch. */
  urlPaths: Partial<Record<Locale, string>>;
  texts: {
    name: string;
    urlPath: string;
    shortDescription: string;
    description: string;
    technicalData: string;
    /** GPSR warnings and safety information (rich text). */
    safetyNotes: string;
    metaDescription: string;
    keywords: string;
  };
  variation: {
    id: number;
    itemId: number;
    number: string;
    gtin: string;
    identifiers: ProductIdentifiers; // the valid GTIN (by its length), MPN and ISBN, for structured data
    isSalable: boolean;
    minimumOrderQuantity: number;
    intervalOrderQuantity: number;
    maximumOrderQuantity: number | null;
    availability: { id: number; averageDays: number; name: string; tone: AvailabilityTone };
    availableUntil: Date | null;
    widthMM: number;
    heightMM: number;
    lengthMM: number;
    weightG: number;
    vatRate: number;
  };
  prices: VariationPrice & {
    currency: string;
    unitPriceNetCents: number;
    basePrice: ReturnType<typeof basePrice>;
    net?: true; // shown without VAT (price-view.ts netProduct); absent for everyone's gross prices
    setSavings?: SetSavings; // a set: its parts bought one by one, and the saving
  };
  unit: { code: string; content: number; name: string };
  images: ProductImage[];
  variationAttributeMap: {
    attributes: Array<{
      attributeId: number;
      name: string;
      position: number;
      type: 'box' | 'dropdown' | 'image';
      values: Array<{ attributeValueId: number; name: string; position: number; imageUrl: string }>;
    }>;
    variations: Array<{ variationId: number; attributeValueIds: number[]; isSalable: boolean }>;
  };
  variationProperties: Array<{ id: number; name: string; value: string }>;
  orderProperties: Array<{
    id: number;
    name: string;
    description: string;
    valueType: 'empty' | 'text' | 'int' | 'float' | 'selection' | 'file';
    isRequired: boolean;
    isPreSelected: boolean;
    isMultiline: boolean;
    isShownAsAdditionalCosts: boolean;
    surchargeCents: number;
    /** Spec §5: 'incl' when the surcharge carries VAT, else 'plus'. */
    surchargeType: 'incl' | 'plus';
    position: number;
    selectionValues: Array<{ id: number; name: string }>;
  }>;
  hasOrderProperties: boolean;
  hasRequiredOrderProperty: boolean;
  bundleComponents: Array<{ variationId: number; itemId: number; quantity: number; name: string; urlPath: string }>;
  /** Tags with their colour (spec §9) and the text colour readable on it (black or white). */
  tags: Array<{ id: number; name: string; slug: string; color: string; textColor: string }>;
  categoryIds: number[];
  defaultCategoryId: number | null;
  reviewSummary: ReviewSummary;
}

export function productImageUrl(fileName: string, size: ImageSize, density = 1, format = 'webp') {
  return `/images/items/${pictureVersion}/${fileName}/${size}@${density}x.${format}`;
}

type VariationRow = typeof variations.$inferSelect;

/** Spec §4: an active variation with a buyable availability and stock (or overselling allowed). */
export function isSalable(variation: VariationRow): boolean {
  return variation.isActive && variation.availabilityId < 9 && (variation.stock > 0 || variation.allowOversell);
}

const notFound = () => new ApiError({ status: 404, key: 'notFound', message: 'No such product' });

/**
 * Everything the product page shows of one item in one language, for the requested variation
 * (default: the main one). Unknown items, items without texts in the language and variations of
 * another item are "not found".
 */
export async function loadProduct(
  db: Database,
  input: {
    itemId: number;
    variationId?: number;
    locale: Locale;
    now?: Date;
    reviewSettings?: ReviewSummarySettings;
    /** Whose prices it shows (a business customer's class may have its own). */
    customerClassId?: number;
  },
): Promise<Product> {
  const { itemId, locale } = input;
  const now = input.now ?? new Date();
  const [itemRow] = await db
    .select({ item: items, texts: itemTexts, manufacturer: manufacturers })
    .from(items)
    .innerJoin(itemTexts, and(eq(itemTexts.itemId, items.id), eq(itemTexts.lang, locale)))
    .leftJoin(manufacturers, eq(manufacturers.id, items.manufacturerId))
    .where(eq(items.id, itemId));
  if (!itemRow) throw notFound();

  const variationRows = await db
    .select()
    .from(variations)
    .where(and(eq(variations.itemId, itemId), eq(variations.isActive, true)))
    .orderBy(asc(variations.position), asc(variations.id));
  const variation = input.variationId
    ? variationRows.find((row) => row.id === input.variationId)
    : (variationRows.find((row) => row.isMain) ?? variationRows[0]);
  if (!variation) throw notFound();
  const variationIds = variationRows.map((row) => row.id);

  const [
    slugRows,
    priceRows,
    historyRows,
    [availability],
    [unit],
    attributeRows,
    imageRows,
    propertyValueRows,
    orderPropertyRows,
    componentRows,
    tagRows,
    categoryRows,
    ratingRows,
  ] = await Promise.all([
    db.select({ lang: itemTexts.lang, urlPath: itemTexts.urlPath }).from(itemTexts).where(eq(itemTexts.itemId, itemId)),
    db.select().from(variationPrices).where(eq(variationPrices.variationId, variation.id)),
    db.select().from(priceHistory).where(eq(priceHistory.variationId, variation.id)),
    db.select().from(availabilities).where(eq(availabilities.id, variation.availabilityId)),
    db.select().from(units).where(eq(units.id, variation.unitId)),
    db
      .select({ variationId: variationAttributeValues.variationId, value: attributeValues, attribute: attributes })
      .from(variationAttributeValues)
      .innerJoin(attributeValues, eq(attributeValues.id, variationAttributeValues.attributeValueId))
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(inArray(variationAttributeValues.variationId, variationIds)),
    db.select().from(itemImages).where(eq(itemImages.itemId, itemId)).orderBy(asc(itemImages.position)),
    db
      .select({ value: variationPropertyValues, property: properties })
      .from(variationPropertyValues)
      .innerJoin(properties, eq(properties.id, variationPropertyValues.propertyId))
      .where(eq(variationPropertyValues.variationId, variation.id))
      .orderBy(asc(properties.position)),
    db
      .select({ property: properties })
      .from(itemOrderProperties)
      .innerJoin(properties, eq(properties.id, itemOrderProperties.propertyId))
      .where(eq(itemOrderProperties.itemId, itemId))
      .orderBy(asc(properties.position)),
    db
      .select({ component: bundleComponents, variation: variations, texts: itemTexts })
      .from(bundleComponents)
      .innerJoin(variations, eq(variations.id, bundleComponents.componentVariationId))
      .innerJoin(itemTexts, and(eq(itemTexts.itemId, variations.itemId), eq(itemTexts.lang, locale)))
      .where(eq(bundleComponents.bundleVariationId, variation.id)),
    db
      .select({ tag: tags })
      .from(itemTags)
      .innerJoin(tags, eq(tags.id, itemTags.tagId))
      .where(eq(itemTags.itemId, itemId)),
    db.select().from(itemCategories).where(eq(itemCategories.itemId, itemId)),
    db
      .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.itemId, itemId), eq(reviews.isVisible, true)))
      .groupBy(reviews.rating),
  ]);
  if (!availability || !unit) throw new Error(`Variation ${variation.id} lacks availability or unit`);

  const price = computeVariationPrice(priceRows, historyRows, { now, customerClassId: input.customerClassId });
  const setSavings = await setSavingsOf(db, componentRows, price.unitPriceCents, {
    now,
    customerClassId: input.customerClassId,
  });
  const reviewSummary = summarizeRatings(ratingRows, input.reviewSettings ?? { steps: 'tenth', percentages: true });
  const { ratingsCountTotal, averageValue } = reviewSummary;

  return {
    item: {
      id: itemRow.item.id,
      itemType: itemRow.item.itemType,
      excludedPaymentMethodIds: itemRow.item.excludedPaymentMethodIds,
      condition: itemRow.item.condition,
      feedbackCount: ratingsCountTotal,
      feedbackDecimal: averageValue,
      salableVariationCount: variationRows.filter(isSalable).length,
      manufacturer: makerAsShown(itemRow.manufacturer, locale),
    },
    urlPaths: Object.fromEntries(slugRows.map((row) => [row.lang, row.urlPath])),
    texts: {
      name: itemRow.texts.name,
      urlPath: itemRow.texts.urlPath,
      shortDescription: itemRow.texts.shortDescription,
      // Sanitized on the way out too: the database may hold HTML from an import or an older editor.
      description: sanitizeRichText(itemRow.texts.description),
      technicalData: sanitizeRichText(itemRow.texts.technicalData),
      safetyNotes: sanitizeRichText(itemRow.texts.safetyNotes),
      metaDescription: itemRow.texts.metaDescription,
      keywords: itemRow.texts.keywords,
    },
    variation: {
      id: variation.id,
      itemId: variation.itemId,
      number: variation.number,
      gtin: variation.gtin,
      identifiers: productIdentifiers(variation),
      isSalable: isSalable(variation),
      minimumOrderQuantity: variation.minimumOrderQuantity,
      intervalOrderQuantity: variation.intervalOrderQuantity,
      maximumOrderQuantity: variation.maximumOrderQuantity,
      availability: {
        id: availability.id,
        averageDays: availability.averageDays,
        name: availability.names[locale],
        tone: availabilityTone(availability.id),
      },
      availableUntil: variation.availableUntil,
      widthMM: variation.widthMM,
      heightMM: variation.heightMM,
      lengthMM: variation.lengthMM,
      weightG: variation.weightG,
      vatRate: variation.vatRate,
    },
    prices: {
      ...price,
      currency: priceRows[0]?.currency ?? 'EUR',
      unitPriceNetCents: netFromGross(price.unitPriceCents, variation.vatRate),
      ...(setSavings ? { setSavings } : {}),
      basePrice: basePrice(price.unitPriceCents, { code: unit.code, content: variation.unitContent }),
    },
    unit: { code: unit.code, content: variation.unitContent, name: unit.names[locale] },
    images: imageRows.map((image) => ({
      position: image.position,
      url: productImageUrl(image.fileName, 'full'),
      urlMiddle: productImageUrl(image.fileName, 'middle'),
      urlPreview: productImageUrl(image.fileName, 'preview'),
      urlSecondPreview: productImageUrl(image.fileName, 'secondPreview'),
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      alternate: image.alternate[locale],
      attributeValueId: image.attributeValueId,
    })),
    variationAttributeMap: variationAttributeMapOf(attributeRows, variationRows, locale),
    variationProperties: propertyValueRows.map((row) => ({
      id: row.property.id,
      name: row.property.names[locale].name,
      value: row.value.values[locale],
    })),
    orderProperties: orderPropertyRows.map(({ property }) => ({
      id: property.id,
      name: property.names[locale].name,
      description: property.names[locale].description,
      valueType: property.valueType,
      isRequired: property.isRequired,
      isPreSelected: property.isPreSelected,
      isMultiline: property.isMultiline,
      isShownAsAdditionalCosts: property.isShownAsAdditionalCosts,
      surchargeCents: property.surchargeCents,
      surchargeType: property.vatRate === null ? 'plus' : 'incl',
      position: property.position,
      selectionValues: property.selectionValues.map((value) => ({ id: value.id, name: value.names[locale] })),
    })),
    hasOrderProperties: orderPropertyRows.length > 0,
    hasRequiredOrderProperty: orderPropertyRows.some(({ property }) => property.isRequired),
    bundleComponents: componentRows.map((row) => ({
      variationId: row.variation.id,
      itemId: row.variation.itemId,
      quantity: row.component.quantity,
      name: row.texts.name,
      urlPath: row.texts.urlPath,
    })),
    tags: tagRows.map(({ tag }) => ({
      id: tag.id,
      name: tag.names[locale],
      slug: tag.slugs[locale],
      color: tag.color,
      textColor: readableTextOn(tag.color),
    })),
    categoryIds: categoryRows.map((row) => row.categoryId),
    defaultCategoryId: categoryRows.find((row) => row.isDefault)?.categoryId ?? null,
    reviewSummary,
  };
}

/** The item and its slug in a language for a variation id (for /p/{variationId}/{slug} links). */
export async function findVariationItem(db: Database, variationId: number, locale: Locale) {
  const [row] = await db
    .select({ itemId: variations.itemId, urlPath: itemTexts.urlPath })
    .from(variations)
    .innerJoin(itemTexts, and(eq(itemTexts.itemId, variations.itemId), eq(itemTexts.lang, locale)))
    .where(and(eq(variations.id, variationId), eq(variations.isActive, true)));
  return row ?? null;
}
