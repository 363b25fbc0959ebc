import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { addressTypeIdInput, addressTypes } from '../customers/address-types';
import { orderOfKey } from '../orders/order-access.server';
import { applyCheckoutChoices, checkoutChoicesInput, currentCheckoutView } from './checkout-choices.server';
import { idempotencyKeyInput } from '../api/idempotency-key';
import { legalConsentsInput, orderOfCheckout, placeCheckoutOrder } from './checkout-order.server';
import { loadCheckout } from './checkout.server';
import { paymentProvidersForOrder } from '../payments/payment-providers.server';
import { createPaymentForBasket } from '../payments/mollie-payments.server';
import { paymentView } from '../payments/payment-access.server';
import { rememberPayment } from '../payments/start-payment.server';
import { payOrderAgain, submitCheckout } from './submit-checkout.server';
import { maxColumnInteger } from '../api/column-limits';

/**
 * The checkout's choices (spec §4 checkout, §7 setCheckoutAddress; issue calls getShippingProvider,
 * setShippingProvider, getPaymentProviders, setPaymentProvider, doAdditionalInformation). Each
 * change answers with the checkout as it now is, so the page never shows a stale total.
 */

const id = z.number().int().positive().max(maxColumnInteger);

export const getCheckout = defineCall({
  kind: 'read',
  access: 'guest',
  input: z.object({}).strict(),
  handler: (ctx) => currentCheckoutView(ctx),
});

/**
 * setCheckoutAddress {typeId, addressId}: one of the customer's own addresses (anyone else's is
 * 404, as if it did not exist). Spec §4: set when id > 0; 0 clears the choice (for the delivery
 * address: back to "same as billing").
 */
export const setCheckoutAddress = defineCall({
  kind: 'write',
  access: 'guest',
  input: z.object({ typeId: addressTypeIdInput, addressId: z.number().int().min(0).max(maxColumnInteger) }).strict(),
  async handler(ctx, { typeId, addressId }) {
    const choice = typeId === addressTypes.billing ? { billingAddressId: addressId } : { deliveryAddressId: addressId };
    return currentCheckoutView(ctx, await applyCheckoutChoices(ctx, choice));
  },
});

export const getShippingProvider = defineCall({
  kind: 'read',
  access: 'guest',
  input: z.object({}).strict(),
  async handler(ctx) {
    const checkout = await loadCheckout(ctx);
    return { selected: checkout.cart.shippingProfileId, providers: checkout.shippingProviders };
  },
});

/** setShippingProvider {shippingId}: only a method that serves the delivery country. */
export const setShippingProvider = defineCall({
  kind: 'write',
  access: 'guest',
  input: z.object({ shippingId: id }).strict(),
  handler: async (ctx, { shippingId }) =>
    currentCheckoutView(ctx, await applyCheckoutChoices(ctx, { shippingProfileId: shippingId })),
});

/**
 * getPaymentProviders: the methods for the cart, or {orderId, accessKey}: the Mollie methods an
 * unpaid order can be paid with again (its amount, its billing country).
 */
export const getPaymentProviders = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z
    .object({
      orderId: z.coerce.number().int().positive().max(maxColumnInteger),
      accessKey: z.string().min(1).max(200),
    })
    .strict()
    .or(z.object({}).strict()),
  async handler(ctx, input) {
    if ('orderId' in input) {
      const order = await orderOfKey(ctx, input.orderId, input.accessKey);
      const providers = await paymentProvidersForOrder(ctx, order);
      return { selected: order.paymentMethodId, providers: providers.filter((provider) => provider.key === 'mollie') };
    }
    // The cart's methods: for guests and customers, like the rest of the checkout.
    const session = await ctx.session.current();
    if (session?.customerId == null && !session?.data.guestMail) {
      throw new ApiError({ status: 401, key: 'unauthorized', message: 'Please log in first.' });
    }
    const checkout = await loadCheckout(ctx);
    return { selected: checkout.paymentMethodId, providers: checkout.paymentProviders };
  },
});

