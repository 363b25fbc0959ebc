import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * A labelled text input with its hint and its error, wired for screen readers: the error is
 * named by aria-describedby and the field marked aria-invalid. `error` is a translation key.
 */
export function FormField({
  label,
  error,
  hint,
  optional = false,
  ...input
}: {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  optional?: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
        {optional ? <span className="font-normal text-slate-700"> {t('form.optional')}</span> : null}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700"
        {...input}
      />
      <FieldNotes id={id} error={error} hint={hint} label={label} />
    </div>
  );
}

/**
 * A field's hint and error below it, with the ids (`<id>-hint`, `<id>-error`) its aria-describedby
 * names. A refusal without a message of its own names the field (spec §5 "{field} is not valid.").
 */
export function FieldNotes({ id, error, hint, label }: { id: string; error?: string; hint?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error === 'errorMessages.invalid' && label
            ? t('errorMessages.fieldInvalid', { field: label })
            : t(error as 'errorMessages.invalid')}
        </p>
      ) : null}
    </>
  );
}

/**
 * The error of a group of choices (radio buttons, check boxes), shown under the group and named
 * by the fieldset's aria-describedby={id}. `error` is a translation key.
 */
export function FieldsetError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  return error ? (
    <p id={id} className="mt-2 text-sm font-medium text-red-800">
      {t(error as 'errorMessages.invalid')}
    </p>
  ) : null;
}

/** The form's own refusal ("already registered", "too many attempts"), announced when it appears. */
export function FormAlert({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
      {children}
    </p>
  );
}

/** A refused form's own message (`storefrontError.<key>` with its values), or nothing. */
export function FormFailureAlert({
  formError,
}: {
  formError: { key: string; values: Record<string, string | number> } | null | undefined;
}) {
  const { t } = useTranslation();
  return formError ? (
    <FormAlert>{t(`storefrontError.${formError.key}` as 'storefrontError.unknownError', formError.values)}</FormAlert>
  ) : null;
}

/** The e-mail field of the account forms (login, registration, guest, reset, e-mail change). */
export function EmailField({
  label,
  autoComplete = 'email',
  defaultValue,
  error,
}: {
  label: string;
  autoComplete?: 'email' | 'username';
  defaultValue?: string;
  error?: string;
}) {
  return (
    <FormField
      label={label}
      name="email"
      type="email"
      autoComplete={autoComplete}
      required
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/**
 * A new password and its repetition (spec §5), with the rule as a hint. Never pre-filled: a
 * refused form comes back without passwords.
 */
export function NewPasswordFields({ errors }: { errors: Record<string, string> | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('auth.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.passwordHint')}
        error={errors?.password}
      />
      <FormField
        label={t('auth.passwordRepeat')}
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        required
        error={errors?.passwordRepeat}
      />
    </>
  );
}
