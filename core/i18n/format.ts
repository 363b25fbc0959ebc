import type { Locale } from './locales';

/**
 * Locale-aware formatting through Intl. Money is integer cents with a currency code (DESIGN §5);
 * dates are shown in the shop's time zone, Europe/Berlin.
 */
const intlLocale: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };
export const shopTimeZone = 'Europe/Berlin';

// Building an Intl formatter costs far more than using one (a product page formats dozens of
// prices and dates), so each kind is built once per process and reused.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatterFor<Formatter extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  create: () => Formatter,
): Formatter {
  let formatter = formatters.get(key) as Formatter | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return formatterFor(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency }),
  ).format(cents / 100);
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return formatterFor(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocale[locale], options),
  ).format(value);
}

export function formatDate(date: Date | string, locale: Locale, style: 'short' | 'medium' | 'long' = 'long'): string {
  return formatterFor(
    `date ${locale} ${style}`,
    () => new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: style, timeZone: shopTimeZone }),
  ).format(typeof date === 'string' ? new Date(date) : date);
}
