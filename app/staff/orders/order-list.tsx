import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../core/i18n/format';
import { orderStatusKey } from '../../../core/order-status';
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
import { listHref, listSorts, listStatuses, pageSizes, type OrderListQuery } from './order-list-query';

export interface OrderListEntry {
  orderId: number;
  createdAt: string;
  customerName: string;
  companyName: string;
  email: string;
  zipCode: string;
  totalGross: number;
  currency: string;
  statusId: number;
  paymentStatus: string;
  paymentMethodName: string;
  shippingProfileName: string;
  preferredDeliveryDay: string | null;
  toParcelStation: boolean;
  vatIdToCheck: 'unconfirmed' | 'invalid' | null;
}

/** The filters: a GET form, so a filtered list is a link staff can keep or share. */
export function OrderFilters({ query }: { query: OrderListQuery }) {
  const { t } = useTranslation();
  return (
    <StaffFilterForm label={t('staff.orders.filters')} columns={6}>
      <StaffSearchField
        label={t('staff.orders.search')}
        hint={t('staff.orders.searchHint')}
        hintId="order-search-hint"
        defaultValue={query.search}
      />
      <StaffChoiceField
        label={t('staff.orders.status')}
        name="status"
        defaultValue={query.status}
        options={listStatuses.map((status) => ({ value: status, label: t(`staff.orders.statuses.${status}`) }))}
      />
      <label className="font-medium">
        {t('staff.orders.from')}
        <input name="from" type="date" defaultValue={query.from} className={staffFieldClass} />
      </label>
      <label className="font-medium">
        {t('staff.orders.to')}
        <input name="to" type="date" defaultValue={query.to} className={staffFieldClass} />
      </label>
      <StaffChoiceField
        label={t('staff.orders.sort')}
        name="sort"
        defaultValue={query.sort}
        options={listSorts.map((sort) => ({ value: sort, label: t(`staff.orders.sorts.${sort}`) }))}
      />
      <StaffPageSizeField sizes={pageSizes} value={query.itemsPerPage} />
      <StaffFilterButtons className="flex items-end gap-2 lg:col-span-5" />
    </StaffFilterForm>
  );
}

/** The orders as a table: the number links to the order's page; marks for a preferred day or a station. */
export function OrderTable({
  entries,
  total,
  query,
}: {
  entries: OrderListEntry[];
  total: number;
  query: OrderListQuery;
}) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  const pages = Math.max(1, Math.ceil(total / query.itemsPerPage));
  if (entries.length === 0) return <p role="status">{t('staff.orders.empty')}</p>;
  return (
    <>
      <p role="status" className="text-slate-700">
        {t('staff.orders.count', { total })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('staff.orders.caption', { page: query.page, pages })}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              {(['number', 'date', 'customer', 'total', 'payment', 'status', 'shipping'] as const).map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-2 py-2 font-semibold ${column === 'total' ? 'text-right' : ''}`}
                >
                  {t(`staff.orders.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.orderId} className="border-b border-slate-200 align-top">
                <th scope="row" className="px-2 py-2 font-semibold">
                  <Link
                    to={localize(`/staff/orders/${entry.orderId}`)}
                    className="text-primary-800 underline underline-offset-2"
                  >
                    {entry.orderId}
                  </Link>
                </th>
                <td className="px-2 py-2">{formatDate(entry.createdAt, locale, 'short')}</td>
                <td className="px-2 py-2">
                  {entry.customerName}
                  {entry.companyName ? <span className="block text-slate-700">{entry.companyName}</span> : null}
                  <span className="block text-slate-700">
                    {entry.email} · {entry.zipCode}
                  </span>
                </td>
                <td className="px-2 py-2 text-right">{formatMoney(entry.totalGross, entry.currency, locale)}</td>
                <td className="px-2 py-2">
                  {t(`order.paymentStatus.${entry.paymentStatus}` as 'order.paymentStatus.unpaid')}
                  <span className="block text-slate-700">{entry.paymentMethodName}</span>
                </td>
                <td className="px-2 py-2">
                  {t(`order.status.${orderStatusKey(entry.statusId)}`)}
                  {entry.vatIdToCheck ? (
                    <span className="block font-medium text-amber-900">
                      {t(`staff.orders.vatId.${entry.vatIdToCheck}`)}
                    </span>
                  ) : null}
                </td>
                <td className="px-2 py-2">
                  {entry.shippingProfileName}
                  {entry.preferredDeliveryDay ? (
                    <span className="block text-slate-700">
                      {t('staff.orders.preferredDay', { day: formatDate(entry.preferredDeliveryDay, locale, 'short') })}
                    </span>
                  ) : null}
                  {entry.toParcelStation ? (
                    <span className="block text-slate-700">{t('staff.orders.parcelStation')}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StaffPager page={query.page} pages={pages} hrefOf={(page) => listHref(query, { page })} />
    </>
  );
}
