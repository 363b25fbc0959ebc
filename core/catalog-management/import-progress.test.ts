import { describe, expect, it } from 'vitest';
import { progressOf, type ImportProgress } from './import-progress';

describe('progressOf', () => {
  it('reports the start, every 500 and the end – growing, ending at the total', async () => {
    const reports: ImportProgress[] = [];
    const step = progressOf('check', 1_234, (progress) => reports.push(progress));
    for (let done = 0; done <= 1_234; done++) await step(done);
    expect(reports.map((report) => report.done)).toEqual([0, 500, 1_000, 1_234]);
    expect(reports.every((report) => report.stage === 'check' && report.total === 1_234)).toBe(true);
  });

  it('reports steps that jump past the interval, and the same count only once', async () => {
    const reports: number[] = [];
    const step = progressOf('load', 2_000, (progress) => reports.push(progress.done));
    for (const done of [500, 500, 1_000, 1_500, 2_000, 2_000]) await step(done);
    expect(reports).toEqual([500, 1_000, 1_500, 2_000]);
  });

  it('lets the event loop run after a report (so it is sent while the work goes on)', async () => {
    const order: string[] = [];
    const step = progressOf('store', 10, () => order.push('report'), 5);
    setImmediate(() => order.push('other work'));
    await step(0);
    order.push('after step');
    expect(order).toEqual(['report', 'other work', 'after step']);
  });

  it('does nothing without a listener, nor for a stage with nothing to do', async () => {
    const step = progressOf('check', 10, undefined);
    await expect(step(10)).resolves.toBeUndefined();
    const reports: number[] = [];
    const empty = progressOf('load', 0, (progress) => reports.push(progress.done));
    await empty(0);
    expect(reports).toEqual([]);
  });
});
