import { data, Link, redirect } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { isApiError } from '../../../core/api/errors';
import type { StaffItemEntry } from '../../../core/catalog-management/staff-item-list.server';
import { useTranslation } from '../../i18n/use-translation';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { ItemFilters, ItemTable } from '../../staff/catalogue/item-list';
import { itemCallInput, itemListQuery } from '../../staff/catalogue/item-list-query';
import { newVariationInput } from '../../staff/catalogue/item-form-input';
import { NewItemForm } from '../../staff/catalogue/new-item-forms';
import { errorStatus, formFailure } from '../../lib/form-result';
import { localizedFor } from '../../lib/account-routes';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-items';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.catalogue.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/catalogue (issue 37): the items, searched, filtered and paged on the server. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = itemListQuery(new URL(request.url).searchParams);
  const shop = context.get(shopContext);
  try {
    const [list, options] = await Promise.all([
      shop.call('getStaffItems', itemCallInput(query)),
      shop.call('getStaffCatalogueOptions', {}),
    ]);
    return {
      query,
      list: list as { entries: StaffItemEntry[]; total: number },
      categories: (options as { categories: Array<{ id: number; name: string }> }).categories,
      forbidden: false,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 403) {
      return data({ query, list: null, categories: [], forbidden: true }, 403);
    }
    throw error;
  }
}

/** "New item": created with its first variation, then its page opens to add the rest. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'create') throw data(null, 400);
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  const categoryId = Number(form.get('categoryId'));
  try {
    const created = (await context.get(shopContext).call('doCreateItem', {
      names: { de: String(form.get('name-de') ?? ''), en: String(form.get('name-en') ?? '') },
      categoryId: Number.isSafeInteger(categoryId) ? categoryId : 0,
      variation: newVariationInput(form),
    } as never)) as { itemId: number };
    // The new item's page says it was made (`created`), as a save says it was saved.
    return redirect(localizedFor(request, `/staff/catalogue/${created.itemId}?created=1`), 303);
  } catch (error) {
    const failure = formFailure(error, values, { fields: ['de', 'en', 'number', 'salePriceCents', 'stock'] });
    return data(failure, errorStatus(error));
  }
}

export default function StaffItems({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  if (loaderData.forbidden || !loaderData.list) return <StaffForbidden needs="catalogue" />;
  return (
    <section aria-labelledby="staff-items-title" className="space-y-4">
      <h1 id="staff-items-title" className="text-2xl font-semibold">
        {t('staff.catalogue.title')}
      </h1>
      <p>
        <Link to={localize('/staff/catalogue/import')} className="underline underline-offset-2">
          {t('staff.catalogue.import.link')}
        </Link>
      </p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={localize('/staff/catalogue/attributes')} className="underline underline-offset-2">
          {t('staff.attributes.link')}
        </Link>
        <Link to={localize('/staff/catalogue/order-properties')} className="underline underline-offset-2">
          {t('staff.orderProperties.link')}
        </Link>
        <Link to={localize('/staff/catalogue/manufacturers')} className="underline underline-offset-2">
          {t('staff.masterData.manufacturers.title')}
        </Link>
        <Link to={localize('/staff/catalogue/tags')} className="underline underline-offset-2">
          {t('staff.masterData.tags.title')}
        </Link>
      </p>
      <NewItemForm categories={loaderData.categories} failure={actionData ?? null} />
      <ItemFilters query={loaderData.query} />
      <ItemTable entries={loaderData.list.entries} total={loaderData.list.total} query={loaderData.query} />
    </section>
  );
}
