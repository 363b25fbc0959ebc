import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { sessionKnowsOrder, sessionPlacedOrder, withPlacedOrder } from '../checkout/checkout-state';
import { findCustomer } from '../customers/accounts.server';
import { keepGuestOrder } from './keep-guest-order.server';
import { enforceRateLimits, releaseHits, type RateLimit } from '../security/rate-limits.server';
import { checkoutProblem, loadCheckout, orderAddressOf, type Checkout } from '../checkout/checkout.server';
import type { PlaceOrderSnapshot } from '../payments/order-snapshot';
import { orders } from '../db/order-schema';
import { accessKeyMatches, findByIdempotencyKey, placeOrder, type PlacedOrder } from './place-order.server';
import { orderStatusTexts, orderView } from './order-view.server';
import { orderAgainItems } from './order-again.server';
import { returnReasonIds } from './return-reasons';
import { orderTypes } from './order-status';
import { makeReturn } from './returns.server';
import { mayMail } from '../mail/mail-limits.server';
import { sendOrderConfirmation } from './order-mail.server';

/** The largest total an order can have (the amount columns are 32-bit integers of cents). */
const maxOrderTotalCents = 2_147_483_647;

const orderNotFound = () => new ApiError({ status: 404, key: 'order.notFound', message: 'Order not found.' });

/**
 * doPlaceOrder {idempotencyKey, legalConsents}: checks the whole checkout again on the server
 * (cart and prices as they are now, addresses, methods, the required consents) and places the
 * order. The same key again (a double click, a retry after a lost answer) returns the same order.
 */
export const legalConsentsInput = z
  .object({ terms: z.boolean(), cancellationRights: z.boolean(), privacy: z.boolean() })
  .strict();
export const idempotencyKeyInput = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/);

export const doPlaceOrder = defineCall({
  kind: 'write',
  access: 'guest',
  input: z.object({ idempotencyKey: idempotencyKeyInput, legalConsents: legalConsentsInput }).strict(),
  async handler(ctx, input) {
    const checkout = await loadCheckout(ctx);
    if (checkout.cartId !== null) {
      const replay = await findByIdempotencyKey(ctx.services.db, { ...input, cartId: checkout.cartId });
      if (replay) return placedAnswer(ctx, replay);
    }
    const order = orderOfCheckout(ctx, checkout, input.legalConsents);
    const placed = await placeOrder(ctx.services.db, { ...order, idempotencyKey: input.idempotencyKey });
    const answer = await placedAnswer(ctx, placed);
    // An order never fails for its mail; a guest ordering to flood someone's address gets none.
    if (!placed.replayed && (await mayMail(ctx, answer.email))) {
      await sendOrderConfirmation(ctx.services, ctx.locale, answer);
    }
    return answer;
  },
});

/**
 * The order a checkout would place, checked on the server as a whole: the cart and its prices
 * as they are now, the consents, e-mail, addresses and methods. Refusals are 4xx with their field.
 */
