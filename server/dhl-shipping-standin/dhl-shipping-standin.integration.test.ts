import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDhlLabel,
  createDhlShippingClient,
  dhlShippingClientFor,
  dhlStandInCredentials,
  type DhlShippingClient,
} from '../../core/adapters/dhl/dhl-shipping.server';
import {
  describeDhlShippingContract,
  doorInput,
  futureWorkingDay,
  packstationInput,
} from '../../tests/support/dhl-shipping-contract';
import { pdfText } from '../../tests/support/pdf-text';
import { bodyLimitBytes } from '../body-limits';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * The built-in DHL stand-in over real HTTP: the real client (core/adapters/dhl) against the shop's
 * own /dhl-shipping-standin, through the same contract as DHL's recorded answers; then what the
 * stand-in adds (its sample label, DHL's answer shape, its checks) and where it is not.
 */
let shop: TestShop;
let client: DhlShippingClient;

beforeAll(async () => {
  shop = await startTestShop();
  client = dhlShippingClientFor(shop.config)!;
});
afterAll(() => shop.close());

const standInUrl = () => `${shop.url}/dhl-shipping-standin/parcel/de/shipping/v2`;
const contract = { product: 'V01PAK' as const, billingNumber: '33333333330102', profile: 'STANDARD_GRUPPENPROFIL' };

describeDhlShippingContract('the built-in stand-in', () => ({
  client: () => client,
  wrongPasswordClient: () =>
    createDhlShippingClient({ ...dhlStandInCredentials, password: 'wrong', baseUrl: standInUrl(), contract }),
}));

const authHeaders = {
  'content-type': 'application/json',
  'dhl-api-key': dhlStandInCredentials.apiKey,
  authorization: `Basic ${Buffer.from(`${dhlStandInCredentials.user}:${dhlStandInCredentials.password}`).toString('base64')}`,
};

describe('the built-in DHL stand-in', () => {
  it('runs for a local shop without a DHL key, on the shop’s own address', () => {
    expect(shop.config.dhlShippingMode).toBe('standin');
    expect(shop.config.dhlShippingBaseUrl).toBe(standInUrl());
  });

  it('makes a sample label showing it is none, the consignee, the shipment number and the services', async () => {
    const day = futureWorkingDay();
    const door = await createDhlLabel(shop.config, doorInput({ preferredDay: day, preferredLocation: 'Garage' }));
    if (!door.ok) throw new Error(door.key);
    const text = await pdfText(door.labelPdf);
    // The dash is Windows-1252 0x96 in the PDF: U+2013 through its ToUnicode map, U+0096 without.
    expect(text).toMatch(/MUSTER \/ SAMPLE [–\u0096] kein gültiges Versandetikett/);
    for (const expected of [
      'Erika Mustermann',
      'Heidestraße 17',
      '51147 Köln',
      `Sendungsnummer ${door.shipmentNumber}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`Wunschtag: ${day}`);
    expect(text).toContain('Ablageort: Garage');
    expect(text).toContain('Referenz Bestellung 1001');

    const packstation = await client.createLabel(packstationInput());
    if (!packstation.ok) throw new Error(packstation.key);
    const stationText = await pdfText(packstation.labelPdf);
    expect(stationText).toContain('Packstation 229');
    expect(stationText).toContain('Postnummer 1234567890');
  });

  it('gives every label its own 12-digit shipment number', async () => {
    const numbers = new Set<string>();
    for (let index = 0; index < 5; index++) {
      const label = await client.createLabel(doorInput());
      if (!label.ok) throw new Error(label.key);
      expect(label.shipmentNumber).toMatch(/^\d{12}$/);
      numbers.add(label.shipmentNumber);
    }
    expect(numbers.size).toBe(5);
  });

  it('answers in DHL’s shape: status, items with shipmentNo, sstatus, label b64 PDF, validationMessages', async () => {
    const { profile, shipments } = { profile: 'STANDARD_GRUPPENPROFIL', shipments: [{}] };
    const bad = await fetch(`${standInUrl()}/orders`, {
      method: 'POST',
      headers: authHeaders,
      body: JSON.stringify({ profile, shipments }),
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toBe('application/problem+json');
    const refusal = (await bad.json()) as {
      status: { statusCode: number };
      items: Array<{ sstatus: { statusCode: number }; validationMessages: Array<{ property: string }> }>;
    };
    expect(refusal.status.statusCode).toBe(400);
    expect(refusal.items[0]!.validationMessages.map((message) => message.property)).toEqual(
      expect.arrayContaining(['product', 'billingNumber', 'shipper', 'consignee', 'details.weight']),
    );

    const unauthorized = await fetch(`${standInUrl()}/orders`, { method: 'POST', body: '{}' });
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ title: 'Unauthorized', statusCode: 401 });
  });

  it('checks like DHL: lengths, a working day, no preferred services at a Packstation, the billing number', async () => {
    const long = doorInput();
    if (long.consignee.kind === 'address') long.consignee.name = 'N'.repeat(51);
    const refusedName = await client.createLabel(long);
    expect(refusedName).toMatchObject({ ok: false, key: 'dhl.addressInvalid' });
    expect(!refusedName.ok && refusedName.messages[0]!.property).toBe('consignee.name1');

    let sunday = futureWorkingDay();
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) {
      sunday = new Date(Date.parse(sunday) + 86_400_000).toISOString().slice(0, 10);
    }
    expect(await client.createLabel(doorInput({ preferredDay: sunday }))).toMatchObject({
      ok: false,
      key: 'dhl.preferredDayInvalid',
    });
    expect(await client.createLabel(doorInput({ preferredDay: '2026-02-30' }))).toMatchObject({
      key: 'dhl.preferredDayInvalid',
    });
    expect(
      await client.createLabel(doorInput({ preferredLocation: 'Garage', preferredNeighbour: 'Max Meier, Nr. 19' })),
    ).toMatchObject({ key: 'dhl.servicesInvalid' });
    expect(
      await client.createLabel({ ...packstationInput(), services: { preferredDay: futureWorkingDay() } }),
    ).toMatchObject({ key: 'dhl.preferredDayInvalid' });
    expect(await client.createLabel({ ...doorInput(), weightGrams: 40_000 })).toMatchObject({
      key: 'dhl.weightInvalid',
    });

    const otherContract = createDhlShippingClient({
      ...dhlStandInCredentials,
      baseUrl: standInUrl(),
      contract: { ...contract, billingNumber: '33333333335301' },
    });
    expect(await otherContract.createLabel(doorInput())).toMatchObject({ key: 'dhl.contractInvalid' });
  });

  it('reads no body larger than 30 shipments need', async () => {
    const response = await fetch(`${standInUrl()}/orders`, {
      method: 'POST',
      headers: authHeaders,
      body: 'x'.repeat(bodyLimitBytes.dhlShippingStandIn + 1),
    });
    expect(response.status).toBe(413);
  });

  it('validates without making a label when asked to (validate=true)', async () => {
    const response = await fetch(`${standInUrl()}/orders?validate=true`, {
      method: 'POST',
      headers: authHeaders,
      body: JSON.stringify({
        profile: 'STANDARD_GRUPPENPROFIL',
        shipments: [
          {
            product: 'V01PAK',
            billingNumber: '33333333330102',
            shipper: {
              name1: 'Spiegelshop GmbH',
              addressStreet: 'Klingenstraße 12',
              postalCode: '42651',
              city: 'Solingen',
              country: 'DEU',
            },
            consignee: {
              name1: 'Erika Mustermann',
              addressStreet: 'Heidestraße 17',
              postalCode: '51147',
              city: 'Köln',
              country: 'DEU',
            },
            details: { weight: { uom: 'kg', value: 4.2 } },
          },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: Array<Record<string, unknown>> };
    expect(body.items[0]).toMatchObject({ sstatus: { statusCode: 200 } });
    expect(body.items[0]).not.toHaveProperty('label');
    expect(body.items[0]).not.toHaveProperty('shipmentNo');
  });
});

describe('where the DHL stand-in is not', () => {
  it('is not there for a public shop without a key, nor for a shop with DHL’s key', async () => {
    const publicShop = await startTestShop({ PUBLIC_URL: 'https://spiegelshop.example' });
    try {
      expect(publicShop.config.dhlShippingMode).toBe('off');
      const answer = await fetch(`${publicShop.url}/dhl-shipping-standin/parcel/de/shipping/v2/orders`, {
        method: 'POST',
        headers: authHeaders,
        body: '{}',
      });
      expect(answer.headers.get('content-type')).not.toMatch(/json/);
      expect(await createDhlLabel(publicShop.config, doorInput())).toMatchObject({
        ok: false,
        key: 'dhl.notConfigured',
      });
    } finally {
      await publicShop.close();
    }
    const keyed = await startTestShop({
      DHL_SHIPPING_API_KEY: 'app-key',
      DHL_SHIPPING_USER: 'gkp-user',
      DHL_SHIPPING_PASSWORD: 'gkp-password',
      DHL_BILLING_NUMBER: '33333333330102',
    });
    try {
      expect(keyed.config.dhlShippingMode).toBe('live');
      expect(keyed.config.dhlShippingBaseUrl).toBe('https://api-eu.dhl.com/parcel/de/shipping/v2');
      const answer = await fetch(`${keyed.url}/dhl-shipping-standin/parcel/de/shipping/v2/orders`, {
        method: 'POST',
        headers: authHeaders,
        body: '{}',
      });
      expect(answer.headers.get('content-type')).not.toMatch(/json/);
    } finally {
      await keyed.close();
    }
  });
});
