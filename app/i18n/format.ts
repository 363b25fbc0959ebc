import type { Locale } from '../../core/i18n/locales';

/**
 * Locale-aware formatting through Intl. Money is integer cents with a currency code (DESIGN §5);
 * dates are shown in the shop's time zone, Europe/Berlin.
 */
const intlLocale: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };
export const shopTimeZone = 'Europe/Berlin';

export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency }).format(cents / 100);
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(intlLocale[locale], options).format(value);
}

export function formatDate(date: Date | string, locale: Locale, style: 'short' | 'medium' | 'long' = 'long'): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: style, timeZone: shopTimeZone }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}
