import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/connection.server';
import { variationPrices, type bundleComponents } from '../db/catalog-schema';
import { computeVariationPrice } from './pricing';

/** What a set saves (spec §9 "bundle discount rounded percent from crossed price"). */
export interface SetSavings {
  /** Its parts bought one by one, each at its price today. */
  partsCents: number;
  /** The saving against that, rounded to a whole percent. */
  percent: number;
}

/**
 * A set's saving against its parts bought one by one (issue 39 item 10): null for an item that is
 * no set, or when the set costs no less. One query, for the parts' prices, and only for a set.
 */
export async function setSavingsOf(
  db: Executor,
  componentRows: ReadonlyArray<{ component: typeof bundleComponents.$inferSelect }>,
  setPriceCents: number,
  options: { now: Date; customerClassId?: number },
): Promise<SetSavings | null> {
  if (componentRows.length === 0) return null;
  const ids = componentRows.map((row) => row.component.componentVariationId);
  const priceRows = await db.select().from(variationPrices).where(inArray(variationPrices.variationId, ids));
  let partsCents = 0;
  for (const { component } of componentRows) {
    const own = priceRows.filter((row) => row.variationId === component.componentVariationId);
    if (!own.some((row) => row.kind === 'default')) return null;
    partsCents +=
      computeVariationPrice(own, [], { ...options, quantity: component.quantity }).unitPriceCents * component.quantity;
  }
  if (partsCents <= setPriceCents) return null;
  return { partsCents, percent: Math.round(((partsCents - setPriceCents) * 100) / partsCents) };
}
