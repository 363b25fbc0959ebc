import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeCharacters } from './unsafe-text';

describe('unsafe text', () => {
  it('finds NUL, other control characters and unpaired surrogates', () => {
    for (const text of ['a\u0000b', '\u0007', 'x\u001B[31m', '\u007F', '\uD800', 'a\uDC00b', '\uDBFFz']) {
      expect(hasUnsafeCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('lets through what people type: umlauts, emoji, tabs and line breaks', () => {
    for (const text of ['Spiegelgasse 7', 'Größe: 20 × 30 cm', 'Zeile 1\r\nZeile 2\tEnde', 'Spiegel 🪞', 'ß€']) {
      expect(hasUnsafeCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names the first field with such text, in nested objects and arrays and in keys', () => {
    expect(findUnsafeText({ address: { city: 'Köln', street: 'A\u0000' } })).toBe('address.street');
    expect(findUnsafeText({ items: [{ value: 'ok' }, { value: '\uD83D' }] })).toBe('items.1.value');
    expect(findUnsafeText({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(findUnsafeText({ term: 'Spiegel', page: 2, ok: true, none: null })).toBeNull();
  });
});