/** setPaymentProvider {paymentId}: only a method offered for this country and cart. */
export const setPaymentProvider = defineCall({
  kind: 'write',
  access: 'guest',
  input: z.object({ paymentId: id }).strict(),
  handler: async (ctx, { paymentId }) =>
    currentCheckoutView(ctx, await applyCheckoutChoices(ctx, { paymentMethodId: paymentId })),
});

/** Spec §3 Additional info: contact wish, the customer's own reference, the parcel-service consent. */
export const doAdditionalInformation = defineCall({
  kind: 'write',
  access: 'guest',
  input: z
    .object({
      orderContactWish: z.string().trim().max(500).optional(),
      orderCustomerSign: z.string().trim().max(100).optional(),
      shippingPrivacyHintAccepted: z.boolean().optional(),
      templateType: z.string().max(50).optional(),
    })
    .strict(),
  handler: async (ctx, { templateType: _templateType, ...choices }) =>
    currentCheckoutView(ctx, await applyCheckoutChoices(ctx, choices)),
});

/**
 * doSubmitCheckout {choices, order?}: the checkout page's form in one call. Applies the choices;
 * with `order` (the consents, the form's idempotency key and the total it showed) also places the order and starts its
 * payment as the shop is configured. Answers where the shopper goes next.
 */
export const doSubmitCheckout = defineCall({
  kind: 'write',
  access: 'guest',
  input: z
    .object({
      choices: checkoutChoicesInput,
      order: z
        .object({
          idempotencyKey: idempotencyKeyInput,
          legalConsents: legalConsentsInput,
          /** The total the page showed (cents): refused with 409 when the choices changed it. */
          shownTotal: z.number().int().min(0).max(maxColumnInteger).optional(),
          /** Mollie Components' token for the card typed on the checkout (card payments). */
          cardToken: z
            .string()
            .regex(/^tkn_[\w.-]{1,900}$/)
            .optional(),
          /** Apple Pay's payment token (JSON) from the sheet the order click opened (Apple Pay). */
          applePayPaymentToken: z.string().min(2).max(20_000).optional(),
        })
        .strict()
        .optional(),
    })
    .strict(),
  handler: (ctx, input) => submitCheckout(ctx, input),
});

/**
 * doPayOrderAgain {orderId, accessKey, paymentId}: an unpaid order's retry with a Mollie method
 * (the same or another offered one), for the session that placed or proved it, or its owner.
 */
export const doPayOrderAgain = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z
    .object({
      orderId: z.number().int().positive().max(maxColumnInteger),
      accessKey: z.string().min(1).max(200),
      paymentId: id,
    })
    .strict(),
  handler: (ctx, input) => payOrderAgain(ctx, input),
});

/**
 * doPlaceOrder {idempotencyKey, legalConsents}: checks the whole checkout again on the server
 * and places the order (core/checkout/checkout-order.server.ts). The same key again (a double
 * click, a retry after a lost answer) returns the same order.
 */
export const doPlaceOrder = defineCall({
  kind: 'write',
  access: 'guest',
  input: z.object({ idempotencyKey: idempotencyKeyInput, legalConsents: legalConsentsInput }).strict(),
  handler: (ctx, input) => placeCheckoutOrder(ctx, input),
});

const checkoutConsents = z.object({ idempotencyKey: idempotencyKeyInput, legalConsents: legalConsentsInput }).strict();

/**
 * doCreateMolliePaymentFromBasket {options: {idempotencyKey, legalConsents}} (payment first):
 * the checkout is checked like doPlaceOrder checks it, then paid before the order exists.
 */
export const doCreateMolliePaymentFromBasket = defineCall({
  kind: 'write',
  access: 'guest',
  input: z.object({ options: checkoutConsents }).strict(),
  async handler(ctx, { options }) {
    const snapshot = orderOfCheckout(ctx, await loadCheckout(ctx), options.legalConsents);
    const row = await createPaymentForBasket(ctx.services, snapshot, options.idempotencyKey);
    await rememberPayment(ctx, row);
    return paymentView(row);
  },
});
