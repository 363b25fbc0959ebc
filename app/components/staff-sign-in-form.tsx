import { useEffect } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import type { FormFailure } from '../lib/form-result';
import { useFormFailure } from '../lib/use-form-failure';
import { EmailField, FormAlert, FormField } from './form-field';

/**
 * The staff's sign-in form (e-mail and password), shared by /editor/login and /staff/login: a
 * refusal shows above it, the typed e-mail stays, the field to blame gets the focus. With
 * two-factor sign-in on (issue 37) the second step asks for the code (`values.step` is `code`).
 */
export function StaffSignInForm({ failure, submitLabel }: { failure: FormFailure | null; submitLabel: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const formRef = useFormFailure(failure);
  if (failure?.values.step === 'code') return <CodeStep failure={failure} />;
  return (
    <>
      {failure?.formError ? (
        <FormAlert>
          {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
        </FormAlert>
      ) : null}
      <Form ref={formRef} method="post" noValidate className="space-y-4">
        <EmailField
          label={t('auth.email')}
          autoComplete="username"
          defaultValue={failure?.values.email}
          error={failure?.fieldErrors.email}
        />
        <FormField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={failure?.fieldErrors.password}
        />
        <button type="submit" className="button-primary" disabled={busy}>
          {submitLabel}
        </button>
      </Form>
    </>
  );
}

/** The second step: a code of the authenticator app or a recovery code; the field has the focus. */
function CodeStep({ failure }: { failure: FormFailure }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const formRef = useFormFailure(failure);
  // The step's only field takes the focus when the step appears (and after a wrong code).
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [failure, formRef]);
  return (
    <>
      {failure.formError ? (
        <FormAlert>
          {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
        </FormAlert>
      ) : null}
      <Form ref={formRef} method="post" noValidate className="space-y-4" aria-labelledby="staff-code-step">
        <h2 id="staff-code-step" className="text-lg font-semibold">
          {t('staff.login.codeTitle')}
        </h2>
        <p className="text-slate-700">{t('staff.login.codeIntro')}</p>
        <input type="hidden" name="intent" value="code" />
        <FormField
          label={t('staff.login.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          maxLength={20}
          error={failure.fieldErrors.code}
        />
        <button type="submit" className="button-primary" disabled={busy}>
          {t('staff.login.codeSubmit')}
        </button>
      </Form>
    </>
  );
}
