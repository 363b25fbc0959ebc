import { Form, Link } from 'react-router';
import type { StaffItemEntry } from '../../../core/catalog-management/staff-item-list.server';
import { formatMoney } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { StaffPager } from '../staff-pager';
import { itemListHref, itemPageSizes, itemStates, type ItemListQuery } from './item-list-query';

const fieldClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2';

/** The item list's filters: a GET form, so a filtered list is a link staff can keep. */
export function ItemFilters({ query }: { query: ItemListQuery }) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('staff.catalogue.filters')}
      className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <label className="font-medium lg:col-span-2">
        {t('staff.catalogue.search')}
        <input
          name="search"
          type="search"
          defaultValue={query.search}
          className={fieldClass}
          aria-describedby="item-search-hint"
        />
        <span id="item-search-hint" className="mt-1 block text-sm font-normal text-slate-700">
          {t('staff.catalogue.searchHint')}
        </span>
      </label>
      <label className="font-medium">
        {t('staff.catalogue.state')}
        <select name="state" defaultValue={query.state} className={fieldClass}>
          {itemStates.map((state) => (
            <option key={state} value={state}>
              {t(`staff.catalogue.states.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="font-medium">
        {t('staff.catalogue.lowStock')}
        <input
          name="lowStock"
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={query.lowStock}
          className={fieldClass}
        />
      </label>
      <label className="font-medium">
        {t('staff.orders.perPage')}
        <select name="itemsPerPage" defaultValue={String(query.itemsPerPage)} className={fieldClass}>
          {itemPageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 font-medium lg:col-span-2">
        <input type="checkbox" name="onSpecialOffer" defaultChecked={query.onSpecialOffer} className="size-4" />
        {t('staff.catalogue.onSpecialOffer')}
      </label>
      <div className="flex items-end gap-2 lg:col-span-3">
        <button type="submit" className="button-primary">
          {t('staff.orders.apply')}
        </button>
        <Link to="?" className="button-secondary">
          {t('staff.orders.reset')}
        </Link>
      </div>
    </Form>
  );
}

/** The items as a table: the name links to the item page; stock and state at a glance. */
export function ItemTable({
  entries,
  total,
  query,
}: {
  entries: StaffItemEntry[];
  total: number;
  query: ItemListQuery;
}) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  const pages = Math.max(1, Math.ceil(total / query.itemsPerPage));
  if (entries.length === 0) return <p role="status">{t('staff.catalogue.empty')}</p>;
  return (
    <>
      <p role="status" className="text-slate-700">
        {t('staff.catalogue.count', { total })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('staff.catalogue.caption', { page: query.page, pages })}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              {(['item', 'numbers', 'manufacturer', 'price', 'stock', 'state'] as const).map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-2 py-2 font-semibold ${column === 'price' || column === 'stock' ? 'text-right' : ''}`}
                >
                  {t(`staff.catalogue.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="px-2 py-2 font-semibold">
                  <Link
                    to={localize(`/staff/catalogue/${entry.id}`)}
                    className="text-primary-800 underline underline-offset-2"
                  >
                    {entry.name || t('staff.catalogue.unnamed', { id: entry.id })}
                  </Link>
                  <span className="block font-normal text-slate-700">
                    {t('staff.catalogue.itemNumber', { id: entry.id })}
                  </span>
                </th>
                <td className="px-2 py-2">
                  {entry.numbers.join(', ')}
                  {entry.variationCount > entry.numbers.length ? ' …' : ''}
                  <span className="block text-slate-700">
                    {t('staff.catalogue.variationCount', { count: entry.variationCount })}
                  </span>
                </td>
                <td className="px-2 py-2">{entry.manufacturer ?? '–'}</td>
                <td className="px-2 py-2 text-right">
                  {entry.priceCents === null ? '–' : formatMoney(entry.priceCents, 'EUR', locale)}
                  {entry.onSpecialOffer ? (
                    <span className="block text-slate-700">{t('staff.catalogue.specialNow')}</span>
                  ) : null}
                </td>
                <td className="px-2 py-2 text-right">
                  {entry.stock}
                  {entry.variationCount > 1 ? (
                    <span className="block text-slate-700">
                      {t('staff.catalogue.lowestStock', { stock: entry.lowestStock })}
                    </span>
                  ) : null}
                </td>
                <td className="px-2 py-2">
                  {entry.active ? t('staff.catalogue.states.active') : t('staff.catalogue.states.inactive')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StaffPager page={query.page} pages={pages} hrefOf={(page) => itemListHref(query, page)} />
    </>
  );
}
