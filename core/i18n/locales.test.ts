import { describe, expect, it } from 'vitest';
import { localizePath, splitLocalePath, toLocale } from './locales';

describe('splitLocalePath', () => {
  it('reads the language prefix', () => {
    expect(splitLocalePath('/en/legal-disclosure')).toEqual({
      locale: 'en',
      prefixed: true,
      path: '/legal-disclosure',
    });
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', prefixed: true, path: '/' });
  });
  it('treats unprefixed and unknown prefixes as German paths', () => {
    expect(splitLocalePath('/shipping')).toEqual({ locale: 'de', prefixed: false, path: '/shipping' });
    expect(splitLocalePath('/fr/shipping')).toEqual({ locale: 'de', prefixed: false, path: '/fr/shipping' });
    expect(splitLocalePath('/english')).toEqual({ locale: 'de', prefixed: false, path: '/english' });
  });
});

describe('localizePath', () => {
  it('adds the English prefix and keeps query and hash', () => {
    expect(localizePath('/shipping?x=1#top', 'en')).toBe('/en/shipping?x=1#top');
    expect(localizePath('/?q=1', 'en')).toBe('/en?q=1');
    expect(localizePath('/', 'en')).toBe('/en');
  });
  it('switches between languages without changing the page', () => {
    expect(localizePath('/en/privacy-policy?a=b', 'de')).toBe('/privacy-policy?a=b');
    expect(localizePath('/en/privacy-policy', 'de', { germanPrefix: true })).toBe('/de/privacy-policy');
    expect(localizePath('/de/privacy-policy', 'en')).toBe('/en/privacy-policy');
  });
  it('leaves absolute URLs alone', () => {
    expect(localizePath('https://example.com/x', 'en')).toBe('https://example.com/x');
    expect(localizePath('mailto:info@spiegelshop.de', 'en')).toBe('mailto:info@spiegelshop.de');
  });
});

describe('toLocale', () => {
  it('falls back to German', () => {
    expect(toLocale('fr')).toBe('de');
    expect(toLocale(undefined)).toBe('de');
    expect(toLocale('en')).toBe('en');
  });
});
