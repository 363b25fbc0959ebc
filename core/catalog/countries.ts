import type { Locale } from '../i18n/locales';

/**
 * The countries of ISO 3166-1 (alpha-2, the 249 officially assigned codes) a manufacturer or its
 * responsible person in the EU (GPSR) may sit in – the shipping countries are only where the shop
 * delivers. Names come from the runtime's own CLDR data (Intl.DisplayNames) in the page language.
 */
export const countryCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const known = new Set(countryCodes);

export const isCountryCode = (value: string): boolean => known.has(value);

const namesIn = (locale: Locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });

/**
 * A country as shoppers read it: an ISO code by its name in the language; anything else (what was
 * typed before the codes, "Deutschland") as it is.
 */
export function countryName(value: string, locale: Locale): string {
  return isCountryCode(value) ? (namesIn(locale).of(value) ?? value) : value;
}

/** Every country with its name in the language, sorted by name (the choices of a form). */
export function countryChoices(locale: Locale): Array<{ code: string; name: string }> {
  const names = namesIn(locale);
  const collator = new Intl.Collator(locale);
  return countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((first, second) => collator.compare(first.name, second.name));
}

/**
 * The code of a country given by its code or by its name in German or English ("Deutschland",
 * "Denmark"), so an address written before the codes is chosen in the form; '' when unknown.
 */
export function countryCodeOf(value: string): string {
  const wanted = value.trim().toLocaleLowerCase('de');
  if (isCountryCode(wanted.toUpperCase())) return wanted.toUpperCase();
  if (wanted === '') return '';
  for (const locale of ['de', 'en'] as const) {
    const names = namesIn(locale);
    const found = countryCodes.find((code) => names.of(code)?.toLocaleLowerCase('de') === wanted);
    if (found) return found;
  }
  return '';
}
