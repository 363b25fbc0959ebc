import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedCountries, seedShippingProfiles } from './countries-and-shipping';

/**
 * The shop's shipping page (content/pages/<locale>/shipping.md) states what the checkout charges:
 * each country the parcel profile serves appears once, at its price and free-from amount, and no
 * country it does not serve (PAngV: shipping costs as charged). A change to the demo shop's rates
 * changes its page too.
 */
const parcel = seedShippingProfiles[0]!;

function tableRows(locale: 'de' | 'en') {
  const text = readFileSync(new URL(`../content/pages/${locale}/shipping.md`, import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .slice(1)
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, countries, costs]) => ({ countries: countries!.split(', '), costs: costs! }));
}

const euros = (cents: number, locale: 'de' | 'en') =>
  locale === 'de' ? `${(cents / 100).toFixed(2).replace('.', ',')} €` : `€${(cents / 100).toFixed(2)}`;

describe('the shipping page', () => {
  for (const locale of ['de', 'en'] as const) {
    it(`names each served country once with the price the checkout charges (${locale})`, () => {
      const named = new Map<number, string>();
      for (const row of tableRows(locale)) {
        for (const name of row.countries) {
          const country = seedCountries.find((candidate) => candidate.names[locale] === name);
          expect(country, `${name} is a country of the shop`).toBeDefined();
          expect(named.has(country!.id), `${name} appears once`).toBe(false);
          named.set(country!.id, row.costs);
        }
      }
      expect([...named.keys()].sort((a, b) => a - b)).toEqual(
        parcel.rates.map((rate) => rate.countryId).sort((a, b) => a - b),
      );
      for (const rate of parcel.rates) {
        const costs = named.get(rate.countryId)!;
        if (rate.priceCents === 0) expect(costs).toBe(locale === 'de' ? 'kostenlos' : 'free');
        else expect(costs).toContain(euros(rate.priceCents, locale));
        if (rate.freeFromCents !== null)
          expect(costs).toContain(euros(rate.freeFromCents, locale).replace(/[,.]00/, ''));
      }
    });
  }
});
