import { paymentTextKeyOf } from '../payment-icons';

/**
 * The payment methods the shop offers (spec §3 Payment method). Prepayment is a bank transfer to
 * the shop's account after the order; the Mollie methods are offered when Mollie offers them for
 * the cart's amount and country (core/payments/mollie-methods.server.ts). Names and descriptions
 * are translated under `checkout.payment.<key>` (Mollie: `checkout.payment.mollie.<method>`).
 */
export interface PaymentMethod {
  id: number;
  key: 'prepayment' | 'mollie';
  /** The Mollie method id (creditcard, paypal, …); the key of prepayment otherwise. */
  paymentKey: string;
  /** Countries the method is offered for (ids of the shop's country list); null = all. */
  countryIds: number[] | null;
  /**
   * Paid in the checkout's own page with the device's wallet (Apple Pay): offered only there, never
   * for an offer or an unpaid order's retry, which send the shopper to Mollie's page.
   */
  wallet?: true;
}

export const prepayment: PaymentMethod = { id: 6000, key: 'prepayment', paymentKey: 'prepayment', countryIds: null };

/** Fixed ids for the Mollie methods the shop knows, so a choice survives a reload of the list. */
export const mollieMethods: PaymentMethod[] = [
  { id: 6101, key: 'mollie', paymentKey: 'creditcard', countryIds: null },
  { id: 6102, key: 'mollie', paymentKey: 'paypal', countryIds: null },
  { id: 6103, key: 'mollie', paymentKey: 'klarna', countryIds: null },
  { id: 6104, key: 'mollie', paymentKey: 'banktransfer', countryIds: null },
  // Shown only on a device that can pay with it (app/features/checkout/apple-pay.tsx).
  { id: 6105, key: 'mollie', paymentKey: 'applepay', countryIds: null, wallet: true },
];

export const paymentMethodById = (id: number) => [prepayment, ...mollieMethods].find((method) => method.id === id);

/** Translation key of a method's name or description. */
export function paymentTextKey(method: PaymentMethod, part: 'name' | 'description'): string {
  return paymentTextKeyOf(method.key, method.paymentKey, part);
}
