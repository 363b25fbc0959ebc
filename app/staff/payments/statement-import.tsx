import { Form, Link, useNavigation } from 'react-router';
import { formatMoney } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';

/** What doImportBankStatement answers (core/order-handling/import-bank-statement.server.ts). */
export interface StatementImportView {
  recorded: Array<{ orderId: number; amountCents: number; paidInFull: boolean }>;
  unassigned: Array<{ id: number; amountCents: number; reference: string; payerName: string; reason: string }>;
  alreadyImported: number;
  ignored: number;
}

export type BankStatementAnswer =
  | { ok: true; intent: 'import'; result: StatementImportView }
  | { ok: true; intent: 'assign'; id: number; orderId: number }
  | (FormFailure<Record<string, string>> & { intent: 'import' | 'assign'; id: number });

export function FormProblem({ answer, intent, id }: { answer?: BankStatementAnswer; intent: string; id: number }) {
  const { t } = useTranslation();
  if (!answer || answer.ok || answer.intent !== intent || answer.id !== id) return null;
  const key = answer.formError?.key ?? 'validation';
  return (
    <p id={`${intent}-problem-${id}`} role="alert" className="text-sm font-medium text-red-800">
      {t(`storefrontError.${key}` as 'storefrontError.unknownError', answer.formError?.values ?? {})}
    </p>
  );
}

/** The upload form for a CAMT.053 statement (issue 36). */
export function StatementUpload({ answer }: { answer?: BankStatementAnswer }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const importing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'import';
  const failed = Boolean(answer && !answer.ok && answer.intent === 'import');
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-3" aria-busy={importing}>
      <input type="hidden" name="intent" value="import" />
      <label htmlFor="bank-statement-file" className="block font-medium">
        {t('staff.bankStatements.file')}
      </label>
      <input
        id="bank-statement-file"
        name="statement"
        type="file"
        accept=".xml,application/xml,text/xml"
        required
        aria-invalid={failed || undefined}
        aria-describedby={failed ? 'import-problem-0' : undefined}
        className="block"
      />
      <FormProblem answer={answer} intent="import" id={0} />
      <button type="submit" className="button-primary" disabled={importing}>
        {importing ? t('staff.bankStatements.importing') : t('staff.bankStatements.import')}
      </button>
    </Form>
  );
}

/** What an import did: the orders paid (with links), the counts, announced as a status. */
export function ImportResult({ result }: { result: StatementImportView }) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  return (
    <section
      role="status"
      aria-labelledby="bank-statement-result"
      className="space-y-2 rounded-md bg-green-50 p-4 text-green-950"
    >
      <h2 id="bank-statement-result" className="text-lg font-semibold">
        {t('staff.bankStatements.resultTitle')}
      </h2>
      <p>
        {t('staff.bankStatements.summary', {
          recorded: result.recorded.length,
          unassigned: result.unassigned.length,
          alreadyImported: result.alreadyImported,
          ignored: result.ignored,
        })}
      </p>
      {result.recorded.length > 0 ? (
        <>
          <h3 className="font-semibold">{t('staff.bankStatements.recordedTitle')}</h3>
          <ul className="list-disc space-y-1 pl-5">
            {result.recorded.map((entry, index) => (
              <li key={`${entry.orderId}-${index}`}>
                <Link to={localize(`/staff/orders/${entry.orderId}`)} className="underline underline-offset-2">
                  {t('staff.bankStatements.order', { id: entry.orderId })}
                </Link>
                {': '}
                {formatMoney(entry.amountCents, 'EUR', locale)} –{' '}
                {entry.paidInFull ? t('staff.bankStatements.paidInFull') : t('staff.bankStatements.partial')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
