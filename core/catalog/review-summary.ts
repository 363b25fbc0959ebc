/**
 * The rating summary of an item (spec §3: ratingsCountTotal, averageValue, ratingsCountOf1..5),
 * from its visible reviews only. Issue 20: the average in tenth or half steps, and the bars'
 * share in whole percent when the shop shows them.
 */
export type Stars = 1 | 2 | 3 | 4 | 5;

export interface ReviewSummarySettings {
  steps: 'tenth' | 'half';
  percentages: boolean;
}

export interface ReviewSummary {
  ratingsCountTotal: number;
  averageValue: number;
  ratingsCountOf: Record<Stars, number>;
  /** Share of each rating in whole percent; null when the shop does not show percentages. */
  ratingPercentOf: Record<Stars, number> | null;
}

export function summarizeRatings(
  rows: ReadonlyArray<{ rating: number; count: number }>,
  settings: ReviewSummarySettings,
): ReviewSummary {
  const ratingsCountOf: Record<Stars, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of rows) if (row.rating >= 1 && row.rating <= 5) ratingsCountOf[row.rating as Stars] += row.count;
  const ratingsCountTotal = Object.values(ratingsCountOf).reduce((sum, count) => sum + count, 0);
  const sum = ([1, 2, 3, 4, 5] as const).reduce((total, stars) => total + stars * ratingsCountOf[stars], 0);
  const perStep = settings.steps === 'half' ? 2 : 10;
  const averageValue = ratingsCountTotal ? Math.round((sum / ratingsCountTotal) * perStep) / perStep : 0;
  const ratingPercentOf =
    settings.percentages && ratingsCountTotal
      ? (Object.fromEntries(
          ([1, 2, 3, 4, 5] as const).map((stars) => [
            stars,
            Math.round((100 * ratingsCountOf[stars]) / ratingsCountTotal),
          ]),
        ) as Record<Stars, number>)
      : null;
  return { ratingsCountTotal, averageValue, ratingsCountOf, ratingPercentOf };
}
