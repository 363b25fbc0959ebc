/** Spec §4: availability ids 1–3 green, 4–6 amber, 7–8 red, 9–10 grey. */
export type AvailabilityTone = 'green' | 'amber' | 'red' | 'grey';

export function availabilityTone(availabilityId: number): AvailabilityTone {
  if (availabilityId <= 3) return 'green';
  if (availabilityId <= 6) return 'amber';
  if (availabilityId <= 8) return 'red';
  return 'grey';
}

export interface CategoryCardFacts {
  isSalable: boolean;
  minimumOrderQuantity: number;
  intervalOrderQuantity: number | null;
  hasOrderProperties: boolean;
  hasRequiredOrderProperty: boolean;
  itemType: 'default' | 'set' | 'multiPack' | 'giftCard';
  salableVariationCount: number;
  /** Graduated steps from quantity 2 on (a step at quantity 1 does not count). */
  graduatedPriceCount: number;
}

/**
 * Spec §4: a product card may put the item into the cart directly only when nothing needs
 * choosing or explaining first; otherwise it links to the product page ("show options").
 */
export function canAddFromCategoryPage(facts: CategoryCardFacts): boolean {
  return (
    facts.isSalable &&
    facts.minimumOrderQuantity === 1 &&
    (facts.intervalOrderQuantity === null || facts.intervalOrderQuantity <= 1) &&
    !facts.hasOrderProperties &&
    !facts.hasRequiredOrderProperty &&
    facts.itemType !== 'set' &&
    facts.salableVariationCount < 2 &&
    facts.graduatedPriceCount === 0
  );
}

/** Spec §5/§9: ratings shown in half steps, rounded down (4.7 → 4.5 stars). */
export function roundRating(value: number, step: 'half' | 'tenth' = 'half'): number {
  const clamped = Math.min(5, Math.max(0, value));
  return step === 'half' ? Math.floor(clamped * 2) / 2 : Math.floor(clamped * 10) / 10;
}
