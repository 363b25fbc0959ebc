import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import { paymentMethodById, paymentTextKey } from './payment-methods';

interface OrderPaymentMethod {
  paymentMethodId: number;
  paymentMethodKey: string;
  /** The name in the language the order was placed in (kept with the order). */
  paymentMethodName: string;
}

/**
 * An order's payment method named in another language than it was ordered in: the shop's German
 * mail about an English order, the order page after a language switch. Orders from before the
 * method's id was kept carry the default id 6000 (prepayment) whatever they were paid with, so a
 * method whose kind differs from the order's keeps the name stored with the order.
 */
export function paymentMethodNameIn(locale: Locale, order: OrderPaymentMethod): string {
  const method = paymentMethodById(order.paymentMethodId);
  if (!method || method.key !== order.paymentMethodKey) return order.paymentMethodName;
  return shopText(locale, paymentTextKey(method, 'name'));
}
