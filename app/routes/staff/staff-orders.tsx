import { data } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import { useTranslation } from '../../i18n/use-translation';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { AccountingExportForm } from '../../staff/orders/export-form';
import { OrderFilters, OrderTable, type OrderListEntry } from '../../staff/orders/order-list';
import { callInputOf, orderListQuery } from '../../staff/orders/order-list-query';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-orders';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.orders.title'),
  robots: 'noindex, nofollow',
}));

/** /staff (issue 36): the orders, filtered, searched and paged on the server. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = orderListQuery(new URL(request.url).searchParams);
  try {
    const list = await context.get(shopContext).call('getStaffOrders', callInputOf(query));
    return { query, list: list as { entries: OrderListEntry[]; total: number }, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ query, list: null, forbidden: true }, 403);
    throw error;
  }
}

export default function StaffOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.forbidden || !loaderData.list) return <StaffForbidden needs="orders" />;
  return (
    <section aria-labelledby="staff-orders-title" className="space-y-4">
      <h1 id="staff-orders-title" className="text-2xl font-semibold">
        {t('staff.orders.title')}
      </h1>
      <OrderFilters query={loaderData.query} />
      <OrderTable entries={loaderData.list.entries} total={loaderData.list.total} query={loaderData.query} />
      <AccountingExportForm />
    </section>
  );
}
