/**
 * The checkout page's one form: every choice (addresses, shipping, payment, additional info) and
 * the legal consents. "update" applies the choices (and recalculates); "order" applies them and
 * places the order.
 */
export const checkoutFields = [
  'billingAddressId',
  'deliveryAddressId',
  'shippingProfileId',
  'paymentMethodId',
  'orderContactWish',
  'orderCustomerSign',
  'shippingPrivacyHintAccepted',
  'terms',
  'cancellationRights',
  'privacy',
  'idempotencyKey',
] as const;

export type CheckoutFields = Record<(typeof checkoutFields)[number], string>;

/** A positive id from a form field, or null (missing, 0 or anything else). */
export function idField(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export const legalConsents = ['terms', 'cancellationRights', 'privacy'] as const;
