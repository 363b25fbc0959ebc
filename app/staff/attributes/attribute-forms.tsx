import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { attributeTypes } from '../../../core/catalog-management/attribute-property-rules';
import type { StaffAttribute, StaffAttributeValue } from '../../../core/catalog-management/attributes.server';
import { FieldsetError, FormField, FormFailureAlert } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { useFormFailure } from '../../lib/use-form-failure';
import { MoveAndDeleteButtons } from '../master-data/move-and-delete';
import type { ListPlace } from '../master-data/ordered-list';

/** What the attributes page's action answered: done (what, for which name) or refused (for which form). */
export type AttributesAnswer =
  | {
      ok: true;
      intent: 'saved' | 'created' | 'moved' | 'deleted';
      names: { de: string; en: string };
      attributeId: number;
    }
  | (FormFailure & { formKey: string });

/** Empty rows a form offers for new values: three for a new attribute, one more for a saved one. */
const newRows = (saved: boolean) => (saved ? 1 : 3);
const fieldClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700';
const smallButton = 'rounded border border-slate-400 px-2 py-1 text-sm hover:bg-slate-100';

function TypeChoice({ value, error }: { value: string; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {t('staff.attributes.type')}
      </label>
      <select
        id={id}
        name="type"
        defaultValue={value}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {attributeTypes.map((type) => (
          <option key={type} value={type}>
            {t(`staff.attributes.types.${type}`)}
          </option>
        ))}
      </select>
      <FieldsetError id={`${id}-error`} error={error} />
    </div>
  );
}

