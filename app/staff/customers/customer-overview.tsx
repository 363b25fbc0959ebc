import { Link } from 'react-router';
import type { StaffCustomerPage } from '../../../core/customer-care/staff-customer-page.server';
import { formatDate, formatDateTime, formatMoney } from '../../../core/i18n/format';
import { orderStatusKey } from '../../../core/order-status';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-lg border border-slate-200 p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The account at a glance: number, e-mail, class, prices, blocked, language, dates, newsletter. */
export function CustomerAccount({ page }: { page: StaffCustomerPage }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { customer, newsletter } = page;
  const rows: Array<[string, React.ReactNode]> = [
    [t('staff.customers.columns.number'), customer.id],
    [t('staff.customers.columns.email'), customer.email],
    [t('staff.customers.columns.class'), t(`staff.customers.classes.${customer.customerType}`)],
    [t('staff.customers.prices'), customer.showNetPrices ? t('staff.customers.net') : t('staff.customers.gross')],
    [
      t('staff.customers.columns.blocked'),
      customer.blocked ? (
        <strong className="text-red-800">{t('staff.customers.blockedYes')}</strong>
      ) : (
        t('staff.customers.blockedNo')
      ),
    ],
    [t('staff.customers.language'), t(`staff.customers.languages.${customer.language}`)],
    [t('staff.customers.columns.registered'), formatDateTime(customer.registeredAt, locale)],
    [
      t('staff.customers.confirmed'),
      customer.emailConfirmedAt ? formatDateTime(customer.emailConfirmedAt, locale) : t('staff.customers.notYet'),
    ],
    [
      t('staff.customers.lastLogin'),
      customer.lastLoginAt ? formatDateTime(customer.lastLoginAt, locale) : t('staff.customers.notYet'),
    ],
    [
      t('staff.customers.newsletter'),
      newsletter
        ? t(`staff.customers.newsletterStates.${newsletter.status}`, {
            day: formatDate(
              newsletter.unsubscribedAt ?? newsletter.confirmedAt ?? newsletter.createdAt,
              locale,
              'short',
            ),
          })
        : t('staff.customers.newsletterNone'),
    ],
    [t('staff.customers.wishlist'), t('staff.customers.wishlistCount', { count: customer.wishlistCount })],
  ];
  return (
    <Section id="customer-account" title={t('staff.customers.account')}>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function CustomerAddresses({ page }: { page: StaffCustomerPage }) {
  const { t } = useTranslation();
  return (
    <Section id="customer-addresses" title={t('staff.customers.addresses')}>
      {page.addresses.length === 0 ? (
        <p>{t('staff.customers.noAddresses')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {page.addresses.map((address) => (
            <li key={address.id} className="rounded border border-slate-200 p-3">
              <p className="font-medium">
                {t(address.typeId === 1 ? 'staff.customers.billing' : 'staff.customers.shipping')}
                {address.isPrimary ? ` · ${t('staff.customers.primary')}` : ''}
              </p>
              <address className="not-italic">
                {[...address.lines, address.country].filter(Boolean).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                {address.phoneNumber ? <span className="block">{address.phoneNumber}</span> : null}
                {address.vatNumber ? (
                  <span className="block">{t('staff.customers.vatNumber', { number: address.vatNumber })}</span>
                ) : null}
              </address>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function OrderTable({ id, orders, caption }: { id: string; orders: StaffCustomerPage['orders']; caption: string }) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  return (
    <table id={id} className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="px-2 py-2">
            {t('staff.customers.orderColumns.number')}
          </th>
          <th scope="col" className="px-2 py-2">
            {t('staff.customers.orderColumns.date')}
          </th>
          <th scope="col" className="px-2 py-2 text-right">
            {t('staff.customers.orderColumns.total')}
          </th>
          <th scope="col" className="px-2 py-2">
            {t('staff.customers.orderColumns.status')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} className="border-b border-slate-200">
            <th scope="row" className="px-2 py-2">
              <Link
                to={localize(`/staff/orders/${order.parentOrderId ?? order.id}`)}
                className="text-primary-800 underline underline-offset-2"
              >
                {order.id}
              </Link>
            </th>
            <td className="px-2 py-2">{formatDate(order.createdAt, locale, 'short')}</td>
            <td className="px-2 py-2 text-right">{formatMoney(order.totalGross, order.currency, locale)}</td>
            <td className="px-2 py-2">{t(`order.status.${orderStatusKey(order.statusId)}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Orders and returns: each links to the order's staff page (a return to the order it returns). */
export function CustomerOrders({ page }: { page: StaffCustomerPage }) {
  const { t } = useTranslation();
  return (
    <>
      <Section id="customer-orders" title={t('staff.customers.orders', { count: page.orders.length })}>
        {page.orders.length === 0 ? (
          <p>{t('staff.customers.noOrders')}</p>
        ) : (
          <OrderTable id="customer-order-table" orders={page.orders} caption={t('staff.customers.ordersCaption')} />
        )}
      </Section>
      <Section id="customer-returns" title={t('staff.customers.returns', { count: page.returns.length })}>
        {page.returns.length === 0 ? (
          <p>{t('staff.customers.noReturns')}</p>
        ) : (
          <OrderTable id="customer-return-table" orders={page.returns} caption={t('staff.customers.returnsCaption')} />
        )}
      </Section>
    </>
  );
}

export function CustomerReviews({ page }: { page: StaffCustomerPage }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Section id="customer-reviews" title={t('staff.customers.reviews', { count: page.reviews.length })}>
      {page.reviews.length === 0 ? (
        <p>{t('staff.customers.noReviews')}</p>
      ) : (
        <ul className="space-y-2">
          {page.reviews.map((review) => (
            <li key={review.id} className="rounded border border-slate-200 p-3">
              <p className="font-medium">
                {t('staff.customers.reviewOf', { item: review.itemName, rating: review.rating })}
              </p>
              <p>{review.title}</p>
              <p className="text-sm text-slate-700">
                {formatDate(review.createdAt, locale, 'short')} ·{' '}
                {review.visible ? t('staff.customers.reviewVisible') : t('staff.customers.reviewHidden')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
