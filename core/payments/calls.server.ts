import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { molliePaymentIdPattern } from '../adapters/mollie/mollie-status';
import { molliePaymentsOf, withPlacedOrder } from '../sessions/checkout-state';
import { findOrder, orderToPay } from '../orders/order-access.server';
import { applePayStandInOf, appleValidationUrl, cardFieldsOf } from './mollie-components';
import { orderSnapshotOf } from './order-snapshot';
import { paymentView, visiblePayment, visiblePaymentById } from './payment-access.server';
import { rememberPayment, switchToMollieMethod } from './start-payment.server';
import {
  assertAwaitingPayment,
  createPaymentForOrder,
  patchPaymentReturn,
  paymentNotFound,
  providerProblem,
} from './mollie-payments.server';
import { attachPaymentToOrder, syncMolliePayment } from './payment-sync.server';
import { maxColumnInteger } from '../api/column-limits';
import { ApiError } from '../api/errors';
import { enforceRateLimits } from '../security/rate-limits.server';

/**
 * The Mollie calls of spec §7, in the order the checkout uses them (docs/payments.md). Payments are visible to the session that started them and to the owner of
 * their order; anyone else gets the same 404 as for a payment that does not exist.
 */

const molliePaymentId = z.string().regex(molliePaymentIdPattern);
const orderId = z.coerce.number().int().positive().max(maxColumnInteger);

/** getMollieSettings: what the checkout needs to know about Mollie (spec §3 payment provider config). */
export const getMollieSettings = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    const { config, mollie } = ctx.services;
    const cardFields = cardFieldsOf(config);
    return {
      // The card typed into Mollie Components' fields on the checkout, else on Mollie's page.
      mollieComponents: cardFields !== null,
      componentsScript: cardFields?.scriptUrl ?? null,
      // Apple Pay on the checkout: the sandbox's stand-in of Safari's ApplePaySession, else none.
      applePayScript: applePayStandInOf(config),
      profileId: cardFields?.profileId ?? config.MOLLIE_PROFILE_ID ?? null,
      testmode: mollie.simulated || (config.MOLLIE_API_KEY ?? '').startsWith('test_'),
      simulated: mollie.simulated,
      preventOrderCreation: config.MOLLIE_FLOW === 'payment-first',
      flow: config.MOLLIE_FLOW,
      methods: config.MOLLIE_METHODS,
    };
  },
});

/** Apple Pay attempts one client address may start (each asks Mollie, which asks Apple). */
const applePaySessionsPerClient = { limit: 20, windowMinutes: 10 };

/**
 * doRequestApplePaySession {validationUrl}: Apple Pay's merchant validation (Mollie's direct
 * integration): Mollie asks Apple for a session for this shop's domain, which the page hands to
 * its ApplePaySession. Only for a visitor at the checkout, only Apple's gateways, a few an hour.
 */
export const doRequestApplePaySession = defineCall({
  kind: 'write',
  access: 'guest',
  input: z.object({ validationUrl: z.string().max(500).regex(appleValidationUrl) }).strict(),
  async handler(ctx, { validationUrl }) {
    const { config, mollie, db } = ctx.services;
    if (!config.MOLLIE_METHODS.includes('applepay') || config.mollieMode === 'off') {
      throw new ApiError({
        status: 404,
        key: 'checkout.paymentMethodUnavailable',
        message: 'Apple Pay is not offered.',
      });
    }
    await enforceRateLimits(
      db,
      [{ bucket: 'applepay.session', key: ctx.hints.clientIp, ...applePaySessionsPerClient }],
      { key: 'payment.tooManyWalletSessions', message: 'Too many Apple Pay attempts; please wait.' },
    );
    try {
      return await mollie.requestApplePaySession({ validationUrl, domain: new URL(config.publicUrl).hostname });
    } catch (error) {
      throw providerProblem(error);
    }
  },
});

export const getMolliePayment = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ paymentId: molliePaymentId }).strict(),
  async handler(ctx, { paymentId }) {
    const row = await visiblePayment(ctx, paymentId);
    try {
      return paymentView(row, await ctx.services.mollie.getPayment(row.molliePaymentId));
    } catch (error) {
      throw providerProblem(error);
    }
  },
});

/**
 * getMolliePaymentAndUpdateStatus: the return page's question. Asks Mollie, applies the status
 * (payment first: places the order when the money is reported) and answers with the order's key,
 * which this session may then use like the one that placed it.
 */
