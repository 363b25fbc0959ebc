import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';

export type CountryChoice = { code: string; name: string };

/**
 * A country chosen by its name in the page language; the form sends its ISO code (or nothing).
 * The names come from the server (its loader), so the browser's own country names cannot differ.
 */
export function CountrySelect({
  label,
  name,
  defaultValue,
  error,
  choices,
}: {
  choices: CountryChoice[];
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700"
      >
        <option value="">{t('staff.masterData.noCountry')}</option>
        {choices.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {t(error as 'errorMessages.invalid')}
        </p>
      ) : null}
    </div>
  );
}
