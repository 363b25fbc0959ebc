import { desc, eq } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { ApiError, type ApiEvent } from '../api/errors';
import { pricingFor, productLookup } from '../cart/session-cart.server';
import { cartIdOfSession } from '../cart/cart.server';
import { loadCart, type CartView } from '../cart/cart-view.server';
import { guestAddressesOf } from '../customers/guest-addresses';
import { addressTypes } from '../customers/address-types';
import { sessionCustomer } from '../customers/session-view.server';
import { addresses } from '../db/customer-schema';
import type { OrderAddress } from '../db/order-schema';
import { cachedShippingRates } from '../shipping/shipping.server';
import { rateCents, shippingPicturePath, type ShippingRate } from '../shipping/shipping-estimate';
import { checkoutStateOf, type CheckoutState } from '../sessions/checkout-state';
import {
  checkoutDelivery,
  germanyId,
  preferredDeliveryCents,
  stateNameOf,
  type CheckoutDelivery,
} from '../delivery/checkout-delivery.server';
import { paymentProvidersFor, type PaymentProviderView } from '../payments/payment-providers.server';
import { checkoutVatOf, type CheckoutVat } from '../vat/checkout-vat.server';
import { taxFreeAmount } from '../cart/tax-free-supply';

type AddressRow = typeof addresses.$inferSelect;

export interface ShippingProviderView {
  shippingProfileId: number;
  parcelServicePresetName: string;
  /** What this method costs for the cart as it is, in cents (gross). */
  shippingAmount: number;
  /** The carrier's picture beside the method (decorative). */
  picture: string | null;
}

/** Everything the checkout shows and doPlaceOrder checks, read fresh from the database. */
export interface Checkout {
  cartId: number | null;
  cart: CartView;
  events: ApiEvent[];
  customerId: number | null;
  email: string | null;
  billingAddress: AddressRow | null;
  /** Null while the delivery goes to the billing address ("same as billing", the default). */
  deliveryAddress: AddressRow | null;
  shippingProviders: ShippingProviderView[];
  paymentProviders: PaymentProviderView[];
  paymentMethodId: number | null;
  state: CheckoutState;
  /** DHL preferred delivery and the parcel station (issue 22), as they apply to this delivery. */
  delivery: CheckoutDelivery;
  /** Spec §3 Shipping: the chosen profile asks for consent to pass the e-mail address to the parcel service. */
  showDataPrivacyAgreementHint: boolean;
  /** German VAT, or a tax-free delivery to an EU business (issue 39, core/vat). */
  vat: CheckoutVat;
}

/**
 * The checkout of this session. Choices that no longer fit (an address that was deleted, a
 * shipping or payment method the country does not offer) read as not chosen, so the page asks
 * again instead of failing later.
 */
export async function loadCheckout(ctx: CallContext): Promise<Checkout> {
  const { db } = ctx.services;
  const session = await ctx.session.current();
  const state = checkoutStateOf(session);
  const customer = await sessionCustomer(ctx);
  const book = customer
    ? await db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customer.id))
        .orderBy(desc(addresses.isPrimary), desc(addresses.id))
    : guestAddressesOf(session);
  const billingAddress =
    book.find((row) => row.typeId === addressTypes.billing && row.id === state.billingAddressId) ??
    book.find((row) => row.typeId === addressTypes.billing) ??
    null;
  const deliveryAddress =
    book.find((row) => row.typeId === addressTypes.delivery && row.id === state.deliveryAddressId) ?? null;

  // The cart ships to the delivery country: prices, shipping and methods follow it.
  // A parcel station is in Germany, whatever the addresses say.
  const cartId = cartIdOfSession(session);
  const address = deliveryAddress ?? billingAddress;
  const shipTo = state.parcelStation ? germanyId : address?.countryId;
  const stateName = address && !state.parcelStation ? await stateNameOf(ctx, address.countryId, address.stateId) : null;
  let delivery: CheckoutDelivery | undefined;
  let shippingRate: ShippingRate | undefined;
  const vat = await checkoutVatOf(ctx, billingAddress, shipTo);
  const loaded = await loadCart(db, cartId, productLookup(ctx), {
    ...(await pricingFor(ctx, session)),
    ...(shipTo === undefined ? {} : { shipTo }),
    taxFree: vat.treatment === 'intraCommunitySupply',
    // The preferred day's surcharge depends on the profile the cart ships with.
    preferredDeliveryCentsFor: (rate) => {
      shippingRate = rate;
      delivery = checkoutDelivery(ctx, state, rate, shipTo ?? germanyId, stateName);
      return preferredDeliveryCents(delivery);
    },
  });
  const { cart, events } = loaded;
  // Free from the same gross value as in the cart; a tax-free supply pays a method's price net.
  const goodsCents = loaded.goodsCents ?? cart.itemSum + cart.couponDiscount;
  const taxFree = vat.treatment === 'intraCommunitySupply';
  const rates = await cachedShippingRates(ctx, cart.shippingCountryId);
  // Spec: payment methods filtered by country and cart; an item may rule a method out.
  const paymentProviders = (
    await paymentProvidersFor(ctx, cart.basketAmount, cart.shippingCountryId, { wallets: true })
  ).filter((provider) => !cart.excludedPaymentMethodIds.includes(provider.id));
  return {
    cartId,
    cart,
    events,
    customerId: customer?.id ?? null,
    email: customer?.email ?? (typeof session?.data.guestMail === 'string' ? session.data.guestMail : null),
    billingAddress,
    deliveryAddress,
    shippingProviders: rates.map((rate) => ({
      shippingProfileId: rate.shippingProfileId,
      parcelServicePresetName: rate.name,
      shippingAmount: taxFreeAmount(taxFree, rateCents(rate, goodsCents)),
      picture: shippingPicturePath(rate.parcelServiceName),
    })),
    paymentProviders,
    paymentMethodId: paymentProviders.some((method) => method.id === state.paymentMethodId)
      ? state.paymentMethodId!
      : (paymentProviders[0]?.id ?? null),
    state,
    delivery: delivery ?? checkoutDelivery(ctx, state, undefined, shipTo ?? germanyId, stateName),
    showDataPrivacyAgreementHint: shippingRate?.showsPrivacyHint ?? true,
    vat,
  };
}

/** An address as the order keeps it (a copy: later edits of the address book do not change it). */
export function orderAddressOf(row: AddressRow): OrderAddress {
  return {
    companyName: row.companyName,
    firstName: row.firstName,
    lastName: row.lastName,
    streetName: row.streetName,
    houseNumber: row.houseNumber,
    apartment: row.apartment,
    zipCode: row.zipCode,
    city: row.city,
    countryId: row.countryId,
    stateId: row.stateId,
    phoneNumber: row.phoneNumber,
    email: row.email,
    vatNumber: row.vatNumber,
  };
}

/** A checkout that cannot become an order yet: what is missing, as a 4xx with its field. */
export function checkoutProblem(key: string, message: string, field?: string, status = 400): ApiError {
  return new ApiError({
    status,
    key: `checkout.${key}`,
    message,
    ...(field ? { cause: [{ field, message, code: key }] } : {}),
  });
}
