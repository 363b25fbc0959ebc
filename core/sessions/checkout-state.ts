import type { ChosenParcelStation, PreferredNeighbour } from '../db/json-columns';
import type { SessionData, SessionRecord } from './session-store.server';

/** The shopper's DHL preferred delivery wishes (issue 22): a day, and a drop-off place or a neighbour. */
export interface PreferredDeliveryWishes {
  day?: string;
  dropOffPlace?: string;
  neighbour?: PreferredNeighbour;
}

/**
 * What the shopper chose in the checkout so far (spec §4: e-mail, shipping address, billing
 * address, shipping method, payment method, additional info). Kept in the session: it belongs
 * to this visit, and logout clears it with the rest of the session's personal data.
 */
export interface CheckoutState {
  billingAddressId?: number;
  deliveryAddressId?: number;
  shippingProfileId?: number;
  paymentMethodId?: number;
  orderContactWish?: string;
  orderCustomerSign?: string;
  shippingPrivacyHintAccepted?: boolean;
  preferredDelivery?: PreferredDeliveryWishes;
  /** The Packstation, post office or parcel shop the parcel goes to instead of the delivery address. */
  parcelStation?: ChosenParcelStation;
  /** Methods deselected because they are no longer offered: said until the shopper chooses again. */
  deselected?: Array<
    'paymentMethodUnavailable' | 'shippingMethodUnavailable' | 'preferredDayUnavailable' | 'parcelStationUnavailable'
  >;
}

/**
 * Orders this session may see without further proof, with their access keys: the ones it placed
 * (or paid first, so that Mollie's report placed them) and the ones it proved with a last name or
 * postal code (`proven`). Only a placing session may keep a guest order in a new account.
 */
export interface PlacedOrderKey {
  orderId: number;
  accessKey: string;
  /** Set when the session proved the order (soft login) instead of placing it. */
  proven?: true;
}

export function checkoutStateOf(session: SessionRecord | null): CheckoutState {
  const state = session?.data.checkout;
  return state && typeof state === 'object' ? (state as CheckoutState) : {};
}

export function withCheckoutState(data: SessionData, change: Partial<CheckoutState>): SessionData {
  const current = data.checkout && typeof data.checkout === 'object' ? (data.checkout as CheckoutState) : {};
  return { ...data, checkout: { ...current, ...change } };
}

/** How many placed orders a session remembers (a shopper rarely places more in one visit). */
const rememberedOrders = 10;

export function placedOrdersOf(session: SessionRecord | null): PlacedOrderKey[] {
  const list = session?.data.placedOrders;
  return Array.isArray(list) ? (list as PlacedOrderKey[]) : [];
}

/** Remembers an order; an order already remembered keeps how this session came to it. */
export function withPlacedOrder(data: SessionData, placed: PlacedOrderKey): SessionData {
  const list = Array.isArray(data.placedOrders) ? (data.placedOrders as PlacedOrderKey[]) : [];
  const known = list.find((entry) => entry.orderId === placed.orderId);
  const others = list.filter((entry) => entry.orderId !== placed.orderId);
  const entry = known && !known.proven ? known : placed;
  return { ...data, placedOrders: [entry, ...others].slice(0, rememberedOrders) };
}

/** The session may see the order without proof (placed or proven here). */
export const sessionKnowsOrder = (session: SessionRecord | null, orderId: number) =>
  placedOrdersOf(session).some((entry) => entry.orderId === orderId);

/** The session placed the order itself (not only proved it). */
export const sessionPlacedOrder = (session: SessionRecord | null, orderId: number) =>
  placedOrdersOf(session).some((entry) => entry.orderId === orderId && !entry.proven);

/** Mollie payments started in this session: only this session may look at them and retry them. */
export function molliePaymentsOf(session: SessionRecord | null): string[] {
  const list = session?.data.molliePayments;
  return Array.isArray(list) ? (list as string[]) : [];
}

export function withMolliePayment(data: SessionData, molliePaymentId: string): SessionData {
  const list = Array.isArray(data.molliePayments) ? (data.molliePayments as string[]) : [];
  return { ...data, molliePayments: [molliePaymentId, ...list.filter((id) => id !== molliePaymentId)].slice(0, 10) };
}
