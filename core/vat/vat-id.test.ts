import { describe, expect, it } from 'vitest';
import { intraCommunityVatId, isEuCountry, normalizeVatId, parseVatId } from './vat-id';

describe('VAT ids', () => {
  it('takes an id the way people type it', () => {
    expect(normalizeVatId('atu 1234-5678')).toBe('ATU12345678');
    expect(parseVatId('DE 123.456.789')).toMatchObject({ vatId: 'DE123456789', countryIso: 'DE' });
    expect(parseVatId('NL123456789B01')).toMatchObject({ prefix: 'NL', number: '123456789B01' });
  });

  it('knows Greece by its prefix EL and refuses GR as a prefix', () => {
    expect(parseVatId('EL123456789')).toMatchObject({ prefix: 'EL', countryIso: 'GR' });
    expect(parseVatId('GR123456789')).toBeNull();
    expect(isEuCountry('GR')).toBe(true);
    expect(isEuCountry('EL')).toBe(false);
  });

  it("refuses an id that does not have its state's format, or no EU state at all", () => {
    expect(parseVatId('ATU1234567')).toBeNull();
    expect(parseVatId('AT12345678')).toBeNull();
    expect(parseVatId('CHE123456789')).toBeNull();
    expect(parseVatId('GB123456789')).toBeNull();
    expect(parseVatId('')).toBeNull();
  });

  it('makes a delivery tax-free only for a foreign EU id and goods leaving Germany for the EU', () => {
    expect(intraCommunityVatId('ATU12345678', 'AT')?.vatId).toBe('ATU12345678');
    // Goods to France for an Austrian company: still an intra-community supply.
    expect(intraCommunityVatId('ATU12345678', 'FR')?.vatId).toBe('ATU12345678');
    // A German VAT id stays taxed, wherever the goods go.
    expect(intraCommunityVatId('DE123456789', 'AT')).toBeNull();
    // The goods stay in Germany (a parcel station, a German branch): taxed here.
    expect(intraCommunityVatId('ATU12345678', 'DE')).toBeNull();
    // Switzerland is no EU country: an export, not this case.
    expect(intraCommunityVatId('ATU12345678', 'CH')).toBeNull();
    expect(intraCommunityVatId('', 'AT')).toBeNull();
    expect(intraCommunityVatId('ATU12345678', null)).toBeNull();
  });
});
