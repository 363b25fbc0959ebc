import { formatDate, formatDateTime, formatMoney } from '../../../core/i18n/format';
import type { StaffOrderPage } from '../../../core/order-handling/staff-order-page.server';
import { orderStatusKey } from '../../../core/order-status';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';

function Records({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {empty ? <p className="text-slate-700">{t('staff.order.none')}</p> : <ul className="space-y-1">{children}</ul>}
    </section>
  );
}

/**
 * What happened to the order (issue 36): payments (Mollie and bank transfers), parcels with their
 * tracking and labels, refunds, returns, the customer's withdrawals, the documents and the history.
 */
export function OrderRecords({ order }: { order: StaffOrderPage }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, order.totals.currency, locale);
  const files = `/staff/files/orders/${order.order.id}`;
  const payments = [
    ...order.payments.map((payment) => ({
      key: payment.molliePaymentId,
      text: t('staff.order.molliePayment', {
        amount: money(payment.amountCents),
        method: payment.method,
        status: payment.status,
        id: payment.molliePaymentId,
        mode: payment.mode,
      }),
      extra:
        payment.chargedBackCents > 0 ? t('staff.order.chargedBack', { amount: money(payment.chargedBackCents) }) : '',
    })),
    ...order.bankTransfers.map((transfer, index) => ({
      key: `transfer-${index}`,
      text: t('staff.order.bankTransfer', {
        amount: money(transfer.amountCents),
        day: formatDate(transfer.receivedOn, locale, 'medium'),
        reference: transfer.reference || '–',
        by: transfer.recordedBy,
      }),
      extra: '',
    })),
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Records id="order-payments" title={t('staff.order.payments')} empty={payments.length === 0}>
        {payments.map((payment) => (
          <li key={payment.key}>
            {payment.text}
            {payment.extra ? <span className="block font-medium text-red-800">{payment.extra}</span> : null}
          </li>
        ))}
      </Records>
      <Records id="order-shipments" title={t('staff.order.shipments')} empty={order.shipments.length === 0}>
        {order.shipments.map((shipment) => (
          <li key={shipment.id}>
            {t('staff.order.shipment', {
              carrier: t(`order.shipments.carriers.${shipment.carrier}` as 'order.shipments.carriers.dhl'),
              day: formatDate(shipment.createdAt, locale, 'medium'),
            })}
            {shipment.tracking.map((tracking) => (
              <span key={tracking.number} className="block">
                {tracking.link ? (
                  <a href={tracking.link} className="underline underline-offset-2" rel="noreferrer" target="_blank">
                    {tracking.number}
                  </a>
                ) : (
                  tracking.number
                )}
              </span>
            ))}
            {shipment.hasLabel ? (
              <a href={`${files}/label-${shipment.id}.pdf`} className="block underline underline-offset-2" download>
                {t('staff.order.label')}
              </a>
            ) : null}
          </li>
        ))}
      </Records>
      <Records id="order-refunds" title={t('staff.order.refunds')} empty={order.refunds.length === 0}>
        {order.refunds.map((refund) => (
          <li key={refund.id}>
            {t('staff.order.refund', {
              amount: money(refund.amountCents),
              status: t(`staff.order.refundStatuses.${refund.status}`),
              by: refund.createdBy,
            })}
            {refund.reason ? <span className="block text-slate-700">{refund.reason}</span> : null}
          </li>
        ))}
      </Records>
      <Records
        id="order-returns"
        title={t('staff.order.returnsAndWithdrawals')}
        empty={order.returns.length + order.withdrawals.length === 0}
      >
        {order.returns.map((entry) => (
          <li key={`return-${entry.id}`}>
            {t('staff.order.return', {
              id: entry.id,
              status: t(`order.status.${orderStatusKey(entry.statusId)}`),
              day: formatDate(entry.createdAt, locale, 'medium'),
            })}
          </li>
        ))}
        {order.withdrawals.map((entry) => (
          <li key={`withdrawal-${entry.id}`}>
            {t('staff.order.withdrawal', { name: entry.name, day: formatDateTime(entry.declaredAt, locale) })}
            {entry.itemsDescription ? <span className="block text-slate-700">{entry.itemsDescription}</span> : null}
          </li>
        ))}
      </Records>
      <Records id="order-documents" title={t('staff.order.documents')} empty={false}>
        {(['order-confirmation', 'invoice'] as const).map((kind) => (
          <li key={kind}>
            <a href={`${files}/${kind}.pdf`} className="underline underline-offset-2" download>
              {t(kind === 'invoice' ? 'order.downloadInvoice' : 'order.downloadOrderConfirmation')}
            </a>
          </li>
        ))}
        {order.documents.map((document) => (
          <li key={document.id}>
            <a href={`${files}/document-${document.id}.pdf`} className="underline underline-offset-2" download>
              {t(`staff.documentKinds.${document.kind}`)} {document.numberText}
            </a>{' '}
            <span className="text-slate-700">{formatDate(document.issuedAt, locale, 'medium')}</span>
          </li>
        ))}
      </Records>
      <section aria-labelledby="order-history" className="lg:col-span-2">
        <h2 id="order-history" className="mb-2 text-lg font-semibold">
          {t('staff.order.history')}
        </h2>
        {order.history.length === 0 ? (
          <p className="text-slate-700">{t('staff.order.none')}</p>
        ) : (
          <ol className="space-y-2">
            {order.history.map((entry, index) => (
              <li key={index} className="border-l-2 border-slate-300 pl-3">
                <span className="font-medium">{t(`staff.history.${entry.kind}` as 'staff.history.note')}</span>{' '}
                <span className="text-slate-700">
                  {formatDateTime(entry.at, locale)} ·{' '}
                  {entry.actor === 'system' ? t('staff.history.system') : entry.actor}
                </span>
                {typeof entry.details.text === 'string' ? (
                  <p className="whitespace-pre-line">{entry.details.text}</p>
                ) : null}
                {typeof entry.details.reason === 'string' && entry.details.reason ? (
                  <p>{entry.details.reason}</p>
                ) : null}
                {typeof entry.details.amountCents === 'number' ? <p>{money(entry.details.amountCents)}</p> : null}
                {typeof entry.details.documentNumber === 'string' ? <p>{entry.details.documentNumber}</p> : null}
                {entry.kind === 'vatIdChecked' && typeof entry.details.vatId === 'string' ? (
                  <p>
                    {entry.details.vatId}:{' '}
                    {t(
                      `staff.orders.vatId.outcome.${entry.details.outcome === 'valid' ? 'valid' : entry.details.outcome === 'invalid' ? 'invalid' : 'unavailable'}`,
                    )}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
