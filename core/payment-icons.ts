/**
 * The pictures of the payment methods (public/payment-methods), by the shop's method id: the
 * shop's own small pictures, served from its own address, so the checkout loads nothing from
 * elsewhere for them (CSP, privacy, the offline demo). A basic, so orders and payments both read it.
 */
const iconNames: Record<number, string> = {
  6000: 'prepayment',
  6101: 'creditcard',
  6102: 'paypal',
  6103: 'klarna',
  6104: 'banktransfer',
  6105: 'applepay',
};

export function paymentIconPath(paymentMethodId: number): string | null {
  const name = iconNames[paymentMethodId];
  return name ? `/payment-methods/${name}.svg` : null;
}
