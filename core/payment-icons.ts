/**
 * The payment methods' short names by the shop's method id (the Mollie method, or prepayment), for
 * their pictures and their translated names. A basic, so orders and payments both read it.
 */
const methodNames: Record<number, string> = {
  6000: 'prepayment',
  6101: 'creditcard',
  6102: 'paypal',
  6103: 'klarna',
  6104: 'banktransfer',
  6105: 'applepay',
};

/**
 * A method's picture (public/payment-methods): the shop's own small pictures, served from its own
 * address, so the checkout loads nothing from elsewhere for them (CSP, privacy, the offline demo).
 */
export function paymentIconPath(paymentMethodId: number): string | null {
  const name = methodNames[paymentMethodId];
  return name ? `/payment-methods/${name}.svg` : null;
}

/** Translation key of a method's name or description: `checkout.payment.<name>`, Mollie's under `mollie.`. */
export function paymentTextKeyOf(key: 'prepayment' | 'mollie', paymentKey: string, part: 'name' | 'description') {
  return key === 'mollie' ? `checkout.payment.mollie.${paymentKey}.${part}` : `checkout.payment.${paymentKey}.${part}`;
}

interface OrderPaymentMethod {
  paymentMethodId: number;
  paymentMethodKey: string;
}

/**
 * The translation key of an order's payment method, to name it in another language than it was
 * ordered in; null where the name kept with the order must stand: orders from before the method's
 * id was kept carry the default id 6000 (prepayment) whatever they were paid with.
 */
export function orderPaymentNameKey(order: OrderPaymentMethod): string | null {
  const name = methodNames[order.paymentMethodId];
  const key = name === 'prepayment' ? 'prepayment' : 'mollie';
  return name && key === order.paymentMethodKey ? paymentTextKeyOf(key, name, 'name') : null;
}
