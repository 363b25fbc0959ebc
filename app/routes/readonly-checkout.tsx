import { pageMeta } from '../lib/page-meta';
import { useEffect } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { undecidedMollieStatuses } from '../../core/adapters/mollie/mollie-status';
import { isApiError } from '../../core/api/errors';
import { CartSummary } from '../features/cart/cart-summary';
import { AddressLines } from '../features/checkout/address-lines';
import { formatMoney } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor } from '../lib/account-routes';
import { shopContext } from '../shop-context';
import type { Route } from './+types/readonly-checkout';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('payment.return.title'),
  robots: 'noindex, nofollow',
}));

/** Seconds between two checks of a payment Mollie has not decided yet. */
const checkEverySeconds = 2;

/**
 * /readonly-checkout (spec §2): the read-only review while Mollie has not decided a payment yet
 * (payment first: what is being paid, as confirmed; the order is placed as soon as the money is
 * reported). It asks again every few seconds through /mollie-payment, which sends the shopper on.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const paymentId = url.searchParams.get('mollie_payment_id') ?? '';
  const attempt = Number(url.searchParams.get('attempt')) || 0;
  const again = `${localizedFor(request, '/mollie-payment')}?${new URLSearchParams({ mollie_payment_id: paymentId, attempt: String(attempt) })}`;
  try {
    const payment = await context.get(shopContext).call('getMolliePaymentAndUpdateStatus', { paymentId });
    // Decided (or an order that may be shown): /mollie-payment sends the shopper on.
    if (
      payment.problem ||
      (payment.status !== 'open' && (payment.order || !undecidedMollieStatuses.has(payment.status)))
    ) {
      throw redirect(again, 303);
    }
    return { payment, again };
  } catch (error) {
    if (isApiError(error)) throw redirect(localizedFor(request, '/checkout'), 303);
    throw error;
  }
}

export default function ReadonlyCheckout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { payment, again } = loaderData;
  const review = payment.review;
  const money = (cents: number) => formatMoney(cents, payment.currency, locale);

  useEffect(() => {
    const timer = setTimeout(() => void navigate(again, { replace: true }), checkEverySeconds * 1000);
    return () => clearTimeout(timer);
  }, [again, navigate]);

  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content={`${checkEverySeconds};url=${again}`} />
      </noscript>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="payment-check" className="space-y-4">
          <h2 id="payment-check" className="text-xl font-semibold">
            {t('payment.return.title')}
          </h2>
          <p role="status">{t('payment.return.waiting')}</p>
          {payment.orderId ? <p>{t('payment.return.pendingOrder', { orderId: payment.orderId })}</p> : null}
          {review ? (
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="font-semibold">{t('checkout.billingAddress')}</dt>
                <dd>
                  <AddressLines address={review.billingAddress} />
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t('checkout.deliveryAddress')}</dt>
                <dd>
                  <AddressLines address={review.deliveryAddress} />
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t('checkout.paymentMethod')}</dt>
                <dd>{review.paymentMethodName}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t('checkout.email')}</dt>
                <dd>{review.email}</dd>
              </div>
            </dl>
          ) : null}
          <Link to={again} replace className="inline-block underline underline-offset-2">
            {t('payment.return.refresh')}
          </Link>
        </section>
        {review ? <CartSummary cart={review.cart} money={money} /> : null}
      </div>
    </>
  );
}
