import { redirect, redirectDocument } from 'react-router';
import type { CheckoutNext } from '../../../core/checkout/submit-checkout.server';
import { localizedFor } from '../../lib/account-routes';

/**
 * Where the shopper goes after an order step (the checkout, an unpaid order's retry, an accepted
 * offer): Mollie's page, the confirmation, the checkout's retry of an unpaid order, or (null) the
 * same page again.
 */
export function pageAfterOrderStep(request: Request, next: CheckoutNext) {
  switch (next.next) {
    case 'checkout':
      // The choices are applied: the checkout shows itself again with the new totals.
      return null;
    case 'payment':
      return redirectDocument(next.paymentUrl, 303);
    case 'confirmation':
      return redirect(localizedFor(request, `/confirmation/${next.orderId}/${next.accessKey}`), 303);
    case 'paymentRetry': {
      // The order stands; Mollie could not start: the checkout offers to pay it again.
      const retry = new URLSearchParams({
        orderId: String(next.orderId),
        accessKey: next.accessKey,
        payment: next.notice,
      });
      return redirect(`${localizedFor(request, '/checkout')}?${retry}`, 303);
    }
  }
}
