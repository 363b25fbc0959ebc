import { eq, inArray } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { ApiError, isApiError } from '../api/errors';
import { shownProduct } from '../catalog/cached-read.server';
import { summarizeVariation, type VariationSummary } from '../catalog/variation-summary';
import { updateCustomer } from '../customers/accounts.server';
import { variations } from '../db/catalog-schema';
import type { SessionRecord } from '../sessions/session-store.server';
import { wishlistOf } from '../sessions/shopping-lists-state';

/** The wishlist's and comparison list's variations, and keeping a customer's wishlist. */

/** The summaries of the variations that still exist (spec §4: the list is filtered to known ids). */
export async function summaries(ctx: CallContext, variationIds: number[]): Promise<Map<number, VariationSummary>> {
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
        found.set(id, summarizeVariation(await shownProduct(ctx, itemId, id)));
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
      }
    }),
  );
  return found;
}

/** A variation a shopper may put on a list: it exists and is active (it need not be in stock). */
export async function requireVariation(ctx: CallContext, id: number) {
  const [row] = await ctx.services.db
    .select({ isActive: variations.isActive })
    .from(variations)
    .where(eq(variations.id, id));
  if (!row?.isActive) {
    throw new ApiError({ status: 404, key: 'cart.variationNotFound', message: 'No such variation' });
  }
}

/** A logged-in customer's wishlist is the account's: it is there again at the next login. */
export async function keepWithAccount(ctx: CallContext, session: SessionRecord) {
  if (session.customerId === null) return;
  await updateCustomer(ctx.services.db, session.customerId, { wishlistItems: wishlistOf(session.data) });
}
