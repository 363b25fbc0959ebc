import { redirect, redirectDocument } from 'react-router';
import type { CheckoutNext } from '../../../core/checkout/submit-checkout.server';
import { localizePath, locales } from '../../../core/i18n/locales';
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
    case 'payment': {
      // A payment Mollie decided at once (Apple Pay) comes back to the shop's own return page: a
      // page change inside the shop, which the Apple Pay sheet waits for (apple-pay.ts). Mollie's
      // page (and the sandbox's) is another document.
      const returnPage = shopReturnPage(next.paymentUrl);
      return returnPage ? redirect(returnPage, 303) : redirectDocument(next.paymentUrl, 303);
    }
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

/** The path and query of the shop's return page from Mollie, when that is where a payment goes. */
function shopReturnPage(paymentUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(paymentUrl);
  } catch {
    return null;
  }
  const returnPaths = locales.map((locale) => localizePath('/mollie-payment', locale));
  return returnPaths.includes(url.pathname) ? `${url.pathname}${url.search}` : null;
}
