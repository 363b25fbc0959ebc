import { pageMeta } from '../lib/page-meta';
import { LocalizedLink } from '../components/localized-link';
import { EmptyListState } from '../components/page-notices';
import { formatDate } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { requireCustomer } from '../lib/account-routes';
import { shopContext } from '../shop-context';
import type { Route } from './+types/returns';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('returns.title'),
  robots: 'noindex, nofollow',
}));

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  const url = new URL(request.url);
  const requested = Number(url.searchParams.get('page') ?? 1);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  const created = Number(url.searchParams.get('created'));
  return {
    ...(await shop.call('getReturns', { page, itemsPerPage: 10 })),
    created: Number.isInteger(created) && created > 0 ? created : null,
  };
}

/** /my-account/returns: the customer's returns with their pieces and reasons, newest first. */
export default function ReturnsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { entries, created } = loaderData;
  return (
    <>
      <h1 className="mb-6 text-3xl font-semibold">{t('returns.title')}</h1>
      {created && entries.some((entry) => entry.order.id === created) ? (
        <p role="status" className="mb-6 rounded-md bg-green-50 p-3 text-green-900">
          {t('returns.created', { id: created })}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <EmptyListState message={t('returns.none')}>
          <LocalizedLink to="/my-account/my-orders" className="button-secondary">
            {t('account.myOrders')}
          </LocalizedLink>
        </EmptyListState>
      ) : (
        <ul className="space-y-6">
          {entries.map((entry) => (
            <li key={entry.order.id}>
              <article aria-labelledby={`return-${entry.order.id}`} className="rounded-lg border border-slate-300 p-4">
                <h2 id={`return-${entry.order.id}`} className="text-lg font-semibold">
                  {t('returns.entry', { id: entry.order.id, orderId: entry.order.parentOrderId ?? '' })}
                </h2>
                <p className="text-sm text-slate-700">
                  {formatDate(entry.order.createdAt, locale)} · {entry.order.statusName}
                </p>
                <ul className="mt-2 list-disc pl-5">
                  {entry.order.orderItems.map((item) => (
                    <li key={item.id}>
                      {item.quantity} × {item.orderItemName}
                      {item.returnReason ? ` – ${item.returnReason}` : ''}
                    </li>
                  ))}
                </ul>
                {entry.order.returnComment ? <p className="mt-2 italic">{entry.order.returnComment}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
