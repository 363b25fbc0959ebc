import { countryCodeOf } from '../../../core/catalog/countries';
import type { StaffManufacturer } from '../../../core/catalog-management/manufacturers.server';
import { FormField } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { CountrySelect, type CountryChoice } from './country-select';
import { makerFields, personFields } from './master-data-input';
import { RecordFormFrame } from './record-form-frame';

/** The form's fields as the manufacturer has them (a country typed before the codes is chosen by its name). */
export function manufacturerValues(maker: StaffManufacturer | null): Record<string, string> {
  if (!maker) return { country: '', 'responsiblePerson-country': '' };
  const values: Record<string, string> = { id: String(maker.id), version: String(maker.version) };
  for (const field of makerFields) values[field] = maker[field];
  values.country = countryCodeOf(maker.country);
  const person = maker.responsiblePerson;
  for (const field of personFields) values[`responsiblePerson-${field}`] = person?.[field] ?? '';
  values['responsiblePerson-country'] = countryCodeOf(person?.country ?? '');
  return values;
}

const fieldsetClass = 'grid gap-4 rounded-lg border border-slate-300 p-4 sm:grid-cols-2';
const legendClass = 'px-1 font-semibold';

/**
 * A manufacturer's every field (issue 37): the maker, its contacts and – as its own group – the
 * responsible person in the EU that GPSR asks for when the maker sits outside it. A refused form
 * comes back with everything typed and a message at each field – and with the version the form
 * was first read at, so that sending it again after someone else's save is refused too.
 */
export function ManufacturerForm({
  maker,
  values,
  failure,
  countries,
}: {
  countries: CountryChoice[];
  maker: StaffManufacturer | null;
  values: Record<string, string>;
  failure: FormFailure | null;
}) {
  const { t } = useTranslation();
  const errors = failure?.fieldErrors ?? {};
  const field = (
    name: (typeof makerFields)[number],
    extra: { type?: string; hint?: string; autoComplete?: string } = {},
  ) => (
    <FormField
      label={t(`staff.masterData.manufacturers.fields.${name}`)}
      name={name}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      optional={name !== 'name'}
      required={name === 'name'}
      {...extra}
    />
  );
  const personField = (name: (typeof personFields)[number], type?: string) => (
    <FormField
      label={t(`staff.masterData.manufacturers.person.${name}`)}
      name={`responsiblePerson-${name}`}
      defaultValue={values[`responsiblePerson-${name}`] ?? ''}
      error={errors[`responsiblePerson-${name}`]}
      type={type}
    />
  );
  const title = maker
    ? t('staff.masterData.manufacturers.editTitle', { name: maker.name })
    : t('staff.masterData.manufacturers.new');
  return (
    <RecordFormFrame
      titleId="manufacturer-form-title"
      title={title}
      record={maker}
      values={values}
      failure={failure}
      cancelEdit={t('staff.masterData.manufacturers.cancelEdit')}
      formClassName="space-y-4"
    >
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('staff.masterData.manufacturers.maker')}</legend>
        {field('name')}
        {field('externalName', { hint: t('staff.masterData.manufacturers.fields.externalNameHint') })}
        {field('legalName', { hint: t('staff.masterData.manufacturers.fields.legalNameHint') })}
        {field('street')}
        {field('houseNo')}
        {field('postcode')}
        {field('town')}
        <CountrySelect
          label={t('staff.masterData.manufacturers.fields.country')}
          name="country"
          choices={countries}
          defaultValue={values.country ?? ''}
          error={errors.country}
        />
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('staff.masterData.manufacturers.contact')}</legend>
        {field('email', { type: 'email' })}
        {field('phoneNumber', { type: 'tel' })}
        {field('faxNumber', { type: 'tel' })}
        {field('url', { type: 'url' })}
        {field('contactUrl', { type: 'url' })}
        {field('logoUrl', { type: 'url' })}
      </fieldset>
      <fieldset className={fieldsetClass} aria-describedby="responsible-person-hint">
        <legend className={legendClass}>{t('staff.masterData.manufacturers.person.legend')}</legend>
        <p id="responsible-person-hint" className="text-sm text-slate-700 sm:col-span-2">
          {t('staff.masterData.manufacturers.person.hint')}
        </p>
        {personField('name')}
        {personField('street')}
        {personField('houseNo')}
        {personField('postCode')}
        {personField('town')}
        <CountrySelect
          label={t('staff.masterData.manufacturers.person.country')}
          name="responsiblePerson-country"
          choices={countries}
          defaultValue={values['responsiblePerson-country'] ?? ''}
          error={errors['responsiblePerson-country']}
        />
        {personField('email', 'email')}
        {personField('phoneNo', 'tel')}
        {personField('contactUrl', 'url')}
      </fieldset>
      <button type="submit" name="intent" value="save" className="button-primary">
        {maker ? t('staff.masterData.manufacturers.save') : t('staff.masterData.manufacturers.create')}
      </button>
    </RecordFormFrame>
  );
}
