import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import { orderPaymentNameKey } from '../payment-icons';

/**
 * An order's payment method named in this language: the shop's German mail about an English order,
 * the order pages after a language switch. The name kept with the order where its method is not
 * known for sure (core/payment-icons.ts).
 */
export function paymentMethodNameIn(
  locale: Locale,
  order: { paymentMethodId: number; paymentMethodKey: string; paymentMethodName: string },
): string {
  const key = orderPaymentNameKey(order);
  return key ? shopText(locale, key) : order.paymentMethodName;
}
