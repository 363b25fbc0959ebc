import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CallContext } from '../api/context';
import { ApiError } from '../api/errors';
import { guestAddressesOf } from '../customers/guest-addresses';
import type { AddressTypeId } from '../customers/address-types';
import { addresses } from '../db/customer-schema';
import { dayNotOffered } from '../delivery/checkout-delivery.server';
import { preferredDeliveryInput } from '../delivery/preferred-delivery-form';
import {
  checkoutStateOf,
  withCheckoutState,
  type CheckoutState,
  type PreferredDeliveryWishes,
} from '../sessions/checkout-state';
import { checkoutProblem, loadCheckout, type Checkout } from './checkout.server';
import { vatNoticeOf } from '../vat/checkout-vat.server';
import { maxColumnInteger } from '../api/column-limits';

/**
 * The shopper's choices in the checkout (spec §4: addresses, shipping and payment method,
 * additional information), applied together: one session write and one look at the checkout,
 * however many choices change. The single-choice calls (setCheckoutAddress, setShippingProvider,
 * setPaymentProvider, doAdditionalInformation) and the checkout page's form all come here.
 */

const id = z.number().int().positive().max(maxColumnInteger);
/** 0 clears the choice (for the delivery address: back to "same as billing"). */
const addressChoice = z.number().int().min(0).max(maxColumnInteger);

export const checkoutChoicesInput = z
  .object({
    billingAddressId: addressChoice.optional(),
    deliveryAddressId: addressChoice.optional(),
    shippingProfileId: id.optional(),
    paymentMethodId: id.optional(),
    orderContactWish: z.string().trim().max(500).optional(),
    orderCustomerSign: z.string().trim().max(100).optional(),
    shippingPrivacyHintAccepted: z.boolean().optional(),
    /** The checkout form's DHL wishes (issue 22); applied only where preferred delivery is offered. */
    preferredDelivery: preferredDeliveryInput.optional(),
  })
  .strict();
export type CheckoutChoices = z.output<typeof checkoutChoicesInput>;

/** One of the visitor's own addresses of the type; anyone else's is 404, as if it did not exist. */
async function assertOwnAddress(ctx: CallContext, typeId: AddressTypeId, addressId: number): Promise<void> {
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
}

/**
 * Applies the choices and answers with the checkout as it now is. A shipping or payment method
 * the checkout does not offer (for the delivery country, for the amount) is refused with its
 * field, and the earlier choice of that method stays.
 */
export async function applyCheckoutChoices(ctx: CallContext, choices: CheckoutChoices): Promise<Checkout> {
  if (choices.billingAddressId) await assertOwnAddress(ctx, 1, choices.billingAddressId);
  if (choices.deliveryAddressId) await assertOwnAddress(ctx, 2, choices.deliveryAddressId);
  const before = checkoutStateOf(await ctx.session.current());
  const change: Partial<CheckoutState> = {};
  if (choices.billingAddressId !== undefined) change.billingAddressId = choices.billingAddressId || undefined;
  if (choices.deliveryAddressId !== undefined) change.deliveryAddressId = choices.deliveryAddressId || undefined;
  if (choices.shippingProfileId !== undefined) change.shippingProfileId = choices.shippingProfileId;
  if (choices.paymentMethodId !== undefined) change.paymentMethodId = choices.paymentMethodId;
  if (choices.orderContactWish !== undefined) change.orderContactWish = choices.orderContactWish;
  if (choices.orderCustomerSign !== undefined) change.orderCustomerSign = choices.orderCustomerSign;
  if (choices.shippingPrivacyHintAccepted !== undefined) {
    change.shippingPrivacyHintAccepted = choices.shippingPrivacyHintAccepted;
  }
  // Choosing a method again ends the notice that an earlier one was deselected.
  const answered = new Set<string>();
  if (choices.shippingProfileId !== undefined) answered.add('shippingMethodUnavailable');
  if (choices.paymentMethodId !== undefined) answered.add('paymentMethodUnavailable');
  if (answered.size > 0) change.deselected = (before.deselected ?? []).filter((notice) => !answered.has(notice));
  if (Object.keys(change).length > 0) await ctx.session.update((data) => withCheckoutState(data, change));

  let checkout = await loadCheckout(ctx);
  if (choices.preferredDelivery) checkout = await applyPreferredDelivery(ctx, checkout, choices.preferredDelivery);
  const shippingOffered =
    choices.shippingProfileId === undefined ||
    checkout.shippingProviders.some((provider) => provider.shippingProfileId === choices.shippingProfileId);
  const paymentOffered =
    choices.paymentMethodId === undefined ||
    checkout.paymentProviders.some((provider) => provider.id === choices.paymentMethodId);
  if (shippingOffered && paymentOffered) return checkout;
  // The refused method goes back to what it was; the other choices stay.
  await ctx.session.update((data) =>
    withCheckoutState(data, {
      ...(shippingOffered ? {} : { shippingProfileId: before.shippingProfileId }),
      ...(paymentOffered ? {} : { paymentMethodId: before.paymentMethodId }),
      deselected: before.deselected,
    }),
  );
  if (!shippingOffered) {
    throw checkoutProblem(
      'shippingMethodUnavailable',
      'This shipping method is not available for the delivery country.',
      'shippingProfileId',
      409,
    );
  }
  throw checkoutProblem(
    'paymentMethodUnavailable',
    'This payment method is not available for this order.',
    'paymentMethodId',
    409,
  );
}

