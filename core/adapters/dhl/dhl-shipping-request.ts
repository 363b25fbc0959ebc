import type { ChosenParcelStation, PostalAddress, PreferredNeighbour } from '../../db/json-columns';

/**
 * What the shop asks DHL for when it makes a label (issue 36, doShipOrder with createLabel), and
 * how that becomes the body of the DHL Parcel DE Shipping API v2 `POST /orders`.
 *
 * The names are DHL's, from its OpenAPI description "Parcel DE Shipping API (Post & Parcel
 * Germany)" 2.1.14 (https://developer.dhl.com/api-reference/parcel-de-shipping-post-parcel-germany-v2,
 * as bundled in repo netresearch/dhl-sdk-api-parcel-de, src/Http/ClientPlugin/parcel-de-shipping-v2.1.14.yaml):
 * `ShipmentOrderRequest {profile, shipments[]}`, `Shipment {product, billingNumber, refNo, shipper,
 * consignee, details.weight, services}`, the consignee one of `ContactAddress {name1, addressStreet,
 * addressHouse, postalCode, city, country}`, `Locker {name, lockerID, postNumber, postalCode, city}`
 * (a Packstation) or `PostOffice {name, retailID, postNumber | email, postalCode, city}`, and the
 * services `VAS {preferredDay, preferredLocation, preferredNeighbour, endorsement}`. Countries are
 * ISO 3166-1 alpha-3.
 */

/** The parcel's sender, as DHL prints it (from SHOP_COMPANY_NAME and SHOP_COMPANY_ADDRESS). */
export interface DhlShipper {
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-3, e.g. DEU. */
  country: string;
}

/** A door: a person (and company) at a street address. */
export interface DhlStreetConsignee {
  kind: 'address';
  name: string;
  /** A company or c/o line under the name (name2). */
  company: string;
  street: string;
  houseNumber: string;
  /** Apartment, floor … (name3: a German label prints no extra address line). */
  addition: string;
  postalCode: string;
  city: string;
  country: string;
  /** Passed on only with the customer's consent (DHL's parcel announcement). */
  email: string;
}

/** A Packstation (DHL: Locker): the customer's post number is required. */
export interface DhlLockerConsignee {
  kind: 'packstation';
  name: string;
  stationNumber: string;
  postNumber: string;
  postalCode: string;
  city: string;
}

/** A post office or parcel shop (DHL: PostOffice): a post number or the e-mail address is needed. */
export interface DhlPostOfficeConsignee {
  kind: 'postOffice';
  name: string;
  stationNumber: string;
  postNumber: string;
  email: string;
  postalCode: string;
  city: string;
}

export type DhlConsignee = DhlStreetConsignee | DhlLockerConsignee | DhlPostOfficeConsignee;

/** The DHL services the customer chose (Wunschzustellung, issue 22). */
export interface DhlServices {
  /** YYYY-MM-DD. */
  preferredDay?: string;
  /** A drop-off place (Ablageort), as text. */
  preferredLocation?: string;
  /** A neighbour who may take the parcel (Wunschnachbar): name and address as one text. */
  preferredNeighbour?: string;
  /** What happens to an undeliverable international parcel. */
  endorsement?: 'RETURN' | 'ABANDON';
}

/** Everything one label needs: the shop builds it from an order (dhlLabelInputOfOrder). */
export interface DhlLabelInput {
  shipper: DhlShipper;
  consignee: DhlConsignee;
  weightGrams: number;
  /** The order number: printed on the label (DHL: refNo, 8–35 characters). */
  reference: string;
  services: DhlServices;
}

/** The shop's DHL contract: the product and the billing number (EKP + procedure + participation). */
export interface DhlContract {
  product: 'V01PAK';
  billingNumber: string;
  /** The user group profile; STANDARD_GRUPPENPROFIL unless the business customer portal has another. */
  profile: string;
}