export function orderOfCheckout(
  ctx: CallContext,
  checkout: Checkout,
  legalConsents: z.output<typeof legalConsentsInput>,
): PlaceOrderSnapshot {
  const { cart } = checkout;
  // Sold out since it went into the cart: the line left the cart (spec §8), and the order cannot
  // have it. The shopper gets the same answer as when the last pieces go while ordering.
  const removed = checkout.events.find((event) => event.type === 'cart.itemsRemoved');
  if (removed) {
    throw new ApiError({
      status: 409,
      key: 'order.notEnoughStock',
      message: 'Not enough stock.',
      events: checkout.events,
    });
  }
  if (checkout.cartId === null || cart.items.length === 0) {
    throw checkoutProblem('emptyCart', 'The cart is empty.', undefined, 409);
  }
  // Amounts are stored as 32-bit cents: more than 21 million euros is no order this shop takes.
  if (cart.basketAmount > maxOrderTotalCents) {
    throw new ApiError({ status: 422, key: 'order.totalTooHigh', message: 'The order total is too high.' });
  }
  const missingConsent = (['terms', 'cancellationRights', 'privacy'] as const).find(
    (consent) => !legalConsents[consent],
  );
  if (missingConsent) {
    throw checkoutProblem('consentRequired', 'Please confirm this to order.', `legalConsents.${missingConsent}`);
  }
  if (!checkout.email) throw checkoutProblem('emailRequired', 'Please enter your e-mail address.', 'email');
  if (!checkout.billingAddress) {
    throw checkoutProblem('billingAddressRequired', 'Please enter a billing address.', 'billingAddress');
  }
  // What the shopper saw changed (an item removed, a coupon dropped): show the new cart first.
  if (checkout.events.length > 0) {
    throw new ApiError({
      status: 409,
      key: 'checkout.cartChanged',
      message: 'The cart has changed; please check it again.',
      events: checkout.events,
    });
  }
  if (!cart.shipsToCountry || cart.shippingProfileId === null) {
    throw checkoutProblem('noShippingMethods', 'No shipping methods are available.', 'shippingProfileId', 409);
  }
  const chosenShipping = checkout.state.shippingProfileId;
  if (chosenShipping !== undefined && chosenShipping !== cart.shippingProfileId) {
    throw checkoutProblem(
      'shippingMethodUnavailable',
      'The shipping method is no longer available.',
      'shippingProfileId',
      409,
    );
  }
  const payment = checkout.paymentProviders.find((provider) => provider.id === checkout.paymentMethodId);
  if (!payment) {
    throw checkoutProblem('paymentMethodUnavailable', 'Please choose a payment method.', 'paymentMethodId', 409);
  }
  const billingAddress = orderAddressOf(checkout.billingAddress);
  return {
    cartId: checkout.cartId,
    cart,
    customerId: checkout.customerId,
    email: checkout.email,
    language: ctx.locale,
    billingAddress,
    deliveryAddress: checkout.deliveryAddress ? orderAddressOf(checkout.deliveryAddress) : billingAddress,
    payment: { id: payment.id, key: payment.key, name: payment.name },
    additional: {
      orderContactWish: checkout.state.orderContactWish ?? '',
      orderCustomerSign: checkout.state.orderCustomerSign ?? '',
      shippingPrivacyHintAccepted: checkout.state.shippingPrivacyHintAccepted ?? false,
    },
  };
}

/**
 * The placed order with the key of its confirmation page; the session remembers it, so this
 * visitor sees the order without further proof (spec §6 soft login).
 */
async function placedAnswer(ctx: CallContext, placed: PlacedOrder) {
  await ctx.session.update((data) => withPlacedOrder(data, { orderId: placed.orderId, accessKey: placed.accessKey }));
  const [order] = await ctx.services.db.select().from(orders).where(eq(orders.id, placed.orderId));
  if (!order) throw orderNotFound();
  return {
    ...(await orderView(ctx.services.db, ctx.services.config, order, ctx.locale)),
    accessKey: placed.accessKey,
    replayed: placed.replayed,
  };
}

/** Compares what people type for the soft login: case, spaces and accents of the keyboard aside. */
const normalizeProof = (value: string) => value.normalize('NFC').replace(/\s+/g, '').toLowerCase();

/**
 * getOrder {orderId, accessKey, name | postcode}: the confirmation page's order. A wrong key is
 * 404, exactly like an order that does not exist. With the right key, spec §6 soft login: the
 * session that placed it and the customer who owns it see it at once; anyone else proves it
 * with the last name or company, or a postal code, of an order address.
 */
const orderAccessInput = z
  .object({
    orderId: z.coerce.number().int().positive().max(2_147_483_647),
    /** Without a key only the customer who owns the order gets it (the account's order pages). */
    accessKey: z.string().min(1).max(200).optional(),
    name: z.string().max(200).optional(),
    postcode: z.string().max(20).optional(),
  })
  .strict();

/**
 * The order if this visitor may see it. A wrong key is 404, exactly like an order that does not
 * exist. With the right key, spec §6 soft login: the session that placed it and the customer who
 * owns it see it at once; anyone else proves it with the last name or company, or a postal code,
 * of an order address (remembered for the session).
 */
