import { describe, expect, it } from 'vitest';
import type { PostalAddress } from '../../db/json-columns';
import {
  dhlLabelInputOfOrder,
  dhlReference,
  dhlShipmentOrderOf,
  dhlShipperOf,
  type DhlShipper,
  type OrderDelivery,
} from './dhl-shipping-request';

/** An order's delivery → the JSON DHL's `POST /orders` reads, with DHL's own names. */

const shipper = dhlShipperOf({
  SHOP_COMPANY_NAME: 'Spiegelshop GmbH',
  SHOP_COMPANY_ADDRESS: 'Klingenstraße 12, 42651 Solingen, Deutschland',
})!;
const contract = { product: 'V01PAK' as const, billingNumber: '33333333330102', profile: 'STANDARD_GRUPPENPROFIL' };

const address: PostalAddress = {
  companyName: '',
  firstName: 'Erika',
  lastName: 'Mustermann',
  streetName: 'Heidestraße',
  houseNumber: '17',
  apartment: '2. Etage',
  zipCode: '51147',
  city: 'Köln',
  countryId: 1,
  stateId: null,
  phoneNumber: '+49 221 123456',
  email: 'erika@example.com',
  vatNumber: '',
};

const order = (changes: Partial<OrderDelivery> = {}): OrderDelivery => ({
  orderNumber: '1001',
  deliveryAddress: address,
  countryIsoCode2: 'DE',
  parcelStation: null,
  preferredDeliveryDay: null,
  preferredDropOffPlace: '',
  preferredNeighbour: null,
  shippingPrivacyHintAccepted: false,
  ...changes,
});

const bodyOf = (delivery: OrderDelivery) =>
  dhlShipmentOrderOf(dhlLabelInputOfOrder(delivery, { shipper, weightGrams: 4200 })!, contract).shipments[0]!;

describe('the shop’s address as DHL’s shipper', () => {
  it('reads SHOP_COMPANY_ADDRESS "Street 12, 42651 City, Country"', () => {
    expect(shipper).toEqual<DhlShipper>({
      name: 'Spiegelshop GmbH',
      street: 'Klingenstraße',
      houseNumber: '12',
      postalCode: '42651',
      city: 'Solingen',
      country: 'DEU',
    });
    expect(dhlShipperOf({ SHOP_COMPANY_NAME: 'A', SHOP_COMPANY_ADDRESS: 'Am Markt 3 a, 10115 Berlin' })).toMatchObject({
      street: 'Am Markt',
      houseNumber: '3a',
      country: 'DEU',
    });
    expect(dhlShipperOf({ SHOP_COMPANY_NAME: 'A', SHOP_COMPANY_ADDRESS: 'Postfach, Solingen' })).toBeNull();
  });
});

describe('an order as DHL’s shipment order', () => {
  it('sends a door with the preferred day and drop-off place as DHL names them', () => {
    const shipment = bodyOf(order({ preferredDeliveryDay: '2026-12-01', preferredDropOffPlace: 'Garage' }));
    expect(shipment).toEqual({
      product: 'V01PAK',
      billingNumber: '33333333330102',
      refNo: 'Bestellung 1001',
      shipper: {
        name1: 'Spiegelshop GmbH',
        addressStreet: 'Klingenstraße',
        addressHouse: '12',
        postalCode: '42651',
        city: 'Solingen',
        country: 'DEU',
      },
      consignee: {
        name1: 'Erika Mustermann',
        name3: '2. Etage',
        addressStreet: 'Heidestraße',
        addressHouse: '17',
        postalCode: '51147',
        city: 'Köln',
        country: 'DEU',
      },
      details: { weight: { uom: 'g', value: 4200 } },
      services: { preferredDay: '2026-12-01', preferredLocation: 'Garage' },
    });
  });

  it('sends the preferred neighbour as one text, name and address', () => {
    const shipment = bodyOf(order({ preferredNeighbour: { name: 'Max Meier', address: 'Heidestraße 19' } }));
    expect(shipment.services).toEqual({ preferredNeighbour: 'Max Meier, Heidestraße 19' });
  });

  it('passes the e-mail address to DHL only with the customer’s consent, a company as name2', () => {
    expect(bodyOf(order()).consignee).not.toHaveProperty('email');
    const consented = bodyOf(
      order({ shippingPrivacyHintAccepted: true, deliveryAddress: { ...address, companyName: 'Glaserei Meier' } }),
    );
    expect(consented.consignee).toMatchObject({ email: 'erika@example.com', name2: 'Glaserei Meier' });
  });

  it('sends a Packstation as DHL’s Locker: lockerID, postNumber, no preferred services', () => {
    const shipment = bodyOf(
      order({
        preferredDeliveryDay: '2026-12-01',
        parcelStation: {
          locationId: '8007-404229229',
          kind: 'packstation',
          stationNumber: '229',
          name: 'Packstation 229',
          streetAddress: 'Kölner Straße 5',
          postalCode: '42651',
          city: 'Solingen',
          postNumber: '1234567890',
        },
      }),
    );
    expect(shipment.consignee).toEqual({
      name: 'Erika Mustermann',
      lockerID: 229,
      postNumber: '1234567890',
      postalCode: '42651',
      city: 'Solingen',
      country: 'DEU',
    });
    expect(shipment).not.toHaveProperty('services');
  });

  it('sends a post office as DHL’s PostOffice: retailID and the post number, or else the e-mail address', () => {
    const station = {
      locationId: '8003-4101495',
      kind: 'postOffice' as const,
      stationNumber: '502',
      name: 'Postfiliale 502',
      streetAddress: 'Hauptstraße 1',
      postalCode: '42651',
      city: 'Solingen',
      postNumber: '',
    };
    expect(bodyOf(order({ parcelStation: station })).consignee).toEqual({
      name: 'Erika Mustermann',
      retailID: 502,
      email: 'erika@example.com',
      postalCode: '42651',
      city: 'Solingen',
      country: 'DEU',
    });
    expect(bodyOf(order({ parcelStation: { ...station, postNumber: '987654321' } })).consignee).toMatchObject({
      retailID: 502,
      postNumber: '987654321',
    });
  });

  it('writes the country as ISO alpha-3 and knows no country it cannot name', () => {
    expect(bodyOf(order({ countryIsoCode2: 'AT' })).consignee).toMatchObject({ country: 'AUT' });
    expect(dhlLabelInputOfOrder(order({ countryIsoCode2: 'XX' }), { shipper, weightGrams: 1 })).toBeNull();
  });

  it('keeps DHL’s reference between 8 and 35 characters', () => {
    expect(dhlReference('1001')).toBe('Bestellung 1001');
    expect(dhlReference('2026-000123')).toBe('2026-000123');
    expect(dhlReference('x'.repeat(50))).toHaveLength(35);
  });
});
