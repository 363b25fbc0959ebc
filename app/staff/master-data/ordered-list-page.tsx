import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { placeInList, type ListPlace } from './ordered-list';

/** What an ordered list page's action answered: done (what, for which name) or refused (for which form). */
type ListAnswer =
  | { ok: true; intent: 'saved' | 'created' | 'moved' | 'deleted'; names: { de: string; en: string } }
  | (FormFailure & { formKey: string });

/**
 * The attributes' and the order properties' pages (issue 37): a way back to the catalogue, the
 * heading and intro, what was done (announced), and a form per record in the list's order with
 * the new one's below. A refusal goes to the form it came from (its `formKey`). A save shows the
 * saved state: each form is keyed by its record, so it starts again from it; the new form by
 * `newFormKey`, which a create changes so the next one starts empty.
 */
export function OrderedListPage<Row extends { id: number }>({
  texts,
  answer,
  rows,
  newFormKey,
  form,
}: {
  texts: 'staff.attributes' | 'staff.orderProperties';
  answer: ListAnswer | undefined;
  rows: Row[];
  newFormKey: string;
  form: (row: Row | null, failure: FormFailure | null, place?: ListPlace) => ReactNode;
}) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  const failureOf = (key: string) => (answer && !answer.ok && answer.formKey === key ? answer : null);
  return (
    <div className="space-y-6">
      <p>
        <Link to={localize('/staff/catalogue')} className="underline underline-offset-2">
          {t('staff.catalogue.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{t(`${texts}.title`)}</h1>
      <p className="max-w-3xl text-slate-700">{t(`${texts}.intro`)}</p>
      <div role="status">
        {answer?.ok ? (
          <p className="rounded-md bg-green-50 p-3 text-green-900">
            {t(`${texts}.done.${answer.intent}`, { name: answer.names[locale] })}
          </p>
        ) : null}
      </div>
      {rows.length === 0 ? <p>{t(`${texts}.empty`)}</p> : null}
      {rows.map((row, index, all) => (
        <Fragment key={JSON.stringify(row)}>
          {form(row, failureOf(String(row.id)), placeInList(index, all.length))}
        </Fragment>
      ))}
      <Fragment key={newFormKey}>{form(null, failureOf('new'))}</Fragment>
    </div>
  );
}