/** DHL's refNo must have 8 to 35 characters: a short order number is padded as "Bestellung 1001". */
export function dhlReference(orderNumber: string): string {
  const reference = orderNumber.length >= 8 ? orderNumber : `Bestellung ${orderNumber}`;
  return reference.slice(0, 35);
}

const withoutEmpty = <Value extends Record<string, unknown>>(value: Value): Partial<Value> =>
  Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== '' && entry !== undefined),
  ) as Partial<Value>;

/** A number written as DHL's integer fields want it; the text itself when it is none (DHL refuses it). */
const integerOrText = (value: string): number | string => (/^\d{1,9}$/.test(value) ? Number(value) : value);

function consigneeJson(consignee: DhlConsignee): Record<string, unknown> {
  switch (consignee.kind) {
    case 'packstation':
      return {
        name: consignee.name,
        lockerID: integerOrText(consignee.stationNumber),
        postNumber: consignee.postNumber,
        postalCode: consignee.postalCode,
        city: consignee.city,
        country: 'DEU',
      };
    case 'postOffice':
      return withoutEmpty({
        name: consignee.name,
        retailID: integerOrText(consignee.stationNumber),
        postNumber: consignee.postNumber,
        // DHL needs the post number or the e-mail address; the e-mail only without a post number.
        email: consignee.postNumber ? '' : consignee.email,
        postalCode: consignee.postalCode,
        city: consignee.city,
        country: 'DEU',
      });
    case 'address':
      return withoutEmpty({
        name1: consignee.name,
        name2: consignee.company,
        name3: consignee.addition,
        addressStreet: consignee.street,
        addressHouse: consignee.houseNumber,
        postalCode: consignee.postalCode,
        city: consignee.city,
        country: consignee.country,
        email: consignee.email,
      });
  }
}

/** The JSON body of `POST /orders` for one label. */
export function dhlShipmentOrderOf(input: DhlLabelInput, contract: DhlContract) {
  const services = withoutEmpty({ ...input.services });
  return {
    profile: contract.profile,
    shipments: [
      {
        product: contract.product,
        billingNumber: contract.billingNumber,
        refNo: dhlReference(input.reference),
        shipper: withoutEmpty({
          name1: input.shipper.name,
          addressStreet: input.shipper.street,
          addressHouse: input.shipper.houseNumber,
          postalCode: input.shipper.postalCode,
          city: input.shipper.city,
          country: input.shipper.country,
        }),
        consignee: consigneeJson(input.consignee),
        details: { weight: { uom: 'g', value: input.weightGrams } },
        ...(Object.keys(services).length > 0 ? { services } : {}),
      },
    ],
  };
}

/** ISO 3166-1 alpha-2 → alpha-3 for the countries a European shop sends parcels to. */
const alpha3: Record<string, string> = {
  DE: 'DEU',
  AT: 'AUT',
  BE: 'BEL',
  BG: 'BGR',
  CH: 'CHE',
  CY: 'CYP',
  CZ: 'CZE',
  DK: 'DNK',
  EE: 'EST',
  ES: 'ESP',
  FI: 'FIN',
  FR: 'FRA',
  GB: 'GBR',
  GR: 'GRC',
  HR: 'HRV',
  HU: 'HUN',
  IE: 'IRL',
  IT: 'ITA',
  LI: 'LIE',
  LT: 'LTU',
  LU: 'LUX',
  LV: 'LVA',
  MT: 'MLT',
  NL: 'NLD',
  NO: 'NOR',
  PL: 'POL',
  PT: 'PRT',
  RO: 'ROU',
  SE: 'SWE',
  SI: 'SVN',
  SK: 'SVK',
};

/** DHL's country code for an ISO alpha-2 code; undefined for one the shop does not know. */
export function dhlCountryOf(isoCode2: string): string | undefined {
  return alpha3[isoCode2.toUpperCase()];
}

