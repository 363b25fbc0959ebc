import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import type { StaffNewsletterEntry } from '../../../core/newsletter/staff-newsletter.server';
import { formatDateTime } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { StaffPager } from '../staff-pager';
import {
  StaffChoiceField,
  StaffFilterButtons,
  StaffPageSizeField,
  StaffSearchField,
  StaffFilterForm,
} from '../staff-list-filters';
import { newsletterHref, subscriberPageSizes, subscriberStates, type NewsletterQuery } from './newsletter-query';

export type SubscriberIntent = 'delete' | 'unsubscribe';

/** The filters (a GET form, so a filtered list is a link) and the CSV export of the confirmed subscribers. */
export function NewsletterFilters({ query }: { query: NewsletterQuery }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <>
      <StaffFilterForm label={t('staff.newsletter.filters')} columns={4}>
        <StaffSearchField label={t('staff.newsletter.search')} defaultValue={query.search} />
        <StaffChoiceField
          label={t('staff.newsletter.state')}
          name="status"
          defaultValue={query.status}
          options={subscriberStates.map((state) => ({ value: state, label: t(`staff.newsletter.states.${state}`) }))}
        />
        <StaffPageSizeField sizes={subscriberPageSizes} value={query.itemsPerPage} />
        <StaffFilterButtons className="flex items-end gap-2 lg:col-span-4" />
      </StaffFilterForm>
      <p className="flex flex-wrap items-center gap-3">
        {/* A file from the server: a plain link, not a page navigation. */}
        <a href={`/staff/export/newsletter.csv?lang=${locale}`} className="button-secondary" download>
          {t('staff.newsletter.export')}
        </a>
        <span className="text-slate-700">{t('staff.newsletter.exportHint')}</span>
      </p>
    </>
  );
}

/** "Really?" before a subscriber is deleted or taken off the list; it takes the focus when it opens. */
export function SubscriberConfirmation({ intent, email }: { intent: SubscriberIntent; email: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [intent, email]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="subscriber-confirm-title"
      className="space-y-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 outline-none"
    >
      <h2 id="subscriber-confirm-title" className="font-semibold">
        {t(`staff.newsletter.confirm.${intent}Title`, { email })}
      </h2>
      <p>{t(`staff.newsletter.confirm.${intent}Text`)}</p>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" name="intent" value={intent} className="button-primary">
          {t(`staff.newsletter.confirm.${intent}`)}
        </button>
        <Link to="." className="button-secondary">
          {t('staff.newsletter.confirm.cancel')}
        </Link>
      </Form>
    </section>
  );
}

/** The subscribers as a table: state and the dates of the double opt-in, the actions per row. */
export function SubscriberTable({
  entries,
  total,
  query,
}: {
  entries: StaffNewsletterEntry[];
  total: number;
  query: NewsletterQuery;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const pages = Math.max(1, Math.ceil(total / query.itemsPerPage));
  if (entries.length === 0) return <p role="status">{t('staff.newsletter.empty')}</p>;
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : '–');
  return (
    <>
      <p role="status" className="text-slate-700">
        {t('staff.newsletter.count', { total })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('staff.newsletter.caption', { page: query.page, pages })}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              {(['email', 'name', 'language', 'state', 'signedUp', 'confirmed', 'left', 'actions'] as const).map(
                (column) => (
                  <th key={column} scope="col" className="px-2 py-2 font-semibold">
                    {t(`staff.newsletter.columns.${column}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.email} className="border-b border-slate-200 align-top">
                <th scope="row" className="px-2 py-2 font-semibold break-all">
                  {entry.email}
                </th>
                <td className="px-2 py-2">{`${entry.firstName} ${entry.lastName}`.trim() || '–'}</td>
                <td className="px-2 py-2 uppercase">{entry.language}</td>
                <td className="px-2 py-2">{t(`staff.newsletter.states.${entry.state}`)}</td>
                <td className="px-2 py-2">{when(entry.signedUpAt)}</td>
                <td className="px-2 py-2">{when(entry.confirmedAt)}</td>
                <td className="px-2 py-2">{when(entry.unsubscribedAt)}</td>
                <td className="px-2 py-2">
                  <Form method="post" className="flex flex-wrap gap-2">
                    <input type="hidden" name="email" value={entry.email} />
                    {entry.state !== 'unsubscribed' ? (
                      <button
                        type="submit"
                        name="intent"
                        value="unsubscribe"
                        className="button-secondary"
                        aria-label={t('staff.newsletter.unsubscribeOne', { email: entry.email })}
                      >
                        {t('staff.newsletter.unsubscribe')}
                      </button>
                    ) : null}
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className="button-secondary"
                      aria-label={t('staff.newsletter.deleteOne', { email: entry.email })}
                    >
                      {t('staff.newsletter.delete')}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StaffPager page={query.page} pages={pages} hrefOf={(page) => newsletterHref(query, page)} />
    </>
  );
}
