import { redirect } from 'react-router';
import {
  failedMollieStatuses,
  molliePaymentIdPattern,
  moneyComingStatuses,
  undecidedMollieStatuses,
} from '../../core/adapters/mollie/mollie-status';
import { isApiError } from '../../core/api/errors';
import { providerNoticeOf } from '../../core/payments/payment-notices';
import { afterPaymentParam } from '../features/checkout/clear-cart-after-payment';
import { localizedFor } from '../lib/account-routes';
import { shopContext } from '../shop-context';
import type { Route } from './+types/mollie-payment';

/** How often an open payment is asked about again (about every 2 s) before it counts as not paid. */
export const openPaymentChecks = 3;

/**
 * /mollie-payment (spec §2): where Mollie sends the shopper back, whatever happened. It asks Mollie
 * (through getMolliePaymentAndUpdateStatus, never trusting the URL) and sends the shopper on:
 * paid or on its way → the confirmation; still open → the read-only review, which waits and asks
 * again; failed, canceled, expired → back to the checkout with the §8 message, the cart (payment
 * first) or the order (order first) kept for another try.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const paymentId = url.searchParams.get('mollie_payment_id') ?? '';
  // Only values shaped like an order number and an access key go into the addresses below.
  const orderId = /^\d{1,10}$/.test(url.searchParams.get('plenty_order_id') ?? '')
    ? url.searchParams.get('plenty_order_id')
    : null;
  const accessKey = /^[A-Za-z0-9_-]{16,200}$/.test(url.searchParams.get('plenty_order_access_key') ?? '')
    ? url.searchParams.get('plenty_order_access_key')
    : null;
  const attempt = Math.min(Number(url.searchParams.get('attempt')) || 0, openPaymentChecks);
  const checkout = (params: Record<string, string>) =>
    redirect(`${localizedFor(request, '/checkout')}?${new URLSearchParams(params)}`, 303);
  const orderParams = orderId && accessKey ? { orderId, accessKey } : ({} as Record<string, string>);

  if (!molliePaymentIdPattern.test(paymentId)) {
    // Without the payment's id (an old link): the order's page shows its payment status.
    if (orderId && accessKey) return redirect(localizedFor(request, `/confirmation/${orderId}/${accessKey}`), 303);
    return checkout({ payment: 'notFound' });
  }
  let payment;
  try {
    payment = await shop.call('getMolliePaymentAndUpdateStatus', { paymentId });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) return checkout({ payment: 'notFound', ...orderParams });
    const notice = providerNoticeOf(error);
    return checkout({ payment: notice, ...orderParams });
  }
  if (payment.order && moneyComingStatuses.has(payment.status)) {
    const confirmation = localizedFor(request, `/confirmation/${payment.order.id}/${payment.order.accessKey}`);
    return redirect(`${confirmation}?${afterPaymentParam}=1`, 303);
  }
  if (payment.problem) return checkout({ payment: 'orderAfterPaymentFailed', mollie_payment_id: payment.id });
  if (undecidedMollieStatuses.has(payment.status) && attempt < openPaymentChecks) {
    const review = new URLSearchParams({ mollie_payment_id: payment.id, attempt: String(attempt + 1) });
    return redirect(`${localizedFor(request, '/readonly-checkout')}?${review}`, 303);
  }
  const order = payment.order ? { orderId: String(payment.order.id), accessKey: payment.order.accessKey } : orderParams;
  const reason = failedMollieStatuses.has(payment.status) ? payment.status : 'notPaid';
  return checkout({ payment: reason, ...order });
}

export default function MolliePayment() {
  return null;
}