/**
 * The form's wishes, where the delivery can have them (the form shows them only then; a country
 * changed in the same submission simply drops them). A day must be one offered now.
 */
async function applyPreferredDelivery(
  ctx: CallContext,
  checkout: Checkout,
  wishes: PreferredDeliveryWishes,
): Promise<Checkout> {
  if (!checkout.delivery.preferredDeliveryOffered) return checkout;
  if (wishes.day && !checkout.delivery.days.includes(wishes.day)) throw dayNotOffered();
  const wanted = wishes.day || wishes.dropOffPlace || wishes.neighbour;
  await ctx.session.update((data) => withCheckoutState(data, { preferredDelivery: wanted ? wishes : undefined }));
  return loadCheckout(ctx);
}

/** The checkout as the page shows it (no internal state). */
export function checkoutView(ctx: CallContext, checkout: Checkout) {
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
    shippingPrivacyInformation: { showDataPrivacyAgreementHint: checkout.showDataPrivacyAgreementHint },
    /** Issue 39: German VAT, or a tax-free delivery on a VAT id VIES confirmed (or has yet to). */
    vat: vatNoticeOf(checkout.vat),
    /** Issue 22: what the delivery can have (DHL preferred delivery, parcel stations) and what is chosen. */
    delivery: {
      preferredDeliveryOffered: checkout.delivery.preferredDeliveryOffered,
      parcelStationsOffered: checkout.delivery.parcelStationsOffered,
      days: checkout.delivery.days,
      daySurcharge: checkout.delivery.daySurcharge,
      wishes: checkout.delivery.wishes,
      parcelStation: checkout.delivery.parcelStation,
      demoStations: ctx.services.parcelStations.demo,
    },
  };
}

/**
 * The checkout now. A shipping or payment method chosen earlier that is no longer offered (another
 * delivery country, another amount) is deselected, and the page says so until the shopper chooses
 * again (spec §4).
 */
export async function currentCheckoutView(ctx: CallContext, loaded?: Checkout) {
  const checkout = loaded ?? (await loadCheckout(ctx));
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
  // A preferred day that has passed, a station the shipping method no longer serves: said once, then gone.
  for (const dropped of checkout.delivery.dropped) {
    deselected.add(dropped);
    if (dropped === 'parcelStationUnavailable') cleared.parcelStation = undefined;
    else cleared.preferredDelivery = checkout.delivery.wishes;
  }
  if (Object.keys(cleared).length > 0) {
    await ctx.session.update((data) => withCheckoutState(data, { ...cleared, deselected: [...deselected] }));
  }
  return { ...checkoutView(ctx, checkout), notices: [...deselected] };
}
