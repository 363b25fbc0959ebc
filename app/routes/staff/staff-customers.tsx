import { data, useSearchParams } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffCustomerEntry } from '../../../core/customer-care/staff-customer-list.server';
import { useTranslation } from '../../i18n/use-translation';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { CustomerSearch, CustomerTable } from '../../staff/customers/customer-list';
import { customerCallInput, customerListQuery } from '../../staff/customers/customer-list-query';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-customers';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.customers.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/customers (issue 37): the customers, searched and paged on the server, newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = customerListQuery(new URL(request.url).searchParams);
  try {
    const list = await context.get(shopContext).call('getStaffCustomers', customerCallInput(query));
    return { query, list: list as { entries: StaffCustomerEntry[]; total: number }, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ query, list: null, forbidden: true }, 403);
    throw error;
  }
}

export default function StaffCustomers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const deleted = /^\d{1,10}$/.test(params.get('deleted') ?? '') ? params.get('deleted') : null;
  if (loaderData.forbidden || !loaderData.list) return <StaffForbidden needs="orders" />;
  return (
    <section aria-labelledby="staff-customers-title" className="space-y-4">
      <h1 id="staff-customers-title" className="text-2xl font-semibold">
        {t('staff.customers.title')}
      </h1>
      {deleted ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {t('staff.customers.done.delete', { id: deleted })}
        </p>
      ) : null}
      <CustomerSearch query={loaderData.query} />
      <CustomerTable entries={loaderData.list.entries} total={loaderData.list.total} query={loaderData.query} />
    </section>
  );
}
