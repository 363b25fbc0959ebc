import { parse } from 'csv-parse/sync';
import { isValidIsbn } from '../catalog/product-codes';
import {
  catalogueColumns,
  columnOfHeader,
  isbnDigits,
  parseConditionCell,
  parseMoneyCell,
  parseWholeCell,
  parseYesNoCell,
  unguarded,
  type CatalogueColumn,
  type CatalogueRow,
} from './catalogue-csv-columns';

/** A problem of the file: its row as a spreadsheet numbers it (1 = the header), the column's header as written, a message key. */
export interface ImportProblem {
  line: number;
  column: string;
  key: string;
}

/** A row as read: the cells its file has (a file may carry only some columns), and its line. */
export interface ReadRow {
  line: number;
  cells: Partial<CatalogueRow>;
}

const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Required columns whose empty cell keeps the shop's value (catalogue-import.server.ts). */
const keepsWhenEmpty: ReadonlySet<CatalogueColumn> = new Set([
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
]);
const day = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** What each column takes; the message key for a cell it does not (null: fine). */
const cellRules: Partial<Record<CatalogueColumn, (cell: string) => string | null>> = {
  number: (cell) =>
    cell === '' ? 'numberRequired' : /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/.test(cell) ? null : 'numberInvalid',
  itemId: (cell) =>
    cell === '' || /^\d{1,9}$/.test(cell) || /^[A-Za-z][\w-]{0,39}$/.test(cell) ? null : 'itemLabelInvalid',
  nameDe: (cell) => (cell.length > 200 ? 'tooLong' : null),
  nameEn: (cell) => (cell.length > 200 ? 'tooLong' : null),
  urlPathDe: (cell) => (cell === '' || (cell.length <= 150 && slug.test(cell)) ? null : 'slugInvalid'),
  urlPathEn: (cell) => (cell === '' || (cell.length <= 150 && slug.test(cell)) ? null : 'slugInvalid'),
  shortDescriptionDe: (cell) => (cell.length > 2000 ? 'tooLong' : null),
  shortDescriptionEn: (cell) => (cell.length > 2000 ? 'tooLong' : null),
  descriptionDe: (cell) => (cell.length > 50_000 ? 'tooLong' : null),
  descriptionEn: (cell) => (cell.length > 50_000 ? 'tooLong' : null),
  manufacturer: (cell) => (cell.length > 200 ? 'tooLong' : null),
  categoryIds: (cell) => (cell === '' || /^\d{1,9}(\|\d{1,9}){0,19}$/.test(cell) ? null : 'categoriesInvalid'),
  // Its check digit is checked with the shop's value (catalogue-import.server.ts).
  gtin: (cell) => (/^(\d{8}|\d{12,14})?$/.test(cell) ? null : 'gtinInvalid'),
  // The item page's limits (core/catalog-management/calls.server.ts).
  mpn: (cell) => (cell.length > 70 ? 'tooLong' : null),
  isbn: (cell) => (cell === '' || (cell.length <= 40 && isValidIsbn(isbnDigits(cell))) ? null : 'isbnInvalid'),
  condition: (cell) => (parseConditionCell(cell) === null ? 'conditionInvalid' : null),
  active: (cell) => (parseYesNoCell(cell) === null ? 'yesNoInvalid' : null),
  allowOversell: (cell) => (parseYesNoCell(cell) === null ? 'yesNoInvalid' : null),
  // Negative only for a variation sold beyond its stock (checked with the row's other cells).
  stock: (cell) => (parseWholeCell(cell, -1_000_000, 1_000_000) === null ? 'stockInvalid' : null),
  price: (cell) => ((parseMoneyCell(cell) ?? 0) >= 1 ? null : 'priceRequired'),
  rrp: (cell) => (cell === '' || parseMoneyCell(cell) !== null ? null : 'moneyInvalid'),
  specialPrice: (cell) => (cell === '' || (parseMoneyCell(cell) ?? 0) >= 1 ? null : 'moneyInvalid'),
  specialFrom: (cell) => (cell === '' || day(cell) ? null : 'dayInvalid'),
  specialUntil: (cell) => (cell === '' || day(cell) ? null : 'dayInvalid'),
  vatRate: (cell) => (['19', '7', '0'].includes(cell.replace(',', '.').replace(/\.0+$/, '')) ? null : 'vatInvalid'),
  weightG: (cell) => (parseWholeCell(cell, 0, 1_000_000) === null ? 'wholeNumberInvalid' : null),
  minimumOrderQuantity: (cell) => (parseWholeCell(cell, 1, 100_000) === null ? 'wholeNumberInvalid' : null),
  intervalOrderQuantity: (cell) => (parseWholeCell(cell, 1, 100_000) === null ? 'wholeNumberInvalid' : null),
  maximumOrderQuantity: (cell) =>
    cell === '' || parseWholeCell(cell, 1, 100_000) !== null ? null : 'wholeNumberInvalid',
  availabilityId: (cell) => (parseWholeCell(cell, 1, 10) === null ? 'availabilityInvalid' : null),
};

