import { Link } from 'react-router';
import type { StaffItemEntry } from '../../../core/catalog-management/staff-item-list.server';
import { formatMoney } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { StaffPager } from '../staff-pager';
import {
  StaffChoiceField,
  staffFieldClass,
  StaffFilterButtons,
  StaffPageSizeField,
  StaffSearchField,
  StaffFilterForm,
} from '../staff-list-filters';
import { itemListHref, itemPageSizes, itemStates, type ItemListQuery } from './item-list-query';

/** The item list's filters: a GET form, so a filtered list is a link staff can keep. */
export function ItemFilters({ query }: { query: ItemListQuery }) {
  const { t } = useTranslation();
  return (
    <StaffFilterForm label={t('staff.catalogue.filters')} columns={5}>
      <StaffSearchField
        label={t('staff.catalogue.search')}
        hint={t('staff.catalogue.searchHint')}
        hintId="item-search-hint"
        defaultValue={query.search}
      />
      <StaffChoiceField
        label={t('staff.catalogue.state')}
        name="state"
        defaultValue={query.state}
        options={itemStates.map((state) => ({ value: state, label: t(`staff.catalogue.states.${state}`) }))}
      />
      <label className="font-medium">
        {t('staff.catalogue.lowStock')}
        <input
          name="lowStock"
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={query.lowStock}
          className={staffFieldClass}
        />
      </label>
      <StaffPageSizeField sizes={itemPageSizes} value={query.itemsPerPage} />
      <label className="flex items-center gap-2 font-medium lg:col-span-2">
        <input type="checkbox" name="onSpecialOffer" defaultChecked={query.onSpecialOffer} className="size-4" />
        {t('staff.catalogue.onSpecialOffer')}
      </label>
      <StaffFilterButtons className="flex items-end gap-2 lg:col-span-3" />
    </StaffFilterForm>
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
