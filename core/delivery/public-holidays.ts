import Holidays from 'date-holidays';
import type { GermanState } from './preferred-delivery-days';

/**
 * Public holidays of Germany or one of its states, a year at a time (issue 33). Asking
 * `date-holidays` day by day (`isHoliday`) evaluated every rule of the calendar for each day, about
 * 11 ms of every checkout read; a year's public holidays are worked out once here and kept as a set
 * of days. What counts is what `isHoliday` says of the day's first moment in UTC (`new Date(day)`)
 * with a holiday of type `public`: a unit test compares both for all states, every day of two years.
 *
 * Memory is bounded: 17 calendars (the 16 states and Germany as a whole) and at most 4 × 17 years
 * of holidays (the delivery days reach a year ahead); the year asked for first goes first.
 */

/** A state, or undefined: Germany as a whole (the nationwide holidays only). */
type StateCode = GermanState | undefined;

const yearsKept = 4 * 17;

const calendars = new Map<string, Holidays>();
const holidaysByYear = new Map<string, ReadonlySet<string>>();

function calendarOf(state: StateCode): Holidays {
  const key = state ?? 'DE';
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = state ? new Holidays('DE', state) : new Holidays('DE');
    calendars.set(key, calendar);
  }
  return calendar;
}

const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** The days (YYYY-MM-DD) whose first moment in UTC falls into a public holiday of `year`. */
function publicHolidaysOf(state: StateCode, year: number): ReadonlySet<string> {
  const days = new Set<string>();
  for (const holiday of calendarOf(state).getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    // The UTC midnights inside [start, end): a holiday from midnight to midnight in Berlin starts
    // at 22:00 or 23:00 UTC the day before, so its own day is the one counted.
    for (let day = Date.parse(dayOf(holiday.start)); day < holiday.end.getTime(); day += 86_400_000) {
      if (day >= holiday.start.getTime()) days.add(dayOf(new Date(day)));
    }
  }
  return days;
}

/** Whether `day` (YYYY-MM-DD) is a public holiday in the state (or, without one, in all of Germany). */
export function isPublicHoliday(day: string, state: StateCode): boolean {
  const year = Number(day.slice(0, 4));
  const key = `${state ?? 'DE'} ${year}`;
  let days = holidaysByYear.get(key);
  if (!days) {
    days = publicHolidaysOf(state, year);
    holidaysByYear.set(key, days);
    if (holidaysByYear.size > yearsKept) holidaysByYear.delete(holidaysByYear.keys().next().value!);
  }
  return days.has(day);
}
