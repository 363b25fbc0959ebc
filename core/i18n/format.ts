import type { Locale } from './locales';
import { berlinParts, clockTime, dayParts, longDate, mediumDate, shortDate } from './format-date';

/**
 * Locale-aware formatting through Intl. Money is integer cents with a currency code (DESIGN §5);
 * dates are shown in the shop's time zone, Europe/Berlin.
 */
const intlLocale: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };
export const shopTimeZone = 'Europe/Berlin';

/** The day a moment falls on in the shop's time zone, `YYYY-MM-DD` (an offer valid until a day, a date on a document). */
export function shopDay(moment: Date): string {
  return formatterFor('shop-day', () => new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone })).format(moment);
}

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
  if (currency === 'EUR' && Number.isSafeInteger(cents)) return formatEuroCents(cents, locale);
  return formatterFor(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency }),
  ).format(cents / 100);
}

/**
 * Euros and plain numbers without Intl, written exactly as Intl writes them (format.test.ts
 * compares both): the browser's first Intl formatter costs ~30 ms (over 100 ms on a mid-range
 * phone) while it loads the locale's data, and a page would pay that inside hydration only to
 * write what the server already wrote. de: "1.234,56 €" (no-break space), en: "€1,234.56".
 */
function formatEuroCents(cents: number, locale: Locale): string {
  const sign = cents < 0 ? '-' : '';
  const digits = plainDecimal(Math.abs(cents) / 100, 2, 2, locale);
  return locale === 'de' ? `${sign}${digits}\u00a0€` : `${sign}€${digits}`;
}

/**
 * A non-negative number with grouped thousands and between `minimumFractionDigits` and
 * `maximumFractionDigits` decimals, rounded half away from zero on its shortest decimal form
 * (as Intl does: 1.005 → "1.01", where toFixed would say "1.00").
 */
function plainDecimal(value: number, minimumFractionDigits: number, maximumFractionDigits: number, locale: Locale) {
  const rounded = Math.round(Number(`${value}e${maximumFractionDigits}`));
  const text = rounded.toString().padStart(maximumFractionDigits + 1, '0');
  const whole = text.slice(0, text.length - maximumFractionDigits);
  let fraction = text.slice(text.length - maximumFractionDigits);
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const [group, decimal] = locale === 'de' ? ['.', ','] : [',', '.'];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** The options formatNumber writes without Intl: none, or only how many decimals. */
function isPlainDecimal(value: number, options: Intl.NumberFormatOptions): boolean {
  const keys = Object.keys(options);
  return (
    Number.isFinite(value) &&
    Math.abs(value) < 1e15 &&
    !/e/i.test(String(value)) &&
    keys.every((key) => key === 'maximumFractionDigits' || key === 'minimumFractionDigits')
  );
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  if (isPlainDecimal(value, options)) {
    const maximum = options.maximumFractionDigits ?? Math.max(3, options.minimumFractionDigits ?? 0);
    const minimum = Math.min(options.minimumFractionDigits ?? 0, maximum);
    const digits = plainDecimal(Math.abs(value), minimum, maximum, locale);
    return value < 0 ? `-${digits}` : digits;
  }
  return formatterFor(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocale[locale], options),
  ).format(value);
}

export function formatDate(date: Date | string, locale: Locale, style: 'short' | 'medium' | 'long' = 'long'): string {
  const moment = typeof date === 'string' ? new Date(date) : date;
  const parts = berlinParts(moment);
  if (parts) return (style === 'long' ? longDate : style === 'medium' ? mediumDate : shortDate)(parts, locale);
  return formatterFor(
    `date ${locale} ${style}`,
    () => new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: style, timeZone: shopTimeZone }),
  ).format(moment);
}

/** A moment with its time, in Berlin time: "26.11.2026, 14:03", "26 Nov 2026, 14:03". */
export function formatDateTime(date: Date | string, locale: Locale): string {
  const parts = berlinParts(typeof date === 'string' ? new Date(date) : date);
  if (parts) return `${mediumDate(parts, locale)}, ${clockTime(parts)}`;
  return formatterFor(
    `date-time ${locale}`,
    () =>
      new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: shopTimeZone }),
  ).format(typeof date === 'string' ? new Date(date) : date);
}

/**
 * A calendar day `YYYY-MM-DD` (a delivery day, an offer's last day) as a date, the same in every
 * time zone: "Freitag, 27. November 2026" with the weekday, "27. November 2026" without, and
 * compact ("27.11.2026", "27 Nov 2026") for lists.
 */
export function formatCalendarDay(
  day: string,
  locale: Locale,
  options: { weekday?: boolean; compact?: boolean } = {},
): string {
  const parts = dayParts(day);
  if (parts) return options.compact ? mediumDate(parts, locale) : longDate(parts, locale, options.weekday);
  return formatterFor(
    `day ${locale} ${options.weekday ? 'weekday' : ''} ${options.compact ? 'compact' : ''}`,
    () =>
      new Intl.DateTimeFormat(intlLocale[locale], {
        ...(options.compact
          ? { dateStyle: 'medium' as const }
          : {
              ...(options.weekday ? { weekday: 'long' as const } : {}),
              day: 'numeric' as const,
              month: 'long' as const,
              year: 'numeric' as const,
            }),
        timeZone: 'UTC',
      }),
  ).format(new Date(`${day}T12:00:00Z`));
}
