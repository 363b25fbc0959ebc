/**
 * The shapes of the JSON columns the schema declares. They live here, below the domain: the
 * schema depends on nothing but drizzle, and the domain modules build on these types.
 */

/** An address as an order keeps it (a copy: later edits of the address book do not change it). */
export interface PostalAddress {
  companyName: string;
  firstName: string;
  lastName: string;
  streetName: string;
  houseNumber: string;
  apartment: string;
  zipCode: string;
  city: string;
  countryId: number;
  stateId: number | null;
  phoneNumber: string;
  email: string;
  vatNumber: string;
}

/**
 * Payment first: the order as the shopper confirmed it, kept with its payment until Mollie reports
 * the money (its type is the payments module's PlaceOrderSnapshot, read through orderSnapshotOf).
 */
export type StoredOrderSnapshot = { readonly [field: string]: unknown };

/** A DHL neighbour who may take the parcel (Wunschnachbar). */
export interface PreferredNeighbour {
  name: string;
  address: string;
}

/** The parcel station an order goes to (a Packstation, post office or parcel shop). */
export interface ChosenParcelStation {
  /** The station's id at the finder (DHL Location Finder or the built-in stand-in). */
  locationId: string;
  kind: 'packstation' | 'postOffice' | 'parcelShop';
  /** The number DHL addresses it by (Packstation 123, Filiale 456). */
  stationNumber: string;
  name: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  /** The customer's DHL post number: required for a Packstation, optional elsewhere. */
  postNumber: string;
}
