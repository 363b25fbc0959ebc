import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { keepWithAccount, requireVariation, summaries } from './list-variations.server';
import { comparisonOf, wishlistOf } from '../sessions/shopping-lists-state';
import { withComparisonItem, withoutComparisonItem, withoutWishlistItem, withWishlistItem } from './session-lists';
import { maxColumnInteger } from '../api/column-limits';

const variationId = z.number().int().positive().max(maxColumnInteger);

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
