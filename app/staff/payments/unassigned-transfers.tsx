import { Form } from 'react-router';
import { StaffPager } from '../staff-pager';
import { formatDate, formatMoney } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { FormProblem, type BankStatementAnswer } from './statement-import';

/** What getUnassignedBankTransfers answers (core/order-handling/assign-bank-transfer.server.ts). */
export interface UnassignedTransfersView {
  total: number;
  page: number;
  pages: number;
  transfers: Array<{
    id: number;
    amountCents: number;
    receivedOn: string;
    reference: string;
    payerName: string;
    payerIban: string;
    reason: string;
  }>;
}

/** The statements' transfers without an order, each with a form to assign it by order number (issue 36). */
export function UnassignedTransfers({
  view,
  actionKey,
  answer,
}: {
  view: UnassignedTransfersView;
  actionKey: string;
  answer?: BankStatementAnswer;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (view.total === 0) return <p>{t('staff.bankStatements.noneUnassigned')}</p>;
  return (
    <>
      <p>{t('staff.bankStatements.unassignedCount', { total: view.total })}</p>
      <ul className="space-y-3">
        {view.transfers.map((transfer) => {
          const amount = formatMoney(transfer.amountCents, 'EUR', locale);
          const payer = transfer.payerName || t('staff.bankStatements.unknownPayer');
          const failed = Boolean(answer && !answer.ok && answer.intent === 'assign' && answer.id === transfer.id);
          return (
            <li key={transfer.id} className="rounded-lg border border-slate-200 p-4">
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
                <dt className="font-medium">{t('staff.bankStatements.amount')}</dt>
                <dd>{amount}</dd>
                <dt className="font-medium">{t('staff.bankStatements.receivedOn')}</dt>
                <dd>{formatDate(transfer.receivedOn, locale, 'medium')}</dd>
                <dt className="font-medium">{t('staff.bankStatements.payer')}</dt>
                <dd>
                  {payer}
                  {transfer.payerIban ? ` · ${transfer.payerIban}` : ''}
                </dd>
                <dt className="font-medium">{t('staff.bankStatements.reference')}</dt>
                <dd className="break-words">{transfer.reference || '–'}</dd>
                <dt className="font-medium">{t('staff.bankStatements.reason')}</dt>
                <dd>{t(`staff.bankStatements.reasons.${transfer.reason}` as 'staff.bankStatements.reasons.debit')}</dd>
              </dl>
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="assign" />
                <input type="hidden" name="id" value={transfer.id} />
                <input type="hidden" name="actionKey" value={`${actionKey}-${transfer.id}`} />
                <label className="font-medium">
                  <span className="sr-only">{t('staff.bankStatements.orderNumberFor', { amount, payer })}</span>
                  <span aria-hidden="true">{t('staff.bankStatements.orderNumber')}</span>
                  <input
                    name="orderId"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    required
                    autoComplete="off"
                    aria-invalid={failed || undefined}
                    aria-describedby={failed ? `assign-problem-${transfer.id}` : undefined}
                    className="mt-1 block w-40 rounded-md border border-slate-400 bg-white px-3 py-2"
                  />
                </label>
                <button type="submit" className="button-secondary">
                  {t('staff.bankStatements.assign')}
                </button>
                <FormProblem answer={answer} intent="assign" id={transfer.id} />
              </Form>
            </li>
          );
        })}
      </ul>
      {view.pages > 1 ? <StaffPager page={view.page} pages={view.pages} hrefOf={(page) => `?page=${page}`} /> : null}
    </>
  );
}
