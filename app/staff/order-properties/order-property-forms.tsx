import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  orderPropertyValueTypes,
  orderPropertyVatRates,
} from '../../../core/catalog-management/attribute-property-rules';
import type { StaffOrderProperty } from '../../../core/catalog-management/order-properties.server';
import { formatMoney } from '../../../core/i18n/format';
import { FieldsetError, FormField, FormFailureAlert } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { useFormFailure } from '../../lib/use-form-failure';
import { MoveAndDeleteButtons } from '../master-data/move-and-delete';
import type { ListPlace } from '../master-data/ordered-list';
import { centsForInput } from '../money-input';
import { StaffSelect } from '../staff-select';

/** What the order properties page's action answered: done (what, for which name) or refused (for which form). */
export type OrderPropertiesAnswer =
  | {
      ok: true;
      intent: 'saved' | 'created' | 'moved' | 'deleted';
      names: { de: string; en: string };
      propertyId: number;
    }
  | (FormFailure & { formKey: string });

/** Empty rows a form offers for new selection values: three for a new property, one more for a saved one. */
const newRows = (saved: boolean) => (saved ? 1 : 3);

function Check(props: { name: string; label: string; checked: boolean; className?: string }) {
  return (
    <label className={`flex items-center gap-2 font-medium ${props.className ?? ''}`}>
      <input type="checkbox" name={props.name} defaultChecked={props.checked} className="size-4" />
      {props.label}
    </label>
  );
}