export const getMolliePaymentAndUpdateStatus = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ paymentId: molliePaymentId }).strict(),
  async handler(ctx, { paymentId }) {
    await visiblePayment(ctx, paymentId);
    const synced = await syncMolliePayment(ctx.services, paymentId);
    if (!synced) throw paymentNotFound();
    const { row, molliePayment } = synced;
    let order: { id: number; accessKey: string } | null = null;
    if (row.orderId !== null) {
      const found = await findOrder(ctx, row.orderId);
      if (found) {
        order = { id: found.id, accessKey: found.accessKey };
        // Payment first: Mollie's report placed the order this session paid for, so it counts as
        // placed here. Otherwise the session already reached the order to pay it.
        if (row.flow === 'payment-first' && molliePaymentsOf(await ctx.session.current()).includes(paymentId)) {
          await ctx.session.update((data) => withPlacedOrder(data, { orderId: found.id, accessKey: found.accessKey }));
        }
      }
    }
    const snapshot = row.orderId === null ? orderSnapshotOf(row) : null;
    return {
      ...paymentView(row, molliePayment),
      order,
      // Payment first, before the order exists: what is being paid, for the read-only review.
      review: snapshot
        ? {
            cart: snapshot.cart,
            email: snapshot.email,
            billingAddress: snapshot.billingAddress,
            deliveryAddress: snapshot.deliveryAddress,
            paymentMethodName: snapshot.payment.name,
          }
        : null,
    };
  },
});

/** doCreatePlentyPaymentFromMolliePayment {paymentId}: the shop's payment record for a Mollie payment. */
export const doCreatePlentyPaymentFromMolliePayment = defineCall({
  kind: 'write',
  access: 'guest',
  input: z.object({ paymentId: molliePaymentId }).strict(),
  async handler(ctx, { paymentId }) {
    return paymentView(await visiblePayment(ctx, paymentId));
  },
});

/**
 * doCreateMolliePaymentFromOrder {orderId, options: {accessKey?, paymentId?}} (order first, and
 * every retry): a payment for an unpaid order; `paymentId` switches to another Mollie method
 * offered for the order's amount and country.
 */
export const doCreateMolliePaymentFromOrder = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z
    .object({
      orderId,
      options: z
        .object({
          accessKey: z.string().min(1).max(200).optional(),
          paymentId: z.number().int().positive().max(maxColumnInteger).optional(),
        })
        .strict()
        .optional()
        .default({}),
    })
    .strict(),
  async handler(ctx, input) {
    let order = await orderToPay(ctx, input.orderId, input.options.accessKey);
    assertAwaitingPayment(order);
    if (input.options.paymentId !== undefined) order = await switchToMollieMethod(ctx, order, input.options.paymentId);
    const row = await createPaymentForOrder(ctx.services, order);
    await rememberPayment(ctx, row);
    return paymentView(row);
  },
});

/** doAttachMolliePaymentToOrder {orderId, molliePaymentId}. */
export const doAttachMolliePaymentToOrder = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ orderId, molliePaymentId }).strict(),
  async handler(ctx, input) {
    const order = await orderToPay(ctx, input.orderId);
    const row = await visiblePayment(ctx, input.molliePaymentId);
    return paymentView(await attachPaymentToOrder(ctx.services, row, order.id));
  },
});

/** doAttachPaymentToOrder {orderId, accessKey, paymentId}: our payment number, the order's key. */
export const doAttachPaymentToOrder = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z
    .object({
      orderId,
      accessKey: z.string().min(1).max(200),
      paymentId: z.number().int().positive().max(maxColumnInteger),
    })
    .strict(),
  async handler(ctx, input) {
    const order = await orderToPay(ctx, input.orderId, input.accessKey);
    const row = await visiblePaymentById(ctx, input.paymentId);
    return paymentView(await attachPaymentToOrder(ctx.services, row, order.id));
  },
});

/** doPatchMolliePayment {molliePaymentId}: the return address and metadata name our records. */
export const doPatchMolliePayment = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ molliePaymentId }).strict(),
  async handler(ctx, input) {
    const row = await visiblePayment(ctx, input.molliePaymentId);
    return paymentView(row, await patchPaymentReturn(ctx.services, row, ctx.locale));
  },
});
