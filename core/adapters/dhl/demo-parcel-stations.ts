import {
  alwaysOpen,
  ParcelFinderError,
  parcelStationLimit,
  type OpeningHours,
  type ParcelStation,
  type ParcelStationFinder,
  type ParcelStationQuery,
} from './parcel-station-finder';

/**
 * The finder's built-in stand-in (used without DHL_API_KEY): a fixed list of stations in a few
 * German cities, shaped like real ones, clearly marked as demo data on the page. Distances are
 * computed from the centre of the postal code searched for (or of the city).
 */

const weekdays = (opens: string, closes: string, saturday?: [string, string]): OpeningHours[] => [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens, closes })),
  ...(saturday ? [{ weekday: 6, opens: saturday[0], closes: saturday[1] }] : []),
];

interface DemoStation extends Omit<ParcelStation, 'distance'> {
  latitude: number;
  longitude: number;
}

const station = (
  locationId: string,
  kind: ParcelStation['kind'],
  stationNumber: string,
  streetAddress: string,
  postalCode: string,
  city: string,
  [latitude, longitude]: [number, number],
  openingHours: OpeningHours[] = alwaysOpen,
): DemoStation => ({
  locationId,
  kind,
  stationNumber,
  name:
    kind === 'packstation'
      ? `Packstation ${stationNumber}`
      : kind === 'postOffice'
        ? `Postfiliale ${stationNumber}`
        : `DHL Paketshop ${stationNumber}`,
  streetAddress,
  postalCode,
  city,
  latitude,
  longitude,
  openingHours,
});

const demoStations: DemoStation[] = [
  station('demo-10115-101', 'packstation', '101', 'Invalidenstraße 41', '10115', 'Berlin', [52.5306, 13.3836]),
  station('demo-10117-117', 'packstation', '117', 'Friedrichstraße 95', '10117', 'Berlin', [52.5203, 13.3873]),
  station(
    'demo-10178-502',
    'postOffice',
    '502',
    'Rathausstraße 5',
    '10178',
    'Berlin',
    [52.5194, 13.4087],
    weekdays('09:00', '19:00', ['10:00', '14:00']),
  ),
  station(
    'demo-10243-628',
    'parcelShop',
    '628',
    'Warschauer Straße 33',
    '10243',
    'Berlin',
    [52.5088, 13.4492],
    weekdays('08:00', '20:00', ['09:00', '18:00']),
  ),
  station('demo-20095-145', 'packstation', '145', 'Mönckebergstraße 7', '20095', 'Hamburg', [53.5502, 9.9993]),
  station(
    'demo-20095-510',
    'postOffice',
    '510',
    'Mönckebergstraße 1',
    '20095',
    'Hamburg',
    [53.5506, 10.0007],
    weekdays('09:00', '18:30', ['09:00', '13:00']),
  ),
  station('demo-20354-160', 'packstation', '160', 'Dammtorwall 15', '20354', 'Hamburg', [53.5561, 9.9847]),
  station('demo-80331-133', 'packstation', '133', 'Sendlinger Straße 6', '80331', 'München', [48.1351, 11.5694]),
  station(
    'demo-80335-520',
    'postOffice',
    '520',
    'Bahnhofplatz 1',
    '80335',
    'München',
    [48.1405, 11.5593],
    weekdays('08:00', '20:00', ['09:00', '16:00']),
  ),
  station(
    'demo-80469-671',
    'parcelShop',
    '671',
    'Fraunhoferstraße 12',
    '80469',
    'München',
    [48.1308, 11.5746],
    weekdays('10:00', '19:00', ['10:00', '16:00']),
  ),
  station('demo-50667-172', 'packstation', '172', 'Hohe Straße 68', '50667', 'Köln', [50.9375, 6.9563]),
  station(
    'demo-50667-530',
    'postOffice',
    '530',
    'Breite Straße 6',
    '50667',
    'Köln',
    [50.9396, 6.9494],
    weekdays('09:00', '19:00', ['09:00', '14:00']),
  ),
  station('demo-42651-229', 'packstation', '229', 'Mühlenplatz 1', '42651', 'Solingen', [51.1716, 7.0845]),
  station(
    'demo-42651-541',
    'postOffice',
    '541',
    'Kölner Straße 24',
    '42651',
    'Solingen',
    [51.1703, 7.0829],
    weekdays('09:00', '18:00', ['09:00', '12:30']),
  ),
  station(
    'demo-42653-688',
    'parcelShop',
    '688',
    'Wuppertaler Straße 120',
    '42653',
    'Solingen',
    [51.1887, 7.0871],
    weekdays('08:30', '19:00', ['09:00', '14:00']),
  ),
];

/** Metres between two points (haversine; plenty for "how far is the station"). */
function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

const normalized = (city: string) =>
  city.trim().toLocaleLowerCase('de').replace('muenchen', 'münchen').replace('koeln', 'köln');

/** The place searched for: the stations of that postal code (or city), whose middle is the centre. */
function centreOf(query: ParcelStationQuery): { latitude: number; longitude: number } | null {
  const matches = demoStations.filter((candidate) =>
    query.postalCode
      ? candidate.postalCode === query.postalCode
      : normalized(candidate.city) === normalized(query.city ?? ''),
  );
  if (matches.length === 0) return null;
  return {
    latitude: matches.reduce((sum, match) => sum + match.latitude, 0) / matches.length,
    longitude: matches.reduce((sum, match) => sum + match.longitude, 0) / matches.length,
  };
}

const withoutPosition = ({ latitude: _latitude, longitude: _longitude, ...rest }: DemoStation) => rest;

export function createDemoParcelStationFinder(): ParcelStationFinder {
  return {
    demo: true,
    async find(query) {
      // "00000" and "99999" are well-formed but no German postal code: DHL refuses them too.
      if (query.postalCode && (query.postalCode < '01001' || query.postalCode > '99998')) {
        throw new ParcelFinderError('invalidPostalCode', 'No such postal code.');
      }
      const centre = centreOf(query);
      if (!centre) throw new ParcelFinderError('noResults', 'No stations near this place.');
      // Within 15 km of the centre, nearest first.
      return demoStations
        .map((candidate) => ({ ...withoutPosition(candidate), distance: metresBetween(centre, candidate) }))
        .filter((candidate) => candidate.distance <= 15_000)
        .sort((a, b) => a.distance - b.distance)
        .slice(0, parcelStationLimit);
    },
    async byId(locationId) {
      const found = demoStations.find((candidate) => candidate.locationId === locationId);
      return found ? { ...withoutPosition(found), distance: 0 } : null;
    },
  };
}
