import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Names in both shop languages. */
type LocalizedName = { de: string; en: string };

/**
 * Countries (spec §3 Country: id, name, isoCode2, states). Ids follow the peer (1 Germany,
 * 2 Austria …) so data moved between the two keeps its meaning. `isShippingCountry`: offered in
 * address forms and the cart's country choice; whether a parcel can go there is up to the
 * shipping profiles.
 */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  isoCode2: text('iso_code2').notNull().unique(),
  names: jsonb('names').$type<LocalizedName>().notNull(),
  isShippingCountry: boolean('is_shipping_country').notNull().default(true),
});

/** States of a country (Bundesländer), for the address form's state field. */
export const countryStates = pgTable(
  'country_states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [index('country_states_country_idx').on(table.countryId)],
);

/**
 * Shipping profiles (spec §3 Shipping: parcelServiceName, parcelServicePresetName,
 * shippingProfileId, shippingPrivacyInformation.showDataPrivacyAgreementHint).
 */
export const shippingProfiles = pgTable('shipping_profiles', {
  id: integer('id').primaryKey(),
  parcelServiceName: text('parcel_service_name').notNull(),
  presetNames: jsonb('preset_names').$type<LocalizedName>().notNull(),
  /** Whether checkout asks for consent to pass the e-mail address to the parcel service. */
  showsPrivacyHint: boolean('shows_privacy_hint').notNull().default(true),
  /** DHL preferred delivery (Wunschtag, Wunschort, Wunschnachbar) is offered for deliveries in Germany. */
  offersPreferredDelivery: boolean('offers_preferred_delivery').notNull().default(false),
  /** Delivery to a Packstation, post office or parcel shop (the finder) is offered in Germany. */
  offersParcelStations: boolean('offers_parcel_stations').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/**
 * What a profile costs per destination country, gross in cents (VAT at the standard rate). A
 * country without a row is not served by the profile. `freeFromCents`: free from this gross
 * item sum on.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    shippingProfileId: integer('shipping_profile_id')
      .notNull()
      .references(() => shippingProfiles.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    freeFromCents: integer('free_from_cents'),
  },
  (table) => [primaryKey({ columns: [table.shippingProfileId, table.countryId] })],
);
