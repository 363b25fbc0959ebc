import { shopDay } from '../i18n/format';
/**
 * Price rules of the shop (spec §3 prices, PAngV). Pure functions over integer cents, so the
 * product page, category cards, the cart and the order all compute prices the same way.
 */
export interface PriceRow {
  kind: 'default' | 'rrp' | 'special';
  minimumQuantity: number;
  priceCents: number;
  validFrom: Date | null;
  validUntil: Date | null;
  /** A price only this customer class pays (null or absent: everyone's). */
  customerClassId?: number | null;
}

export interface PriceHistoryRow {
  priceCents: number;
  validFrom: Date;
  validUntil: Date | null;
}

export interface GraduatedPrice {
  minimumOrderQuantity: number;
  priceCents: number;
  /** Saving against the price for one piece, in percent to one decimal (spec §9). */
  discountPercent: number;
}

export interface VariationPrice {
  /** What one piece costs at this quantity. */
  unitPriceCents: number;
  /** The regular price for one piece (before any special offer). */
  defaultPriceCents: number;
  /** The price shown crossed out: the regular price during a special offer, else a higher RRP. */
  crossedPriceCents: number | null;
  crossedPriceKind: 'default' | 'rrp' | null;
  /** PAngV § 11: the lowest price of the 30 days before the reduction, shown with every reduction. */
  lowestPriceCents: number | null;
  /** Reduction in percent, against the 30-day lowest price (CJEU C-330/23); null without one. */
  reductionPercent: number | null;
  /**
   * A special offer now, and the last day it holds (YYYY-MM-DD in Germany; null: open-ended). The
   * stored end is the first moment it no longer holds (midnight after the last day staff chose).
   */
  specialOffer: { priceCents: number; lastDay: string | null } | null;
  graduatedPrices: GraduatedPrice[];
}

const lowestPriceWindowMs = 30 * 86_400_000;

function isValid(row: PriceRow, now: Date): boolean {
  return (!row.validFrom || row.validFrom <= now) && (!row.validUntil || row.validUntil > now);
}

/** Percent to one decimal, rounded down so that a saving is never overstated. */
export function discountPercent(priceCents: number, referenceCents: number): number {
  if (referenceCents <= 0 || priceCents >= referenceCents) return 0;
  return Math.floor((1000 * (referenceCents - priceCents)) / referenceCents) / 10;
}

/** The lowest price in force at any moment of the 30 days before `before` (PAngV § 11). */
export function lowestPriceBefore(history: PriceHistoryRow[], before: Date): number | null {
  const windowStart = before.getTime() - lowestPriceWindowMs;
  let lowest: number | null = null;
  for (const entry of history) {
    const from = entry.validFrom.getTime();
    const until = entry.validUntil?.getTime() ?? Number.POSITIVE_INFINITY;
    // In force at some point of [windowStart, before)?
    if (from < before.getTime() && until > windowStart) {
      lowest = lowest === null ? entry.priceCents : Math.min(lowest, entry.priceCents);
    }
  }
  return lowest;
}

/**
 * The price rows a customer class pays by (issue 37, ADR 0029): its own regular and graduated
 * prices only ever lower everyone's – at every quantity the lowest of both lists applies, so a
 * business customer never pays more than a consumer. RRP and special offers are everyone's.
 * Private customers and visitors are class 1 and get everyone's rows as they are.
 */
export function pricesForClass<Row extends PriceRow>(rows: Row[], customerClassId = 1, now = new Date()): Row[] {
  const general = rows.filter((row) => row.customerClassId == null);
  const own = rows.filter(
    (row) => row.customerClassId === customerClassId && row.kind === 'default' && isValid(row, now),
  );
  if (own.length === 0) return general;
  const steps = [...general.filter((row) => row.kind === 'default' && isValid(row, now)), ...own].sort(
    (a, b) => a.minimumQuantity - b.minimumQuantity || a.priceCents - b.priceCents,
  );
  // From each quantity on the lowest price of any step up to it; a step that lowers nothing goes.
  const merged: Row[] = [];
  for (const step of steps) {
    const current = merged.at(-1);
    if (current && step.priceCents >= current.priceCents) continue;
    if (current?.minimumQuantity === step.minimumQuantity) merged.pop();
    merged.push(step);
  }
  return [...general.filter((row) => row.kind !== 'default'), ...merged];
}

