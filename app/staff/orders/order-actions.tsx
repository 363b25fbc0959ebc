import { Form, useNavigation } from 'react-router';
import { carriers } from '../../../core/delivery/tracking-links';
import { formatMoney } from '../../../core/i18n/format';
import type { StaffOrderPage } from '../../../core/order-handling/staff-order-page.server';
import { orderItemTypes } from '../../../core/order-status';
import { FormAlert, FormField } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { centsForInput } from '../money-input';
import { buyerFields, type OrderIntent } from './order-action-input';

export type OrderActionAnswer =
  | { ok: true; intent: OrderIntent; repeated: boolean }
  | (FormFailure<Record<string, string>> & { intent: OrderIntent });

const fieldClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2';

/**
 * One action's form: its intent, the action key of this page view (a double click or a resent form
 * acts once) and the order's version as shown (someone else's change meanwhile is refused).
 */
function ActionForm(props: {
  intent: OrderIntent;
  title: string;
  order: StaffOrderPage;
  actionKey: string;
  answer: OrderActionAnswer | undefined;
  submit: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === props.intent;
  const failure = props.answer && !props.answer.ok && props.answer.intent === props.intent ? props.answer : null;
  const id = `action-${props.intent}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-4">
      <h3 id={id} className="mb-2 font-semibold">
        {props.title}
      </h3>
      {/* A new version of the order (this action done, or someone else's) starts the form afresh:
          a refund's pieces do not stay filled in for a second click. */}
      <Form key={props.order.version} method="post" className="space-y-3" aria-busy={busy || undefined}>
        <input type="hidden" name="intent" value={props.intent} />
        <input type="hidden" name="actionKey" value={`${props.actionKey}-${props.intent}`} />
        <input type="hidden" name="seenVersion" value={props.order.version} />
        {failure?.formError ? (
          <FormAlert>
            {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
          </FormAlert>
        ) : null}
        {props.children}
        <button type="submit" className="button-primary" disabled={busy}>
          {props.submit}
        </button>
      </Form>
    </section>
  );
}

function Check({
  name,
  label,
  defaultChecked,
  required,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
  required?: boolean;
}) {
  return (
    <label className={`flex items-center gap-2${required ? ' font-medium' : ''}`}>
      <input type="checkbox" name={name} defaultChecked={defaultChecked} required={required} className="size-4" />
      {label}
    </label>
  );
}

/** Whether the order's page shows an action's form now (each is offered only when it is allowed). */
export function actionShown(order: StaffOrderPage, intent: OrderIntent): boolean {
  const allowed: Record<OrderIntent, boolean> = {
    recordPayment: order.can.recordPayment,
    ship: order.can.ship,
    refund: order.can.refund,
    cancel: order.can.cancel,
    proForma: order.can.issueProForma,
    recheckVatId: order.can.recheckVatId,
    correctInvoice: order.can.correctInvoice,
    note: true,
    resendMail: true,
  };
  return allowed[intent];
}

/** What staff can do with the order now (issue 36): each action is offered only when it is allowed. */
export function OrderActions(props: {
  order: StaffOrderPage;
  actionKey: string;
  answer: OrderActionAnswer | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { order, answer } = props;
  const common = { order, actionKey: props.actionKey, answer };
  const errorOf = (intent: OrderIntent, field: string) =>
    answer && !answer.ok && answer.intent === intent ? answer.fieldErrors[field] : undefined;
  const valueOf = (intent: OrderIntent, field: string) =>
    answer && !answer.ok && answer.intent === intent ? answer.values[field] : undefined;
  const open = order.totals.totalGross - order.paidCents;
  const refundable = order.paidCents - order.refundedCents;
  const money = (cents: number) => formatMoney(cents, order.totals.currency, locale);
  const lines = order.order.orderItems.filter(
    (item) => item.typeId === orderItemTypes.variation || item.typeId === orderItemTypes.bundle,
  );
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {order.can.recordPayment ? (
        <ActionForm
          intent="recordPayment"
          title={t('staff.actions.recordPayment.title')}
          submit={t('staff.actions.recordPayment.submit')}
          {...common}
        >
          <FormField
            label={t('staff.actions.amount')}
            name="amount"
            inputMode="decimal"
            required
            defaultValue={valueOf('recordPayment', 'amount') ?? centsForInput(open, locale)}
            error={errorOf('recordPayment', 'amount')}
          />
          <FormField
            label={t('staff.actions.recordPayment.receivedOn')}
            name="receivedOn"
            type="date"
            required
            defaultValue={valueOf('recordPayment', 'receivedOn') ?? new Date().toISOString().slice(0, 10)}
            error={errorOf('recordPayment', 'receivedOn')}
          />
          <FormField
            label={t('staff.actions.recordPayment.reference')}
            name="reference"
            optional
            defaultValue={valueOf('recordPayment', 'reference')}
            error={errorOf('recordPayment', 'reference')}
          />
        </ActionForm>
      ) : null}
      {order.can.ship ? (
        <ActionForm
          intent="ship"
          title={t('staff.actions.ship.title')}
          submit={t('staff.actions.ship.submit')}
          {...common}
        >
          <label className="block font-medium">
            {t('staff.actions.ship.carrier')}
            <select name="carrier" defaultValue="dhl" className={fieldClass}>
              {carriers.map((carrier) => (
                <option key={carrier} value={carrier}>
                  {carrier === 'other'
                    ? t('staff.actions.ship.otherCarrier')
                    : t(`order.shipments.carriers.${carrier}`)}
                </option>
              ))}
            </select>
          </label>
          <Check name="createLabel" label={t('staff.actions.ship.createLabel')} defaultChecked />
          <label className="block font-medium">
            {t('staff.actions.ship.trackingNumbers')}
            <textarea name="trackingNumbers" rows={2} className={fieldClass} aria-describedby="tracking-hint" />
            <span id="tracking-hint" className="block text-sm font-normal text-slate-700">
              {t('staff.actions.ship.trackingHint')}
            </span>
          </label>
          <Check name="notifyCustomer" label={t('staff.actions.notifyCustomer')} defaultChecked />
        </ActionForm>
      ) : null}
      {order.can.refund ? (
        <ActionForm
          intent="refund"
          title={t('staff.actions.refund.title', { amount: money(refundable) })}
          submit={t('staff.actions.refund.submit')}
          {...common}
        >
          <fieldset className="space-y-2">
            <legend className="font-medium">{t('staff.actions.refund.lines')}</legend>
            {lines.map((item) => (
              <FormField
                key={item.id}
                label={t('staff.actions.refund.piecesOf', { name: item.orderItemName, max: item.quantity })}
                name={`line-${item.id}`}
                type="number"
                min={0}
                max={item.quantity}
                defaultValue="0"
              />
            ))}
          </fieldset>
          <Check name="includeShipping" label={t('staff.actions.refund.includeShipping')} />
          <FormField
            label={t('staff.actions.amount')}
            name="amount"
            inputMode="decimal"
            optional
            hint={t('staff.actions.refund.amountHint')}
            error={errorOf('refund', 'amount')}
          />
          <FormField label={t('staff.actions.reason')} name="reason" optional error={errorOf('refund', 'reason')} />
          <Check name="notifyCustomer" label={t('staff.actions.notifyCustomer')} defaultChecked />
          {/* Money goes out and cannot be taken back: asked first (staff-order.tsx checks it too). */}
          <Check name="confirm" label={t('staff.actions.refund.confirm')} required />
        </ActionForm>
      ) : null}
      {order.can.cancel ? (
        <ActionForm
          intent="cancel"
          title={t('staff.actions.cancel.title')}
          submit={t('staff.actions.cancel.submit')}
          {...common}
        >
          <p className="text-slate-700">{t('staff.actions.cancel.explanation')}</p>
          <FormField label={t('staff.actions.reason')} name="reason" optional error={errorOf('cancel', 'reason')} />
          <Check name="notifyCustomer" label={t('staff.actions.notifyCustomer')} defaultChecked />
          <Check name="confirm" label={t('staff.actions.cancel.confirm')} required />
        </ActionForm>
      ) : null}
      {order.can.issueProForma ? (
        <ActionForm
          intent="proForma"
          title={t('staff.actions.proForma.title')}
          submit={t('staff.actions.proForma.submit')}
          {...common}
        >
          <p className="text-slate-700">{t('staff.actions.proForma.explanation')}</p>
        </ActionForm>
      ) : null}
      {order.can.recheckVatId ? (
        <ActionForm
          intent="recheckVatId"
          title={t('staff.actions.recheckVatId.title')}
          submit={t('staff.actions.recheckVatId.submit')}
          {...common}
        >
          <p className="text-slate-700">{t('staff.actions.recheckVatId.explanation')}</p>
        </ActionForm>
      ) : null}
      {order.can.correctInvoice ? (
        <ActionForm
          intent="correctInvoice"
          title={t('staff.actions.correctInvoice.title')}
          submit={t('staff.actions.correctInvoice.submit')}
          {...common}
        >
          <p className="text-slate-700">{t('staff.actions.correctInvoice.explanation')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {buyerFields.map((field) => {
              // Company and the address's second line take the whole width; the rest go in pairs.
              const optional = field === 'companyName' || field === 'apartment';
              return (
                <div key={field} className={optional ? 'sm:col-span-2' : undefined}>
                  <FormField
                    label={t(`staff.actions.correctInvoice.${field}`)}
                    name={field}
                    optional={optional}
                    required={!optional}
                    defaultValue={valueOf('correctInvoice', field) ?? order.buyer[field]}
                    error={errorOf('correctInvoice', field)}
                  />
                </div>
              );
            })}
          </div>
          <FormField
            label={t('staff.actions.correctInvoice.reason')}
            name="reason"
            optional
            hint={t('staff.actions.correctInvoice.reasonHint')}
            defaultValue={valueOf('correctInvoice', 'reason')}
            error={errorOf('correctInvoice', 'reason')}
          />
        </ActionForm>
      ) : null}
      <ActionForm
        intent="note"
        title={t('staff.actions.note.title')}
        submit={t('staff.actions.note.submit')}
        {...common}
      >
        <label className="block font-medium">
          {t('staff.actions.note.text')}
          <textarea
            name="text"
            rows={3}
            className={fieldClass}
            aria-invalid={errorOf('note', 'text') ? true : undefined}
            aria-describedby={errorOf('note', 'text') ? 'note-error' : undefined}
            defaultValue={valueOf('note', 'text')}
          />
        </label>
        {errorOf('note', 'text') ? (
          <p id="note-error" className="text-sm font-medium text-red-800">
            {t(errorOf('note', 'text') as 'errorMessages.invalid')}
          </p>
        ) : null}
      </ActionForm>
      <ActionForm
        intent="resendMail"
        title={t('staff.actions.resendMail.title')}
        submit={t('staff.actions.resendMail.submit')}
        {...common}
      >
        <p className="text-slate-700">{t('staff.actions.resendMail.explanation', { email: order.email })}</p>
      </ActionForm>
    </div>
  );
}
