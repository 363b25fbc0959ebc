import { isPublicHoliday } from './public-holidays';

/**
 * DHL preferred delivery day (Wunschtag; spec §9, issue 22): which days a shopper may choose.
 * The earliest is the order day plus 2 working days, plus 3 after the shop's cut-off time; no
 * handover or delivery on Sundays, on public holidays of the delivery address's state, or on the
 * weekdays the shop excludes. Days are calendar days in Germany (Europe/Berlin), written
 * `YYYY-MM-DD`.
 */
export interface PreferredDaySettings {
  /** "HH:MM" in Europe/Berlin: orders after it count from the next day. */
  cutOffTime: string;
  /** Weekdays without handover (0 Sunday … 6 Saturday), e.g. [6] for a shop closed on Saturdays. */
  excludedWeekdays: number[];
  /** How many days to offer from the earliest one. */
  daysOffered: number;
}

/** German states as date-holidays names them (ISO 3166-2:DE without the country). */
export const germanStates = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;
export type GermanState = (typeof germanStates)[number];

/** The shop's German state names (seed/countries-and-shipping.ts), by their code. */
const stateCodesByName: Record<string, GermanState> = {
  'Baden-Württemberg': 'BW',
  Bayern: 'BY',
  Berlin: 'BE',
  Brandenburg: 'BB',
  Bremen: 'HB',
  Hamburg: 'HH',
  Hessen: 'HE',
  'Mecklenburg-Vorpommern': 'MV',
  Niedersachsen: 'NI',
  'Nordrhein-Westfalen': 'NW',
  'Rheinland-Pfalz': 'RP',
  Saarland: 'SL',
  Sachsen: 'SN',
  'Sachsen-Anhalt': 'ST',
  'Schleswig-Holstein': 'SH',
  Thüringen: 'TH',
};

/** The code of a German state named as the shop names it; undefined for anything else. */
export function germanStateCode(name: string | null | undefined): GermanState | undefined {
  return name ? stateCodesByName[name] : undefined;
}

/** A calendar day as a Date at noon UTC: adding days never meets a daylight-saving change. */
type Day = Date;

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today's date and the time of day in Germany. */
function berlinNow(now: Date): { today: Day; minutes: number } {
  const parts = Object.fromEntries(berlinParts.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    today: new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), 12)),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const nextDay = (day: Day): Day => new Date(day.getTime() + 86_400_000);
export const isoDay = (day: Day): string => day.toISOString().slice(0, 10);

/** A day DHL hands over and delivers on, for this shop and this state. */
function isWorkingDay(day: Day, state: GermanState | undefined, settings: PreferredDaySettings): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && !settings.excludedWeekdays.includes(weekday) && !isPublicHoliday(isoDay(day), state);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The days a shopper ordering at `now` may choose, earliest first. */
export function preferredDeliveryDays(
  now: Date,
  state: GermanState | undefined,
  settings: PreferredDaySettings,
): string[] {
  const { today, minutes } = berlinNow(now);
  let toCount = minutes >= minutesOf(settings.cutOffTime) ? 3 : 2;
  let day = today;
  // A year ahead at most: a shop that excluded every weekday offers nothing (and never loops).
  for (let tries = 0; toCount > 0; tries += 1) {
    if (tries > 366) return [];
    day = nextDay(day);
    if (isWorkingDay(day, state, settings)) toCount -= 1;
  }
  const days: string[] = [];
  for (let tries = 0; days.length < settings.daysOffered && tries < 366; tries += 1, day = nextDay(day)) {
    if (isWorkingDay(day, state, settings)) days.push(isoDay(day));
  }
  return days;
}
