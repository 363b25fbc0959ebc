import { Link } from 'react-router';
import type { StaffCustomerEntry } from '../../../core/customer-care/staff-customer-list.server';
import { formatDate } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { StaffPager } from '../staff-pager';
import { StaffFilterButtons, StaffPageSizeField, StaffSearchField, StaffFilterForm } from '../staff-list-filters';
import { customerListHref, customerPageSizes, type CustomerListQuery } from './customer-list-query';

/** The customer search: a GET form, so a search is a link staff can keep. */
export function CustomerSearch({ query }: { query: CustomerListQuery }) {
  const { t } = useTranslation();
  return (
    <StaffFilterForm label={t('staff.customers.filters')} columns={4}>
      <StaffSearchField
        label={t('staff.customers.search')}
        hint={t('staff.customers.searchHint')}
        hintId="customer-search-hint"
        defaultValue={query.search}
      />
      <StaffPageSizeField sizes={customerPageSizes} value={query.itemsPerPage} />
      <StaffFilterButtons className="flex items-start gap-2 pt-7" submit={t('staff.customers.find')} />
    </StaffFilterForm>
  );
}

/** The customers as a table, newest first: the number and name link to the customer's page. */
export function CustomerTable({
  entries,
  total,
  query,
}: {
  entries: StaffCustomerEntry[];
  total: number;
  query: CustomerListQuery;
}) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  const pages = Math.max(1, Math.ceil(total / query.itemsPerPage));
  if (entries.length === 0) return <p role="status">{t('staff.customers.empty')}</p>;
  const columns = ['number', 'name', 'email', 'class', 'blocked', 'orders', 'registered'] as const;
  return (
    <>
      <p role="status" className="text-slate-700">
        {t('staff.customers.count', { total })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('staff.customers.caption', { page: query.page, pages })}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-2 py-2 font-semibold ${column === 'orders' ? 'text-right' : ''}`}
                >
                  {t(`staff.customers.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200 align-top">
                <td className="px-2 py-2">{entry.id}</td>
                <th scope="row" className="px-2 py-2 font-semibold">
                  <Link
                    to={localize(`/staff/customers/${entry.id}`)}
                    className="text-primary-800 underline underline-offset-2"
                  >
                    {`${entry.firstName} ${entry.lastName}`.trim() || t('staff.customers.noName', { id: entry.id })}
                  </Link>
                </th>
                <td className="px-2 py-2 break-all">{entry.email}</td>
                <td className="px-2 py-2">{t(`staff.customers.classes.${entry.customerType}`)}</td>
                <td className="px-2 py-2">
                  {entry.blocked ? (
                    <strong className="text-red-800">{t('staff.customers.blockedYes')}</strong>
                  ) : (
                    t('staff.customers.blockedNo')
                  )}
                </td>
                <td className="px-2 py-2 text-right">{entry.orderCount}</td>
                <td className="px-2 py-2">{formatDate(entry.registeredAt, locale, 'short')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StaffPager page={query.page} pages={pages} hrefOf={(page) => customerListHref(query, page)} />
    </>
  );
}
