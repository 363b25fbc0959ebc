import { describe, expect, it } from 'vitest';
import { countryChoices, countryCodeOf, countryCodes, countryName, isCountryCode } from './countries';

describe('the countries of a manufacturer', () => {
  it('are the 249 ISO 3166-1 codes, each with a name in German and English', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect(isCountryCode('DE')).toBe(true);
    // Not countries: the EU, a reserved code, the unknown region, lower case.
    for (const code of ['EU', 'UK', 'ZZ', 'de', 'DEU']) expect(isCountryCode(code)).toBe(false);
    expect(countryChoices('de').every((country) => country.name !== country.code)).toBe(true);
    expect(countryChoices('de')[0]!.name.localeCompare(countryChoices('de')[1]!.name, 'de')).toBeLessThan(0);
  });

  it('are shown by name; an address written before the codes as it was', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DK', 'en')).toBe('Denmark');
    expect(countryName('Dänemark', 'en')).toBe('Dänemark');
    expect(countryName('', 'de')).toBe('');
  });

  it('are found by their code or their German or English name, for the form', () => {
    expect(countryCodeOf('Deutschland')).toBe('DE');
    expect(countryCodeOf('dänemark')).toBe('DK');
    expect(countryCodeOf('China')).toBe('CN');
    expect(countryCodeOf(' cn ')).toBe('CN');
    expect(countryCodeOf('Atlantis')).toBe('');
    expect(countryCodeOf('')).toBe('');
  });
});
