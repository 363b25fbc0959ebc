import { useId, useState } from 'react';
import { postalAddressFields } from '../../../core/customers/postal-address-fields';
import type { CountryView } from '../../../core/shipping/shipping.server';
import { FormField } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';

/** The address as the form shows it: stored values, or what was typed before a refusal. */
export type AddressValues = Partial<
  Record<AddressFieldName | 'countryId' | 'stateId' | 'isPrimary' | 'alsoUseForOtherType', string>
>;
type AddressFieldName =
  | 'companyName'
  | 'firstName'
  | 'lastName'
  | 'streetName'
  | 'houseNumber'
  | 'apartment'
  | 'zipCode'
  | 'city'
  | 'phoneNumber'
  | 'email'
  | 'vatNumber';

/** Every field name the address form posts. */
export const addressFormFields = [...postalAddressFields, 'isPrimary'] as const;

/**
 * The fields of spec §3 Address with autocomplete hints. The state list follows the chosen
 * country (with JavaScript at once; without, after sending).
 */
export function AddressFields({
  countries,
  values,
  errors,
  withPrimary = true,
  namePrefix = '',
  autoCompleteSection,
}: {
  countries: CountryView[];
  values: AddressValues;
  /** Messages by field name (with the prefix, if there is one). */
  errors: Record<string, string>;
  /** "Use as default address": for address books, not for a guest's one address in the checkout. */
  withPrimary?: boolean;
  /** Prefix of the field names, when a form has two addresses (the checkout's delivery address). */
  namePrefix?: string;
  /** Autocomplete section ("billing", "shipping"), so the browser fills each with the right address. */
  autoCompleteSection?: 'billing' | 'shipping';
}) {
  const { t } = useTranslation();
  const id = useId();
  const [countryId, setCountryId] = useState(Number(values.countryId ?? 1));
  const states = countries.find((country) => country.id === countryId)?.states ?? [];
  const section = (token: string) =>
    autoCompleteSection && token !== 'off' ? `${autoCompleteSection} ${token}` : token;
  const field = (
    name: AddressFieldName,
    autoComplete: string,
    options: { optional?: boolean; maxLength?: number } = {},
  ) => (
    <FormField
      label={t(`address.${name}`)}
      name={`${namePrefix}${name}`}
      autoComplete={section(autoComplete)}
      defaultValue={values[name] ?? ''}
      error={errors[`${namePrefix}${name}`]}
      required={!options.optional}
      optional={options.optional}
      maxLength={options.maxLength ?? 100}
    />
  );
  const countryError = errors[`${namePrefix}countryId`];
  const stateError = errors[`${namePrefix}stateId`];
  const select = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{field('companyName', 'organization', { optional: true })}</div>
      {field('firstName', 'given-name')}
      {field('lastName', 'family-name')}
      {field('streetName', 'address-line1')}
      {field('houseNumber', 'off', { maxLength: 20 })}
      <div className="sm:col-span-2">{field('apartment', 'address-line2', { optional: true })}</div>
      {field('zipCode', 'postal-code', { maxLength: 10 })}
      {field('city', 'address-level2')}
      <div>
        <label htmlFor={`${id}-country`} className="font-medium">
          {t('address.country')}
        </label>
        <select
          id={`${id}-country`}
          name={`${namePrefix}countryId`}
          value={countryId}
          onChange={(event) => setCountryId(Number(event.currentTarget.value))}
          autoComplete={section('country')}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${id}-country-error` : undefined}
          className={select}
        >
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
        {countryError ? (
          <p id={`${id}-country-error`} className="mt-1 text-sm font-medium text-red-800">
            {t(countryError as 'errorMessages.invalid')}
          </p>
        ) : null}
      </div>
      {states.length > 0 ? (
        <div>
          <label htmlFor={`${id}-state`} className="font-medium">
            {t('address.state')} <span className="font-normal text-slate-700">{t('form.optional')}</span>
          </label>
          <select
            id={`${id}-state`}
            key={countryId}
            name={`${namePrefix}stateId`}
            defaultValue={values.stateId ?? ''}
            autoComplete={section('address-level1')}
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${id}-state-error` : undefined}
            className={select}
          >
            <option value="">{t('address.chooseState')}</option>
            {states.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </select>
          {stateError ? (
            <p id={`${id}-state-error`} className="mt-1 text-sm font-medium text-red-800">
              {t(stateError as 'errorMessages.invalid')}
            </p>
          ) : null}
        </div>
      ) : null}
      {field('phoneNumber', 'tel', { optional: true, maxLength: 40 })}
      {field('email', 'email', { optional: true, maxLength: 254 })}
      {field('vatNumber', 'off', { optional: true, maxLength: 20 })}
      {withPrimary ? (
        <div className="flex items-start gap-2 sm:col-span-2">
          <input
            id={`${id}-primary`}
            type="checkbox"
            name="isPrimary"
            value="1"
            defaultChecked={values.isPrimary === '1'}
            className="mt-1 size-4"
          />
          <label htmlFor={`${id}-primary`}>{t('address.isPrimary')}</label>
        </div>
      ) : null}
    </div>
  );
}
