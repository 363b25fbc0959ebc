import { describe, expect, it } from 'vitest';
import { orderPaymentNameKey, paymentIconPath } from './payment-icons';
import { mollieMethods, paymentTextKey, prepayment } from './payments/payment-methods';

describe('the payment methods` basics', () => {
  it('know every method the shop offers, under the same short name as its method list', () => {
    for (const method of [prepayment, ...mollieMethods]) {
      expect(paymentIconPath(method.id), method.paymentKey).toBe(`/payment-methods/${method.paymentKey}.svg`);
      expect(orderPaymentNameKey({ paymentMethodId: method.id, paymentMethodKey: method.key })).toBe(
        paymentTextKey(method, 'name'),
      );
    }
  });

  it('name an order`s Mollie method by its translation, but leave an old order of unknown method to its stored name', () => {
    expect(orderPaymentNameKey({ paymentMethodId: 6102, paymentMethodKey: 'mollie' })).toBe(
      'checkout.payment.mollie.paypal.name',
    );
    // Kept before the method's id was: the default id 6000 on a Mollie order.
    expect(orderPaymentNameKey({ paymentMethodId: 6000, paymentMethodKey: 'mollie' })).toBeNull();
    expect(orderPaymentNameKey({ paymentMethodId: 9999, paymentMethodKey: 'mollie' })).toBeNull();
  });
});
