import { describe, expect, it } from 'vitest';
import { openingHourRuns } from './parcel-station-finder';

describe('opening hours as runs of days', () => {
  it('joins neighbouring days with the same hours and keeps gaps and other hours apart', () => {
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00' }));
    expect(openingHourRuns([{ weekday: 6, opens: '09:00', closes: '12:30' }, ...weekdays])).toEqual([
      { from: 1, to: 5, opens: '09:00', closes: '18:00' },
      { from: 6, to: 6, opens: '09:00', closes: '12:30' },
    ]);
    // Closed on Wednesday: two runs.
    expect(openingHourRuns(weekdays.filter((entry) => entry.weekday !== 3)).map((run) => [run.from, run.to])).toEqual([
      [1, 2],
      [4, 5],
    ]);
  });
});
