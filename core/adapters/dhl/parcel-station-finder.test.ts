import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoParcelStationFinder } from './demo-parcel-stations';
import { createDhlLocationFinder } from './dhl-location-finder.server';
import { ParcelFinderError, type ParcelStationFinder } from './parcel-station-finder';

/**
 * The finder's contract, run against both implementations: the built-in demo stations, and DHL's
 * Location Finder client talking HTTP to a local server that plays back recorded DHL answers
 * (recorded/*.json, in the shape of DHL's API). Then what only the real client meets: a refused
 * key, a server error, a time-out, stations without a pick-up service.
 */

const recorded = (name: string) => readFileSync(new URL(`./recorded/${name}.json`, import.meta.url), 'utf8');
const apiKey = 'test-key-123';
const requests: URL[] = [];

/** Answers like api.dhl.com/location-finder/v1 for the recorded places. */
function dhlPlayback(request: { url?: string; headers: Record<string, string | string[] | undefined> }) {
  const url = new URL(request.url ?? '/', 'http://dhl.local');
  requests.push(url);
  if (request.headers['dhl-api-key'] !== apiKey) return { status: 401, body: '{"title":"Unauthorized","status":401}' };
  if (url.pathname === '/location-finder/v1/locations/8007-404229229') {
    return { status: 200, body: recorded('location-8007-404229229') };
  }
  if (url.pathname.startsWith('/location-finder/v1/locations/'))
    return { status: 404, body: recorded('find-by-address-404') };
  if (url.pathname !== '/location-finder/v1/find-by-address') return { status: 404, body: '{}' };
  const postalCode = url.searchParams.get('postalCode');
  const city = url.searchParams.get('addressLocality');
  if (postalCode === '42651' || city === 'Solingen') return { status: 200, body: recorded('find-by-address-42651') };
  if (postalCode === '00000') return { status: 400, body: recorded('find-by-address-400') };
  if (postalCode === '42999') return { status: 200, body: recorded('find-by-address-express-only') };
  if (postalCode === '50000') return { status: 503, body: '{"title":"Service Unavailable","status":503}' };
  if (postalCode === '60000') return { status: 200, body: 'slow' };
  return { status: 404, body: recorded('find-by-address-404') };
}

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = dhlPlayback(request);
    const send = () => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    };
    // "60000" answers too late for the client's time-out.
    if (answer.body === 'slow') setTimeout(send, 1_500);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/location-finder/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function problemOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ParcelFinderError) return error.problem;
    throw error;
  }
  return 'none';
}

const implementations: Array<[string, () => ParcelStationFinder]> = [
  ['the demo stations', () => createDemoParcelStationFinder()],
  ['DHL Location Finder (recorded answers)', () => createDhlLocationFinder({ apiKey, baseUrl, timeoutMs: 500 })],
];

describe.each(implementations)('parcel-station finder: %s', (_name, make) => {
  it('finds Packstations and post offices near a postal code, nearest first, with addresses and opening hours', async () => {
    const stations = await make().find({ postalCode: '42651' });
    expect(stations.length).toBeGreaterThanOrEqual(2);
    expect(stations.map((station) => station.distance)).toEqual(
      [...stations.map((station) => station.distance)].sort((a, b) => a - b),
    );
    const packstation = stations.find((station) => station.kind === 'packstation')!;
    expect(packstation).toMatchObject({
      name: 'Packstation 229',
      stationNumber: '229',
      postalCode: '42651',
      city: 'Solingen',
    });
    expect(packstation.streetAddress).toBe('Mühlenplatz 1');
    expect(packstation.openingHours).toHaveLength(7);
    const postOffice = stations.find((station) => station.kind === 'postOffice')!;
    expect(postOffice.stationNumber).toBe('541');
    expect(postOffice.openingHours.find((entry) => entry.weekday === 6)).toEqual({
      weekday: 6,
      opens: '09:00',
      closes: '12:30',
    });
    expect(postOffice.openingHours.some((entry) => entry.weekday === 7)).toBe(false);
  });

  it('finds the same by the city', async () => {
    const stations = await make().find({ city: 'Solingen' });
    expect(stations.some((station) => station.name === 'Packstation 229')).toBe(true);
  });

  it('says "invalid postal code" and "no results" as its own problems', async () => {
    expect(await problemOf(make().find({ postalCode: '00000' }))).toBe('invalidPostalCode');
    expect(await problemOf(make().find({ postalCode: '24999' }))).toBe('noResults');
  });

  it('looks a station up again by its id; an unknown id is null', async () => {
    const finder = make();
    const [first] = (await finder.find({ postalCode: '42651' })).filter((station) => station.kind === 'packstation');
    expect(await finder.byId(first!.locationId)).toMatchObject({ name: 'Packstation 229', kind: 'packstation' });
    expect(await finder.byId('no-such-station')).toBeNull();
  });
});

describe('DHL Location Finder client only', () => {
  it('sends the API key and asks for pick-up stations in Germany', async () => {
    requests.length = 0;
    await createDhlLocationFinder({ apiKey, baseUrl }).find({ postalCode: '42651' });
    expect(requests[0]!.searchParams.get('countryCode')).toBe('DE');
    expect(requests[0]!.searchParams.get('serviceType')).toBe('parcel:pick-up-all');
  });

  it('leaves out stations without a pick-up service, and says "no valid services" when none is left', async () => {
    const stations = await createDhlLocationFinder({ apiKey, baseUrl }).find({ postalCode: '42651' });
    expect(stations.map((station) => station.stationNumber)).not.toContain('777');
    expect(await problemOf(createDhlLocationFinder({ apiKey, baseUrl }).find({ postalCode: '42999' }))).toBe(
      'noValidServices',
    );
  });

  it('turns a refused key, a server error, a time-out and no connection into "unavailable"', async () => {
    expect(await problemOf(createDhlLocationFinder({ apiKey: 'wrong', baseUrl }).find({ postalCode: '42651' }))).toBe(
      'unavailable',
    );
    expect(await problemOf(createDhlLocationFinder({ apiKey, baseUrl }).find({ postalCode: '50000' }))).toBe(
      'unavailable',
    );
    expect(
      await problemOf(createDhlLocationFinder({ apiKey, baseUrl, timeoutMs: 200 }).find({ postalCode: '60000' })),
    ).toBe('unavailable');
    expect(
      await problemOf(
        createDhlLocationFinder({ apiKey, baseUrl: 'http://127.0.0.1:9/none' }).find({ postalCode: '42651' }),
      ),
    ).toBe('unavailable');
  });
});
