import { pageMeta } from '../lib/page-meta';
import { data, Link } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { FormAlert } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { EmptyListState } from '../components/page-notices';
import { formatDate, formatMoney } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { requireCustomer } from '../lib/account-routes';
import { shopContext } from '../shop-context';
import type { Route } from './+types/my-orders';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('account.myOrders'),
  robots: 'noindex, nofollow',
}));

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  const requested = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  try {
    return { ...(await shop.call('getOrders', { page, itemsPerPage: 10 })), notLoaded: false };
  } catch (error) {
    // Spec §8 "orders not loaded": the account page stays, says so and offers to try again.
    if (!isApiError(error) || error.status < 500) throw error;
    return data({ entries: [], page, pageCount: 1, notLoaded: true }, 503);
  }
}

/** /my-account/my-orders: the customer's orders, 10 per page, each linking to its details. */
export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { entries, page, pageCount, notLoaded } = loaderData;
  return (
    <>
      <h1 className="mb-6 text-3xl font-semibold">{t('account.myOrders')}</h1>
      {notLoaded ? (
        <FormAlert>
          {t('storefrontError.order.ordersNotLoaded')}{' '}
          <Link to={`?page=${page}`} reloadDocument className="underline underline-offset-2">
            {t('order.tryAgain')}
          </Link>
        </FormAlert>
      ) : entries.length === 0 ? (
        <EmptyListState message={t('order.noOrders')}>
          <LocalizedLink to="/" className="button-secondary">
            {t('cart.home')}
          </LocalizedLink>
        </EmptyListState>
      ) : (
        <table className="w-full text-left">
          <caption className="sr-only">{t('account.myOrders')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2">
                {t('order.number')}
              </th>
              <th scope="col" className="py-2">
                {t('order.date')}
              </th>
              <th scope="col" className="py-2">
                {t('order.statusLabel')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('cart.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((order) => (
              <tr key={order.id} className="border-b border-slate-200">
                <td className="py-2">
                  <LocalizedLink to={`/my-account/my-orders/${order.id}`} className="underline underline-offset-2">
                    {t('order.showOrder', { id: order.id })}
                  </LocalizedLink>
                </td>
                <td className="py-2">{formatDate(order.createdAt, locale)}</td>
                <td className="py-2">
                  {order.statusName}
                  <span className="block text-sm text-slate-700">{order.paymentStatus}</span>
                </td>
                <td className="py-2 text-right">{formatMoney(order.totalGross, order.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t('order.pages')} className="mt-6 flex gap-4">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} rel="prev" className="underline underline-offset-2">
              {t('order.newer')}
            </Link>
          ) : null}
          <span>{t('order.pageOf', { page, pageCount })}</span>
          {page < pageCount ? (
            <Link to={`?page=${page + 1}`} rel="next" className="underline underline-offset-2">
              {t('order.older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
