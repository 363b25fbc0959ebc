import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { StaffCustomerPage } from '../../../core/customer-care/staff-customer-page.server';
import { FormFailureAlert } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import type { CustomerIntent } from './customer-action-input';

export type CustomerActionAnswer =
  { ok: true; intent: CustomerIntent } | (FormFailure<Record<string, string>> & { intent: CustomerIntent });

const fieldClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700';

/** One action's box: its heading, its form with the intent, the refusal and a busy state. */
function ActionBox(props: {
  intent: CustomerIntent;
  title: string;
  answer: CustomerActionAnswer | undefined;
  submit: string;
  danger?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === props.intent;
  const failure = props.answer && !props.answer.ok && props.answer.intent === props.intent ? props.answer : null;
  const id = `customer-action-${props.intent}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-4">
      <h3 id={id} className="mb-2 font-semibold">
        {props.title}
      </h3>
      <Form method="post" className="space-y-3" aria-busy={busy || undefined}>
        <input type="hidden" name="intent" value={props.intent} />
        <FormFailureAlert formError={failure?.formError} />
        {props.children}
        <button
          type="submit"
          className={props.danger ? 'button-primary bg-red-800 hover:bg-red-900' : 'button-primary'}
          disabled={busy}
        >
          {busy ? t('staff.customers.working') : props.submit}
        </button>
      </Form>
    </section>
  );
}

/** What staff can do with a customer (issue 37): note, class, block, reset mail, export, delete. */
export function CustomerActions({
  page,
  answer,
}: {
  page: StaffCustomerPage;
  answer: CustomerActionAnswer | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const noteId = useId();
  const { customer } = page;
  const failed = (intent: CustomerIntent) => (answer && !answer.ok && answer.intent === intent ? answer : null);
  const noteError = failed('note')?.fieldErrors.note;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ActionBox intent="note" title={t('staff.customers.note')} answer={answer} submit={t('staff.customers.saveNote')}>
        <label htmlFor={noteId} className="font-medium">
          {t('staff.customers.noteLabel')}
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={4}
          maxLength={2000}
          defaultValue={failed('note')?.values.note ?? customer.staffNote}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={`${noteId}-hint${noteError ? ` ${noteId}-error` : ''}`}
          className={fieldClass}
        />
        <p id={`${noteId}-hint`} className="text-sm text-slate-700">
          {t('staff.customers.noteHint')}
        </p>
        {noteError ? (
          <p id={`${noteId}-error`} className="text-sm text-red-800">
            {t(noteError as 'staff.customers.noteTooLong')}
          </p>
        ) : null}
      </ActionBox>
      <ActionBox
        intent="class"
        title={t('staff.customers.classTitle')}
        answer={answer}
        submit={t('staff.customers.saveClass')}
      >
        <fieldset>
          <legend className="sr-only">{t('staff.customers.columns.class')}</legend>
          {(['private', 'business'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="radio"
                name="customerType"
                value={type}
                defaultChecked={customer.customerType === type}
                className="size-4"
              />
              {t(`staff.customers.classChoices.${type}`)}
            </label>
          ))}
        </fieldset>
      </ActionBox>
      <ActionBox
        intent="block"
        title={customer.blocked ? t('staff.customers.unblockTitle') : t('staff.customers.blockTitle')}
        answer={answer}
        submit={customer.blocked ? t('staff.customers.unblock') : t('staff.customers.block')}
        danger={!customer.blocked}
      >
        <input type="hidden" name="blocked" value={String(!customer.blocked)} />
        <p>{customer.blocked ? t('staff.customers.unblockText') : t('staff.customers.blockText')}</p>
      </ActionBox>
      <ActionBox
        intent="reset"
        title={t('staff.customers.resetTitle')}
        answer={answer}
        submit={t('staff.customers.reset')}
      >
        <p>{t('staff.customers.resetText', { email: customer.email })}</p>
      </ActionBox>
      <section aria-labelledby="customer-export" className="rounded-lg border border-slate-200 p-4">
        <h3 id="customer-export" className="mb-2 font-semibold">
          {t('staff.customers.exportTitle')}
        </h3>
        <p className="mb-3">{t('staff.customers.exportText')}</p>
        <a href={`/staff/export/customer-${customer.id}.json?lang=${locale}`} download className="button-secondary">
          {t('staff.customers.export')}
        </a>
      </section>
      <ActionBox
        intent="delete"
        title={t('staff.customers.deleteTitle')}
        answer={answer}
        submit={t('staff.customers.delete')}
        danger
      >
        <p>{t('staff.customers.deleteText')}</p>
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" name="confirm" required className="size-4" />
          {t('staff.customers.deleteConfirm', { email: customer.email })}
        </label>
      </ActionBox>
    </div>
  );
}
