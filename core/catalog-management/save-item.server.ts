import { and, eq, inArray, isNull, gt, lte, or, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { checkItemType, checkVariations, fieldProblem } from './save-item-checks';
import { publishContentChange } from '../cache/content-change-channel.server';
import {
  itemCategories,
  itemTexts,
  items,
  manufacturers,
  priceHistory,
  variationPrices,
  variations,
} from '../db/catalog-schema';
import { categories } from '../db/schema';
import type { itemConditions } from '../catalog/product-codes';
import type { Database, Executor } from '../db/connection.server';
import { sanitizeRichText } from '../security/rich-text.server';
import {
  saveOrderProperties,
  saveSetParts,
  saveTags,
  saveVariationAttributes,
  type SetPart,
} from './save-item-links.server';
import { businessCustomerClass, lockedItem, specialDays, type StaffItemTexts } from './staff-item-page.server';

export interface SavedVariation {
  id: number;
  isActive: boolean;
  gtin: string;
  /** Manufacturer's part number and ISBN-13; left as they are when not given (the CSV has none). */
  mpn?: string;
  isbn?: string;
  availabilityId: number;
  allowOversell: boolean;
  minimumOrderQuantity: number;
  intervalOrderQuantity: number;
  maximumOrderQuantity: number | null;
  vatRate: number;
  weightG: number;
  /** The base price's unit and content; left as they are when not given (the CSV has none). */
  unitId?: number;
  unitContent?: number;
  /** Lower prices from a quantity on (graduated prices); left as they are when not given. */
  graduated?: Array<{ minimumQuantity: number; priceCents: number }>;
  salePriceCents: number;
  rrpCents: number | null;
  /** Business customers' own price (customer class 2); null: they pay the regular one; left as it is when not given. */
  businessPriceCents?: number | null;
  /** Days `YYYY-MM-DD` in the shop's time zone; `until` is the last day of the offer. */
  special: { priceCents: number; from: string | null; until: string | null } | null;
  /** Its attribute values (magnification, lighting …); left as they are when not given. */
  attributeValueIds?: number[];
  /** For a set: what it is made of; left as they are when not given. */
  parts?: SetPart[];
}

export interface SaveItemInput {
  itemId: number;
  version: number;
  /** A single item or a set made of other items' variations; left as it is when not given. */
  itemType?: 'default' | 'set' | 'multiPack' | 'giftCard';
  /** New, used, refurbished or damaged (structured data); left as it is when not given. */
  condition?: (typeof itemConditions)[number];
  manufacturerId: number | null;
  /** Left as they are when not given. */
  tagIds?: number[];
  orderPropertyIds?: number[];
  /** The categories it is listed in, and the one its breadcrumb and canonical URL follow. */
  categoryIds: number[];
  defaultCategoryId: number;
  texts: { de: StaffItemTexts; en: StaffItemTexts };
  variations: SavedVariation[];
}

/** A day's start in Europe/Berlin as a moment. */
const dayStart = (tx: Executor, day: string, plusDays = 0) =>
  tx
    .execute<{ at: Date }>(
      sql`select ((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Berlin') as at`,
    )
    .then((result) => new Date(result.rows[0]!.at));

/**
 * doSaveItem (issue 37): the item page as a whole, in one transaction, refused with 409 when
 * someone saved the item since it was read. Prices that change rewrite the price history from now
 * on (the selling price in force at every moment), from which the shop takes the 30-day lowest
 * price; every process drops its cached pages and catalogue reads when the save commits.
 */
export async function saveItem(db: Database, input: SaveItemInput, now = new Date()) {
  checkVariations(input.variations);
  return db.transaction(async (tx) => {
    const before = await lockedItem(tx, input.itemId, input.version);
    checkItemType(input.itemType, before.itemType);
    if (input.manufacturerId !== null) {
      const [maker] = await tx
        .select({ id: manufacturers.id })
        .from(manufacturers)
        .where(eq(manufacturers.id, input.manufacturerId));
      if (!maker) {
        throw new ApiError({
          status: 422,
          key: 'staff.catalogue.manufacturerUnknown',
          message: 'No such manufacturer.',
          cause: [
            {
              field: 'manufacturerId',
              message: 'storefrontError.staff.catalogue.manufacturerUnknown',
              code: 'unknown',
            },
          ],
        });
      }
    }
    for (const lang of ['de', 'en'] as const) {
      const text = input.texts[lang];
      const values = {
        ...text,
        description: sanitizeRichText(text.description),
        technicalData: sanitizeRichText(text.technicalData),
        safetyNotes: sanitizeRichText(text.safetyNotes),
      };
      await tx
        .insert(itemTexts)
        .values({ itemId: input.itemId, lang, ...values })
        .onConflictDoUpdate({ target: [itemTexts.itemId, itemTexts.lang], set: values });
    }
    await saveCategories(tx, input);
    const own = await tx.select().from(variations).where(eq(variations.itemId, input.itemId));
    for (const variation of input.variations) {
      const before = own.find((row) => row.id === variation.id);
      if (before && !variation.allowOversell && before.stock < 0) {
        throw fieldProblem(variation.id, 'allowOversell', 'stockNegative', 'The stock is below zero.');
      }
      if (!own.some((row) => row.id === variation.id)) {
        throw new ApiError({
          status: 422,
          key: 'staff.catalogue.variationUnknown',
          message: 'A variation is not one of this item.',
        });
      }
      await tx
        .update(variations)
        .set({
          isActive: variation.isActive,
          gtin: variation.gtin,
          ...(variation.mpn !== undefined ? { mpn: variation.mpn } : {}),
          ...(variation.isbn !== undefined ? { isbn: variation.isbn } : {}),
          availabilityId: variation.availabilityId,
          allowOversell: variation.allowOversell,
          minimumOrderQuantity: variation.minimumOrderQuantity,
          intervalOrderQuantity: variation.intervalOrderQuantity,
          maximumOrderQuantity: variation.maximumOrderQuantity,
          vatRate: variation.vatRate,
          weightG: variation.weightG,
          ...(variation.unitId !== undefined ? { unitId: variation.unitId } : {}),
          ...(variation.unitContent !== undefined ? { unitContent: variation.unitContent } : {}),
        })
        .where(eq(variations.id, variation.id));
      await savePrices(tx, variation, now);
      if (variation.graduated) await saveGraduatedPrices(tx, variation.id, variation.graduated);
      if (variation.businessPriceCents !== undefined)
        await saveBusinessPrice(tx, variation.id, variation.businessPriceCents);
    }
    if (input.tagIds) await saveTags(tx, input.itemId, input.tagIds);
    if (input.orderPropertyIds) await saveOrderProperties(tx, input.itemId, input.orderPropertyIds);
    await saveVariationAttributes(tx, input.itemId, input.variations);
    const itemType = input.itemType ?? before.itemType;
    // A single item that stays one has no parts to keep or drop.
    if (itemType === 'set' || before.itemType === 'set') {
      await saveSetParts(tx, input.itemId, itemType === 'set', input.variations);
    }
    const [saved] = await tx
      .update(items)
      .set({
        manufacturerId: input.manufacturerId,
        itemType,
        ...(input.condition ? { condition: input.condition } : {}),
        version: sql`${items.version} + 1`,
      })
      .where(eq(items.id, input.itemId))
      .returning({ version: items.version });
    await publishContentChange(tx);
    return { version: saved!.version };
  });
}

/** The item's categories as a whole; the default one must be among them. */
export async function saveCategories(
  tx: Executor,
  input: Pick<SaveItemInput, 'itemId' | 'categoryIds' | 'defaultCategoryId'>,
) {
  const chosen = [...new Set(input.categoryIds)];
  const problem = (key: string, message: string) =>
    new ApiError({
      status: 422,
      key: `staff.catalogue.${key}`,
      message,
      cause: [{ field: 'categoryIds', message: `storefrontError.staff.catalogue.${key}`, code: key }],
    });
  if (!chosen.includes(input.defaultCategoryId))
    throw problem('defaultCategoryNotChosen', 'The main category must be one of them.');
  const known = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, chosen), eq(categories.type, 'item')));
  if (known.length !== chosen.length) throw problem('categoryUnknown', 'No such category.');
  await tx.delete(itemCategories).where(eq(itemCategories.itemId, input.itemId));
  await tx.insert(itemCategories).values(
    chosen.map((categoryId) => ({
      itemId: input.itemId,
      categoryId,
      isDefault: categoryId === input.defaultCategoryId,
    })),
  );
}

