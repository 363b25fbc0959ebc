import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { publishContentChange } from '../cache/content-change-channel.server';
import { slugify } from '../catalog/slugify';
import { moveStock } from '../catalog/stock-movements.server';
import {
  attributeValues,
  itemCategories,
  itemTexts,
  items,
  priceHistory,
  units,
  variationAttributeValues,
  variationPrices,
  variations,
} from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { categories } from '../db/schema';
import type { StaffMember } from '../sessions/staff-sign-in';
import { lockedItem } from './staff-item-page.server';

/** A new variation: its number, price, VAT, first stock and attribute values (e.g. "5-fach"). */
export interface NewVariation {
  number: string;
  salePriceCents: number;
  vatRate: number;
  stock: number;
  attributeValueIds: number[];
}

const refusal = (status: number, key: string, message: string, field?: string) =>
  new ApiError({
    status,
    key: `staff.catalogue.${key}`,
    message,
    ...(field ? { cause: [{ field, message: `storefrontError.staff.catalogue.${key}`, code: key }] } : {}),
  });

/** A slug for a new item's name; a name without letters or digits gets "artikel". */
export const slugOf = (name: string) => slugify(name).slice(0, 150).replace(/-+$/, '') || 'artikel';

/**
 * Adds a variation to an item: refused when its number is taken (numbers are what staff, the CSV
 * and the warehouse know a variation by) or an attribute value is unknown. The first stock is a
 * recorded movement like every later one; the price starts the variation's price history.
 */
export async function insertVariation(
  tx: Executor,
  staff: StaffMember,
  itemId: number,
  variation: NewVariation,
  options: { isMain: boolean; position: number },
) {
  const [taken] = await tx
    .select({ id: variations.id })
    .from(variations)
    .where(eq(variations.number, variation.number));
  if (taken) throw refusal(409, 'numberTaken', 'This variation number is taken.', 'number');
  const valueIds = [...new Set(variation.attributeValueIds)];
  if (valueIds.length > 0) {
    const known = await tx
      .select({ id: attributeValues.id })
      .from(attributeValues)
      .where(inArray(attributeValues.id, valueIds));
    if (known.length !== valueIds.length)
      throw refusal(422, 'attributeValueUnknown', 'No such attribute value.', 'attributeValueIds');
  }
  const [piece] = await tx.select({ id: units.id }).from(units).where(eq(units.code, 'C62'));
  const [created] = await tx
    .insert(variations)
    .values({
      itemId,
      number: variation.number,
      isMain: options.isMain,
      position: options.position,
      // "Sofort lieferbar, 1–3 Tage" until staff choose otherwise.
      availabilityId: 1,
      stock: 0,
      vatRate: variation.vatRate,
      unitId: piece!.id,
    })
    .returning({ id: variations.id });
  const variationId = created!.id;
  await tx.insert(variationPrices).values({ variationId, kind: 'default', priceCents: variation.salePriceCents });
  await tx.insert(priceHistory).values({ variationId, priceCents: variation.salePriceCents, validFrom: new Date() });
  if (valueIds.length > 0) {
    await tx
      .insert(variationAttributeValues)
      .values(valueIds.map((attributeValueId) => ({ variationId, attributeValueId })));
  }
  if (variation.stock > 0) {
    await moveStock(tx, { variationId, change: variation.stock, reason: 'initial', actor: staff.email });
  }
  return variationId;
}

/**
 * doCreateItem (issue 37): a new item with its names in both languages, its category and its first
 * variation – enough for the shop to list and sell it; the item page adds the rest.
 */
export async function createItem(
  db: Database,
  staff: StaffMember,
  input: { names: { de: string; en: string }; categoryId: number; variation: NewVariation },
) {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.categoryId), eq(categories.type, 'item')));
    if (!category) throw refusal(422, 'categoryUnknown', 'No such category.', 'categoryId');
    const [item] = await tx.insert(items).values({}).returning({ id: items.id });
    const itemId = item!.id;
    await tx.insert(itemTexts).values(
      (['de', 'en'] as const).map((lang) => ({
        itemId,
        lang,
        name: input.names[lang],
        urlPath: slugOf(input.names[lang]),
      })),
    );
    await tx.insert(itemCategories).values({ itemId, categoryId: input.categoryId, isDefault: true });
    await insertVariation(tx, staff, itemId, input.variation, { isMain: true, position: 0 });
    await publishContentChange(tx);
    return { itemId };
  });
}

/** doAddVariation (issue 37): another variation of an item, sent with the item's version. */
export async function addVariation(
  db: Database,
  staff: StaffMember,
  input: { itemId: number; version: number; variation: NewVariation },
) {
  return db.transaction(async (tx) => {
    await lockedItem(tx, input.itemId, input.version);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${variations.position}), 0)::int` })
      .from(variations)
      .where(eq(variations.itemId, input.itemId));
    const variationId = await insertVariation(tx, staff, input.itemId, input.variation, {
      isMain: false,
      position: (last?.position ?? 0) + 1,
    });
    await tx
      .update(items)
      .set({ version: sql`${items.version} + 1` })
      .where(eq(items.id, input.itemId));
    await publishContentChange(tx);
    return { variationId };
  });
}
