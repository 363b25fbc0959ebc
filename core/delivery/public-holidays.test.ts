import Holidays from 'date-holidays';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { germanStates, preferredDeliveryDays } from './preferred-delivery-days';
import { isPublicHoliday } from './public-holidays';

/**
 * The days date-holidays itself lists as public holidays in these years: the answer the delivery
 * days got from it, day by day, until issue 33 (asked here a year at a time, which is much faster).
 */
function libraryPublicHolidays(calendar: Holidays, years: number[]): Set<string> {
  const holidays = years.flatMap((year) => calendar.getHolidays(year));
  return new Set(holidays.filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)));
}

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = Date.parse(from); day <= Date.parse(to); day += 86_400_000) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

describe('public holidays kept per state and year', () => {
  afterEach(() => vi.restoreAllMocks());

  const states = [...germanStates, undefined];
  const days = everyDay('2026-01-01', '2027-12-31');

  it.each(states.map((state) => [state ?? 'DE', state] as const))(
    'agree with date-holidays for every day of 2026 and 2027 (%s)',
    (_name, state) => {
      const calendar = state ? new Holidays('DE', state) : new Holidays('DE');
      const library = libraryPublicHolidays(calendar, [2026, 2027]);
      expect(library.size).toBeGreaterThanOrEqual(18);
      const differences = days.filter((day) => isPublicHoliday(day, state) !== library.has(day));
      expect(differences).toEqual([]);
      // Not vacuous: every state has its nine nationwide holidays a year at least.
      expect(days.filter((day) => isPublicHoliday(day, state)).length).toBeGreaterThanOrEqual(18);
    },
  );

  it('know a state`s own holidays: Corpus Christi in Bavaria, not in Berlin', () => {
    expect(isPublicHoliday('2026-06-04', 'BY')).toBe(true);
    expect(isPublicHoliday('2026-06-04', 'BE')).toBe(false);
    expect(isPublicHoliday('2026-06-04', undefined)).toBe(false);
    expect(isPublicHoliday('2026-12-25', undefined)).toBe(true);
  });

  it('work a year out once: choosing delivery days asks the library no day by day', () => {
    const byDay = vi.spyOn(Holidays.prototype, 'isHoliday');
    const byYear = vi.spyOn(Holidays.prototype, 'getHolidays');
    const settings = { cutOffTime: '14:00', excludedWeekdays: [], daysOffered: 10 };
    for (let order = 0; order < 50; order += 1) {
      preferredDeliveryDays(new Date(Date.UTC(2028, 2, 1 + (order % 20), 9)), 'NI', settings);
    }
    expect(byDay).not.toHaveBeenCalled();
    // 2028 of Lower Saxony, once (its days are kept for the next orders).
    expect(byYear).toHaveBeenCalledTimes(1);
  });

  it('keep a bounded number of years: the oldest asked goes first', () => {
    const byYear = vi.spyOn(Holidays.prototype, 'getHolidays');
    for (let year = 2100; year < 2200; year += 1) isPublicHoliday(`${year}-05-01`, 'SN');
    expect(byYear).toHaveBeenCalledTimes(100);
    // The last years asked are still known; the first were let go and are worked out again.
    expect(isPublicHoliday('2199-05-01', 'SN')).toBe(true);
    expect(byYear).toHaveBeenCalledTimes(100);
    expect(isPublicHoliday('2100-05-01', 'SN')).toBe(true);
    expect(byYear).toHaveBeenCalledTimes(101);
  });
});
