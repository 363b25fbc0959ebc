import type { SessionData, SessionRecord } from '../sessions/session-store.server';

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
  /** Methods deselected because they are no longer offered: said until the shopper chooses again. */
  deselected?: Array<'paymentMethodUnavailable' | 'shippingMethodUnavailable'>;
}

/** Orders placed in this session, with their access keys: shown again without further proof. */
export interface PlacedOrderKey {
  orderId: number;
  accessKey: string;
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

export function withPlacedOrder(data: SessionData, placed: PlacedOrderKey): SessionData {
  const list = Array.isArray(data.placedOrders) ? (data.placedOrders as PlacedOrderKey[]) : [];
  const others = list.filter((entry) => entry.orderId !== placed.orderId);
  return { ...data, placedOrders: [placed, ...others].slice(0, rememberedOrders) };
}

/** Mollie payments started in this session: only this session may look at them and retry them. */
export function molliePaymentsOf(session: SessionRecord | null): string[] {
  const list = session?.data.molliePayments;
  return Array.isArray(list) ? (list as string[]) : [];
}

export function withMolliePayment(data: SessionData, molliePaymentId: string): SessionData {
  const list = Array.isArray(data.molliePayments) ? (data.molliePayments as string[]) : [];
  return { ...data, molliePayments: [molliePaymentId, ...list.filter((id) => id !== molliePaymentId)].slice(0, 10) };
}
