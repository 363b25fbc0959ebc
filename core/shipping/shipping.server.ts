import { asc, eq, and } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { cachedRead } from '../catalog/cached-read.server';
import type { Database } from '../db/connection.server';
import { countries, countryStates, shippingProfiles, shippingRates } from '../db/shipping-schema';
import type { Locale } from '../i18n/locales';
import type { ShippingRate } from './shipping-estimate';

/** A country as address forms and the cart's country choice show it (spec §3 Country). */
export interface CountryView {
  id: number;
  name: string;
  isoCode2: string;
  states: Array<{ id: number; name: string }>;
}

/** The countries the shop lists, sorted by their name in the page language. */
export async function loadCountries(db: Database, locale: Locale): Promise<CountryView[]> {
  const [countryRows, stateRows] = await Promise.all([
    db.select().from(countries).where(eq(countries.isShippingCountry, true)),
    db.select().from(countryStates).orderBy(asc(countryStates.name)),
  ]);
  const collator = new Intl.Collator(locale);
  return countryRows
    .map((country) => ({
      id: country.id,
      name: country.names[locale],
      isoCode2: country.isoCode2,
      states: stateRows
        .filter((state) => state.countryId === country.id)
        .map((state) => ({ id: state.id, name: state.name })),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The rates of the active profiles that serve a country. */
export async function loadShippingRates(db: Database, countryId: number, locale: Locale): Promise<ShippingRate[]> {
  const rows = await db
    .select({
      shippingProfileId: shippingProfiles.id,
      names: shippingProfiles.presetNames,
      position: shippingProfiles.position,
      priceCents: shippingRates.priceCents,
      freeFromCents: shippingRates.freeFromCents,
      offersPreferredDelivery: shippingProfiles.offersPreferredDelivery,
      offersParcelStations: shippingProfiles.offersParcelStations,
      showsPrivacyHint: shippingProfiles.showsPrivacyHint,
      parcelServiceName: shippingProfiles.parcelServiceName,
    })
    .from(shippingRates)
    .innerJoin(shippingProfiles, eq(shippingProfiles.id, shippingRates.shippingProfileId))
    .where(and(eq(shippingRates.countryId, countryId), eq(shippingProfiles.isActive, true)))
    .orderBy(asc(shippingProfiles.position));
  return rows.map(({ names, ...rate }) => ({ ...rate, name: names[locale] }));
}

/** Countries and rates change rarely: read through the shared cache like the catalog. */
export const cachedCountries = (ctx: CallContext) =>
  cachedRead(ctx, ['countries'], () => loadCountries(ctx.services.db, ctx.locale));

export const cachedShippingRates = (ctx: CallContext, countryId: number) =>
  cachedRead(ctx, ['shippingRates', countryId], () => loadShippingRates(ctx.services.db, countryId, ctx.locale));
