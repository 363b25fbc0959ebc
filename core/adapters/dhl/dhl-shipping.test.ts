import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDhlShippingContract, doorInput, packstationInput } from '../../../tests/support/dhl-shipping-contract';
import { ConfigError, loadConfig } from '../../config';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import { labelResultOfDhlAnswer, dhlRefusalKeys } from './dhl-shipping-answer';
import { cancelDhlLabel, createDhlLabel, createDhlShippingClient, type DhlShippingConfig } from './dhl-shipping.server';

/**
 * The DHL shipping client against a local server that plays back DHL's recorded answers
 * (recorded/orders-*.json, in the shape of DHL's Parcel DE Shipping API v2): the shared contract
 * (tests/support/dhl-shipping-contract.ts, also run against the built-in stand-in), then what
 * only DHL itself does: a server error, a time-out, an answer that is no JSON, warnings.
 */

const recorded = (name: string) => readFileSync(new URL(`./recorded/${name}.json`, import.meta.url), 'utf8');
const credentials = { apiKey: 'app-key-123', user: 'gkp-user', password: 'gkp-secret' };
const basic = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
const requests: Array<{ method: string; url: URL; headers: IncomingMessage['headers']; body: unknown }> = [];
const canceled = new Set<string>();

/** Answers like api-eu.dhl.com/parcel/de/shipping/v2 for the recorded cases. */
function dhlPlayback(method: string, url: URL, headers: IncomingMessage['headers'], body: unknown) {
  if (headers['dhl-api-key'] !== credentials.apiKey || headers.authorization !== basic) {
    return { status: 401, body: recorded('orders-401') };
  }
  if (url.pathname !== '/parcel/de/shipping/v2/orders') return { status: 404, body: '{}' };
  if (method === 'DELETE') {
    const shipment = url.searchParams.get('shipment') ?? '';
    if (shipment !== '340434310428091700' || canceled.has(shipment)) {
      return { status: 400, body: recorded('orders-delete-400') };
    }
    canceled.add(shipment);
    return { status: 200, body: recorded('orders-delete-200') };
  }
  const shipment = (body as { shipments?: Array<Record<string, Record<string, string>>> } | null)?.shipments?.[0];
  const consignee = shipment?.consignee ?? {};
  if (consignee.name1 === 'Server Fehler') return { status: 500, body: recorded('orders-500') };
  if (consignee.name1 === 'Kein JSON') return { status: 502, body: '<html>Bad gateway</html>' };
  if (consignee.name1 === 'Langsam') return { status: 200, body: 'slow' };
  if ('postNumber' in consignee && !/^\d{6,10}$/.test(consignee.postNumber ?? '')) {
    return { status: 400, body: recorded('orders-400-post-number') };
  }
  if (!/^\d{5}$/.test(consignee.postalCode ?? '')) return { status: 400, body: recorded('orders-400-postal-code') };
  if ((shipment?.services?.preferredDay ?? '9') < '2025')
    return { status: 400, body: recorded('orders-400-preferred-day') };
  return { status: 200, body: recorded('orders-200') };
}

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://dhl.local');
      const body: unknown = text ? JSON.parse(text) : null;
      requests.push({ method: request.method ?? '', url, headers: request.headers, body });
      const answer = dhlPlayback(request.method ?? '', url, request.headers, body);
      const send = () => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.body);
      };
      // "Langsam" answers too late for the client's time-out.
      if (answer.body === 'slow') setTimeout(send, 1_500);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/parcel/de/shipping/v2`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const contract = { product: 'V01PAK' as const, billingNumber: '33333333330102', profile: 'STANDARD_GRUPPENPROFIL' };
const client = (password = credentials.password) =>
  createDhlShippingClient({ ...credentials, password, baseUrl, contract, timeoutMs: 500 });

describeDhlShippingContract('DHL’s recorded answers', () => ({
  client: () => client(),
  wrongPasswordClient: () => client('wrong'),
}));

describe('DHL shipping client: what only DHL itself answers', () => {
  const named = (name1: string) => {
    const input = doorInput();
    if (input.consignee.kind === 'address') input.consignee.name = name1;
    return input;
  };

  it('asks as DHL documents: POST /orders with the label query, API key header and Basic auth, JSON body', async () => {
    requests.length = 0;
    await client().createLabel(packstationInput());
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/parcel/de/shipping/v2/orders');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      validate: 'false',
      mustEncode: 'true',
      docFormat: 'PDF',
      printFormat: 'A4',
      includeDocs: 'include',
    });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toMatchObject({ profile: 'STANDARD_GRUPPENPROFIL', shipments: [{ product: 'V01PAK' }] });
  });

  it('keeps DHL’s warnings with a label it made all the same', async () => {
    const result = await client().createLabel(doorInput());
    expect(result).toMatchObject({ ok: true, shipmentNumber: '340434310428091700' });
    if (result.ok)
      expect(result.warnings).toEqual([expect.objectContaining({ state: 'Warning', property: 'consignee' })]);
  });

  it('turns a server error, an answer that is no JSON and a time-out into dhl.unavailable', async () => {
    expect(await client().createLabel(named('Server Fehler'))).toMatchObject({
      ok: false,
      key: 'dhl.unavailable',
      status: 500,
    });
    expect(await client().createLabel(named('Kein JSON'))).toMatchObject({
      ok: false,
      key: 'dhl.unavailable',
      status: 502,
    });
    expect(await client().createLabel(named('Langsam'))).toMatchObject({
      ok: false,
      key: 'dhl.unavailable',
      status: 0,
    });
  });

  it('answers dhl.unavailable when nothing listens, and never throws', async () => {
    const closed = createDhlShippingClient({
      ...credentials,
      baseUrl: 'http://127.0.0.1:9/v2',
      contract,
      timeoutMs: 500,
    });
    expect(await closed.createLabel(doorInput())).toMatchObject({ ok: false, key: 'dhl.unavailable', status: 0 });
    expect(await closed.cancelLabel('340434310428091700')).toMatchObject({ ok: false, key: 'dhl.unavailable' });
  });

  it('puts no credential into a refusal', async () => {
    const result = await client('wrong').createLabel(doorInput());
    expect(JSON.stringify(result)).not.toMatch(/gkp|app-key|wrong|Basic/);
  });

  it('cancels with DELETE /orders?profile=…&shipment=…', async () => {
    requests.length = 0;
    await client().cancelLabel('340434310428091799');
    expect(requests[0]!.method).toBe('DELETE');
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({
      profile: 'STANDARD_GRUPPENPROFIL',
      shipment: '340434310428091799',
    });
  });
});

describe('reading DHL’s answers', () => {
  it('reads a label only as a PDF: an answer without one is no label', () => {
    const answer = JSON.parse(recorded('orders-200')) as { items: Array<{ label: { b64: string } }> };
    answer.items[0]!.label.b64 = Buffer.from('not a pdf').toString('base64');
    expect(labelResultOfDhlAnswer(200, answer)).toMatchObject({ ok: false, key: 'dhl.unavailable' });
  });

  it('gives the English tracking page for an English customer', () => {
    const result = labelResultOfDhlAnswer(200, JSON.parse(recorded('orders-200')), 'en');
    expect(result.ok && result.trackingUrl).toContain('https://www.dhl.de/en/');
  });

  it('has a German and an English text for every refusal', () => {
    const messages = (tree: unknown) =>
      (tree as { storefrontError: { dhl: Record<string, string> } }).storefrontError.dhl;
    for (const key of dhlRefusalKeys) {
      const leaf = key.replace('dhl.', '');
      expect(messages(de)[leaf], key).toBeTruthy();
      expect(messages(en)[leaf], key).toBeTruthy();
    }
  });
});

describe('createDhlLabel for the configuration', () => {
  const config = (mode: DhlShippingConfig['dhlShippingMode']): DhlShippingConfig => ({
    dhlShippingMode: mode,
    dhlShippingBaseUrl: baseUrl,
    DHL_SHIPPING_API_KEY: credentials.apiKey,
    DHL_SHIPPING_USER: credentials.user,
    DHL_SHIPPING_PASSWORD: credentials.password,
    DHL_BILLING_NUMBER: '33333333330102',
    DHL_SHIPPING_PROFILE: 'STANDARD_GRUPPENPROFIL',
  });

  it('uses DHL’s credentials with a key, and refuses without DHL access or for a door abroad', async () => {
    expect(await createDhlLabel(config('live'), doorInput())).toMatchObject({ ok: true });
    expect(await createDhlLabel(config('off'), doorInput())).toEqual({
      ok: false,
      key: 'dhl.notConfigured',
      status: 0,
      messages: [],
    });
    expect(await cancelDhlLabel(config('off'), '340434310428091700')).toMatchObject({ key: 'dhl.notConfigured' });
    const abroad = doorInput();
    if (abroad.consignee.kind === 'address') abroad.consignee.country = 'AUT';
    expect(await createDhlLabel(config('live'), abroad)).toMatchObject({ ok: false, key: 'dhl.countryNotSupported' });
  });

  it('sends the stand-in’s own credentials in stand-in mode (refused by DHL)', async () => {
    expect(await createDhlLabel(config('standin'), doorInput())).toMatchObject({ ok: false, key: 'dhl.unauthorized' });
  });
});

describe('the DHL settings', () => {
  const access = {
    DHL_SHIPPING_API_KEY: 'app-key',
    DHL_SHIPPING_USER: 'gkp-user',
    DHL_SHIPPING_PASSWORD: 'gkp-password',
    DHL_BILLING_NUMBER: '33333333330102',
  };

  it('uses DHL with a key, the stand-in for a local shop or on request, nothing for a public shop', () => {
    expect(loadConfig({ ...access, PUBLIC_URL: 'https://spiegelshop.example' })).toMatchObject({
      dhlShippingMode: 'live',
      dhlShippingBaseUrl: 'https://api-eu.dhl.com/parcel/de/shipping/v2',
    });
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' })).toMatchObject({
      dhlShippingMode: 'standin',
      dhlShippingBaseUrl: 'http://localhost:3000/dhl-shipping-standin/parcel/de/shipping/v2',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://spiegelshop.example' }).dhlShippingMode).toBe('off');
    expect(loadConfig({ PUBLIC_URL: 'https://test.spiegelshop.example', DHL_SHIPPING_STANDIN: 'true' })).toMatchObject({
      dhlShippingMode: 'standin',
      dhlShippingBaseUrl: 'https://test.spiegelshop.example/dhl-shipping-standin/parcel/de/shipping/v2',
    });
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000', DHL_SHIPPING_STANDIN: 'false' }).dhlShippingMode).toBe(
      'off',
    );
    expect(
      loadConfig({ ...access, DHL_SHIPPING_BASE_URL: 'https://api-sandbox.dhl.com/parcel/de/shipping/v2/' })
        .dhlShippingBaseUrl,
    ).toBe('https://api-sandbox.dhl.com/parcel/de/shipping/v2');
  });

  it('refuses part of DHL’s access data, and a billing number that is none', () => {
    expect(() => loadConfig({ DHL_SHIPPING_API_KEY: 'app-key' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...access, DHL_BILLING_NUMBER: undefined })).toThrow(/set all four or none/);
    expect(() => loadConfig({ ...access, DHL_BILLING_NUMBER: '1234' })).toThrow(/billing number/);
  });
});
