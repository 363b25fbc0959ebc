import { createDemoParcelStationFinder } from './demo-parcel-stations';
import {
  ParcelFinderError,
  parcelStationLimit,
  type OpeningHours,
  type ParcelStation,
  type ParcelStationFinder,
  type ParcelStationKind,
} from './parcel-station-finder';

/**
 * DHL's Location Finder API ("Unified", v1) over fetch: `find-by-address` for a German postal code
 * or city, `locations/{id}` for one station. Answers and failures become the finder's interface:
 * a 400 is an invalid postal code, a 404 or an empty list no results, stations without a parcel
 * pick-up service "no valid services"; a refused key, a time-out or a server error "unavailable"
 * (logged by the caller, never shown as DHL's own text).
 */

interface DhlLocation {
  url?: string;
  location?: {
    ids?: Array<{ locationId?: string; provider?: string }>;
    keyword?: string;
    keywordId?: string;
    type?: string;
  };
  name?: string;
  distance?: number;
  place?: { address?: { countryCode?: string; postalCode?: string; addressLocality?: string; streetAddress?: string } };
  openingHours?: Array<{ opens?: string; closes?: string; dayOfWeek?: string }>;
  serviceTypes?: string[];
}

const weekdayNumbers: Record<string, number> = {
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sunday: 7,
};

/** A pick-up service: a parcel can be sent there for the customer to collect. */
const isPickUpService = (service: string) => service.startsWith('parcel:pick-up');

function kindOf(location: DhlLocation): ParcelStationKind {
  const type = location.location?.type;
  if (type === 'locker') return 'packstation';
  if (type === 'postoffice' || type === 'postbank' || location.location?.keyword === 'Postfiliale') return 'postOffice';
  return 'parcelShop';
}

function openingHoursOf(location: DhlLocation): OpeningHours[] {
  return (location.openingHours ?? []).flatMap((entry) => {
    const weekday = weekdayNumbers[(entry.dayOfWeek ?? '').replace(/^https?:\/\/schema\.org\//, '')];
    if (!weekday || !entry.opens || !entry.closes) return [];
    return [{ weekday, opens: entry.opens.slice(0, 5), closes: entry.closes.slice(0, 5) }];
  });
}

/** One DHL location as the shop's station; null for an entry without what a delivery needs. */
export function stationOfDhlLocation(location: DhlLocation): ParcelStation | null {
  const address = location.place?.address;
  const locationId = location.location?.ids?.[0]?.locationId ?? location.url?.split('/').pop();
  const stationNumber = location.location?.keywordId;
  if (!locationId || !stationNumber || !address?.postalCode || !address.addressLocality || !address.streetAddress) {
    return null;
  }
  return {
    locationId,
    kind: kindOf(location),
    stationNumber,
    name: location.name ?? `${location.location?.keyword ?? ''} ${stationNumber}`.trim(),
    streetAddress: address.streetAddress,
    postalCode: address.postalCode,
    city: address.addressLocality,
    distance: Math.max(0, Math.round(location.distance ?? 0)),
    openingHours: openingHoursOf(location),
  };
}

export function createDhlLocationFinder(options: {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): ParcelStationFinder {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');

  async function get(path: string): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        headers: { 'DHL-API-Key': options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch {
      throw new ParcelFinderError('unavailable', 'The DHL Location Finder could not be reached.');
    }
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  }

  return {
    demo: false,
    async find(query) {
      const search = new URLSearchParams({
        countryCode: 'DE',
        serviceType: 'parcel:pick-up-all',
        radius: '5000',
        limit: String(parcelStationLimit),
        ...(query.postalCode ? { postalCode: query.postalCode } : {}),
        ...(query.city ? { addressLocality: query.city } : {}),
      });
      const { status, body } = await get(`/find-by-address?${search}`);
      if (status === 400) throw new ParcelFinderError('invalidPostalCode', 'DHL refused the postal code or city.');
      if (status === 404) throw new ParcelFinderError('noResults', 'DHL found no stations.');
      if (status !== 200) throw new ParcelFinderError('unavailable', `DHL answered ${status}.`);
      const locations = (body as { locations?: DhlLocation[] } | null)?.locations ?? [];
      if (locations.length === 0) throw new ParcelFinderError('noResults', 'DHL found no stations.');
      const stations = locations
        .filter((location) => (location.serviceTypes ?? []).some(isPickUpService))
        .map(stationOfDhlLocation)
        .filter((station): station is ParcelStation => station !== null)
        .sort((a, b) => a.distance - b.distance);
      if (stations.length === 0)
        throw new ParcelFinderError('noValidServices', 'No station takes parcels for pick-up.');
      return stations.slice(0, parcelStationLimit);
    },
    async byId(locationId) {
      const { status, body } = await get(`/locations/${encodeURIComponent(locationId)}`);
      if (status === 404 || status === 400) return null;
      if (status !== 200) throw new ParcelFinderError('unavailable', `DHL answered ${status}.`);
      const location = body as DhlLocation | null;
      if (!location || !(location.serviceTypes ?? []).some(isPickUpService)) return null;
      return stationOfDhlLocation(location);
    },
  };
}

/** The finder for the configuration: DHL's with an API key, the demo list without. */
export function parcelStationFinderFor(config: {
  DHL_API_KEY?: string | undefined;
  DHL_LOCATION_FINDER_URL: string;
}): ParcelStationFinder {
  return config.DHL_API_KEY
    ? createDhlLocationFinder({ apiKey: config.DHL_API_KEY, baseUrl: config.DHL_LOCATION_FINDER_URL })
    : createDemoParcelStationFinder();
}
