import { describe, expect, it } from 'vitest';
import {
  germanStateCode,
  germanStates,
  preferredDeliveryDays,
  type PreferredDaySettings,
} from './preferred-delivery-days';

const settings: PreferredDaySettings = { cutOffTime: '14:00', excludedWeekdays: [], daysOffered: 5 };
/** A moment given in German time (CET +1, CEST +2). */
const berlin = (iso: string, offset: '+01:00' | '+02:00') => new Date(`${iso}${offset}`);

describe('preferred delivery days (DHL Wunschtag)', () => {
  it('start two working days after the order day, three after the cut-off time', () => {
    // Monday 9 November 2026.
    expect(preferredDeliveryDays(berlin('2026-11-09T10:00', '+01:00'), 'BE', settings)[0]).toBe('2026-11-11');
    expect(preferredDeliveryDays(berlin('2026-11-09T13:59', '+01:00'), 'BE', settings)[0]).toBe('2026-11-11');
    expect(preferredDeliveryDays(berlin('2026-11-09T14:00', '+01:00'), 'BE', settings)[0]).toBe('2026-11-12');
    // Half past midnight in Berlin (still Monday in UTC) is Tuesday: it counts from Tuesday.
    expect(preferredDeliveryDays(berlin('2026-11-10T00:30', '+01:00'), 'BE', settings)[0]).toBe('2026-11-12');
  });

  it('never offer a Sunday, and count no Sunday as a working day', () => {
    // Friday 13 November 2026, 10:00: Saturday is the first working day, Monday the second.
    const days = preferredDeliveryDays(berlin('2026-11-13T10:00', '+01:00'), 'BE', settings);
    expect(days).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    const later = preferredDeliveryDays(berlin('2026-11-16T10:00', '+01:00'), 'BE', { ...settings, daysOffered: 6 });
    expect(later).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24']);
  });

  it('skip the public holidays of the delivery address`s state only', () => {
    // Corpus Christi, Thursday 4 June 2026: a holiday in Bavaria, not in Berlin.
    const tuesday = berlin('2026-06-02T10:00', '+02:00');
    expect(preferredDeliveryDays(tuesday, 'BE', settings).slice(0, 2)).toEqual(['2026-06-04', '2026-06-05']);
    expect(preferredDeliveryDays(tuesday, 'BY', settings).slice(0, 2)).toEqual(['2026-06-05', '2026-06-06']);
    // Christmas: 25 and 26 December are holidays everywhere, Christmas Eve is not.
    const beforeChristmas = preferredDeliveryDays(berlin('2026-12-22T10:00', '+01:00'), 'NW', settings);
    expect(beforeChristmas.slice(0, 3)).toEqual(['2026-12-24', '2026-12-28', '2026-12-29']);
  });

  it('leave out the weekdays the shop excludes, and offer nothing rather than loop when all are', () => {
    const noSaturdays = { ...settings, excludedWeekdays: [6] };
    const days = preferredDeliveryDays(berlin('2026-11-12T10:00', '+01:00'), 'HH', noSaturdays);
    expect(days[0]).toBe('2026-11-16');
    expect(days.map((day) => new Date(`${day}T12:00Z`).getUTCDay())).not.toContain(6);
    expect(preferredDeliveryDays(new Date(), 'HH', { ...settings, excludedWeekdays: [1, 2, 3, 4, 5, 6] })).toEqual([]);
  });

  it('know every German state by the name the shop gives it, and nothing else', () => {
    const names = ['Baden-Württemberg', 'Bayern', 'Berlin', 'Brandenburg', 'Bremen', 'Hamburg', 'Hessen'];
    expect(names.map(germanStateCode)).toEqual(['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE']);
    expect(new Set(Object.values(germanStates)).size).toBe(16);
    expect(germanStateCode('Thüringen')).toBe('TH');
    expect(germanStateCode('Wien')).toBeUndefined();
    expect(germanStateCode(undefined)).toBeUndefined();
  });
});
