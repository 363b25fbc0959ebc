import { describe, expect, it } from 'vitest';
import { centsForInput, parseEuroCents } from './money-input';

describe('amounts typed by staff', () => {
  it('read German and English writing alike', () => {
    expect(parseEuroCents('12,50')).toBe(1250);
    expect(parseEuroCents('12.50')).toBe(1250);
    expect(parseEuroCents('1.234,56 €')).toBe(123456);
    expect(parseEuroCents('1,234.56')).toBe(123456);
    expect(parseEuroCents('19')).toBe(1900);
    expect(parseEuroCents('0,5')).toBe(50);
  });

  it('refuse what is no amount', () => {
    for (const typed of ['', 'abc', '12,345,6', '-5', '1e5', '12,,5', '١٢'])
      expect(parseEuroCents(typed), typed).toBeNull();
  });

  it('write cents back as each language types them', () => {
    expect(centsForInput(123456, 'de')).toBe('1234,56');
    expect(centsForInput(5, 'en')).toBe('0.05');
  });
});
