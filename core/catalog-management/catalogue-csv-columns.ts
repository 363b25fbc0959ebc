import { itemConditions } from '../catalog/product-codes';
import type { Locale } from '../i18n/locales';

/**
 * The catalogue's CSV (issue 37): one row per variation, the columns below in this order, headed in
 * German or English (both are read back). Money as Excel in the file's language writes it (39,90 or
 * 39.90), days as YYYY-MM-DD, yes/no as ja/nein or yes/no, several category ids separated by "|"
 * with the main category first. The variation number is the key: a row with a known number changes
 * that variation, a new number adds one – to the item of the item number, or, with an item number
 * that is no number (e.g. "neu-aurora"), to one new item per such label.
 */
/** 80 MB: 20,000 variations with long descriptions in both languages fit (about 30 MB). */
export const maxCatalogueCsvBytes = 80 * 1024 * 1024;

export interface CatalogueRow {
  itemId: string;
  number: string;
  nameDe: string;
  nameEn: string;
  urlPathDe: string;
  urlPathEn: string;
  shortDescriptionDe: string;
  shortDescriptionEn: string;
  descriptionDe: string;
  descriptionEn: string;
  manufacturer: string;
  categoryIds: string;
  condition: string;
  gtin: string;
  mpn: string;
  isbn: string;
  active: string;
  stock: string;
  allowOversell: string;
  price: string;
  rrp: string;
  specialPrice: string;
  specialFrom: string;
  specialUntil: string;
  vatRate: string;
  weightG: string;
  minimumOrderQuantity: string;
  intervalOrderQuantity: string;
  maximumOrderQuantity: string;
  availabilityId: string;
}

export type CatalogueColumn = keyof CatalogueRow;

export const catalogueColumns: ReadonlyArray<{ key: CatalogueColumn; de: string; en: string }> = [
  { key: 'itemId', de: 'Artikelnummer', en: 'Item number' },
  { key: 'number', de: 'Variantennummer', en: 'Variation number' },
  { key: 'nameDe', de: 'Name (de)', en: 'Name (German)' },
  { key: 'nameEn', de: 'Name (en)', en: 'Name (English)' },
  { key: 'urlPathDe', de: 'URL-Name (de)', en: 'URL name (German)' },
  { key: 'urlPathEn', de: 'URL-Name (en)', en: 'URL name (English)' },
  { key: 'shortDescriptionDe', de: 'Kurzbeschreibung (de)', en: 'Short description (German)' },
  { key: 'shortDescriptionEn', de: 'Kurzbeschreibung (en)', en: 'Short description (English)' },
  { key: 'descriptionDe', de: 'Beschreibung (de)', en: 'Description (German)' },
  { key: 'descriptionEn', de: 'Beschreibung (en)', en: 'Description (English)' },
  { key: 'manufacturer', de: 'Hersteller', en: 'Manufacturer' },
  { key: 'categoryIds', de: 'Kategorien', en: 'Categories' },
  { key: 'condition', de: 'Zustand', en: 'Condition' },
  { key: 'gtin', de: 'EAN/GTIN', en: 'EAN/GTIN' },
  { key: 'mpn', de: 'Herstellerartikelnummer (MPN)', en: 'Manufacturer part number (MPN)' },
  { key: 'isbn', de: 'ISBN', en: 'ISBN' },
  { key: 'active', de: 'Aktiv', en: 'Active' },
  { key: 'stock', de: 'Bestand', en: 'Stock' },
  { key: 'allowOversell', de: 'Ohne Bestand verkaufen', en: 'Sell without stock' },
  { key: 'price', de: 'Preis', en: 'Price' },
  { key: 'rrp', de: 'UVP', en: 'RRP' },
  { key: 'specialPrice', de: 'Sonderpreis', en: 'Special price' },
  { key: 'specialFrom', de: 'Sonderpreis ab', en: 'Special price from' },
  { key: 'specialUntil', de: 'Sonderpreis bis', en: 'Special price until' },
  { key: 'vatRate', de: 'USt. %', en: 'VAT %' },
  { key: 'weightG', de: 'Gewicht (g)', en: 'Weight (g)' },
  { key: 'minimumOrderQuantity', de: 'Mindestmenge', en: 'Minimum quantity' },
  { key: 'intervalOrderQuantity', de: 'Staffelung', en: 'Quantity steps' },
  { key: 'maximumOrderQuantity', de: 'Höchstmenge', en: 'Maximum quantity' },
  { key: 'availabilityId', de: 'Lieferzeit (1–10)', en: 'Delivery time (1–10)' },
];

/** The header row in a language. */
export const catalogueHeader = (locale: Locale) => catalogueColumns.map((column) => column[locale]);

/** Which column a header cell names (German or English), or null. */
export function columnOfHeader(cell: string): CatalogueColumn | null {
  const text = cell.trim().toLowerCase();
  return (
    catalogueColumns.find((column) => column.de.toLowerCase() === text || column.en.toLowerCase() === text)?.key ?? null
  );
}

/** Cents as the file's language writes money: 39,90 or 39.90 (no thousands separator). */
export function moneyCell(cents: number | null, locale: Locale): string {
  if (cents === null) return '';
  const text = (cents / 100).toFixed(2);
  return locale === 'de' ? text.replace('.', ',') : text;
}

/** Money typed in a cell (39,90 · 39.90 · 39), as cents; null for what is no amount. */
export function parseMoneyCell(cell: string): number | null {
  const match = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(cell.trim().replace(/\s|€/g, ''));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  // At most 10 million euros: more is no mirror's price, and beyond 21 million no column holds it.
  return cents <= 1_000_000_000 ? cents : null;
}

/**
 * An item's condition as the file's language writes it (the words of the item page's form). Either
 * language's word, or schema.org's English name, is read back.
 */
const conditionWords: Record<Locale, Record<(typeof itemConditions)[number], string>> = {
  de: { new: 'neu', used: 'gebraucht', refurbished: 'generalüberholt', damaged: 'beschädigt' },
  en: { new: 'new', used: 'used', refurbished: 'refurbished', damaged: 'damaged' },
};

export const conditionCell = (condition: (typeof itemConditions)[number], locale: Locale) =>
  conditionWords[locale][condition];

export function parseConditionCell(cell: string): (typeof itemConditions)[number] | null {
  const text = cell.trim().toLowerCase();
  return itemConditions.find((condition) => text === conditionWords.de[condition] || text === condition) ?? null;
}

/** An ISBN as written (with hyphens or spaces, as printed on a book) kept as its digits. */
export const isbnDigits = (cell: string) => cell.replace(/[\s-]/g, '');

export const yesNoCell = (value: boolean, locale: Locale) =>
  value ? (locale === 'de' ? 'ja' : 'yes') : locale === 'de' ? 'nein' : 'no';

export function parseYesNoCell(cell: string): boolean | null {
  const text = cell.trim().toLowerCase();
  if (['ja', 'yes', 'j', 'y', '1', 'x', 'true', 'wahr'].includes(text)) return true;
  if (['nein', 'no', 'n', '0', '', 'false', 'falsch'].includes(text)) return false;
  return null;
}

/** A whole number within bounds (negative only where min is), or null. */
export function parseWholeCell(cell: string, min: number, max: number): number | null {
  const text = cell.trim();
  if (!/^-?\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * The guard the CSV writer puts before a text that starts like a formula ('=…) taken off again, so
 * a file exported and imported unchanged gives the same texts.
 */
export const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
