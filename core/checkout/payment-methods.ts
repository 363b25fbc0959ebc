/**
 * The payment methods the shop offers (spec §3 Payment method). Prepayment is a bank transfer to
 * the shop's account after the order; Mollie joins with its own methods. Names and descriptions
 * are translated under `checkout.payment.<key>`.
 */
export interface PaymentMethod {
  id: number;
  key: 'prepayment';
  /** Countries the method is offered for (ids of the shop's country list); null = all. */
  countryIds: number[] | null;
}

export const paymentMethods: PaymentMethod[] = [{ id: 6000, key: 'prepayment', countryIds: null }];

/** The methods for a delivery country (spec: filtered by country and cart). */
export function paymentMethodsFor(countryId: number): PaymentMethod[] {
  return paymentMethods.filter((method) => method.countryIds === null || method.countryIds.includes(countryId));
}
