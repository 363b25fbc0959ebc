import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { idempotencyKeyInput } from '../api/idempotency-key';
import { sessionPlacedOrder } from '../sessions/checkout-state';
import { findCustomer } from '../customers/accounts.server';
import { customerOrderPage, pageInput } from './customer-orders.server';
import { keepGuestOrder } from './keep-guest-order.server';
import { orderNotFound, orderPlacedHere, orderToView, ownSalesOrder } from './order-access.server';
import { orderAgainItems } from './order-again.server';
import { orderTypes } from '../order-status';
import { orderStatusTexts, orderView } from './order-view.server';
import { returnReasonIds } from './return-reasons';
import { makeReturn } from './returns.server';
import { maxColumnInteger } from '../api/column-limits';
import { paymentMethodNameIn } from './payment-method-name';

/**
 * getOrder {orderId, accessKey, name | postcode}: the confirmation page's order. A wrong key is
 * 404, exactly like an order that does not exist. With the right key, spec §6 soft login: the
 * session that placed it and the customer who owns it see it at once; anyone else proves it
 * with the last name or company, or a postal code, of an order address.
 */
const orderAccessInput = z
  .object({
    orderId: z.coerce.number().int().positive().max(maxColumnInteger),
    /** Without a key only the customer who owns the order gets it (the account's order pages). */
    accessKey: z.string().min(1).max(200).optional(),
    name: z.string().max(200).optional(),
    postcode: z.string().max(20).optional(),
  })
  .strict();

/** getOrder {orderId, accessKey, name | postcode}: the confirmation and order pages' order. */
export const getOrder = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: orderAccessInput,
  async handler(ctx, input) {
    const order = await orderToView(ctx, input);
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
    const order = await orderToView(ctx, input);
    return { orderId: order.id, items: await orderAgainItems(ctx, order.id) };
  },
});

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
        paymentMethodName: paymentMethodNameIn(ctx.locale, order),
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
      orderId: z.coerce.number().int().positive().max(maxColumnInteger),
      accessKey: z.string().min(1).max(200),
      items: z
        .array(
          z
            .object({
              orderItemId: z.number().int().positive().max(maxColumnInteger),
              quantity: z.number().int().min(0).max(100_000),
              reasonId: z
                .number()
                .int()
                .min(1)
                .max(Math.max(...returnReasonIds))
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
    const order = await ownSalesOrder(ctx, input.orderId, input.accessKey);
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
    .object({
      orderId: z.coerce.number().int().positive().max(maxColumnInteger),
      accessKey: z.string().min(1).max(200),
    })
    .strict(),
  async handler(ctx, input) {
    const { db, config } = ctx.services;
    const session = (await ctx.session.current())!;
    const customerId = session.customerId!;
    // The session that placed it, not one that proved it with a postal code; and the guest's
    // own e-mail: nobody moves someone else's order into their account.
    const order = await orderPlacedHere(ctx, input.orderId, input.accessKey);
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
