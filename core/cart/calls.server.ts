import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { normalizeCouponCode } from '../coupons/coupon-rules';
import { couponError, couponGuessRateLimits, refusalError } from '../coupons/coupons.server';
import { enforceRateLimits, releaseHits } from '../security/rate-limits.server';
import {
  cartIdOfSession,
  clearCart,
  deleteCartItem as removeCartItem,
  removeCartCoupon,
  setCartCoupon,
  setCartShippingCountry,
  setCartItemQuantity as changeQuantity,
} from './cart.server';
import { addCartItem } from './add-to-cart.server';
import { cachedCountries } from '../shipping/shipping.server';
import { cartIdOf, ensureSessionCart, pricingFor, productLookup } from './session-cart.server';
import { loadCart } from './cart-view.server';
import { maxColumnInteger } from '../api/column-limits';

const id = z.number().int().positive().max(maxColumnInteger);
/** Quantities people can type; the variation's own limits are checked by the cart. */
const quantity = z.number().int().min(1).max(100_000);
const orderParams = z
  .array(z.object({ propertyId: id, value: z.string().max(500) }).strict())
  .max(20)
  .optional()
  .default([]);

const cartLimits = (ctx: CallContext) => ({ maxLineQuantity: ctx.services.config.MAX_LINE_QUANTITY });

/**
 * Every cart call answers with the whole cart (spec §4); what happened on the way (an oversell
 * warning, lines removed as unavailable) rides along as the cart's apiEvents.
 */
async function currentCart(ctx: CallContext, cartId: number | null) {
  const { cart, events } = await loadCart(
    ctx.services.db,
    cartId,
    productLookup(ctx),
    await pricingFor(ctx, await ctx.session.current()),
  );
  return { ...cart, apiEvents: [...ctx.events.splice(0), ...events] };
}

export const getCart = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  handler: async (ctx) => currentCart(ctx, await cartIdOf(ctx)),
});

const addInput = z.object({ productId: id, quantity, basketItemOrderParams: orderParams }).strict();

/** Adds lines in order to the session's cart (stopping at the first that fails) and answers with it. */
async function addLines(ctx: CallContext, lines: Array<z.output<typeof addInput>>) {
  const cartId = await ensureSessionCart(ctx);
  for (const line of lines) {
    const events = await addCartItem(
      ctx.services.db,
      cartId,
      { variationId: line.productId, quantity: line.quantity, orderParams: line.basketItemOrderParams },
      productLookup(ctx),
      cartLimits(ctx),
    );
    ctx.events.push(...events);
  }
  return currentCart(ctx, cartId);
}

export const doAddCartItem = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: addInput,
  handler: (ctx, input) => addLines(ctx, [input]),
});

/** Several lines at once (order again, wishlist "all to cart"). */
export const doAddCartItems = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ items: z.array(addInput).min(1).max(50) }).strict(),
  handler: (ctx, input) => addLines(ctx, input.items),
});

export const setCartItemQuantity = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ productId: id, quantity, cartItemId: id }).strict(),
  async handler(ctx, input) {
    const cartId = await cartIdOf(ctx);
    const result = await changeQuantity(
      ctx.services.db,
      cartId,
      { cartItemId: input.cartItemId, quantity: input.quantity },
      cartLimits(ctx),
    );
    ctx.events.push(...result.events);
    const cart = await currentCart(ctx, cartId);
    return result.availableStock === undefined ? cart : { ...cart, availableStock: result.availableStock };
  },
});

export const deleteCartItem = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ cartItemId: id }).strict(),
  async handler(ctx, input) {
    const cartId = await cartIdOf(ctx);
    await removeCartItem(ctx.services.db, cartId, input.cartItemId);
    return currentCart(ctx, cartId);
  },
});

export const deleteCart = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    const cartId = await cartIdOf(ctx);
    await clearCart(ctx.services.db, cartId);
    return currentCart(ctx, cartId);
  },
});

/** A code as typed: spaces and case do not matter; blank is refused with spec §5's message. */
const couponCodeInput = z
  .object({ couponCode: z.string().max(200) })
  .strict()
  .transform((input) => ({ couponCode: normalizeCouponCode(input.couponCode) }));

/**
 * doAddCoupon: checks the code against every rule for this cart and shopper and keeps it on the
 * cart. One coupon per cart; entering the applied code again changes nothing. Wrong codes count
 * against the session's and the client address's attempts, so codes cannot be found by trying.
 */
export const doAddCoupon = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: couponCodeInput,
  async handler(ctx, { couponCode }) {
    if (couponCode === '') throw couponError(400, 'pleaseProvideCoupon');
    const { db } = ctx.services;
    const session = await ctx.session.ensure();
    // Every try counts as a wrong code before the code is looked at, and is given back when the
    // code turns out to exist: a burst of parallel guesses cannot pass the limit together, and
    // once it is reached a right code is refused like any other (no oracle).
    const hits = await enforceRateLimits(db, couponGuessRateLimits(session.idHash, ctx.hints.clientIp), {
      key: 'coupon.tooManyAttempts',
      message: 'Too many invalid coupon codes',
    });
    let wrongCode = false;
    try {
      const cartId = cartIdOfSession(session);
      const loaded = await loadCart(db, cartId, productLookup(ctx), {
        ...(await pricingFor(ctx, session)),
        tryCouponCode: couponCode,
      });
      if (loaded.storedCouponCode !== null && loaded.storedCouponCode !== couponCode) {
        throw couponError(409, 'oneCouponPerCart');
      }
      if (loaded.couponRefusal) {
        wrongCode = loaded.couponRefusal.key === 'alreadyUsedOrInvalid';
        throw refusalError(loaded.couponRefusal);
      }
      // Not refused means the cart has lines, so it exists.
      await setCartCoupon(db, cartId!, couponCode);
      return { ...loaded.cart, apiEvents: [...ctx.events.splice(0), ...loaded.events] };
    } finally {
      if (!wrongCode) await releaseHits(db, hits);
    }
  },
});

/** deleteCoupon: takes the applied code off the cart; another code than the applied one is an error. */
export const deleteCoupon = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: couponCodeInput,
  async handler(ctx, { couponCode }) {
    if (couponCode === '') throw couponError(400, 'pleaseProvideCoupon');
    const cartId = await cartIdOf(ctx);
    if (!(await removeCartCoupon(ctx.services.db, cartId, couponCode))) throw couponError(404, 'removalFailed');
    return currentCart(ctx, cartId);
  },
});

/**
 * setShippingCountry: where the cart would go, for the shipping estimate (and later the checkout's
 * default). Only countries the shop lists; a listed country no profile serves is allowed and
 * answered with `shipsToCountry: false`.
 */
export const setShippingCountry = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ shippingCountryId: id }).strict(),
  async handler(ctx, { shippingCountryId }) {
    const listed = await cachedCountries(ctx);
    if (!listed.some((country) => country.id === shippingCountryId)) {
      throw new ApiError({ status: 400, key: 'cart.countryNotFound', message: 'The shop does not list this country' });
    }
    const cartId = await ensureSessionCart(ctx);
    await setCartShippingCountry(ctx.services.db, cartId, shippingCountryId);
    return currentCart(ctx, cartId);
  },
});
