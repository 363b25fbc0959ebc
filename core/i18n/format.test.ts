import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format';

// Intl uses a narrow no-break space in some places; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting', () => {
  it('formats cents as German and English prices', () => {
    expect(plain(formatMoney(123456, 'EUR', 'de'))).toBe('1.234,56 €');
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(990, 'GBP', 'en')).toBe('£9.90');
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
});