/** The graduated prices as a whole (default prices from a quantity above 1). */
async function saveGraduatedPrices(
  tx: Executor,
  variationId: number,
  steps: Array<{ minimumQuantity: number; priceCents: number }>,
) {
  await tx
    .delete(variationPrices)
    .where(
      and(
        eq(variationPrices.variationId, variationId),
        eq(variationPrices.kind, 'default'),
        gt(variationPrices.minimumQuantity, 1),
        isNull(variationPrices.customerClassId),
      ),
    );
  if (steps.length > 0) {
    await tx.insert(variationPrices).values(steps.map((step) => ({ variationId, kind: 'default' as const, ...step })));
  }
}

/** Business customers' own price (not part of the consumer price history: PAngV protects consumers). */
async function saveBusinessPrice(tx: Executor, variationId: number, priceCents: number | null) {
  await tx
    .delete(variationPrices)
    .where(
      and(eq(variationPrices.variationId, variationId), eq(variationPrices.customerClassId, businessCustomerClass)),
    );
  if (priceCents !== null) {
    await tx
      .insert(variationPrices)
      .values({ variationId, kind: 'default', customerClassId: businessCustomerClass, priceCents });
  }
}

/** The prices of one variation; when any changed, its price history from now on. */
export async function savePrices(tx: Executor, variation: SavedVariation, now: Date) {
  const rows = await tx
    .select()
    .from(variationPrices)
    .where(and(eq(variationPrices.variationId, variation.id), isNull(variationPrices.customerClassId)));
  const regular = rows.find((row) => row.kind === 'default' && row.minimumQuantity === 1);
  const rrp = rows.find((row) => row.kind === 'rrp');
  const special = rows.find((row) => row.kind === 'special');
  // Compared by days, as the form shows them: a form sent again unchanged changes nothing.
  const unchanged =
    regular?.priceCents === variation.salePriceCents &&
    (rrp?.priceCents ?? null) === variation.rrpCents &&
    (special && variation.special
      ? special.priceCents === variation.special.priceCents &&
        (variation.special.from === null || specialDays(special).from === variation.special.from) &&
        specialDays(special).until === variation.special.until
      : !special && !variation.special);
  if (unchanged) return;

  // A reduction begins when it is set at the earliest: its start is what the 30-day lowest price
  // looks back from (a start in the past would count the offer's own price as the lowest).
  const chosenFrom = variation.special?.from ? await dayStart(tx, variation.special.from) : null;
  // An offer already running at the same price keeps its start (changing the RRP or its end day
  // does not begin a new reduction).
  const running =
    special && variation.special && special.priceCents === variation.special.priceCents && special.validFrom
      ? special.validFrom <= now &&
        // An offer that ended is not running: setting it again begins a new reduction.
        (special.validUntil === null || special.validUntil > now) &&
        (variation.special.from === null || specialDays(special).from === variation.special.from)
      : false;
  const specialFrom = running ? special!.validFrom! : chosenFrom && chosenFrom > now ? chosenFrom : now;
  const specialUntil = variation.special?.until ? await dayStart(tx, variation.special.until, 1) : null;
  if (regular) {
    await tx
      .update(variationPrices)
      .set({ priceCents: variation.salePriceCents })
      .where(eq(variationPrices.id, regular.id));
  } else {
    await tx
      .insert(variationPrices)
      .values({ variationId: variation.id, kind: 'default', priceCents: variation.salePriceCents });
  }
  await tx
    .delete(variationPrices)
    .where(and(eq(variationPrices.variationId, variation.id), inArray(variationPrices.kind, ['rrp', 'special'])));
  if (variation.rrpCents !== null) {
    await tx.insert(variationPrices).values({ variationId: variation.id, kind: 'rrp', priceCents: variation.rrpCents });
  }
  if (variation.special) {
    await tx.insert(variationPrices).values({
      variationId: variation.id,
      kind: 'special',
      priceCents: variation.special.priceCents,
      validFrom: specialFrom,
      validUntil: specialUntil,
    });
  }
  await rewriteHistoryFrom(tx, variation, now, specialFrom, specialUntil);
}

