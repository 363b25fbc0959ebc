import { eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { publishContentChange } from '../cache/content-change-channel.server';
import { isValidGtin } from '../catalog/product-codes';
import { moveStock } from '../catalog/stock-movements.server';
import { itemTexts, items, manufacturers, variations } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { categories } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import { sanitizeRichText } from '../security/rich-text.server';
import type { StaffMember } from '../sessions/staff-sign-in';
import {
  catalogueColumns,
  maxCatalogueCsvBytes,
  type CatalogueColumn,
  type CatalogueRow,
} from './catalogue-csv-columns';
import { catalogueRowsOf } from './catalogue-export.server';
import { itemColumns, newRowDefaults, readCatalogueCsv, typed, type TypedRow } from './catalogue-import-rows';
import { progressOf, type ImportProgress } from './import-progress';
import { insertVariation, slugOf } from './create-item.server';
import { saveCategories, savePrices } from './save-item.server';

/** Columns whose empty cell keeps the shop's value (they cannot be empty). */
const keptWhenEmpty: CatalogueColumn[] = [
  'nameDe',
  'nameEn',
  'urlPathDe',
  'urlPathEn',
  'categoryIds',
  'stock',
  'price',
  'vatRate',
  'weightG',
  'minimumOrderQuantity',
  'intervalOrderQuantity',
  'availabilityId',
  'active',
  'allowOversell',
  'condition',
];

interface PlannedRow {
  line: number;
  number: string;
  row: TypedRow;
  /** The variation it changes (null: a new one). */
  existing: { id: number; itemId: number; before: TypedRow } | null;
  /** The item: an existing item's id, or the label of a new one. */
  item: number | string;
}

export interface CatalogueImportResult {
  created: number;
  changed: number;
  unchanged: number;
  errors: Array<{ line: number; column: string; message: string }>;
}

/**
 * doImportCatalogue (issue 37): a catalogue CSV checked as a whole – every problem with its row and
 * column, nothing stored while there is one – and, unless it is a dry run, applied in one
 * transaction. Keyed by variation number, so importing the same file twice changes nothing the
 * second time; rows equal to what the shop has are left alone, so an exported file imported again
 * unchanged writes nothing at all. `onProgress` hears how far it is (import-progress.ts).
 */
export async function importCatalogue(
  db: Database,
  staff: StaffMember,
  input: { csv: string; dryRun: boolean; locale: Locale; now: Date; onProgress?: (progress: ImportProgress) => void },
): Promise<CatalogueImportResult> {
  if (Buffer.byteLength(input.csv, 'utf8') > maxCatalogueCsvBytes) {
    throw new ApiError({ status: 413, key: 'staff.catalogue.import.tooLarge', message: 'The file is too large.' });
  }
  const read = readCatalogueCsv(input.csv);
  const problems = [...read.problems];
  const numbers = read.rows.map((row) => row.cells.number ?? '').filter(Boolean);
  const known = new Map<string, { id: number; itemId: number }>();
  for (let start = 0; start < numbers.length; start += 5000) {
    const rows = await db
      .select({ id: variations.id, itemId: variations.itemId, number: variations.number })
      .from(variations)
      .where(inArray(variations.number, numbers.slice(start, start + 5000)));
    for (const row of rows) known.set(row.number, row);
  }
  const current = new Map<string, CatalogueRow>();
  const rowOfItem = new Map<number, CatalogueRow>();
  const namedItems = read.rows
    .map((row) => row.cells.itemId ?? '')
    .filter((cell) => /^\d{1,9}$/.test(cell))
    .map(Number);
  const itemIds = [...new Set([...[...known.values()].map((entry) => entry.itemId), ...namedItems])];
  const loaded = progressOf('load', itemIds.length, input.onProgress);
  for (let start = 0; start < itemIds.length; start += 500) {
    await loaded(start);
    for (const [number, row] of await catalogueRowsOf(db, itemIds.slice(start, start + 500), 'de')) {
      current.set(number, row);
      if (!rowOfItem.has(Number(row.itemId))) rowOfItem.set(Number(row.itemId), row);
    }
  }
  await loaded(itemIds.length);
  const [makers, itemCategoryIds, existingItems] = await Promise.all([
    db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers),
    db.select({ id: categories.id }).from(categories).where(eq(categories.type, 'item')),
    lookUpItems(
      db,
      read.rows.map((row) => row.cells.itemId ?? ''),
    ),
  ]);
  const column = (key: CatalogueColumn) => catalogueColumns.find((entry) => entry.key === key)![input.locale];
  const problem = (line: number, key: CatalogueColumn | '', problemKey: string) =>
    problems.push({ line, column: key ? column(key) : '', key: problemKey });

  const planned: PlannedRow[] = [];
  const itemFields = new Map<number | string, { line: number; values: string }>();
  const checked = progressOf('check', read.rows.length, input.onProgress);
  for (const [index, { line, cells }] of read.rows.entries()) {
    await checked(index);
    const existing = cells.number ? known.get(cells.number) : undefined;
    // A new variation of an item the shop has starts from that item's texts, maker and categories.
    const itemRow = !existing && /^\d+$/.test(cells.itemId ?? '') ? rowOfItem.get(Number(cells.itemId)) : undefined;
    const base = existing
      ? current.get(cells.number!)!
      : itemRow
        ? {
            ...newRowDefaults,
            ...Object.fromEntries(itemColumns.map((key) => [key, itemRow[key]])),
            itemId: itemRow.itemId,
          }
        : newRowDefaults;
    // A required cell left empty keeps what the shop has (a file of prices only, say, may carry
    // empty name columns); every other empty cell means empty (no RRP, no special price).
    const kept = Object.fromEntries(
      keptWhenEmpty.filter((key) => cells[key] === '').map((key) => [key, base[key]]),
    ) as Partial<CatalogueRow>;
    const merged: CatalogueRow = { ...base, ...cells, ...kept, itemId: cells.itemId || base.itemId };
    // A label (no number) on a known variation names the new item an earlier import made: fine.
    if (existing && /^\d+$/.test(cells.itemId ?? '') && cells.itemId !== String(existing.itemId)) {
      problem(line, 'itemId', 'itemMismatch');
    }
    if (!merged.nameDe) problem(line, 'nameDe', 'nameRequired');
    if (!merged.nameEn) problem(line, 'nameEn', 'nameRequired');
    if (!existing) {
      if (!merged.price) problem(line, 'price', 'priceRequired');
      if (/^\d+$/.test(merged.itemId) && !existingItems.has(Number(merged.itemId)))
        problem(line, 'itemId', 'itemUnknown');
      else if (!/^\d+$/.test(merged.itemId) && !merged.categoryIds) problem(line, 'categoryIds', 'categoryRequired');
    }
    if (merged.manufacturer && !makers.some((maker) => maker.name === merged.manufacturer)) {
      problem(line, 'manufacturer', 'manufacturerUnknown');
    }
    if (
      merged.categoryIds.split('|').some((id) => id && !itemCategoryIds.some((category) => String(category.id) === id))
    ) {
      problem(line, 'categoryIds', 'categoryUnknown');
    }
    const row = typed(merged);
    const before = existing ? typed(current.get(cells.number!)!) : null;
    // A GTIN the file brings must have a right check digit (as on the item page); one the shop
    // already has is left alone, so an exported file always imports unchanged.
    if (row.gtin && row.gtin !== before?.gtin && !isValidGtin(row.gtin)) problem(line, 'gtin', 'gtinCheckDigit');
    if (row.specialPrice !== null && row.price !== null && row.specialPrice >= row.price)
      problem(line, 'specialPrice', 'specialNotBelow');
    if (row.specialFrom && row.specialUntil && row.specialUntil < row.specialFrom) {
      problem(line, 'specialUntil', 'specialEndsBeforeStart');
    }
    if (row.stock !== null && row.stock < 0 && row.allowOversell === false) problem(line, 'stock', 'stockNegative');
    if (row.maximumOrderQuantity !== null && row.maximumOrderQuantity < row.minimumOrderQuantity) {
      problem(line, 'maximumOrderQuantity', 'maximumBelowMinimum');
    }
    const item = existing
      ? existing.itemId
      : /^\d+$/.test(merged.itemId)
        ? Number(merged.itemId)
        : merged.itemId || `row-${line}`;
    // The item's own fields are the same on each of its rows (one item, one name, one condition).
    const values = JSON.stringify(itemColumns.map((key) => (key === 'condition' ? row.condition : merged[key])));
    const first = itemFields.get(item);
    if (first && first.values !== values) problem(line, '', 'itemFieldsDiffer');
    if (!first) itemFields.set(item, { line, values });
    planned.push({
      line,
      number: merged.number,
      row,
      item,
      existing: existing && before ? { ...existing, before } : null,
    });
  }

  await checked(read.rows.length);
  const changedRows = planned.filter(
    (entry) => entry.existing && JSON.stringify(entry.row) !== JSON.stringify(entry.existing.before),
  );
  const result: CatalogueImportResult = {
    created: planned.filter((entry) => !entry.existing).length,
    changed: changedRows.length,
    unchanged: planned.length - changedRows.length - planned.filter((entry) => !entry.existing).length,
    errors: problems
      .sort((a, b) => a.line - b.line)
      .slice(0, 500)
      .map((entry) => ({
        line: entry.line,
        column: entry.column,
        message: shopText(input.locale, `staff.catalogue.import.problems.${entry.key}`),
      })),
  };
  if (problems.length > 0 || input.dryRun || (result.created === 0 && result.changed === 0)) return result;
  await db.transaction(async (tx) => {
    await applyImport(
      tx,
      staff,
      planned.filter((entry) => !entry.existing || changedRows.includes(entry)),
      makers,
      input.now,
      input.onProgress,
    );
    await publishContentChange(tx);
  });
  return result;
}