/** One value's row: its names, its picture, how many variations use it, remove and move. */
function ValueRow(props: {
  row: number;
  value: StaffAttributeValue | null;
  number: number;
  last: boolean;
  failure: FormFailure | null;
}) {
  const { t } = useTranslation();
  const { row, value, number, failure } = props;
  const name = (field: string) => `r${row}-${field}`;
  // What was typed comes back only into the row of the same value: after someone else's change the
  // rows may hold other values now.
  const sameRow = failure?.values[name('id')] === String(value?.id ?? '');
  const typed = (field: string, saved: string) => (sameRow ? failure?.values[name(field)] : undefined) ?? saved;
  const language = (lang: 'de' | 'en') => t(`staff.catalogue.language.${lang}`);
  const label = (lang: 'de' | 'en') =>
    value
      ? t('staff.attributes.valueName', { number, language: language(lang) })
      : t('staff.attributes.newValueName', { number, language: language(lang) });
  return (
    <li className="grid gap-2 rounded-md bg-slate-50 p-3 md:grid-cols-3">
      <input type="hidden" name={name('id')} value={value?.id ?? ''} />
      {(['de', 'en'] as const).map((lang) => (
        <FormField
          key={lang}
          label={label(lang)}
          name={name(lang)}
          maxLength={100}
          autoComplete="off"
          defaultValue={typed(lang, value?.names[lang] ?? '')}
          error={failure?.fieldErrors[name(lang)]}
        />
      ))}
      {/* Only for image swatches (CSS: without JavaScript too). */}
      <div className="hidden group-has-[option[value=image]:checked]/attribute:block">
        <FormField
          label={value ? t('staff.attributes.imageUrl', { number }) : t('staff.attributes.newImageUrl', { number })}
          name={name('imageUrl')}
          maxLength={300}
          autoComplete="off"
          defaultValue={typed('imageUrl', value?.imageUrl ?? '')}
          error={failure?.fieldErrors[name('imageUrl')]}
        />
      </div>
      {value ? (
        <div className="flex flex-wrap items-center gap-3 text-sm md:col-span-3">
          <span className="text-slate-700">
            {value.variations > 0
              ? t('staff.attributes.usedBy', { count: value.variations })
              : t('staff.attributes.unused')}
          </span>
          {value.variations === 0 ? (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name={name('remove')}
                defaultChecked={sameRow && failure?.values[name('remove')] === 'on'}
                className="size-4"
              />
              {t('staff.attributes.remove', { number })}
            </label>
          ) : null}
          {number > 1 ? (
            <button type="submit" name="intent" value={`value-up-${row}`} className={smallButton}>
              {t('staff.attributes.valueUp', { number })}
            </button>
          ) : null}
          {!props.last ? (
            <button type="submit" name="intent" value={`value-down-${row}`} className={smallButton}>
              {t('staff.attributes.valueDown', { number })}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * An attribute's form (or the new one's): names in both languages, how the product page shows it,
 * its values in their order with rows for new ones. A refused save comes back with what was typed.
 */
export function AttributeForm({
  attribute,
  failure,
  place = 'middle',
}: {
  attribute: StaffAttribute | null;
  failure: FormFailure | null;
  /** Where it stands among the attributes: the first moves no further up, the last no further down. */
  place?: ListPlace;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const formRef = useFormFailure(failure);
  const headingId = useId();
  const values = attribute?.values ?? [];
  const rows = Math.max(Number(failure?.values.rows) || 0, values.length + newRows(attribute !== null));
  const typed = (name: string, saved: string) => failure?.values[name] ?? saved;
  const title = attribute ? `${attribute.names.de} / ${attribute.names.en}` : t('staff.attributes.new');
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {attribute ? <AttributeActions attribute={attribute} place={place} /> : null}
      <FormFailureAlert formError={failure?.formError} />
      <Form ref={formRef} method="post" noValidate className="group/attribute space-y-3" aria-busy={busy || undefined}>
        {attribute ? <input type="hidden" name="attributeId" value={attribute.id} /> : null}
        {/* The version this form shows: a save from it is refused once someone else saved meanwhile. */}
        {attribute ? <input type="hidden" name="version" value={attribute.version} /> : null}
        <input type="hidden" name="rows" value={rows} />
        <div className="grid gap-3 md:grid-cols-3">
          {(['de', 'en'] as const).map((lang) => (
            <FormField
              key={lang}
              label={t('staff.attributes.nameIn', { language: t(`staff.catalogue.language.${lang}`) })}
              name={`name-${lang}`}
              required
              maxLength={100}
              autoComplete="off"
              defaultValue={typed(`name-${lang}`, attribute?.names[lang] ?? '')}
              error={failure?.fieldErrors[`name-${lang}`]}
            />
          ))}
          <TypeChoice value={typed('type', attribute?.type ?? 'box')} error={failure?.fieldErrors.type} />
        </div>
        <fieldset className="space-y-2">
          <legend className="font-medium">{t('staff.attributes.values')}</legend>
          <p className="text-sm text-slate-700">
            {t('staff.attributes.valuesHint')}{' '}
            <span className="hidden group-has-[option[value=image]:checked]/attribute:inline">
              {t('staff.attributes.imageUrlHint')}
            </span>
          </p>
          <ul className="space-y-2">
            {Array.from({ length: rows }, (_, row) => {
              const value = values[row] ?? null;
              return (
                <ValueRow
                  key={row}
                  row={row}
                  value={value}
                  number={value ? row + 1 : row - values.length + 1}
                  last={row === values.length - 1}
                  failure={failure}
                />
              );
            })}
          </ul>
        </fieldset>
        <button type="submit" name="intent" value="save" className="button-primary" disabled={busy}>
          {attribute ? t('staff.attributes.save') : t('staff.attributes.create')}
        </button>
      </Form>
    </section>
  );
}

/** Moving an attribute one place and deleting it: small forms of their own. */
function AttributeActions({ attribute, place }: { attribute: StaffAttribute; place: ListPlace }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const name = attribute.names[locale];
  return (
    <div className="flex flex-wrap gap-2">
      <MoveAndDeleteButtons
        idName="attributeId"
        record={attribute}
        place={place}
        labels={{
          moveUp: t('staff.attributes.moveUp', { name }),
          moveDown: t('staff.attributes.moveDown', { name }),
          delete: t('staff.attributes.delete', { name }),
        }}
      />
    </div>
  );
}
