import { Fragment } from 'react';
import { deliveryWishLines } from '../../../core/delivery/delivery-wish-lines';
import { orderItemTypes, orderLineLabel } from '../../../core/order-status';
import type { TranslationKey } from '../../../core/i18n/translator';
import type { OrderView } from '../../../core/orders/order-view.server';
import { formatDate, formatMoney } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { AddressLines } from '../checkout/address-lines';
import { MethodPicture } from '../../components/method-picture';

/**
 * An order as the confirmation and the account's order pages show it: number, date, status,
 * payment (with the bank details for prepayment), the items, both addresses and the totals.
 */
export function OrderDetails({
  order,
  orderKey,
}: {
  order: OrderView;
  /** For the document links of the confirmation page. */ orderKey?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, order.totals.currency, locale);
  const { totals } = order;
  return (
    <div className="space-y-8">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t('order.number')}</dt>
        <dd data-testid="order-number">{order.order.id}</dd>
        <dt className="font-medium">{t('order.date')}</dt>
        <dd>{formatDate(order.order.createdAt, locale)}</dd>
        <dt className="font-medium">{t('order.statusLabel')}</dt>
        <dd>{order.order.statusName}</dd>
        <dt className="font-medium">{t('order.paymentMethod')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <MethodPicture src={order.paymentMethodIcon} />
          <span>{order.paymentMethodName}</span>
          {order.testPayment ? <strong className="ml-2 font-semibold">{t('order.testPayment')}</strong> : null}
        </dd>
        <dt className="font-medium">{t('order.paymentStatusLabel')}</dt>
        <dd>{order.paymentStatus}</dd>
        <dt className="font-medium">{t('order.shippingMethod')}</dt>
        <dd>{order.shippingProfileName}</dd>
        {deliveryWishLines(order.order.delivery, locale, t).map((line) => (
          <Fragment key={line.label}>
            <dt className="font-medium">{line.label}</dt>
            <dd className="wrap-anywhere" data-testid="order-delivery-wish">
              {line.value}
            </dd>
          </Fragment>
        ))}
      </dl>

      <section aria-labelledby="order-documents">
        <h2 id="order-documents" className="mb-2 text-lg font-semibold">
          {t('order.documents')}
        </h2>
        <ul className="flex flex-wrap gap-4">
          {(['order-confirmation', 'invoice'] as const).map((type) => (
            <li key={type}>
              {/* A file from the server, not a page of the app: a plain link. */}
              <a
                href={`/order-documents/${order.order.id}/${type}.pdf?${new URLSearchParams({ lang: locale, ...(orderKey ? { key: orderKey } : {}) })}`}
                className="underline underline-offset-2"
                download
              >
                {t(type === 'invoice' ? 'order.downloadInvoice' : 'order.downloadOrderConfirmation')}
              </a>
            </li>
          ))}
          {order.issuedDocuments.map((document) => (
            <li key={document.id}>
              <a
                href={`/order-documents/${order.order.id}/document-${document.id}.pdf?${new URLSearchParams({ lang: locale, ...(orderKey ? { key: orderKey } : {}) })}`}
                className="underline underline-offset-2"
                download
              >
                {t(`order.issuedDocuments.${document.kind}`)} {document.numberText}
              </a>
            </li>
          ))}
        </ul>
      </section>

      {order.shipments.length > 0 ? (
        <section aria-labelledby="order-shipments">
          <h2 id="order-shipments" className="mb-2 text-lg font-semibold">
            {t('order.shipments.title')}
          </h2>
          <ul className="space-y-1">
            {order.shipments.map((shipment, index) => (
              <li key={index}>
                {t('order.shipments.sent', {
                  day: formatDate(shipment.shippedAt, locale),
                  carrier: t(`order.shipments.carriers.${shipment.carrier}` as 'order.shipments.carriers.dhl'),
                })}{' '}
                {shipment.tracking.map((tracking) =>
                  tracking.link ? (
                    <a
                      key={tracking.number}
                      href={tracking.link}
                      className="mr-2 underline underline-offset-2"
                      rel="noreferrer"
                    >
                      {t('order.shipments.track', { number: tracking.number })}
                    </a>
                  ) : (
                    <span key={tracking.number} className="mr-2">
                      {tracking.number}
                    </span>
                  ),
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {order.bankDetails ? (
        <section aria-labelledby="bank-details" className="rounded-lg border border-primary-300 bg-primary-50 p-5">
          <h2 id="bank-details" className="mb-3 text-lg font-semibold">
            {t('order.bank.title', { amount: money(totals.totalGross) })}
          </h2>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt>{t('order.bank.accountOwner')}</dt>
            <dd>{order.bankDetails.accountOwner}</dd>
            <dt>{t('order.bank.name')}</dt>
            <dd>{order.bankDetails.name}</dd>
            <dt>{t('order.bank.iban')}</dt>
            <dd>{order.bankDetails.iban}</dd>
            <dt>{t('order.bank.bic')}</dt>
            <dd>{order.bankDetails.swift}</dd>
            <dt>{t('order.bank.reference')}</dt>
            <dd>{order.bankDetails.reference}</dd>
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="order-items">
        <h2 id="order-items" className="mb-3 text-lg font-semibold">
          {t('order.items')}
        </h2>
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2">
                {t('order.item')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('order.quantity')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('order.linePrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.order.orderItems.map((item) => (
              <tr key={item.id} className="border-b border-slate-200 align-top">
                <td className={item.typeId === orderItemTypes.bundleComponent ? 'py-2 pl-4 text-sm' : 'py-2'}>
                  {orderLineLabel(item, (key, values) => t(key as TranslationKey, values))}
                  {item.orderProperties.map((property) => (
                    <span key={property.propertyId} className="block text-sm text-slate-700">
                      {property.name}: {property.value}
                    </span>
                  ))}
                </td>
                <td className="py-2 text-right">{item.quantity}</td>
                <td className="py-2 text-right">
                  {item.typeId === orderItemTypes.bundleComponent
                    ? null
                    : money(item.amounts.priceOriginalGross * item.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 ml-auto max-w-sm space-y-1">
          <div className="flex justify-between">
            <dt>{t('cart.itemSum')}</dt>
            <dd>{money(totals.itemSumGross)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>{t('cart.shipping')}</dt>
            <dd>{totals.shippingGross === 0 ? t('cart.freeShipping') : money(totals.shippingGross)}</dd>
          </div>
          {totals.preferredDeliveryGross > 0 ? (
            <div className="flex justify-between">
              <dt>{t('order.delivery.surcharge')}</dt>
              <dd>{money(totals.preferredDeliveryGross)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-slate-300 pt-1 text-lg font-semibold">
            <dt>{t('cart.total')}</dt>
            <dd data-testid="order-total">{money(totals.totalGross)}</dd>
          </div>
          {totals.taxFreeSupply ? (
            <div className="flex justify-between text-sm text-slate-700">
              <dt>{t('vat.summary')}</dt>
              <dd>{money(0)}</dd>
            </div>
          ) : (
            totals.vats.map((vat) => (
              <div key={vat.vatValue} className="flex justify-between text-sm text-slate-700">
                <dt>{t('cart.includedVat', { rate: vat.vatValue })}</dt>
                <dd>{money(vat.vatAmount)}</dd>
              </div>
            ))
          )}
        </dl>
        {totals.taxFreeSupply ? (
          <p className="mt-3 text-sm text-slate-700" data-testid="tax-free-supply">
            {t('vat.taxFreeSupply', { vatId: totals.taxFreeSupply.buyerVatId })}
          </p>
        ) : null}
      </section>

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="order-billing">
          <h2 id="order-billing" className="mb-2 text-lg font-semibold">
            {t('checkout.billingAddress')}
          </h2>
          <AddressLines address={order.order.billingAddress} />
        </section>
        <section aria-labelledby="order-delivery">
          <h2 id="order-delivery" className="mb-2 text-lg font-semibold">
            {t('checkout.deliveryAddress')}
          </h2>
          <AddressLines address={order.order.deliveryAddress} />
        </section>
      </div>
    </div>
  );
}
