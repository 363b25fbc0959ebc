import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CallContext } from '../api/context';
import { ApiError } from '../api/errors';
import { orders } from '../db/order-schema';
import { mayMail } from '../mail/mail-limits.server';
import { orderNotFound } from '../orders/order-access.server';
import { sendOrderConfirmation } from '../orders/order-mail.server';
import { orderView } from '../orders/order-view.server';
import { orderFitsColumns } from '../orders/order-limits';
import { findByIdempotencyKey, orderTotalTooHigh, placeOrder, type PlacedOrder } from '../orders/place-order.server';
import type { PlaceOrderSnapshot } from '../payments/order-snapshot';
import { withPlacedOrder } from '../sessions/checkout-state';
import { checkoutProblem, loadCheckout, orderAddressOf, type Checkout } from './checkout.server';
import { parcelStationAddress } from '../delivery/parcel-station-address';

/**
 * The checkout becomes an order: checked as a whole on the server (cart and prices as they are
 * now, addresses, methods, the required consents), placed once per idempotency key.
 */

export const legalConsentsInput = z
  .object({ terms: z.boolean(), cancellationRights: z.boolean(), privacy: z.boolean() })
  .strict();
export type LegalConsents = z.output<typeof legalConsentsInput>;

/** The three consents an order needs (spec §5); the first one missing is refused at its field. */
export function assertLegalConsents(legalConsents: LegalConsents): void {
  const missing = (['terms', 'cancellationRights', 'privacy'] as const).find((consent) => !legalConsents[consent]);
  if (missing) throw checkoutProblem('consentRequired', 'Please confirm this to order.', `legalConsents.${missing}`);
}

export interface OrderRequest {
  idempotencyKey: string;
  legalConsents: LegalConsents;
}

/**
 * Places the order of this session's checkout. The same key again (a double click, a retry after
 * a lost answer) answers with the same order. `checkout` is the checkout just loaded, if any.
 */
export async function placeCheckoutOrder(ctx: CallContext, request: OrderRequest, checkout?: Checkout) {
  const current = checkout ?? (await loadCheckout(ctx));
  let order: PlaceOrderSnapshot;
  try {
    order = orderOfCheckout(ctx, current, request.legalConsents);
  } catch (error) {
    // The retry of an order placed already meets its emptied cart: it gets the same order.
    const replay =
      current.cartId === null
        ? null
        : await findByIdempotencyKey(ctx.services.db, { ...request, cartId: current.cartId });
    if (replay) return placedOrderAnswer(ctx, replay);
    throw error;
  }
  const placed = await placeOrder(ctx.services.db, { ...order, idempotencyKey: request.idempotencyKey });
  const answer = await placedOrderAnswer(ctx, placed);
  // An order never fails for its mail; a guest ordering to flood someone's address gets none.
  if (!placed.replayed && (await mayMail(ctx, answer.email))) {
    await sendOrderConfirmation(ctx.services, ctx.locale, answer);
  }
  return answer;
}

/**
 * The order a checkout would place, checked on the server as a whole: the cart and its prices
 * as they are now, the consents, e-mail, addresses and methods. Refusals are 4xx with their field.
 */
export function orderOfCheckout(
  ctx: CallContext,
  checkout: Checkout,
  legalConsents: LegalConsents,
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
  if (!orderFitsColumns(cart)) throw orderTotalTooHigh();
  assertLegalConsents(legalConsents);
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
  // The shopper chose a day or a station the order would not have: show the checkout again.
  const { delivery } = checkout;
  if (delivery.dropped.length > 0) {
    const dropped = delivery.dropped[0]!;
    throw checkoutProblem(
      dropped,
      dropped === 'preferredDayUnavailable'
        ? 'The preferred delivery day can no longer be chosen.'
        : 'The parcel station is not available for this shipping method.',
      dropped === 'preferredDayUnavailable' ? 'preferredDelivery.day' : 'parcelStation',
      409,
    );
  }
  const billingAddress = orderAddressOf(checkout.billingAddress);
  const addressee = checkout.deliveryAddress ? orderAddressOf(checkout.deliveryAddress) : billingAddress;
  return {
    cartId: checkout.cartId,
    cart,
    customerId: checkout.customerId,
    email: checkout.email,
    language: ctx.locale,
    billingAddress,
    deliveryAddress: delivery.parcelStation ? parcelStationAddress(addressee, delivery.parcelStation) : addressee,
    payment: { id: payment.id, key: payment.key, name: payment.name },
    additional: {
      orderContactWish: checkout.state.orderContactWish ?? '',
      orderCustomerSign: checkout.state.orderCustomerSign ?? '',
      // Asked only when the shipping profile wants the consent (spec §3 showDataPrivacyAgreementHint).
      shippingPrivacyHintAccepted: checkout.showDataPrivacyAgreementHint
        ? (checkout.state.shippingPrivacyHintAccepted ?? false)
        : false,
    },
    ...(checkout.vat.treatment === 'intraCommunitySupply' ? { vat: checkout.vat } : {}),
    delivery: {
      preferredDeliveryDay: delivery.wishes.day ?? null,
      preferredDropOffPlace: delivery.wishes.dropOffPlace ?? '',
      preferredNeighbour: delivery.wishes.neighbour ?? null,
      parcelStation: delivery.parcelStation,
    },
  };
}

/**
 * The placed order with the key of its confirmation page; the session remembers it, so this
 * visitor sees the order without further proof (spec §6 soft login).
 */
export async function placedOrderAnswer(ctx: CallContext, placed: PlacedOrder) {
  await ctx.session.update((data) => withPlacedOrder(data, { orderId: placed.orderId, accessKey: placed.accessKey }));
  const { db, config } = ctx.services;
  const view = placed.replayed
    ? await orderView(db, config, await storedOrder(ctx, placed.orderId), ctx.locale)
    : await orderView(db, config, placed.row, ctx.locale, { items: placed.items });
  return { ...view, accessKey: placed.accessKey, replayed: placed.replayed };
}

async function storedOrder(ctx: CallContext, orderId: number) {
  const [order] = await ctx.services.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  return order;
}