async function readableOrder(ctx: CallContext, input: z.output<typeof orderAccessInput>) {
  const [order] = await ctx.services.db.select().from(orders).where(eq(orders.id, input.orderId));
  const session = await ctx.session.current();
  const ownsIt = order !== undefined && order.customerId !== null && session?.customerId === order.customerId;
  if (!order || (input.accessKey === undefined ? !ownsIt : !accessKeyMatches(order.accessKey, input.accessKey))) {
    throw orderNotFound();
  }
  if (ownsIt || sessionKnowsOrder(session, order.id)) return order;
  const name = normalizeProof(input.name ?? '');
  const postcode = normalizeProof(input.postcode ?? '');
  if (name === '' && postcode === '') throw proofRequired();
  // A postal code is quickly guessed: each proof counts, per order and per client address, and
  // is given back when it was right.
  const attempts = await enforceRateLimits(ctx.services.db, orderProofLimits(order.id, ctx.hints.clientIp), {
    key: 'order.tooManyAttempts',
    message: 'Too many attempts to confirm this order.',
  });
  const addresses = [order.billingAddress, order.deliveryAddress];
  const proven =
    (name !== '' &&
      addresses.some((address) =>
        [address.lastName, address.companyName].some((value) => normalizeProof(value) === name),
      )) ||
    (postcode !== '' && addresses.some((address) => normalizeProof(address.zipCode) === postcode));
  if (!proven) throw proofRequired();
  await releaseHits(ctx.services.db, attempts);
  // Proven once, the session keeps seeing it (its documents, a reload of the page).
  await ctx.session.update((data) =>
    withPlacedOrder(data, { orderId: order.id, accessKey: order.accessKey, proven: true }),
  );
  return order;
}

const proofRequired = () =>
  new ApiError({
    status: 403,
    key: 'order.additionalAuthenticationRequired',
    message: 'Please confirm with the last name or postal code of the order.',
  });

/** Soft-login proofs (spec §6): at most 10 wrong ones an hour per order and per client address. */
export const orderProofLimit = { attempts: 10, windowMinutes: 60 };
const orderProofLimits = (orderId: number, clientIp: string): RateLimit[] => [
  {
    bucket: 'orderProof.order',
    key: String(orderId),
    limit: orderProofLimit.attempts,
    windowMinutes: orderProofLimit.windowMinutes,
  },
  {
    bucket: 'orderProof.address',
    key: clientIp,
    limit: orderProofLimit.attempts,
    windowMinutes: orderProofLimit.windowMinutes,
  },
];

/** getOrder {orderId, accessKey, name | postcode}: the confirmation and order pages' order. */
export const getOrder = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: orderAccessInput,
  async handler(ctx, input) {
    const order = await readableOrder(ctx, input);
    const view = await orderView(ctx.services.db, ctx.services.config, order, ctx.locale);
    // Only the session that placed a guest order may keep it in a new account (confirmation page).
    return { ...view, placedInSession: sessionPlacedOrder(await ctx.session.current(), order.id) };
  },
});

/** doOrderAgainInformation {orderId, accessKey?}: the order's items as they could be bought today. */
export const doOrderAgainInformation = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: orderAccessInput,
  async handler(ctx, input) {
    const order = await readableOrder(ctx, input);
    return { orderId: order.id, items: await orderAgainItems(ctx, order.id) };
  },
});

const pageInput = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    itemsPerPage: z.coerce.number().int().min(1).max(50).optional().default(10),
  })
  .strict();

/** One page of the customer's orders of a type (sales or returns), newest first. */
async function customerOrderPage(ctx: CallContext, typeId: number, { page, itemsPerPage }: z.output<typeof pageInput>) {
  const customerId = (await ctx.session.current())!.customerId!;
  const mine = and(eq(orders.customerId, customerId), eq(orders.typeId, typeId));
  const { db } = ctx.services;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.id))
      .limit(itemsPerPage)
      .offset((page - 1) * itemsPerPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(mine),
  ]);
  const totalCount = count?.total ?? 0;
  return { page, itemsPerPage, totalCount, pageCount: Math.max(1, Math.ceil(totalCount / itemsPerPage)), rows };
}

