import { useEffect, type RefObject } from 'react';
import { shopEvents } from '../../lib/shop-events';
import { cartPayload } from '../analytics/commerce-payload';
import type { CheckoutView } from './checkout-types';

/** Spec: entering the checkout emits begin-checkout (once per visit of the page, not per cart change). */
export function useBeginCheckoutEvent(cart: CheckoutView['cart']) {
  useEffect(() => {
    shopEvents.emit('frontend:beginCheckout', {
      basketAmount: cart.basketAmount,
      ...cartPayload(cart),
      coupon: cart.couponCode ?? undefined,
    });
  }, []);
}

/** After a refusal the first field with an error gets focus (and so scrolls into view). */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, failure: unknown) {
  useEffect(() => {
    if (!failure) return;
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]') ??
      formRef.current?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
  }, [failure, formRef]);
}
