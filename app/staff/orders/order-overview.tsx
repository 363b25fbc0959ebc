import { formatDateTime, formatMoney } from '../../../core/i18n/format';
import { postalLines } from '../../../core/customers/postal-lines';
import { deliveryWishLines } from '../../../core/delivery/delivery-wish-lines';
import type { StaffOrderPage } from '../../../core/order-handling/staff-order-page.server';
import { orderItemTypes, orderLineLabel } from '../../../core/order-status';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';

/** What the order is: its state, money, lines, addresses and delivery wishes (issue 36). */
export function OrderOverview({ order }: { order: StaffOrderPage }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, order.totals.currency, locale);
  const translate = (key: string, values: Record<string, string>) => t(key as 'order.couponLine', values);
  const facts: Array<[string, string]> = [
    [t('staff.order.placedAt'), formatDateTime(order.order.createdAt, locale)],
    [t('staff.order.status'), order.order.statusName],
    [t('staff.order.paymentStatus'), order.paymentStatus],
    [
      t('staff.order.paymentMethod'),
      order.testPayment ? `${order.paymentMethodName} – ${t('order.testPayment')}` : order.paymentMethodName,
    ],
    [t('staff.order.total'), money(order.totals.totalGross)],
    [t('staff.order.paid'), money(order.paidCents)],
    ...(order.refundedCents > 0 ? [[t('staff.order.refunded'), money(order.refundedCents)] as [string, string]] : []),
    [t('staff.order.email'), order.email],
    [t('staff.order.language'), t(`language.${order.language}`)],
    [t('staff.order.shippingMethod'), order.shippingProfileName],
    ...deliveryWishLines(order.order.delivery, locale, (key) => t(key as 'delivery.day')).map(
      (line): [string, string] => [line.label, line.value],
    ),
    ...(order.vatId ? vatIdFacts(order.vatId, t, locale) : []),
    ...(order.order.orderContactWish
      ? [[t('staff.order.contactWish'), order.order.orderContactWish] as [string, string]]
      : []),
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="order-facts">
        <h2 id="order-facts" className="mb-2 text-lg font-semibold">
          {t('staff.order.facts')}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="order-addresses" className="grid gap-4 sm:grid-cols-2">
        <h2 id="order-addresses" className="sr-only">
          {t('staff.order.addresses')}
        </h2>
        {(['billingAddress', 'deliveryAddress'] as const).map((kind) => (
          <div key={kind}>
            <h3 className="mb-1 font-semibold">{t(`staff.order.${kind}`)}</h3>
            <address className="not-italic">
              {postalLines(order.order[kind]).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              {order.order[kind].phoneNumber ? <span className="block">{order.order[kind].phoneNumber}</span> : null}
            </address>
          </div>
        ))}
      </section>
      <section aria-labelledby="order-lines" className="lg:col-span-2">
        <h2 id="order-lines" className="mb-2 text-lg font-semibold">
          {t('staff.order.lines')}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="px-2 py-2">
                  {t('order.item')}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {t('order.quantity')}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {t('staff.order.unitPrice')}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {t('order.linePrice')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.order.orderItems.map((item) => (
                <tr key={item.id} className="border-b border-slate-200">
                  <th scope="row" className="px-2 py-2 font-normal">
                    {orderLineLabel(item, translate)}
                    {item.orderProperties.map((property) => (
                      <span key={property.propertyId} className="block text-slate-700">
                        {property.name}: {property.value}
                      </span>
                    ))}
                  </th>
                  <td className="px-2 py-2 text-right">{item.quantity}</td>
                  <td className="px-2 py-2 text-right">
                    {item.typeId === orderItemTypes.bundleComponent ? '' : money(item.amounts.priceOriginalGross)}
                  </td>
                  <td className="px-2 py-2 text-right">
                    {item.typeId === orderItemTypes.bundleComponent
                      ? ''
                      : money(item.amounts.priceOriginalGross * item.quantity)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="px-2 py-2 text-right font-normal">
                  {t('cart.shipping')}
                </th>
                <td className="px-2 py-2 text-right">
                  {money(order.totals.shippingGross + order.totals.preferredDeliveryGross)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3} className="px-2 py-2 text-right">
                  {t('staff.order.total')}
                </th>
                <td className="px-2 py-2 text-right font-semibold">{money(order.totals.totalGross)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </div>
  );
}

/** A tax-free delivery to an EU business (issue 39): how it is taxed, the VAT id and what VIES said. */
function vatIdFacts(
  vatId: NonNullable<StaffOrderPage['vatId']>,
  t: ReturnType<typeof useTranslation>['t'],
  locale: ReturnType<typeof useLocale>['locale'],
): Array<[string, string]> {
  const checked = [
    t(`staff.orders.vatId.${vatId.status}`),
    ...(vatId.checkedAt ? [formatDateTime(vatId.checkedAt, locale)] : []),
    ...(vatId.requestIdentifier ? [t('staff.order.viesReference', { reference: vatId.requestIdentifier })] : []),
  ].join(' · ');
  return [
    [t('staff.order.vatTreatment'), t('staff.order.intraCommunitySupply')],
    [t('staff.order.vatId'), `${vatId.vatId} – ${checked}`],
    // Staff compare it with the billing address's company: a stranger's id names someone else.
    ...(vatId.traderName ? [[t('staff.order.viesTraderName'), vatId.traderName] as [string, string]] : []),
  ];
}