/**
 * The selling price in force from now on, as history rows: what was in force until now stays as
 * it was (it is the record the 30-day rule reads); what was planned from now on is replaced by the
 * regular price with the special offer's period in it.
 */
async function rewriteHistoryFrom(
  tx: Executor,
  variation: SavedVariation,
  now: Date,
  specialFrom: Date,
  specialUntil: Date | null,
) {
  await tx.delete(priceHistory).where(and(eq(priceHistory.variationId, variation.id), gt(priceHistory.validFrom, now)));
  await tx
    .update(priceHistory)
    .set({ validUntil: now })
    .where(
      and(
        eq(priceHistory.variationId, variation.id),
        lte(priceHistory.validFrom, now),
        or(isNull(priceHistory.validUntil), gt(priceHistory.validUntil, now)),
      ),
    );
  const periods: Array<{ priceCents: number; validFrom: Date; validUntil: Date | null }> = [];
  const offer = variation.special;
  // What was in force until now stays; a running offer continues from now.
  const offerStart = specialFrom > now ? specialFrom : now;
  const offerRuns = offer && (!specialUntil || specialUntil > offerStart);
  if (offer && offerRuns) {
    if (offerStart > now)
      periods.push({ priceCents: variation.salePriceCents, validFrom: now, validUntil: offerStart });
    periods.push({ priceCents: offer.priceCents, validFrom: offerStart, validUntil: specialUntil });
    if (specialUntil) periods.push({ priceCents: variation.salePriceCents, validFrom: specialUntil, validUntil: null });
  } else {
    periods.push({ priceCents: variation.salePriceCents, validFrom: now, validUntil: null });
  }
  await tx.insert(priceHistory).values(periods.map((period) => ({ variationId: variation.id, ...period })));
}
