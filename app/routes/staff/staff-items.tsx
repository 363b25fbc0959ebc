import { data } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffItemEntry } from '../../../core/catalog-management/staff-item-list.server';
import { useTranslation } from '../../i18n/use-translation';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { ItemFilters, ItemTable } from '../../staff/catalogue/item-list';
import { itemCallInput, itemListQuery } from '../../staff/catalogue/item-list-query';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-items';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.catalogue.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/catalogue (issue 37): the items, searched, filtered and paged on the server. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = itemListQuery(new URL(request.url).searchParams);
  try {
    const list = await context.get(shopContext).call('getStaffItems', itemCallInput(query));
    return { query, list: list as { entries: StaffItemEntry[]; total: number }, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ query, list: null, forbidden: true }, 403);
    throw error;
  }
}

export default function StaffItems({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.forbidden || !loaderData.list) return <StaffForbidden needs="catalogue" />;
  return (
    <section aria-labelledby="staff-items-title" className="space-y-4">
      <h1 id="staff-items-title" className="text-2xl font-semibold">
        {t('staff.catalogue.title')}
      </h1>
      <ItemFilters query={loaderData.query} />
      <ItemTable entries={loaderData.list.entries} total={loaderData.list.total} query={loaderData.query} />
    </section>
  );
}
