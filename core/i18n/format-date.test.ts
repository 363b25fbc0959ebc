import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, shopTimeZone } from './format';
import { berlinParts, dayParts } from './format-date';
import type { Locale } from './locales';

const intl: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };
// One formatter per locale and options: making one costs far more than formatting with it.
const formatters = new Map<string, Intl.DateTimeFormat>();
const withIntl = (locale: Locale, options: Intl.DateTimeFormatOptions, moment: Date) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(intl[locale], options)));
  return formatter.format(moment);
};

describe('dates written without Intl', () => {
  it('write every day of 2024–2027, at the clock changes too, exactly as Intl does in Berlin time', () => {
    const hour = 3_600_000;
    let compared = 0;
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 7 * hour) {
      const moment = new Date(time + 59_000 * (time % 61));
      for (const locale of ['de', 'en'] as const) {
        for (const style of ['long', 'medium', 'short'] as const) {
          expect(formatDate(moment, locale, style)).toBe(
            withIntl(locale, { dateStyle: style, timeZone: shopTimeZone }, moment),
          );
        }
        expect(formatDateTime(moment, locale)).toBe(
          withIntl(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: shopTimeZone }, moment),
        );
        compared += 4;
      }
    }
    expect(compared).toBeGreaterThan(39_000);
  });

  it('switch to summer time at 01:00 UTC on the last Sunday of March and back in October', () => {
    expect(berlinParts(new Date('2026-03-29T00:59:00Z'))).toMatchObject({ hour: 1, minute: 59 });
    expect(berlinParts(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ hour: 3, minute: 0 });
    expect(berlinParts(new Date('2026-10-25T00:59:00Z'))).toMatchObject({ hour: 2, minute: 59 });
    expect(berlinParts(new Date('2026-10-25T01:00:00Z'))).toMatchObject({ hour: 2, minute: 0 });
    expect(formatDateTime('2026-10-25T00:30:00Z', 'de')).toBe('25.10.2026, 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z', 'de')).toBe('25.10.2026, 02:30');
  });

  it('write calendar days with and without weekday as Intl does', () => {
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      const noon = new Date(`${day}T12:00:00Z`);
      for (const locale of ['de', 'en'] as const) {
        const long = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
        expect(formatCalendarDay(day, locale)).toBe(withIntl(locale, long, noon));
        expect(formatCalendarDay(day, locale, { weekday: true })).toBe(
          withIntl(locale, { ...long, weekday: 'long' }, noon),
        );
        expect(formatCalendarDay(day, locale, { compact: true })).toBe(
          withIntl(locale, { dateStyle: 'medium', timeZone: 'UTC' }, noon),
        );
      }
    }
  });

  it('leave moments and days they do not know to Intl', () => {
    expect(berlinParts(new Date('1990-06-01T10:00:00Z'))).toBeNull();
    expect(berlinParts(new Date('nonsense'))).toBeNull();
    expect(dayParts('2026-02-30')).toBeNull();
    expect(dayParts('26.11.2026')).toBeNull();
    expect(formatDate('1990-06-01T10:00:00Z', 'de')).toBe('1. Juni 1990');
    expect(formatCalendarDay('2026-02-30', 'en')).toBe('2 March 2026');
  });
});
