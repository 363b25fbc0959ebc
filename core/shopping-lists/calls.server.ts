import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { ApiError, isApiError } from '../api/errors';
import { cachedProduct } from '../catalog/cached-read.server';
import { summarizeVariation, type VariationSummary } from '../catalog/variation-summary';
import { variations } from '../db/catalog-schema';
import { customers } from '../db/customer-schema';
import type { SessionRecord } from '../sessions/session-store.server';
import {
  comparisonOf,
  wishlistOf,
  withComparisonItem,
  withoutComparisonItem,
  withoutWishlistItem,
  withWishlistItem,
} from './session-lists';

const variationId = z.number().int().positive().max(2_147_483_647);

/** The summaries of the variations that still exist (spec §4: the list is filtered to known ids). */
async function summaries(ctx: CallContext, variationIds: number[]): Promise<Map<number, VariationSummary>> {
  if (variationIds.length === 0) return new Map();
  const rows = await ctx.services.db
    .select({ id: variations.id, itemId: variations.itemId, isActive: variations.isActive })
    .from(variations)
    .where(inArray(variations.id, variationIds));
  const known = new Map(rows.filter((row) => row.isActive).map((row) => [row.id, row.itemId]));
  const found = new Map<number, VariationSummary>();
  await Promise.all(
    variationIds.map(async (id) => {
      const itemId = known.get(id);
      if (itemId === undefined) return;
      try {
        found.set(id, summarizeVariation(await cachedProduct(ctx, itemId, id)));
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
      }
    }),
  );
  return found;
}

/** A variation a shopper may put on a list: it exists and is active (it need not be in stock). */
async function requireVariation(ctx: CallContext, id: number) {
  const [row] = await ctx.services.db
    .select({ isActive: variations.isActive })
    .from(variations)
    .where(eq(variations.id, id));
  if (!row?.isActive) {
    throw new ApiError({ status: 404, key: 'cart.variationNotFound', message: 'No such variation' });
  }
}

/** getWishlist: the wishlist's variations with the quantity the shopper noted, newest first. */
export const getWishlist = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    const entries = wishlistOf((await ctx.session.current())?.data);
    const found = await summaries(
      ctx,
      entries.map((entry) => entry.variationId),
    );
    return entries.flatMap((entry) => {
      const summary = found.get(entry.variationId);
      return summary ? [{ ...summary, quantity: entry.quantity }] : [];
    });
  },
});

/** A logged-in customer's wishlist is the account's: it is there again at the next login. */
async function keepWithAccount(ctx: CallContext, session: SessionRecord) {
  if (session.customerId === null) return;
  await ctx.services.db
    .update(customers)
    .set({ wishlistItems: wishlistOf(session.data) })
    .where(eq(customers.id, session.customerId));
}

/** doAddWishlistItem {variationId, quantity}: answers the wishlist's variation ids. */
export const doAddWishlistItem = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ variationId, quantity: z.number().int().min(1).max(100_000).optional().default(1) }).strict(),
  async handler(ctx, input) {
    await requireVariation(ctx, input.variationId);
    const session = await ctx.session.update((data) => withWishlistItem(data, input));
    await keepWithAccount(ctx, session);
    return wishlistOf(session.data).map((entry) => entry.variationId);
  },
});

/** deleteWishlistItem {variationId}: true when it was on the list and is gone now. */
export const deleteWishlistItem = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ variationId }).strict(),
  async handler(ctx, input) {
    const before = wishlistOf((await ctx.session.current())?.data);
    if (!before.some((entry) => entry.variationId === input.variationId)) return false;
    const session = await ctx.session.update((data) => withoutWishlistItem(data, input.variationId));
    await keepWithAccount(ctx, session);
    return true;
  },
});

/** getComparisonList: the variations to compare side by side, newest first. */
export const getComparisonList = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    const ids = comparisonOf((await ctx.session.current())?.data);
    const found = await summaries(ctx, ids);
    return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
  },
});

/** doAddComparisonItem {variationId}: answers the list's ids; a full list is refused with its maximum. */
export const doAddComparisonItem = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ variationId }).strict(),
  async handler(ctx, input) {
    await requireVariation(ctx, input.variationId);
    const session = await ctx.session.update((data) => withComparisonItem(data, input.variationId));
    return comparisonOf(session.data);
  },
});

export const deleteComparisonItem = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ variationId }).strict(),
  async handler(ctx, input) {
    const session = await ctx.session.update((data) => withoutComparisonItem(data, input.variationId));
    return comparisonOf(session.data);
  },
});
