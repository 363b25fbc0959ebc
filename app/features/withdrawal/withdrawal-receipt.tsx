import { useTranslation } from '../../i18n/use-translation';
import type { Receipt } from './withdrawal-action';

/** The declaration as the consumer will send it, or has sent it. */
export function DeclarationSummary({
  values,
  lines,
}: {
  values: Omit<Receipt, 'declaredAtText' | 'lines' | 'checkedByShop'>;
  lines: Receipt['lines'];
}) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('withdrawal.receiptFields.name'), values.name],
    ...(values.address ? ([[t('withdrawal.receiptFields.address'), values.address]] as Array<[string, string]>) : []),
    [t('withdrawal.receiptFields.email'), values.email],
    [t('withdrawal.receiptFields.orderNumber'), values.orderNumber],
    ...(values.orderedOn
      ? ([[t('withdrawal.receiptFields.orderedOn'), values.orderedOn]] as Array<[string, string]>)
      : []),
    ...(values.receivedOn
      ? ([[t('withdrawal.receiptFields.receivedOn'), values.receivedOn]] as Array<[string, string]>)
      : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-md border border-slate-300 p-4 sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="whitespace-pre-line wrap-anywhere">{value}</dd>
        </div>
      ))}
      <dt className="font-medium">{t('withdrawal.receiptFields.items')}</dt>
      <dd>
        {values.scope === 'all' ? (
          t('withdrawal.scopeAllText')
        ) : (
          <ul>
            {lines.map((line) => (
              <li key={line.id}>{t('withdrawal.lineLabel', { quantity: line.quantity, name: line.name })}</li>
            ))}
            {values.itemsDescription ? <li className="wrap-anywhere">{values.itemsDescription}</li> : null}
          </ul>
        )}
      </dd>
    </dl>
  );
}

/** The receipt at once after the declaration (the same goes out by e-mail). */
export function ReceiptView({
  receipt,
  headingRef,
}: {
  receipt: Receipt;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t('withdrawal.receiptTitle')}
      </h2>
      <p className="font-medium">{t('withdrawal.receiptIntro', { moment: receipt.declaredAtText })}</p>
      <DeclarationSummary values={receipt} lines={receipt.lines} />
      {receipt.checkedByShop ? <p>{t('withdrawal.receiptCheck')}</p> : null}
      <p>{t('withdrawal.receiptMail', { email: receipt.email })}</p>
    </div>
  );
}