async function lookUpItems(db: Executor, cells: string[]) {
  const ids = [...new Set(cells.filter((cell) => /^\d{1,9}$/.test(cell)).map(Number))];
  const found = new Set<number>();
  for (let start = 0; start < ids.length; start += 5000) {
    const rows = await db
      .select({ id: items.id })
      .from(items)
      .where(inArray(items.id, ids.slice(start, start + 5000)));
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** Writes the planned rows: items first (new ones created once per label), then their variations. */
async function applyImport(
  tx: Executor,
  staff: StaffMember,
  rows: PlannedRow[],
  makers: Array<{ id: number; name: string }>,
  now: Date,
  onProgress?: (progress: ImportProgress) => void,
) {
  const itemIdOf = new Map<number | string, number>();
  const stored = progressOf('store', rows.length, onProgress);
  for (const [index, entry] of rows.entries()) {
    await stored(index);
    const { row } = entry;
    let itemId = itemIdOf.get(entry.item);
    if (itemId === undefined) {
      itemId =
        typeof entry.item === 'number'
          ? entry.item
          : (await tx.insert(items).values({}).returning({ id: items.id }))[0]!.id;
      itemIdOf.set(entry.item, itemId);
      await saveItemFields(tx, itemId, row, makers);
    }
    const fields = {
      isActive: row.active!,
      gtin: row.gtin,
      mpn: row.mpn,
      isbn: row.isbn,
      availabilityId: row.availabilityId,
      allowOversell: row.allowOversell!,
      minimumOrderQuantity: row.minimumOrderQuantity,
      intervalOrderQuantity: row.intervalOrderQuantity,
      maximumOrderQuantity: row.maximumOrderQuantity,
      vatRate: row.vatRate,
      weightG: row.weightG,
    };
    const variationId = entry.existing
      ? entry.existing.id
      : await insertVariation(
          tx,
          staff,
          itemId,
          {
            number: entry.number,
            salePriceCents: row.price!,
            vatRate: row.vatRate,
            stock: row.stock!,
            attributeValueIds: [],
          },
          { isMain: false, position: 0 },
        );
    await tx.update(variations).set(fields).where(eq(variations.id, variationId));
    await savePrices(
      tx,
      {
        id: variationId,
        ...fields,
        salePriceCents: row.price!,
        rrpCents: row.rrp,
        special:
          row.specialPrice === null
            ? null
            : { priceCents: row.specialPrice, from: row.specialFrom, until: row.specialUntil },
      },
      now,
    );
    if (entry.existing && row.stock !== entry.existing.before.stock) {
      await moveStock(tx, {
        variationId,
        change: row.stock! - entry.existing.before.stock!,
        reason: 'correction',
        note: 'CSV',
        actor: staff.email,
      });
    }
  }
  await stored(rows.length);
}

/** An item's texts, manufacturer and categories as the row has them. */
async function saveItemFields(
  tx: Executor,
  itemId: number,
  row: TypedRow,
  makers: Array<{ id: number; name: string }>,
) {
  const text = (key: string) => String((row as Record<string, unknown>)[key] ?? '');
  for (const lang of ['de', 'en'] as const) {
    const suffix = lang === 'de' ? 'De' : 'En';
    const values = {
      name: text(`name${suffix}`),
      urlPath: text(`urlPath${suffix}`) || slugOf(text(`name${suffix}`)),
      shortDescription: text(`shortDescription${suffix}`),
      description: sanitizeRichText(text(`description${suffix}`)),
    };
    await tx
      .insert(itemTexts)
      .values({ itemId, lang, ...values })
      .onConflictDoUpdate({ target: [itemTexts.itemId, itemTexts.lang], set: values });
  }
  const maker = makers.find((entry) => entry.name === text('manufacturer'));
  await tx
    .update(items)
    .set({ manufacturerId: maker?.id ?? null, condition: row.condition ?? 'new', version: sql`${items.version} + 1` })
    .where(eq(items.id, itemId));
  const ids = text('categoryIds').split('|').filter(Boolean).map(Number);
  if (ids.length > 0) await saveCategories(tx, { itemId, categoryIds: ids, defaultCategoryId: ids[0]! });
}
