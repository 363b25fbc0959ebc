import { z } from 'zod';
import { isValidGtin, isValidIsbn, itemConditions } from '../catalog/product-codes';
import { recordId } from '../api/record-id';
import { maxColumnInteger } from '../api/column-limits';
import { defineCall } from '../api/define-call';
import { adjustStock } from './adjust-stock.server';
import { addVariation, createItem } from './create-item.server';
import { maxCatalogueCsvBytes } from './catalogue-csv-columns';
import { importCatalogue } from './catalogue-import.server';
import { addItemImage, deleteItemImage, moveItemImage } from './item-images.server';
import { storeBlockImage } from '../content/block-images/block-images.server';
import { saveItem } from './save-item.server';
import { listStaffItems, staffItemStates } from './staff-item-list.server';
import { attributeChoices, categoryChoices, staffItemPage } from './staff-item-page.server';

/**
 * The staff's catalogue calls (issue 37, role `catalogue`; admin passes): the item list and page,
 * saving an item as a whole (versioned) and stock corrections.
 */
const access = { staff: ['catalogue'] } as const;
const id = recordId;
const cents = z.number().int().min(0).max(maxColumnInteger, 'staff.errors.amountTooHigh');
const pieces = z.number().int().min(1).max(100_000);
const text = (max: number) => z.string().trim().max(max, 'staff.errors.tooLong');
const day = z.iso.date('staff.errors.day').refine((value) => value >= '2000-01-01', 'staff.errors.day');

/** getStaffItems {search?, state?, categoryId?, manufacturerId?, lowStock?, onSpecialOffer?, page, itemsPerPage}. */
export const getStaffItems = defineCall({
  kind: 'read',
  access,
  input: z
    .object({
      search: text(200).optional(),
      state: z.enum(staffItemStates).default('all'),
      categoryId: id.optional(),
      manufacturerId: id.optional(),
      lowStock: z.coerce.number().int().min(0).max(1_000_000).optional(),
      onSpecialOffer: z.boolean().optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      itemsPerPage: z.coerce.number().int().min(1).max(100).default(25),
    })
    .strict(),
  handler: (ctx, query) => listStaffItems(ctx.services.db, query, ctx.locale, ctx.services.now()),
});

/** getStaffItem {itemId}: the item page – texts in both languages, variations, prices, stock. */
export const getStaffItem = defineCall({
  kind: 'read',
  access,
  input: z.object({ itemId: id }).strict(),
  handler: (ctx, input) => staffItemPage(ctx.services.db, input.itemId, ctx.locale, ctx.services.now()),
});

const itemText = z
  .object({
    name: text(200).min(1, 'staff.catalogue.nameRequired'),
    urlPath: z
      .string()
      .trim()
      .max(150, 'staff.errors.tooLong')
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'staff.catalogue.slugInvalid'),
    shortDescription: text(2_000).default(''),
    description: text(50_000).default(''),
    technicalData: text(20_000).default(''),
    metaDescription: text(300).default(''),
    safetyNotes: text(20_000).default(''),
  })
  .strict();

