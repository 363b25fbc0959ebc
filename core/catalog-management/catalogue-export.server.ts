import { asc, eq, gt, inArray } from 'drizzle-orm';
import { itemCategories, itemTexts, items, manufacturers, variationPrices, variations } from '../db/catalog-schema';
import type { Executor } from '../db/connection.server';
import type { Locale } from '../i18n/locales';
import { spreadsheetCsv } from '../spreadsheet-csv';
import {
  catalogueColumns,
  catalogueHeader,
  conditionCell,
  moneyCell,
  yesNoCell,
  type CatalogueColumn,
  type CatalogueRow,
} from './catalogue-csv-columns';
import { specialDays } from './staff-item-page.server';

/** Items read per round: the whole catalogue never sits in memory at once. */
const itemsPerRound = 500;

/** The variations of some items as CSV rows (the import compares a row with these to find changes). */
export async function catalogueRowsOf(
  db: Executor,
  itemIds: number[],
  locale: Locale,
): Promise<Map<string, CatalogueRow>> {
  const rows = new Map<string, CatalogueRow>();
  if (itemIds.length === 0) return rows;
  const [itemRows, texts, variationRows, categories] = await Promise.all([
    db
      .select({ id: items.id, manufacturer: manufacturers.name, condition: items.condition })
      .from(items)
      .leftJoin(manufacturers, eq(manufacturers.id, items.manufacturerId))
      .where(inArray(items.id, itemIds)),
    db.select().from(itemTexts).where(inArray(itemTexts.itemId, itemIds)),
    db
      .select()
      .from(variations)
      .where(inArray(variations.itemId, itemIds))
      .orderBy(asc(variations.itemId), asc(variations.position), asc(variations.id)),
    db.select().from(itemCategories).where(inArray(itemCategories.itemId, itemIds)),
  ]);
  const prices = variationRows.length
    ? await db
        .select()
        .from(variationPrices)
        .where(
          inArray(
            variationPrices.variationId,
            variationRows.map((row) => row.id),
          ),
        )
    : [];
  for (const variation of variationRows) {
    const item = itemRows.find((row) => row.id === variation.itemId);
    const text = (lang: Locale) => texts.find((row) => row.itemId === variation.itemId && row.lang === lang);
    const own = prices.filter((row) => row.variationId === variation.id);
    const regular = own.find(
      (row) => row.kind === 'default' && row.minimumQuantity === 1 && row.customerClassId === null,
    );
    const rrp = own.find((row) => row.kind === 'rrp');
    const special = own.find((row) => row.kind === 'special');
    const days = special ? specialDays(special) : null;
    const chosen = categories
      .filter((row) => row.itemId === variation.itemId)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.categoryId - b.categoryId);
    rows.set(variation.number, {
      itemId: String(variation.itemId),
      number: variation.number,
      nameDe: text('de')?.name ?? '',
      nameEn: text('en')?.name ?? '',
      urlPathDe: text('de')?.urlPath ?? '',
      urlPathEn: text('en')?.urlPath ?? '',
      shortDescriptionDe: text('de')?.shortDescription ?? '',
      shortDescriptionEn: text('en')?.shortDescription ?? '',
      descriptionDe: text('de')?.description ?? '',
      descriptionEn: text('en')?.description ?? '',
      manufacturer: item?.manufacturer ?? '',
      categoryIds: chosen.map((row) => row.categoryId).join('|'),
      condition: conditionCell(item?.condition ?? 'new', locale),
      gtin: variation.gtin,
      mpn: variation.mpn,
      isbn: variation.isbn,
      active: yesNoCell(variation.isActive, locale),
      stock: String(variation.stock),
      allowOversell: yesNoCell(variation.allowOversell, locale),
      price: moneyCell(regular?.priceCents ?? null, locale),
      rrp: moneyCell(rrp?.priceCents ?? null, locale),
      specialPrice: moneyCell(special?.priceCents ?? null, locale),
      specialFrom: days?.from ?? '',
      specialUntil: days?.until ?? '',
      vatRate: String(variation.vatRate / 100),
      weightG: String(variation.weightG),
      minimumOrderQuantity: String(variation.minimumOrderQuantity),
      intervalOrderQuantity: String(variation.intervalOrderQuantity),
      maximumOrderQuantity: variation.maximumOrderQuantity === null ? '' : String(variation.maximumOrderQuantity),
      availabilityId: String(variation.availabilityId),
    });
  }
  return rows;
}

export const rowCells = (row: CatalogueRow) => catalogueColumns.map((column) => row[column.key as CatalogueColumn]);

/** The whole catalogue as CSV rows with the header first, item by item. */
export async function* catalogueCsvRows(db: Executor, locale: Locale): AsyncGenerator<string[]> {
  yield catalogueHeader(locale);
  let after = 0;
  for (;;) {
    const ids = (
      await db
        .select({ id: items.id })
        .from(items)
        .where(gt(items.id, after))
        .orderBy(asc(items.id))
        .limit(itemsPerRound)
    ).map((row) => row.id);
    if (ids.length === 0) return;
    for (const row of (await catalogueRowsOf(db, ids, locale)).values()) yield rowCells(row);
    after = ids.at(-1)!;
  }
}

/** `GET /staff/export/catalogue.csv`: the whole catalogue as spreadsheets in Germany read it. */
export async function catalogueCsv(db: Executor, locale: Locale): Promise<string> {
  const rows: string[][] = [];
  for await (const row of catalogueCsvRows(db, locale)) rows.push(row);
  return spreadsheetCsv(rows);
}