/**
 * Reads a catalogue CSV: the header (German or English column names, any subset with the
 * variation number), then each row's cells, checked one by one. Nothing here knows the database;
 * a problem names its line and column as a spreadsheet shows them.
 */
export function readCatalogueCsv(text: string): { rows: ReadRow[]; problems: ImportProblem[] } {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') || !firstLine.includes(',') ? ';' : ',';
  let records: Array<{ record: string[]; info: { records: number } }>;
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { records: number } }>;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { rows: [], problems: [{ line, column: '', key: 'fileUnreadable' }] };
  }
  const [head, ...body] = records;
  if (!head) return { rows: [], problems: [{ line: 1, column: '', key: 'fileEmpty' }] };
  const problems: ImportProblem[] = [];
  const columns = head.record.map((cell, index) => {
    const key = columnOfHeader(cell);
    if (!key && cell.trim() !== '') problems.push({ line: 1, column: cell, key: 'columnUnknown' });
    return { key, header: cell.trim() || String(index + 1) };
  });
  if (!columns.some((column) => column.key === 'number')) {
    problems.push({ line: 1, column: '', key: 'numberColumnMissing' });
    return { rows: [], problems };
  }
  const rows: ReadRow[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of body) {
    const cells: Partial<CatalogueRow> = {};
    columns.forEach((column, index) => {
      if (!column.key) return;
      const cell = unguarded(record[index] ?? '').trim();
      cells[column.key] = cell;
      // An empty cell of a required column keeps the shop's value (checked with the shop's rows).
      const problem = cell === '' && keepsWhenEmpty.has(column.key) ? null : cellRules[column.key]?.(cell);
      if (problem) problems.push({ line: info.records, column: column.header, key: problem });
    });
    const number = cells.number ?? '';
    const earlier = seen.get(number);
    if (number && earlier !== undefined) {
      problems.push({ line: info.records, column: headerOf(columns, 'number'), key: 'numberTwice' });
    }
    seen.set(number, info.records);
    rows.push({ line: info.records, cells });
  }
  return { rows, problems };
}

export const headerOf = (columns: Array<{ key: CatalogueColumn | null; header: string }>, key: CatalogueColumn) =>
  columns.find((column) => column.key === key)?.header ?? catalogueColumns.find((column) => column.key === key)!.de;

/** The item's own columns: the same on each of its variations' rows. */
export const itemColumns: CatalogueColumn[] = [
  'nameDe',
  'nameEn',
  'urlPathDe',
  'urlPathEn',
  'shortDescriptionDe',
  'shortDescriptionEn',
  'descriptionDe',
  'descriptionEn',
  'manufacturer',
  'categoryIds',
  'condition',
];

/** A row's values as the shop keeps them: what is compared to find a change (39,90 equals 39.90). */
export function typed(row: CatalogueRow) {
  return {
    ...Object.fromEntries(itemColumns.map((column) => [column, row[column]])),
    condition: parseConditionCell(row.condition),
    gtin: row.gtin,
    mpn: row.mpn,
    isbn: isbnDigits(row.isbn),
    active: parseYesNoCell(row.active),
    stock: parseWholeCell(row.stock, -1_000_000, 1_000_000),
    allowOversell: parseYesNoCell(row.allowOversell),
    price: parseMoneyCell(row.price),
    rrp: row.rrp === '' ? null : parseMoneyCell(row.rrp),
    specialPrice: row.specialPrice === '' ? null : parseMoneyCell(row.specialPrice),
    specialFrom: row.specialFrom || null,
    specialUntil: row.specialUntil || null,
    vatRate: Math.round(Number(row.vatRate.replace(',', '.')) * 100),
    weightG: Number(row.weightG),
    minimumOrderQuantity: Number(row.minimumOrderQuantity),
    intervalOrderQuantity: Number(row.intervalOrderQuantity),
    maximumOrderQuantity: row.maximumOrderQuantity === '' ? null : Number(row.maximumOrderQuantity),
    availabilityId: Number(row.availabilityId),
  };
}
export type TypedRow = ReturnType<typeof typed>;

/** What a new variation's row has when a column is left out (the shop's defaults). */
export const newRowDefaults: CatalogueRow = {
  ...(Object.fromEntries(catalogueColumns.map((column) => [column.key, ''])) as unknown as CatalogueRow),
  active: 'ja',
  stock: '0',
  allowOversell: 'nein',
  vatRate: '19',
  weightG: '0',
  minimumOrderQuantity: '1',
  intervalOrderQuantity: '1',
  availabilityId: '1',
  condition: 'neu',
};