const variation = z
  .object({
    id,
    isActive: z.boolean(),
    gtin: z
      .string()
      .trim()
      .regex(/^(\d{8}|\d{12,14})?$/, 'staff.catalogue.gtinInvalid')
      .refine((code) => code === '' || isValidGtin(code), 'staff.catalogue.gtinCheckDigit'),
    mpn: z.string().trim().max(70, 'staff.errors.tooLong').optional(),
    // Written with or without hyphens and spaces; kept as digits.
    isbn: z
      .string()
      .max(40, 'staff.errors.tooLong')
      .transform((code) => code.replace(/[\s-]/g, ''))
      .refine((code) => code === '' || isValidIsbn(code), 'staff.catalogue.isbnInvalid')
      .optional(),
    availabilityId: z.number().int().min(1).max(10),
    allowOversell: z.boolean(),
    minimumOrderQuantity: pieces,
    intervalOrderQuantity: pieces,
    maximumOrderQuantity: pieces.nullable(),
    vatRate: z.union([z.literal(1900), z.literal(700), z.literal(0)]),
    weightG: z.number().int().min(0).max(1_000_000),
    unitId: id.optional(),
    unitContent: z.number().int().min(1).max(1_000_000).optional(),
    graduated: z
      .array(z.object({ minimumQuantity: z.number().int().min(2).max(100_000), priceCents: cents.min(1) }).strict())
      .max(5)
      .optional(),
    salePriceCents: cents.min(1, 'staff.catalogue.priceRequired'),
    rrpCents: cents.nullable(),
    businessPriceCents: cents.min(1, 'staff.catalogue.priceRequired').nullable().optional(),
    special: z
      .object({
        priceCents: cents.min(1, 'staff.catalogue.priceRequired'),
        from: day.nullable(),
        until: day.nullable(),
      })
      .strict()
      .nullable(),
    attributeValueIds: z.array(id).max(10).optional(),
    parts: z
      .array(
        z
          .object({
            number: z.string().trim().min(1, 'staff.catalogue.partNumberRequired').max(64, 'staff.errors.tooLong'),
            quantity: z.number().int().min(1).max(99),
          })
          .strict(),
      )
      // As many as the item page has rows for (app/staff/catalogue/variation-links.tsx).
      .max(5)
      .optional(),
  })
  .strict();

/** doSaveItem {item: {itemId, manufacturerId, texts: {de, en}, variations}, version}: 409 on a stale version. */
export const doSaveItem = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      version: z.number().int().min(0).max(maxColumnInteger),
      item: z
        .object({
          itemId: id,
          itemType: z.enum(['default', 'set', 'multiPack', 'giftCard']).optional(),
          condition: z.enum(itemConditions).optional(),
          manufacturerId: id.nullable(),
          tagIds: z.array(id).max(50).optional(),
          orderPropertyIds: z.array(id).max(50).optional(),
          categoryIds: z.array(id).min(1, 'staff.catalogue.categoryRequired').max(20),
          defaultCategoryId: id,
          texts: z.object({ de: itemText, en: itemText }).strict(),
          variations: z.array(variation).max(200),
        })
        .strict(),
    })
    .strict(),
  async handler(ctx, { version, item }) {
    const saved = await saveItem(ctx.services.db, { ...item, version }, ctx.services.now());
    // This process at once; the others hear the save's NOTIFY (content-change channel).
    ctx.services.contentChanges.notify();
    return { ...saved, item: await staffItemPage(ctx.services.db, item.itemId, ctx.locale, ctx.services.now()) };
  },
});

/** doAdjustStock {variationId, change, reason}: a stock correction, recorded with who and why. */
export const doAdjustStock = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      variationId: id,
      change: z
        .number()
        .int()
        .min(-1_000_000)
        .max(1_000_000)
        .refine((value) => value !== 0, 'staff.catalogue.changeZero'),
      reason: text(200).min(1, 'staff.catalogue.reasonRequired'),
    })
    .strict(),
  async handler(ctx, input) {
    const adjusted = await adjustStock(ctx.services.db, ctx.staff, input);
    ctx.services.contentChanges.notify();
    return adjusted;
  },
});

const newVariation = z
  .object({
    number: z
      .string()
      .trim()
      .min(1, 'staff.catalogue.numberRequired')
      .max(40, 'staff.errors.tooLong')
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'staff.catalogue.numberInvalid'),
    salePriceCents: cents.min(1, 'staff.catalogue.priceRequired'),
    vatRate: z.union([z.literal(1900), z.literal(700), z.literal(0)]),
    stock: z.number().int().min(0).max(1_000_000).default(0),
    attributeValueIds: z.array(id).max(10).default([]),
  })
  .strict();

/** doCreateItem {names: {de, en}, categoryId, variation}: a new item, listed and for sale at once. */
export const doCreateItem = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      names: z
        .object({
          de: text(200).min(1, 'staff.catalogue.nameRequired'),
          en: text(200).min(1, 'staff.catalogue.nameRequired'),
        })
        .strict(),
      categoryId: id,
      variation: newVariation,
    })
    .strict(),
  async handler(ctx, input) {
    const created = await createItem(ctx.services.db, ctx.staff, input);
    ctx.services.contentChanges.notify();
    return created;
  },
});

