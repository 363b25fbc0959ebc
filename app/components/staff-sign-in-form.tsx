import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import type { FormFailure } from '../lib/form-result';
import { useFormFailure } from '../lib/use-form-failure';
import { EmailField, FormAlert, FormField } from './form-field';

/**
 * The staff's sign-in form (e-mail and password), shared by /editor/login and /staff/login: a
 * refusal shows above it, the typed e-mail stays, the field to blame gets the focus.
 */
export function StaffSignInForm({ failure, submitLabel }: { failure: FormFailure | null; submitLabel: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const formRef = useFormFailure(failure);
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
