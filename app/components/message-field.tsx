import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * A long text with its limit: the count of characters is shown as the shopper types (and read
 * out only on request: it is named by aria-describedby, not a live region that would chatter).
 */
export function MessageField({
  label,
  name,
  maxLength,
  defaultValue = '',
  error,
  rows = 8,
}: {
  label: string;
  name: string;
  maxLength: number;
  defaultValue?: string;
  error?: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [length, setLength] = useState(defaultValue.length);
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        onInput={(event) => setLength(event.currentTarget.value.length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700"
      />
      <p id={`${id}-count`} className="mt-1 text-sm text-slate-700">
        {t('form.characterCount', { count: length, max: maxLength })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error === 'errorMessages.invalid'
            ? t('errorMessages.fieldInvalid', { field: label })
            : t(error as 'errorMessages.invalid')}
        </p>
      ) : null}
    </div>
  );
}
