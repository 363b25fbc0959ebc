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

/** What an order's history entry says besides its kind (core/orders/order-history.server.ts). */
export type OrderEventDetails = { readonly [field: string]: string | number | boolean | null | readonly string[] };

/** A line given back by a refund or a return: the order's line and how many pieces. */
export interface RefundedLine {
  orderItemId: number;
  quantity: number;
}

/** The buyer's part of an address that a document prints (§ 14 (4) 1 UStG: name and address). */
export type DocumentBuyer = Pick<
  PostalAddress,
  'companyName' | 'firstName' | 'lastName' | 'streetName' | 'houseNumber' | 'apartment' | 'zipCode' | 'city'
>;

/** A document's figures as issued (core/orders/documents): it prints the same for ever. */
export interface OrderDocumentData {
  language: 'de' | 'en';
  /** The documents it refers to, e.g. the invoice a credit note corrects (`documents.reference.<label>`). */
  references: Array<{ label: string; value: string }>;
  /**
   * The buyer's address as printed when it is not the order's billing address: the address a
   * correction document corrects the invoice to, and on every document issued after it.
   */
  buyer?: DocumentBuyer;
  /** A sentence of the staff printed above the closing text (what a correction corrects). */
  note?: string;
  /** The order is a tax-free intra-community supply (issue 39): the note and the buyer's VAT id. */
  taxFreeSupply?: { buyerVatId: string };
  /** Amounts as the goods are worth (a reversal prints them negated), cents; VAT rate in basis points. */
  lines: Array<{
    name: string;
    details?: string[];
    quantity: number;
    unitGross: number;
    vatRate: number;
    totalGross: number;
  }>;
}