export function computeVariationPrice(
  allRows: PriceRow[],
  history: PriceHistoryRow[],
  options: { quantity?: number; now?: Date; customerClassId?: number } = {},
): VariationPrice {
  const now = options.now ?? new Date();
  const rows = pricesForClass(allRows, options.customerClassId, now);
  const quantity = Math.max(1, options.quantity ?? 1);
  const tiers = rows
    .filter((row) => row.kind === 'default' && isValid(row, now))
    .sort((a, b) => a.minimumQuantity - b.minimumQuantity);
  const basePrice = tiers.find((row) => row.minimumQuantity <= 1) ?? tiers[0];
  if (!basePrice) throw new Error('A variation needs a default price');
  const tierForQuantity = [...tiers].reverse().find((row) => row.minimumQuantity <= quantity) ?? basePrice;
  const special = rows
    .filter((row) => row.kind === 'special' && isValid(row, now) && row.minimumQuantity <= quantity)
    .sort((a, b) => a.priceCents - b.priceCents)[0];
  const rrp = rows.find((row) => row.kind === 'rrp' && isValid(row, now));

  const specialApplies = special !== undefined && special.priceCents < tierForQuantity.priceCents;
  const unitPriceCents = specialApplies ? special.priceCents : tierForQuantity.priceCents;

  let crossedPriceCents: number | null = null;
  let crossedPriceKind: VariationPrice['crossedPriceKind'] = null;
  if (specialApplies) {
    crossedPriceCents = basePrice.priceCents;
    crossedPriceKind = 'default';
  } else if (rrp && rrp.priceCents > unitPriceCents) {
    crossedPriceCents = rrp.priceCents;
    crossedPriceKind = 'rrp';
  }

  // A reduction of our own price must name the lowest price of the 30 days before it began.
  const reductionStart = specialApplies ? (special.validFrom ?? now) : now;
  const lowestPriceCents = crossedPriceCents === null ? null : lowestPriceBefore(history, reductionStart);
  const reductionReference =
    crossedPriceKind === 'default' ? (lowestPriceCents ?? crossedPriceCents) : crossedPriceCents;
  const reductionPercent =
    reductionReference === null ? null : discountPercent(unitPriceCents, reductionReference) || null;

  return {
    unitPriceCents,
    defaultPriceCents: basePrice.priceCents,
    crossedPriceCents,
    crossedPriceKind,
    lowestPriceCents,
    reductionPercent,
    specialOffer: specialApplies
      ? {
          priceCents: special.priceCents,
          lastDay: special.validUntil ? shopDay(new Date(special.validUntil.getTime() - 1)) : null,
        }
      : null,
    // The peer lists only steps from quantity 2 on; a step at quantity 1 is just the price.
    graduatedPrices: tiers
      .filter((row) => row.minimumQuantity > 1)
      .map((row) => ({
        minimumOrderQuantity: row.minimumQuantity,
        priceCents: row.priceCents,
        discountPercent: discountPercent(row.priceCents, basePrice.priceCents),
      })),
  };
}

/** Net from gross: VAT rate in basis points (1900 = 19 %), rounded to the cent. */
export function netFromGross(grossCents: number, vatRateBasisPoints: number): number {
  return Math.round((grossCents * 10_000) / (10_000 + vatRateBasisPoints));
}

/**
 * Base price (PAngV § 4): the price per 1 litre / 1 kg / 1 m … for goods sold by quantity. Not shown
 * for goods sold per piece (unit C62 with content 1, spec §9).
 */
export function basePrice(
  priceCents: number,
  unit: { code: string; content: number },
): { priceCents: number; per: 'LTR' | 'KGM' | 'MTR' | 'C62' } | null {
  if (unit.code === 'C62' && unit.content === 1) return null;
  if (unit.content <= 0) return null;
  if (unit.code === 'MLT') return { priceCents: Math.round((priceCents * 1000) / unit.content), per: 'LTR' };
  if (unit.code === 'GRM') return { priceCents: Math.round((priceCents * 1000) / unit.content), per: 'KGM' };
  if (unit.code === 'LTR' || unit.code === 'KGM' || unit.code === 'MTR' || unit.code === 'C62') {
    return { priceCents: Math.round(priceCents / unit.content), per: unit.code };
  }
  return null;
}