/** doAddVariation {itemId, version, variation}: another variation (number, price, VAT, stock, attribute values). */
export const doAddVariation = defineCall({
  kind: 'write',
  access,
  input: z
    .object({ itemId: id, version: z.number().int().min(0).max(maxColumnInteger), variation: newVariation })
    .strict(),
  async handler(ctx, input) {
    const added = await addVariation(ctx.services.db, ctx.staff, input);
    ctx.services.contentChanges.notify();
    return added;
  },
});

/** getStaffCatalogueOptions {}: the categories and attributes staff choose from (the new item form). */
export const getStaffCatalogueOptions = defineCall({
  kind: 'read',
  access,
  input: z.object({}).strict(),
  async handler(ctx) {
    const [categories, attributes] = await Promise.all([
      categoryChoices(ctx.services.db, ctx.locale),
      attributeChoices(ctx.services.db, ctx.locale),
    ]);
    return { categories, attributes };
  },
});

/**
 * doUploadItemImage: a photo for an item. Over HTTP a multipart POST with the field `file` (like
 * doUploadBlockImage); answers the picture's id for doAddItemImage.
 */
export const doUploadItemImage = defineCall({
  kind: 'write',
  access,
  input: z.object({ fileName: z.string().max(1000), bytes: z.instanceof(Uint8Array) }).strict(),
  async handler(ctx, { bytes }) {
    const stored = await storeBlockImage(ctx.services.config.dataDir, bytes);
    return { imageId: stored.id, width: stored.width, height: stored.height };
  },
});

const altText = text(250).min(1, 'staff.catalogue.altRequired');

/** doAddItemImage {itemId, imageId, alternate: {de, en}, attributeValueId?}: the uploaded photo on the item. */
export const doAddItemImage = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      itemId: id,
      imageId: z.string().regex(/^[0-9a-f]{32}$/),
      alternate: z.object({ de: altText, en: altText }).strict(),
      attributeValueId: id.nullable().default(null),
    })
    .strict(),
  async handler(ctx, input) {
    const added = await addItemImage(ctx.services.db, ctx.services.config.dataDir, input);
    ctx.services.contentChanges.notify();
    return added;
  },
});

/** doMoveItemImage {itemId, itemImageId, direction}: one place up or down (the first is the main picture). */
export const doMoveItemImage = defineCall({
  kind: 'write',
  access,
  input: z.object({ itemId: id, itemImageId: id, direction: z.enum(['up', 'down']) }).strict(),
  async handler(ctx, input) {
    const moved = await moveItemImage(ctx.services.db, input);
    ctx.services.contentChanges.notify();
    return moved;
  },
});

/** doDeleteItemImage {itemId, itemImageId}: the picture off the item. */
export const doDeleteItemImage = defineCall({
  kind: 'write',
  access,
  input: z.object({ itemId: id, itemImageId: id }).strict(),
  async handler(ctx, input) {
    const deleted = await deleteItemImage(ctx.services.db, input);
    ctx.services.contentChanges.notify();
    return deleted;
  },
});

/**
 * doImportCatalogue {csv, dryRun}: a catalogue CSV (the export's columns, German or English
 * headers, any subset with the variation number) checked and – unless a dry run – applied in one
 * transaction; answers {created, changed, unchanged, errors: [{line, column, message}]}. Asked with
 * `Accept: application/x-ndjson`, it sends its progress first (server/progress-lines.ts).
 */
export const doImportCatalogue = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      csv: z.string().max(maxCatalogueCsvBytes, 'staff.catalogue.import.problems.tooLarge'),
      dryRun: z.boolean(),
    })
    .strict(),
  async handler(ctx, input) {
    const result = await importCatalogue(ctx.services.db, ctx.staff, {
      ...input,
      locale: ctx.locale,
      now: ctx.services.now(),
      // A client that asked for it hears how far it is (ImportProgress lines before the result).
      onProgress: ctx.progress,
    });
    if (!input.dryRun && result.errors.length === 0) ctx.services.contentChanges.notify();
    return result;
  },
});
