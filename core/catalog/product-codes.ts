import type { items } from '../db/catalog-schema';

/**
 * Product identifiers for structured data and the back office: GTINs (EAN) with their GS1 check
 * digit, ISBN-13 (a GTIN-13 beginning with 978 or 979) and the schema.org property each belongs to.
 */

/** An item's condition, as schema.org's OfferItemCondition names them (items.condition). */
export const itemConditions = ['new', 'used', 'refurbished', 'damaged'] as const satisfies ReadonlyArray<
  (typeof items.$inferSelect)['condition']
>;

/** GS1's check digit rule: weights 3 and 1 from the right, the last digit completes to ten. */
function hasValidCheckDigit(digits: string): boolean {
  const body = digits.slice(0, -1);
  const sum = [...body].reverse().reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** A GTIN-8, -12 (UPC), -13 (EAN) or -14 whose check digit is right. */
export function isValidGtin(code: string): boolean {
  return /^(\d{8}|\d{12,14})$/.test(code) && hasValidCheckDigit(code);
}

/** An ISBN-13 as digits only (hyphens taken out before). */
export function isValidIsbn(code: string): boolean {
  return /^97[89]\d{10}$/.test(code) && hasValidCheckDigit(code);
}

/** The schema.org property of a valid GTIN by its length (gtin8, gtin12, gtin13, gtin14). */
export function gtinProperty(code: string): 'gtin8' | 'gtin12' | 'gtin13' | 'gtin14' | null {
  if (!isValidGtin(code)) return null;
  return `gtin${code.length}` as 'gtin8' | 'gtin12' | 'gtin13' | 'gtin14';
}

/** A variation's identifiers as structured data names them; one that is not valid is left out. */
export type ProductIdentifiers = Partial<Record<'gtin8' | 'gtin12' | 'gtin13' | 'gtin14' | 'mpn' | 'isbn', string>>;

export function productIdentifiers(variation: { gtin: string; mpn: string; isbn: string }): ProductIdentifiers {
  const gtin = gtinProperty(variation.gtin);
  return {
    ...(gtin ? { [gtin]: variation.gtin } : {}),
    ...(variation.mpn ? { mpn: variation.mpn } : {}),
    ...(isValidIsbn(variation.isbn) ? { isbn: variation.isbn } : {}),
  };
}
