import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../core/db/connection.server';
import { countries, countryStates, shippingProfiles, shippingRates } from '../core/db/shipping-schema';
import type { Logger } from '../core/logger';

/**
 * Countries and the starting shipping profiles. Every shop needs them (address forms, the cart's
 * shipping estimate), so they are filled in at start-up whenever the tables are empty, with or
 * without the demo catalog. Country ids follow the peer (1 Germany, 2 Austria …).
 */
export const seedCountries = [
  { id: 1, isoCode2: 'DE', names: { de: 'Deutschland', en: 'Germany' } },
  { id: 2, isoCode2: 'AT', names: { de: 'Österreich', en: 'Austria' } },
  { id: 3, isoCode2: 'BE', names: { de: 'Belgien', en: 'Belgium' } },
  { id: 4, isoCode2: 'CH', names: { de: 'Schweiz', en: 'Switzerland' } },
  { id: 6, isoCode2: 'CZ', names: { de: 'Tschechien', en: 'Czechia' } },
  { id: 7, isoCode2: 'DK', names: { de: 'Dänemark', en: 'Denmark' } },
  { id: 8, isoCode2: 'ES', names: { de: 'Spanien', en: 'Spain' } },
  { id: 10, isoCode2: 'FR', names: { de: 'Frankreich', en: 'France' } },
  { id: 15, isoCode2: 'IT', names: { de: 'Italien', en: 'Italy' } },
  { id: 17, isoCode2: 'LU', names: { de: 'Luxemburg', en: 'Luxembourg' } },
  { id: 21, isoCode2: 'NL', names: { de: 'Niederlande', en: 'Netherlands' } },
  { id: 23, isoCode2: 'PL', names: { de: 'Polen', en: 'Poland' } },
] as const;

const germanStates = [
  'Baden-Württemberg',
  'Bayern',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Nordrhein-Westfalen',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
];
const austrianStates = [
  'Burgenland',
  'Kärnten',
  'Niederösterreich',
  'Oberösterreich',
  'Salzburg',
  'Steiermark',
  'Tirol',
  'Vorarlberg',
  'Wien',
];

/** Switzerland is listed (customers live there) but no profile serves it: customs are not set up. */
const euNeighbours = [3, 6, 7, 10, 17, 21, 23];
const euFarther = [8, 15];

export const seedShippingProfiles = [
  {
    profile: {
      id: 1,
      parcelServiceName: 'DHL',
      presetNames: { de: 'DHL Paket', en: 'DHL parcel' },
      position: 1,
      // Issue 22: Wunschtag, Wunschort, Wunschnachbar and the parcel-station finder in Germany.
      offersPreferredDelivery: true,
      offersParcelStations: true,
    },
    // Spec §9: free within Germany. Abroad free from 150 € of goods.
    rates: [
      { countryId: 1, priceCents: 0, freeFromCents: null },
      { countryId: 2, priceCents: 690, freeFromCents: 15000 },
      ...euNeighbours.map((countryId) => ({ countryId, priceCents: 990, freeFromCents: 15000 })),
      ...euFarther.map((countryId) => ({ countryId, priceCents: 1290, freeFromCents: 15000 })),
    ],
  },
  {
    profile: { id: 2, parcelServiceName: 'DHL', presetNames: { de: 'DHL Express', en: 'DHL Express' }, position: 2 },
    rates: [
      { countryId: 1, priceCents: 1490, freeFromCents: null },
      { countryId: 2, priceCents: 2490, freeFromCents: null },
    ],
  },
];

export async function seedCountriesAndShipping(db: Executor) {
  await db
    .insert(countries)
    .values([...seedCountries])
    .onConflictDoNothing();
  await db
    .insert(countryStates)
    .values([
      ...germanStates.map((name, index) => ({ id: index + 1, countryId: 1, name })),
      ...austrianStates.map((name, index) => ({ id: 101 + index, countryId: 2, name })),
    ])
    .onConflictDoNothing();
  for (const { profile, rates } of seedShippingProfiles) {
    await db.insert(shippingProfiles).values(profile).onConflictDoNothing();
    await db
      .insert(shippingRates)
      .values(rates.map((rate) => ({ ...rate, shippingProfileId: profile.id })))
      .onConflictDoNothing();
  }
  return { countries: seedCountries.length, shippingProfiles: seedShippingProfiles.length };
}

/** At start-up: a database without countries gets them (and the starting shipping profiles). */
export async function seedCountriesAndShippingIfEmpty(db: Database, logger: Logger): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(countries);
  if ((row?.count ?? 0) > 0) return;
  const counts = await db.transaction((tx) => seedCountriesAndShipping(tx));
  logger.info('added countries and shipping profiles', counts);
}
