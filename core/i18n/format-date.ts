import type { Locale } from './locales';

/**
 * Dates written without Intl, exactly as `Intl.DateTimeFormat` writes them for de-DE and en-GB
 * (format-date.test.ts compares both over years of days and every clock change). A browser's
 * first Intl date formatter costs ~12 ms (~50 ms on a mid-range phone) while it loads the
 * locale's data, and the product page paid that inside its first hydration only to write the
 * review dates the server had already written (issue 38's profile). Money is done the same way
 * in format.ts.
 *
 * Berlin time follows the EU rule (since 1996): summer time from the last Sunday of March to the
 * last Sunday of October, both at 01:00 UTC. Moments outside 1996–2099 return null, and the
 * caller falls back to Intl.
 */
export interface CalendarParts {
  year: number;
  month: number; // 1–12
  day: number;
  weekday: number; // 0 = Sunday
  hour: number;
  minute: number;
}

const monthNames: Record<Locale, readonly string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
const shortEnglishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const weekdayNames: Record<Locale, readonly string[]> = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

const hour = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function partsOf(moment: Date): CalendarParts {
  return {
    year: moment.getUTCFullYear(),
    month: moment.getUTCMonth() + 1,
    day: moment.getUTCDate(),
    weekday: moment.getUTCDay(),
    hour: moment.getUTCHours(),
    minute: moment.getUTCMinutes(),
  };
}

/** The calendar day and clock time of a moment in Berlin, or null outside 1996–2099. */
export function berlinParts(moment: Date): CalendarParts | null {
  const time = moment.getTime();
  if (!Number.isFinite(time)) return null;
  const year = moment.getUTCFullYear();
  if (year < 1996 || year > 2099) return null;
  const summer = time >= lastSundayOneAm(year, 2) && time < lastSundayOneAm(year, 9);
  return partsOf(new Date(time + (summer ? 2 : 1) * hour));
}

/** The parts of a day `YYYY-MM-DD` as written (no time zone), or null when it is no such day. */
export function dayParts(day: string): CalendarParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const moment = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  const parts = partsOf(moment);
  return parts.year < 1996 || parts.year > 2099 || parts.day !== Number(match[3]) ? null : parts;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "26. November 2026" / "26 November 2026"; with the weekday "Donnerstag, 26. November 2026". */
export function longDate(parts: CalendarParts, locale: Locale, withWeekday = false): string {
  const date =
    locale === 'de'
      ? `${parts.day}. ${monthNames.de[parts.month - 1]} ${parts.year}`
      : `${parts.day} ${monthNames.en[parts.month - 1]} ${parts.year}`;
  return withWeekday ? `${weekdayNames[locale][parts.weekday]}, ${date}` : date;
}

/** "26.11.2026" / "26 Nov 2026". */
export function mediumDate(parts: CalendarParts, locale: Locale): string {
  return locale === 'de'
    ? `${twoDigits(parts.day)}.${twoDigits(parts.month)}.${parts.year}`
    : `${parts.day} ${shortEnglishMonths[parts.month - 1]} ${parts.year}`;
}

/** "26.11.26" / "26/11/2026". */
export function shortDate(parts: CalendarParts, locale: Locale): string {
  return locale === 'de'
    ? `${twoDigits(parts.day)}.${twoDigits(parts.month)}.${twoDigits(parts.year % 100)}`
    : `${twoDigits(parts.day)}/${twoDigits(parts.month)}/${parts.year}`;
}

/** "14:03" (both languages write the 24-hour clock). */
export function clockTime(parts: CalendarParts): string {
  return `${twoDigits(parts.hour)}:${twoDigits(parts.minute)}`;
}
