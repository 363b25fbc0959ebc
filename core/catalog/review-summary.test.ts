import { describe, expect, it } from 'vitest';
import { summarizeRatings } from './review-summary';

const rows = [
  { rating: 5, count: 3 },
  { rating: 4, count: 1 },
  { rating: 1, count: 1 },
];

describe('summarizeRatings', () => {
  it('averages in tenth steps by default and in half steps by setting', () => {
    // (15 + 4 + 1) / 5 = 4.0; with 4 × 5 + 1 × 4 + 2 × 1 … below the half step rounds to the nearer half.
    expect(summarizeRatings(rows, { steps: 'tenth', percentages: false }).averageValue).toBe(4);
    const uneven = [
      { rating: 5, count: 2 },
      { rating: 4, count: 1 },
    ]; // 14 / 3 = 4.67
    expect(summarizeRatings(uneven, { steps: 'tenth', percentages: false }).averageValue).toBe(4.7);
    expect(summarizeRatings(uneven, { steps: 'half', percentages: false }).averageValue).toBe(4.5);
    expect(
      summarizeRatings(
        [
          { rating: 4, count: 3 },
          { rating: 5, count: 1 },
        ],
        { steps: 'half', percentages: false },
      ).averageValue,
    ).toBe(4.5);
  });

  it('counts per rating, with percentages only when shown, and nothing for no reviews', () => {
    const summary = summarizeRatings(rows, { steps: 'tenth', percentages: true });
    expect(summary.ratingsCountTotal).toBe(5);
    expect(summary.ratingsCountOf).toEqual({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 3 });
    expect(summary.ratingPercentOf).toEqual({ 1: 20, 2: 0, 3: 0, 4: 20, 5: 60 });
    expect(summarizeRatings(rows, { steps: 'tenth', percentages: false }).ratingPercentOf).toBeNull();
    expect(summarizeRatings([], { steps: 'half', percentages: true })).toEqual({
      ratingsCountTotal: 0,
      averageValue: 0,
      ratingsCountOf: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      ratingPercentOf: null,
    });
  });
});
