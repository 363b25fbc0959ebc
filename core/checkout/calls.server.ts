import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { guestAddressesOf } from '../customers/guest-addresses';
import { addresses } from '../db/customer-schema';
import { checkoutStateOf, withCheckoutState, type CheckoutState } from './checkout-state';
import { orderOfKey } from '../orders/order-access.server';
import { checkoutProblem, loadCheckout, paymentProvidersForOrder, type Checkout } from './checkout.server';

/**
 * The checkout's choices (spec §4 checkout, §7 setCheckoutAddress; issue calls getShippingProvider,
 * setShippingProvider, getPaymentProviders, setPaymentProvider, doAdditionalInformation). Each
 * change answers with the checkout as it now is, so the page never shows a stale total.
 */

const id = z.number().int().positive().max(2_147_483_647);

/** The checkout as the page shows it (no internal state). */
function checkoutView(ctx: CallContext, checkout: Checkout) {
  return {
    cart: { ...checkout.cart, apiEvents: checkout.events },
    email: checkout.email,
    billingAddress: checkout.billingAddress,
    deliveryAddress: checkout.deliveryAddress,
    shippingProviders: checkout.shippingProviders,
    shippingProfileId: checkout.cart.shippingProfileId,
    paymentProviders: checkout.paymentProviders,
    paymentMethodId: checkout.paymentMethodId,
    /** True when Mollie methods are offered but the built-in sandbox stands in for Mollie. */
    simulatedPayments: ctx.services.mollie.simulated && checkout.paymentProviders.some((p) => p.key === 'mollie'),
    additionalInformation: {
      orderContactWish: checkout.state.orderContactWish ?? '',
      orderCustomerSign: checkout.state.orderCustomerSign ?? '',
      shippingPrivacyHintAccepted: checkout.state.shippingPrivacyHintAccepted ?? false,
    },
  };
}

async function changeCheckout(ctx: CallContext, change: Partial<CheckoutState>) {
  await ctx.session.update((data) => withCheckoutState(data, change));
  return currentCheckoutView(ctx);
}

/**
 * The checkout now. A shipping or payment method chosen earlier that is no longer offered (another
 * delivery country, another amount) is deselected, and the page says so until the shopper chooses
 * again (spec §4).
 */
async function currentCheckoutView(ctx: CallContext) {
  const checkout = await loadCheckout(ctx);
  const { state } = checkout;
  // Nothing to order, nothing to pay: an empty cart (after an order, say) deselects nothing.
  if (checkout.cart.items.length === 0) return { ...checkoutView(ctx, checkout), notices: [] };
  const deselected = new Set(state.deselected ?? []);
  const cleared: Partial<CheckoutState> = {};
  if (state.paymentMethodId !== undefined && !checkout.paymentProviders.some((p) => p.id === state.paymentMethodId)) {
    deselected.add('paymentMethodUnavailable');
    cleared.paymentMethodId = undefined;
  }
  if (
    state.shippingProfileId !== undefined &&
    !checkout.shippingProviders.some((provider) => provider.shippingProfileId === state.shippingProfileId)
  ) {
    deselected.add('shippingMethodUnavailable');
    cleared.shippingProfileId = undefined;
  }
  if (Object.keys(cleared).length > 0) {
    await ctx.session.update((data) => withCheckoutState(data, { ...cleared, deselected: [...deselected] }));
  }
  return { ...checkoutView(ctx, checkout), notices: [...deselected] };
}

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
  input: z
    .object({ typeId: z.union([z.literal(1), z.literal(2)]), addressId: z.number().int().min(0).max(2_147_483_647) })
    .strict(),
  async handler(ctx, { typeId, addressId }) {
    const key = typeId === 1 ? 'billingAddressId' : 'deliveryAddressId';
    if (addressId === 0) return changeCheckout(ctx, { [key]: undefined });
    const session = await ctx.session.current();
    const [own] =
      session?.customerId == null
        ? guestAddressesOf(session).filter((row) => row.id === addressId && row.typeId === typeId)
        : await ctx.services.db
            .select({ id: addresses.id })
            .from(addresses)
            .where(
              and(
                eq(addresses.id, addressId),
                eq(addresses.customerId, session.customerId),
                eq(addresses.typeId, typeId),
              ),
            );
    if (!own) throw new ApiError({ status: 404, key: 'address.notFound', message: 'No such address' });
    return changeCheckout(ctx, { [key]: addressId });
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
  async handler(ctx, { shippingId }) {
    const checkout = await loadCheckout(ctx);
    if (!checkout.shippingProviders.some((provider) => provider.shippingProfileId === shippingId)) {
      throw checkoutProblem(
        'shippingMethodUnavailable',
        'This shipping method is not available for the delivery country.',
        'shippingProfileId',
        409,
      );
    }
    const deselected = (checkout.state.deselected ?? []).filter((notice) => notice !== 'shippingMethodUnavailable');
    return changeCheckout(ctx, { shippingProfileId: shippingId, deselected });
  },
});

/**
 * getPaymentProviders: the methods for the cart, or {orderId, accessKey}: the Mollie methods an
 * unpaid order can be paid with again (its amount, its billing country).
 */
export const getPaymentProviders = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z
    .object({ orderId: z.coerce.number().int().positive().max(2_147_483_647), accessKey: z.string().min(1).max(200) })
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
  async handler(ctx, { paymentId }) {
    const checkout = await loadCheckout(ctx);
    if (!checkout.paymentProviders.some((provider) => provider.id === paymentId)) {
      throw checkoutProblem(
        'paymentMethodUnavailable',
        'This payment method is not available for this order.',
        'paymentMethodId',
        409,
      );
    }
    const deselected = (checkout.state.deselected ?? []).filter((notice) => notice !== 'paymentMethodUnavailable');
    return changeCheckout(ctx, { paymentMethodId: paymentId, deselected });
  },
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
  async handler(ctx, input) {
    const current = checkoutStateOf(await ctx.session.current());
    return changeCheckout(ctx, {
      orderContactWish: input.orderContactWish ?? current.orderContactWish,
      orderCustomerSign: input.orderCustomerSign ?? current.orderCustomerSign,
      shippingPrivacyHintAccepted: input.shippingPrivacyHintAccepted ?? current.shippingPrivacyHintAccepted,
    });
  },
});
