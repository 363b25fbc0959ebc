/**
 * The parcel-station finder (issue 22; spec §5, §8): Packstations, post offices and parcel shops
 * near a German postal code or in a city. Two implementations with this one interface: DHL's
 * Location Finder API (dhl-location-finder.server.ts, with DHL_API_KEY) and a built-in list of demo
 * stations (demo-parcel-stations.ts) so that every flow runs without the internet.
 */

export type ParcelStationKind = 'packstation' | 'postOffice' | 'parcelShop';

export interface OpeningHours {
  /** 1 Monday … 7 Sunday (ISO weekday). */
  weekday: number;
  /** "HH:MM". A Packstation is open 00:00–23:59. */
  opens: string;
  closes: string;
}

export interface ParcelStation {
  /** The finder's id of the station (DHL: "8007-404229229"). */
  locationId: string;
  kind: ParcelStationKind;
  /** The number DHL addresses it by: "229" for Packstation 229, the branch number for a Filiale. */
  stationNumber: string;
  name: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  /** Metres from the place searched for (0 when the finder does not say). */
  distance: number;
  openingHours: OpeningHours[];
}

export interface ParcelStationQuery {
  /** Five digits (spec §5); at least one of postal code and city is given. */
  postalCode?: string;
  city?: string;
}

/** Why a search found nothing usable (spec §8 parcel finder), as translation keys parcelFinder.*. */
export type ParcelFinderProblem = 'noResults' | 'invalidPostalCode' | 'noValidServices' | 'unavailable';

export class ParcelFinderError extends Error {
  constructor(
    readonly problem: ParcelFinderProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface ParcelStationFinder {
  /** True for the built-in demo list: the page says that the stations are not real. */
  readonly demo: boolean;
  /** Stations near the place, nearest first; throws ParcelFinderError when nothing usable is found. */
  find(query: ParcelStationQuery): Promise<ParcelStation[]>;
  /** One station by its id, or null (the choice is looked up again, never taken from the browser). */
  byId(locationId: string): Promise<ParcelStation | null>;
}

/** How many stations a search answers with at most. */
export const parcelStationLimit = 10;

/** Opening hours of a station that never closes (a Packstation). */
export const alwaysOpen: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '23:59',
}));

/** Runs of weekdays with the same hours ("Mo–Fr 08:00–20:00"), in weekday order. */
export function openingHourRuns(
  hours: OpeningHours[],
): Array<{ from: number; to: number; opens: string; closes: string }> {
  const runs: Array<{ from: number; to: number; opens: string; closes: string }> = [];
  for (const entry of [...hours].sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens))) {
    const last = runs.at(-1);
    if (last && last.to === entry.weekday - 1 && last.opens === entry.opens && last.closes === entry.closes) {
      last.to = entry.weekday;
    } else {
      runs.push({ from: entry.weekday, to: entry.weekday, opens: entry.opens, closes: entry.closes });
    }
  }
  return runs;
}
