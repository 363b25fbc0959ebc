import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const texts = {
  header: { cart: 'Warenkorb, {{count}} Artikel' },
  product: { reviewCount_one: '{{count}} Bewertung', reviewCount_other: '{{count}} Bewertungen' },
};

describe('createTranslator', () => {
  const { t, exists } = createTranslator('de', texts);

  it('looks up dotted keys and fills placeholders', () => {
    expect(t('header.cart' as never, { count: 3 })).toBe('Warenkorb, 3 Artikel');
  });

  it('chooses the plural form by count', () => {
    expect(t('product.reviewCount' as never, { count: 1 })).toBe('1 Bewertung');
    expect(t('product.reviewCount' as never, { count: 0 })).toBe('0 Bewertungen');
    expect(t('product.reviewCount' as never, { count: 12 })).toBe('12 Bewertungen');
  });

  it('shows the key of a missing text and keeps placeholders without a value', () => {
    expect(t('nope.missing' as never)).toBe('nope.missing');
    expect(t('header.cart' as never, {})).toBe('Warenkorb, {{count}} Artikel');
    expect(exists('header.cart')).toBe(true);
    expect(exists('header')).toBe(false);
    expect(exists('product.reviewCount')).toBe(false);
  });
});
