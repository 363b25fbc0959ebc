import { eq } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { isApiError } from '../api/errors';
import { cachedProduct, cachedRead } from '../catalog/cached-read.server';
import { checkoutStateOf } from '../sessions/checkout-state';
import { cartViewerOf } from '../coupons/coupons.server';
import { customers } from '../db/customer-schema';
import { carts } from '../db/schema';
import type { SessionRecord } from '../sessions/session-store.server';
import { cachedShippingRates } from '../shipping/shipping.server';
import { cartIdOfSession, ensureCart, type ProductLookup } from './cart.server';
import { readPriceLists, type PriceListLookup } from './cart-view.server';

/**
 * The cart of a visitor's session and what pricing it needs: shared by the cart calls, the
 * checkout, order again and the order-property uploads.
 */

/** The session's cart id, or null before the first add. */
export async function cartIdOf(ctx: CallContext): Promise<number | null> {
  return cartIdOfSession(await ctx.session.current());
}

/** The cart of the session, created (and remembered in the session) on the first add. */
export async function ensureSessionCart(ctx: CallContext): Promise<number> {
  const existing = await cartIdOf(ctx);
  const cartId = await ensureCart(ctx.services.db, existing);
  if (cartId !== existing) {
    // Requests sent at once by a new visitor each make a cart; the first to reach the (locked)
    // session keeps its own, the others use that one and drop theirs.
    let kept = cartId;
    const session = await ctx.session.update((data) => {
      kept = cartId;
      const current = typeof data.cartId === 'number' ? data.cartId : null;
      if (current !== null && current !== existing) {
        kept = current;
        return data;
      }
      return { ...data, cartId };
    });
    if (kept !== cartId) {
      await ctx.services.db.delete(carts).where(eq(carts.id, cartId));
      return kept;
    }
    // A logged-in customer's cart is the account's: it comes back at the next login.
    if (session.customerId !== null) {
      await ctx.services.db.update(customers).set({ cartId }).where(eq(customers.id, session.customerId));
    }
  }
  return cartId;
}

/** Product data through the catalog cache, shared with getProduct. */
export function productLookup(ctx: CallContext): ProductLookup {
  return async (itemId, variationId) => {
    try {
      return await cachedProduct(ctx, itemId, variationId);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  };
}

/**
 * Who the cart is priced for (coupon rules, net prices), where it would be shipped and with
 * which of the checkout's shipping methods.
 */
export async function pricingFor(ctx: CallContext, session: SessionRecord | null) {
  const viewer = await cartViewerOf(ctx.services.db, session);
  return {
    customer: viewer.coupon,
    showNetPrices: viewer.showNetPrices,
    customerClassId: viewer.customerClassId,
    shippingRatesOf: (countryId: number) => cachedShippingRates(ctx, countryId),
    shippingProfileId: checkoutStateOf(session).shippingProfileId ?? null,
    priceListsOf: cachedPriceLists(ctx),
  };
}

/**
 * Price lists through the catalogue's read cache, one entry per variation, cleared with every
 * catalogue change like the product the cart shows beside them: the cart prices what the product
 * page shows, and a cart read costs two statements less (issue 38). Prices that start or end at a
 * moment need no new read: the rows carry their validity and are judged at each read's time.
 */
function cachedPriceLists(ctx: CallContext): PriceListLookup {
  const fromDatabase = readPriceLists(ctx.services.db);
  return async (variationIds) => {
    const lists = await Promise.all(
      variationIds.map((variationId) =>
        cachedRead(ctx, ['price-lists', variationId], () => fromDatabase([variationId])),
      ),
    );
    return { prices: lists.flatMap((list) => list.prices), history: lists.flatMap((list) => list.history) };
  };
}
