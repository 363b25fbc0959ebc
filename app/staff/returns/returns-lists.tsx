import { Form, Link, useNavigation } from 'react-router';
import { formatDate, formatDateTime } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';

export interface StaffReturnsView {
  returns: Array<{
    id: number;
    parentOrderId: number | null;
    version: number;
    email: string;
    customerName: string;
    createdAt: string;
    comment: string;
    received: boolean;
    lines: Array<{ id: number; name: string; quantity: number; reasonId: number | null }>;
  }>;
  withdrawals: Array<{
    id: number;
    orderNumber: string;
    orderId: number | null;
    returnOrderId: number | null;
    name: string;
    email: string;
    scope: 'all' | 'some';
    itemsDescription: string;
    declaredAt: string;
  }>;
}

export type ReturnsAnswer =
  | { ok: true; intent: 'receive' | 'match'; id: number }
  | (FormFailure<Record<string, string>> & { intent: 'receive' | 'match'; id: number });

const fieldClass = 'mt-1 w-24 rounded-md border border-slate-400 bg-white px-3 py-2';

function Failure({ answer, intent, id }: { answer: ReturnsAnswer | undefined; intent: string; id: number }) {
  const { t } = useTranslation();
  if (!answer || answer.ok || answer.intent !== intent || answer.id !== id) return null;
  const key = answer.formError?.key ?? 'validation';
  return (
    <p role="alert" className="text-sm font-medium text-red-800">
      {t(`storefrontError.${key}` as 'storefrontError.unknownError', answer.formError?.values ?? {})}
    </p>
  );
}

/** The announced returns: each open one with the form to receive its parcel (issue 36). */
export function ReturnsList({ view, answer }: { view: StaffReturnsView; answer: ReturnsAnswer | undefined }) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  const busy = useNavigation().state !== 'idle';
  if (view.returns.length === 0) return <p>{t('staff.returns.noReturns')}</p>;
  return (
    <ul className="space-y-4">
      {view.returns.map((entry) => (
        <li key={entry.id}>
          <article aria-labelledby={`return-${entry.id}`} className="rounded-lg border border-slate-200 p-4">
            <h3 id={`return-${entry.id}`} className="font-semibold">
              {t('staff.returns.returnTitle', { id: entry.id, day: formatDate(entry.createdAt, locale, 'medium') })}
            </h3>
            <p>
              {entry.customerName} · {entry.email} ·{' '}
              <Link to={localize(`/staff/orders/${entry.parentOrderId}`)} className="underline underline-offset-2">
                {t('staff.returns.order', { id: entry.parentOrderId ?? '' })}
              </Link>
            </p>
            {entry.comment ? <p className="text-slate-700">{entry.comment}</p> : null}
            {entry.received ? (
              <p className="font-medium">{t('staff.returns.received')}</p>
            ) : (
              <Form method="post" className="mt-3 space-y-3">
                <input type="hidden" name="intent" value="receive" />
                <input type="hidden" name="id" value={entry.id} />
                <input type="hidden" name="seenVersion" value={entry.version} />
                <fieldset className="space-y-2">
                  <legend className="font-medium">{t('staff.returns.piecesArrived')}</legend>
                  {entry.lines.map((line) => (
                    <div key={line.id} className="flex flex-wrap items-end gap-4">
                      <label>
                        {t('staff.returns.lineName', { name: line.name, announced: line.quantity })}
                        <input
                          type="number"
                          name={`received-${line.id}`}
                          min={0}
                          max={line.quantity}
                          defaultValue={line.quantity}
                          className={`${fieldClass} block`}
                        />
                      </label>
                      <label className="flex items-center gap-2">
                        <input type="checkbox" name={`restock-${line.id}`} defaultChecked className="size-4" />
                        {t('staff.returns.restock', { name: line.name })}
                      </label>
                    </div>
                  ))}
                </fieldset>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="refund" defaultChecked className="size-4" />
                  {t('staff.returns.refund')}
                </label>
                <Failure answer={answer} intent="receive" id={entry.id} />
                <button type="submit" className="button-primary" disabled={busy}>
                  {t('staff.returns.receive')}
                </button>
              </Form>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The withdrawal declarations: those that named no order get a form to match one by hand. */
export function WithdrawalsList({ view, answer }: { view: StaffReturnsView; answer: ReturnsAnswer | undefined }) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  if (view.withdrawals.length === 0) return <p>{t('staff.returns.noWithdrawals')}</p>;
  return (
    <ul className="space-y-4">
      {view.withdrawals.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-slate-200 p-4">
          <p className="font-semibold">
            {t('staff.returns.withdrawalTitle', { name: entry.name, day: formatDateTime(entry.declaredAt, locale) })}
          </p>
          <p>
            {entry.email} · {t('staff.returns.namedOrder', { number: entry.orderNumber })}
          </p>
          <p>
            {entry.scope === 'all'
              ? t('staff.returns.scopeAll')
              : entry.itemsDescription || t('staff.returns.scopeSome')}
          </p>
          {entry.orderId ? (
            <Link to={localize(`/staff/orders/${entry.orderId}`)} className="underline underline-offset-2">
              {t('staff.returns.order', { id: entry.orderId })}
            </Link>
          ) : (
            <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="match" />
              <input type="hidden" name="id" value={entry.id} />
              <label className="font-medium">
                {t('staff.returns.matchOrder', { name: entry.name })}
                <input name="orderId" inputMode="numeric" required className={`${fieldClass} block w-40`} />
              </label>
              <button type="submit" className="button-secondary">
                {t('staff.returns.match')}
              </button>
              <Failure answer={answer} intent="match" id={entry.id} />
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
