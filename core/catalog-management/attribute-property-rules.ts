/**
 * Pure rules of the attributes and order properties staff keep (issue 37): how the product page
 * shows an attribute, the VAT rates an order property's surcharge may carry, its bound, and how a
 * saved list of selection values keeps the ids cart lines and orders refer to.
 */

/** How the product page offers an attribute's values: boxes, a dropdown or image swatches. */
export const attributeTypes = ['box', 'dropdown', 'image'] as const;
export type AttributeType = (typeof attributeTypes)[number];

/** A value's swatch (type "image"): a picture of the shop's own, or empty for none. */
export const swatchUrlPattern = /^(\/images\/[A-Za-z0-9._/-]+)?$/;

/** The shop's VAT rates in hundredths of a percent; null: the surcharge carries no VAT of its own ("plus"). */
export const orderPropertyVatRates = [1900, 700, 0] as const;

/** The highest surcharge staff may set: 10,000 euros. */
export const maxSurchargeCents = 1_000_000;

export const orderPropertyValueTypes = ['empty', 'text', 'int', 'float', 'selection', 'file'] as const;
export type OrderPropertyValueType = (typeof orderPropertyValueTypes)[number];

export interface SelectionValue {
  id: number;
  names: { de: string; en: string };
}

/**
 * The selection values as saved: a value sent with its id keeps it (a cart line or an order names
 * it), a new one gets an id above every current one and above `referenced` (the highest id a cart
 * line or an order still names), so a removed value's id never names a new value where it counts.
 * Answers null when an id is unknown or given twice.
 */
export function mergeSelectionValues(
  current: readonly SelectionValue[],
  input: ReadonlyArray<{ id?: number | undefined; names: { de: string; en: string } }>,
  referenced = 0,
): SelectionValue[] | null {
  const known = new Set(current.map((value) => value.id));
  let next = Math.max(0, referenced, ...current.map((value) => value.id));
  const merged: SelectionValue[] = [];
  for (const value of input) {
    if (value.id !== undefined) {
      if (!known.has(value.id)) return null;
      known.delete(value.id);
      merged.push({ id: value.id, names: value.names });
    } else {
      next += 1;
      merged.push({ id: next, names: value.names });
    }
  }
  return merged;
}

/** The first pair of entries with the same name in either language (compared without case), or null. */
export function duplicateName(
  names: ReadonlyArray<{ de: string; en: string }>,
): { index: number; lang: 'de' | 'en' } | null {
  for (const lang of ['de', 'en'] as const) {
    const seen = new Set<string>();
    for (const [index, entry] of names.entries()) {
      const key = entry[lang].trim().toLocaleLowerCase('de');
      if (seen.has(key)) return { index, lang };
      seen.add(key);
    }
  }
  return null;
}