/**
 * The sender from the shop's settings: SHOP_COMPANY_ADDRESS is written "Street 12, 42651 City,
 * Country" (the country optional, Germany unless named). Null when it cannot be read so.
 */
export function dhlShipperOf(config: { SHOP_COMPANY_NAME: string; SHOP_COMPANY_ADDRESS: string }): DhlShipper | null {
  const [streetLine = '', placeLine = '', countryLine = ''] = config.SHOP_COMPANY_ADDRESS.split(',').map((part) =>
    part.trim(),
  );
  const street = /^(.+?)\s+(\d+\s*[a-zA-Z]?(?:\s*[-/]\s*\d+\s*[a-zA-Z]?)?)$/.exec(streetLine);
  const place = /^(?:D-)?(\d{5})\s+(.+)$/.exec(placeLine);
  if (!street || !place) return null;
  const country = /^(|deutschland|germany|de|deu)$/i.test(countryLine) ? 'DEU' : dhlCountryOf(countryLine);
  if (!country) return null;
  return {
    name: config.SHOP_COMPANY_NAME,
    street: street[1]!,
    houseNumber: street[2]!.replace(/\s+/g, ''),
    postalCode: place[1]!,
    city: place[2]!,
    country,
  };
}

/** An order's delivery as the order keeps it (core/db/order-schema.ts `orders`). */
export interface OrderDelivery {
  orderNumber: string;
  deliveryAddress: PostalAddress;
  /** The delivery address's country (countries.isoCode2 of deliveryAddress.countryId). */
  countryIsoCode2: string;
  parcelStation: ChosenParcelStation | null;
  preferredDeliveryDay: string | null;
  preferredDropOffPlace: string;
  preferredNeighbour: PreferredNeighbour | null;
  /** Whether the customer agreed to pass the e-mail address to DHL (shippingPrivacyHintAccepted). */
  shippingPrivacyHintAccepted: boolean;
}

const fullName = (address: PostalAddress) => `${address.firstName} ${address.lastName}`.trim();

/**
 * The label's input for an order: to its parcel station (Packstation with the post number, post
 * office or parcel shop: no preferred services, DHL does not take them there), or to its address
 * with the preferred day, drop-off place or neighbour the customer chose. The e-mail address goes
 * to DHL only with the customer's consent. Null when the country is none DHL can be told.
 */
export function dhlLabelInputOfOrder(
  order: OrderDelivery,
  options: { shipper: DhlShipper; weightGrams: number },
): DhlLabelInput | null {
  const address = order.deliveryAddress;
  const email = order.shippingPrivacyHintAccepted ? address.email : '';
  const base = { shipper: options.shipper, weightGrams: options.weightGrams, reference: order.orderNumber };
  const station = order.parcelStation;
  if (station) {
    const name = fullName(address);
    const common = {
      name,
      stationNumber: station.stationNumber,
      postNumber: station.postNumber,
      postalCode: station.postalCode,
      city: station.city,
    };
    return {
      ...base,
      consignee:
        station.kind === 'packstation'
          ? { kind: 'packstation', ...common }
          : { kind: 'postOffice', ...common, email: address.email },
      services: {},
    };
  }
  const country = dhlCountryOf(order.countryIsoCode2);
  if (!country) return null;
  const neighbour = order.preferredNeighbour;
  return {
    ...base,
    consignee: {
      kind: 'address',
      name: fullName(address) || address.companyName,
      company: fullName(address) ? address.companyName : '',
      street: address.streetName,
      houseNumber: address.houseNumber,
      addition: address.apartment,
      postalCode: address.zipCode,
      city: address.city,
      country,
      email,
    },
    services: withoutEmpty({
      preferredDay: order.preferredDeliveryDay ?? '',
      preferredLocation: order.preferredDropOffPlace,
      preferredNeighbour: neighbour ? `${neighbour.name}, ${neighbour.address}` : '',
    }),
  };
}
