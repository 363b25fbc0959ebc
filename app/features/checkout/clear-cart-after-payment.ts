import { useEffect } from 'react';
import { shopEvents } from '../../lib/shop-events';

/** The mark /mollie-payment puts on the confirmation's address when a payment led there. */
export const afterPaymentParam = 'afterPayment';

/**
 * Back from a payment that placed the order, the payment module sends the clear-cart event, which
 * deletes the cart (spec §4; the peer's Mollie return does the same): the header shows an empty
 * cart even when the order was placed by the payment's report while this page was away. Only for
 * an order this session placed: a stranger's link to their own order, marked, deletes nobody's
 * cart. The mark is taken off the address, so a reload sends nothing.
 */
export function useClearCartAfterPayment(placedInSession: boolean) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(afterPaymentParam)) return;
    url.searchParams.delete(afterPaymentParam);
    window.history.replaceState(window.history.state, '', url);
    if (!placedInSession) return;
    // After the root's effects, which attach the event's handler (a page's effects run before them).
    const timer = setTimeout(() => shopEvents.emit('module:clearCart'), 0);
    return () => clearTimeout(timer);
  }, [placedInSession]);
}
