/**
 * EU VAT identification numbers (issue 39): their shape per member state, as VIES knows them.
 * The prefix is the member state's code, which is its ISO code except for Greece (EL).
 */

/** Each member state's number after the prefix (the formats VIES checks before it asks the state). */
const numberFormats: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** The country (ISO 3166 code) of a VAT id prefix. */
const countryOfPrefix = (prefix: string) => (prefix === 'EL' ? 'GR' : prefix);

/** Whether a country (ISO code) is an EU member state. */
export function isEuCountry(isoCode2: string): boolean {
  return isoCode2 !== 'EL' && (isoCode2 === 'GR' || isoCode2 in numberFormats);
}

/** As VIES wants it: upper case, without the spaces, dots and dashes people type (DE 123.456.789). */
export function normalizeVatId(typed: string): string {
  return typed.toUpperCase().replace(/[\s.-]/g, '');
}

export interface ParsedVatId {
  /** The whole id as VIES and the invoice print it: ATU12345678. */
  vatId: string;
  /** The member state's prefix (EL for Greece). */
  prefix: string;
  number: string;
  /** The member state's ISO code (GR for Greece). */
  countryIso: string;
}

/** A VAT id of an EU member state in its state's format, or null. */
export function parseVatId(typed: string): ParsedVatId | null {
  const vatId = normalizeVatId(typed);
  const prefix = vatId.slice(0, 2);
  const number = vatId.slice(2);
  const format = numberFormats[prefix];
  if (!format || !format.test(number)) return null;
  return { vatId, prefix, number, countryIso: countryOfPrefix(prefix) };
}

/** The country goods leave from: a delivery within it is taxed here, whatever id the buyer has. */
export const shopCountryIso = 'DE';

/**
 * The VAT id a delivery could go tax-free on as an intra-community supply (§ 4 Nr. 1b, § 6a UStG):
 * the buyer's id is another member state's (a German id stays taxed), and the goods go to an EU
 * country other than Germany. Null when the delivery is taxed here; VIES has the last word.
 */
export function intraCommunityVatId(typedVatId: string, deliveryCountryIso: string | null): ParsedVatId | null {
  const parsed = typedVatId ? parseVatId(typedVatId) : null;
  if (!parsed || parsed.countryIso === shopCountryIso) return null;
  if (!deliveryCountryIso || deliveryCountryIso === shopCountryIso || !isEuCountry(deliveryCountryIso)) return null;
  return parsed;
}