/** My orders (spec /my-account/my-orders): the customer's orders, newest first, 10 per page. */
export const getOrders = defineCall({
  kind: 'read',
  access: 'customer',
  input: pageInput,
  async handler(ctx, input) {
    const { rows, ...pages } = await customerOrderPage(ctx, orderTypes.sales, input);
    return {
      ...pages,
      entries: rows.map((order) => ({
        id: order.id,
        createdAt: order.createdAt.toISOString(),
        totalGross: order.totalGross,
        currency: order.currency,
        paymentMethodName: order.paymentMethodName,
        ...orderStatusTexts(order, ctx.locale),
      })),
    };
  },
});

/**
 * doMakeOrderReturn {orderId, accessKey, items: [{orderItemId, quantity, reasonId}], comment,
 * idempotencyKey}: the customer's return of pieces of their order (spec /my-account/new-return).
 * Lines with quantity 0 are left out; every other line needs its reason.
 */
export const doMakeOrderReturn = defineCall({
  kind: 'write',
  access: 'customer',
  input: z
    .object({
      orderId: z.coerce.number().int().positive().max(2_147_483_647),
      accessKey: z.string().min(1).max(200),
      items: z
        .array(
          z
            .object({
              orderItemId: z.number().int().positive().max(2_147_483_647),
              quantity: z.number().int().min(0).max(100_000),
              reasonId: z
                .number()
                .int()
                .refine((id) => (returnReasonIds as readonly number[]).includes(id))
                .optional(),
            })
            .strict(),
        )
        .min(1)
        .max(100),
      comment: z.string().trim().max(1000).optional().default(''),
      idempotencyKey: idempotencyKeyInput,
    })
    .strict(),
  async handler(ctx, input) {
    // Only the customer's own order, with its key; anything else looks like no order at all.
    const [order] = await ctx.services.db.select().from(orders).where(eq(orders.id, input.orderId));
    const customerId = (await ctx.session.current())!.customerId;
    if (
      !order ||
      order.customerId !== customerId ||
      order.typeId !== orderTypes.sales ||
      !accessKeyMatches(order.accessKey, input.accessKey)
    ) {
      throw orderNotFound();
    }
    const created = await makeReturn(ctx.services.db, order, {
      idempotencyKey: input.idempotencyKey,
      lines: input.items,
      comment: input.comment,
    });
    return orderView(ctx.services.db, ctx.services.config, created, ctx.locale);
  },
});

/** getReturns {page, itemsPerPage}: the customer's returns, newest first (spec /my-account/returns). */
export const getReturns = defineCall({
  kind: 'read',
  access: 'customer',
  input: pageInput,
  async handler(ctx, input) {
    const { rows, ...pages } = await customerOrderPage(ctx, orderTypes.return, input);
    const { db, config } = ctx.services;
    return { ...pages, entries: await Promise.all(rows.map((row) => orderView(db, config, row, ctx.locale))) };
  },
});

/**
 * doMigrateGuestOrderToCustomer {orderId, accessKey}: a guest who has just created an account
 * keeps the order in it (spec §6 "after ordering, a guest can create an account to save the
 * order"). Only an order without an account, placed in this very session; its billing address
 * becomes the account's first address when the book is still empty.
 */
export const doMigrateGuestOrderToCustomer = defineCall({
  kind: 'write',
  access: 'customer',
  input: z
    .object({ orderId: z.coerce.number().int().positive().max(2_147_483_647), accessKey: z.string().min(1).max(200) })
    .strict(),
  async handler(ctx, input) {
    const { db, config } = ctx.services;
    const session = (await ctx.session.current())!;
    const customerId = session.customerId!;
    const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId));
    // The session that placed it, not one that proved it with a postal code; and the guest's
    // own e-mail: nobody moves someone else's order into their account.
    if (!order || !accessKeyMatches(order.accessKey, input.accessKey) || !sessionPlacedOrder(session, order.id)) {
      throw orderNotFound();
    }
    if (order.customerId !== null && order.customerId !== customerId) throw orderNotFound();
    const customer = await findCustomer(db, customerId);
    const kept = customer ? await keepGuestOrder(db, order, customer) : null;
    if (!kept) {
      throw new ApiError({
        status: 403,
        key: 'order.otherEmail',
        message: 'Only an account with the e-mail address of the order can keep it.',
      });
    }
    return orderView(db, config, kept, ctx.locale);
  },
});
