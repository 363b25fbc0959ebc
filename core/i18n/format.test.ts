import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, formatMoney, formatNumber } from './format';

// Intl uses a narrow no-break space in some places; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting', () => {
  it('writes a calendar day for the language, the same in every time zone', () => {
    expect(formatCalendarDay('2099-12-31', 'de')).toBe('31. Dezember 2099');
    expect(formatCalendarDay('2099-12-31', 'en')).toBe('31 December 2099');
    expect(formatCalendarDay('2026-11-27', 'de', { weekday: true })).toBe('Freitag, 27. November 2026');
    // Compact, for lists (the editor's offers): never the ISO form.
    expect(formatCalendarDay('2099-12-31', 'de', { compact: true })).toBe('31.12.2099');
    expect(formatCalendarDay('2099-12-31', 'en', { compact: true })).toBe('31 Dec 2099');
    expect(formatCalendarDay('2099-01-01', 'de', { compact: true })).toBe('01.01.2099');
  });

  it('formats cents as German and English prices', () => {
    expect(plain(formatMoney(123456, 'EUR', 'de'))).toBe('1.234,56 €');
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(990, 'GBP', 'en')).toBe('£9.90');
  });

  it('writes euros exactly as Intl does, without building an Intl formatter', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 1234567, 100000000, 987654321012];
    // (Without -0: Intl writes "-0,00 €", which no shopper should see.)
    for (const cents of [...amounts, ...amounts.filter(Boolean).map((amount) => -amount)]) {
      for (const [locale, tag] of [
        ['de', 'de-DE'],
        ['en', 'en-GB'],
      ] as const) {
        const intl = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(cents / 100);
        expect(formatMoney(cents, 'EUR', locale), `${cents} ${locale}`).toBe(intl);
      }
    }
    // Fractions of a cent are no price the shop stores; Intl rounds them.
    expect(formatMoney(12.5, 'EUR', 'en')).toBe('€0.13');
  });

  it('writes plain numbers exactly as Intl does', () => {
    const values = [
      0, 1, 4.5, 4.25, 1.005, 2.675, 0.125, 12.5, 999.9995, 1234.5678, 1e6, 123456789.987, 0.0004, 3.14159,
    ];
    const optionSets: Intl.NumberFormatOptions[] = [
      {},
      { maximumFractionDigits: 0 },
      { maximumFractionDigits: 1 },
      { maximumFractionDigits: 2 },
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { minimumFractionDigits: 2 },
    ];
    for (const value of [...values, ...values.filter(Boolean).map((entry) => -entry)]) {
      for (const options of optionSets) {
        for (const [locale, tag] of [
          ['de', 'de-DE'],
          ['en', 'en-GB'],
        ] as const) {
          const intl = new Intl.NumberFormat(tag, options).format(value);
          expect(formatNumber(value, locale, options), `${value} ${locale} ${JSON.stringify(options)}`).toBe(intl);
        }
      }
    }
  });

  it('formats numbers with the language’s separators', () => {
    expect(formatNumber(12.5, 'de', { maximumFractionDigits: 1 })).toBe('12,5');
    expect(formatNumber(1200, 'en')).toBe('1,200');
    // Formatters are reused: other options in the same language still get their own.
    expect(formatNumber(12.5, 'de', { maximumFractionDigits: 0 })).toBe('13');
    expect(formatNumber(12.5, 'de', { maximumFractionDigits: 1 })).toBe('12,5');
  });

  it('formats dates in Berlin time', () => {
    // 23:30 UTC on 31 December is already New Year in Berlin.
    expect(formatDate('2026-12-31T23:30:00Z', 'de')).toBe('1. Januar 2027');
    expect(formatDate('2026-11-01', 'en')).toBe('1 November 2026');
    expect(formatDate('2026-11-01', 'en', 'short')).toBe('01/11/2026');
  });

  it('formats a moment with its time in Berlin time', () => {
    expect(formatDateTime('2026-11-26T13:03:00Z', 'de')).toBe('26.11.2026, 14:03');
    expect(formatDateTime('2026-07-01T07:12:00Z', 'en')).toBe('1 Jul 2026, 09:12');
    expect(formatDateTime('2026-12-31T23:30:00Z', 'de')).toBe('01.01.2027, 00:30');
  });
});