/** The selection values: names in both languages, a removal box for saved ones, empty rows for new ones. */
function SelectionValues({ property, failure }: { property: StaffOrderProperty | null; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const saved = property?.selectionValues ?? [];
  const rows = Math.max(Number(failure?.values.rows) || 0, saved.length + newRows(property !== null));
  const error = failure?.fieldErrors.selectionValues;
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <legend className="font-medium">{t('staff.orderProperties.selectionValues')}</legend>
      <p id={hintId} className="text-sm text-slate-700">
        {t('staff.orderProperties.selectionValuesHint')}
      </p>
      <FieldsetError id={errorId} error={error} />
      <input type="hidden" name="rows" value={rows} />
      <ul className="space-y-2">
        {Array.from({ length: rows }, (_, row) => {
          const value = saved[row] ?? null;
          const number = value ? row + 1 : row - saved.length + 1;
          const name = (field: string) => `s${row}-${field}`;
          // What was typed comes back only into the row of the same value (someone else may have changed them).
          const sameRow = failure?.values[name('id')] === String(value?.id ?? '');
          return (
            <li key={row} className="grid gap-2 rounded-md bg-slate-50 p-3 md:grid-cols-3">
              <input type="hidden" name={name('id')} value={value?.id ?? ''} />
              {(['de', 'en'] as const).map((lang) => (
                <FormField
                  key={lang}
                  label={t(value ? 'staff.orderProperties.valueName' : 'staff.orderProperties.newValueName', {
                    number,
                    language: t(`staff.catalogue.language.${lang}`),
                  })}
                  name={name(lang)}
                  maxLength={100}
                  autoComplete="off"
                  defaultValue={(sameRow ? failure?.values[name(lang)] : undefined) ?? value?.names[lang] ?? ''}
                  error={failure?.fieldErrors[name(lang)]}
                />
              ))}
              {value ? (
                <label className="flex items-center gap-2 self-end pb-2">
                  <input
                    type="checkbox"
                    name={name('remove')}
                    defaultChecked={sameRow && failure?.values[name('remove')] === 'on'}
                    className="size-4"
                  />
                  {t('staff.orderProperties.removeValue', { number })}
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * An order property's form (or the new one's): names and descriptions in both languages, the kind
 * of input with what belongs to it, the surcharge with its VAT, the selection values.
 */
export function OrderPropertyForm({
  property,
  failure,
  place = 'middle',
}: {
  property: StaffOrderProperty | null;
  failure: FormFailure | null;
  /** Where it stands among the order properties: the first moves no further up, the last no further down. */
  place?: ListPlace;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== 'idle';
  const formRef = useFormFailure(failure);
  const headingId = useId();
  const typed = (name: string, saved: string) => failure?.values[name] ?? saved;
  const checked = (name: string, saved: boolean) => (failure ? failure.values[name] === 'on' : saved);
  const error = (name: string) => failure?.fieldErrors[name];
  const vatRate = property ? (property.vatRate === null ? 'none' : String(property.vatRate)) : '1900';
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {property ? property.names[locale].name : t('staff.orderProperties.new')}
      </h2>
      {property ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-700">
            {t('staff.orderProperties.summary', {
              type: t(`staff.orderProperties.valueTypes.${property.valueType}`),
              surcharge: formatMoney(property.surchargeCents, 'EUR', locale),
              usage:
                property.items > 0
                  ? t('staff.orderProperties.usedBy', { count: property.items })
                  : t('staff.orderProperties.unused'),
            })}
          </p>
          <OrderPropertyActions property={property} place={place} />
        </div>
      ) : null}
      <FormFailureAlert formError={failure?.formError} />
      <Form ref={formRef} method="post" noValidate className="group/property space-y-3" aria-busy={busy || undefined}>
        {property ? <input type="hidden" name="orderPropertyId" value={property.id} /> : null}
        {/* The version this form shows: a save from it is refused once someone else saved meanwhile. */}
        {property ? <input type="hidden" name="version" value={property.version} /> : null}
        <div className="grid gap-3 md:grid-cols-2">
          {(['de', 'en'] as const).map((lang) => {
            const language = t(`staff.catalogue.language.${lang}`);
            return (
              <div key={lang} className="space-y-3">
                <FormField
                  label={t('staff.orderProperties.nameIn', { language })}
                  name={`${lang}-name`}
                  required
                  maxLength={100}
                  autoComplete="off"
                  defaultValue={typed(`${lang}-name`, property?.names[lang].name ?? '')}
                  error={error(`${lang}-name`)}
                />
                <FormField
                  label={t('staff.orderProperties.descriptionIn', { language })}
                  name={`${lang}-description`}
                  optional
                  maxLength={500}
                  autoComplete="off"
                  defaultValue={typed(`${lang}-description`, property?.names[lang].description ?? '')}
                  error={error(`${lang}-description`)}
                />
              </div>
            );
          })}
        </div>
        <div className="grid gap-3 md:grid-cols-3">
          <StaffSelect
            name="valueType"
            label={t('staff.orderProperties.valueType')}
            value={typed('valueType', property?.valueType ?? 'text')}
            options={orderPropertyValueTypes.map((type) => [type, t(`staff.orderProperties.valueTypes.${type}`)])}
            error={error('valueType')}
          />
          <FormField
            label={t('staff.orderProperties.surcharge')}
            name="surcharge"
            inputMode="decimal"
            autoComplete="off"
            hint={t('staff.orderProperties.surchargeHint')}
            defaultValue={typed('surcharge', centsForInput(property?.surchargeCents ?? 0, locale))}
            error={error('surcharge')}
          />
          <StaffSelect
            name="vatRate"
            label={t('staff.orderProperties.vatRate')}
            value={typed('vatRate', vatRate)}
            options={[...orderPropertyVatRates.map(String), 'none'].map((rate) => [
              rate,
              t(`staff.orderProperties.vatRates.${rate as '1900'}`),
            ])}
            error={error('vatRate')}
          />
        </div>
        <div className="flex flex-wrap gap-x-8 gap-y-2">
          <Check
            name="isRequired"
            label={t('staff.orderProperties.isRequired')}
            checked={checked('isRequired', property?.isRequired ?? false)}
          />
          {/* What only one kind of input uses shows for that kind (CSS: without JavaScript too). */}
          <Check
            name="isMultiline"
            label={t('staff.orderProperties.isMultiline')}
            checked={checked('isMultiline', property?.isMultiline ?? false)}
            className="hidden group-has-[option[value=text]:checked]/property:flex"
          />
          <Check
            name="isPreSelected"
            label={t('staff.orderProperties.isPreSelected')}
            checked={checked('isPreSelected', property?.isPreSelected ?? false)}
            className="hidden group-has-[option[value=empty]:checked]/property:flex"
          />
        </div>
        <div className="hidden group-has-[option[value=selection]:checked]/property:block">
          <SelectionValues property={property} failure={failure} />
        </div>
        <button type="submit" name="intent" value="save" className="button-primary" disabled={busy}>
          {property ? t('staff.orderProperties.save') : t('staff.orderProperties.create')}
        </button>
      </Form>
    </section>
  );
}

/** Moving an order property one place (the product page offers them in this order) and deleting it. */
function OrderPropertyActions({ property, place }: { property: StaffOrderProperty; place: ListPlace }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const name = property.names[locale].name;
  return (
    <MoveAndDeleteButtons
      idName="orderPropertyId"
      record={property}
      place={place}
      labels={{
        moveUp: t('staff.orderProperties.moveUp', { name }),
        moveDown: t('staff.orderProperties.moveDown', { name }),
        delete: t('staff.orderProperties.delete', { name }),
      }}
    />
  );
}
