import { Form } from 'react-router';
import { EmailField, FormAlert, FormField, NewPasswordFields } from '../../components/form-field';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { useFormFailure } from '../../lib/use-form-failure';

/** What the login page's two forms answer when refused (success is a redirect): which form it was. */
export type LoginResult = FormFailure & { intent: string };

/** The form's own message, when the refusal is that form's and no field is to blame. */
function FailureAlert({ failure, intent }: { failure: LoginResult | null; intent: 'login' | 'register' }) {
  const { t } = useTranslation();
  return failure?.intent === intent && failure.formError ? (
    <FormAlert>
      {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
    </FormAlert>
  ) : null;
}

interface FormProps {
  /** The last refusal of either form (each shows only its own). */
  failure: LoginResult | null;
  /** `?redirect=…` of the page, so the login returns where it was asked for. */
  query: string;
  busy: boolean;
}

/** "Anmelden": e-mail and password, the way to a new password, and the guest order. */
export function LoginForm({ failure, query, busy }: FormProps) {
  const { t } = useTranslation();
  const own = failure?.intent === 'login' ? failure : null;
  const formRef = useFormFailure(own);
  const errors = own?.fieldErrors ?? {};
  return (
    <section aria-labelledby="login-title" className="space-y-4">
      <h1 id="login-title" className="text-2xl font-semibold">
        {t('auth.loginTitle')}
      </h1>
      <p className="text-slate-700">{t('auth.loginIntro')}</p>
      <FailureAlert failure={failure} intent="login" />
      <Form ref={formRef} method="post" action={query || undefined} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="login" />
        <EmailField
          label={t('auth.email')}
          autoComplete="username"
          defaultValue={own?.values.email}
          error={errors.email}
        />
        <FormField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <p>
          <LocalizedLink to="/reset-password" className="text-sm underline underline-offset-2">
            {t('auth.forgotPassword')}
          </LocalizedLink>
        </p>
        <button type="submit" className="button-primary w-full" disabled={busy}>
          {t('auth.loginSubmit')}
        </button>
      </Form>
      <p className="text-sm">
        <LocalizedLink to={`/guest/login${query}`} className="underline underline-offset-2">
          {t('auth.guestLink')}
        </LocalizedLink>
      </p>
    </section>
  );
}

/** "Konto erstellen": the account counts once the address is confirmed by the mail's link. */
export function RegisterForm({ failure, query, busy, mailSentTo }: FormProps & { mailSentTo: string | null }) {
  const { t } = useTranslation();
  const own = failure?.intent === 'register' ? failure : null;
  const formRef = useFormFailure(own);
  const errors = own?.fieldErrors ?? {};
  const values: Record<string, string | undefined> = own?.values ?? {};
  return (
    <section aria-labelledby="register-title" className="mt-8 space-y-4 border-t border-slate-200 pt-8">
      <h2 id="register-title" className="text-xl font-semibold">
        {t('auth.registerTitle')}
      </h2>
      <p className="text-slate-700">{t('auth.registerIntro')}</p>
      <FailureAlert failure={failure} intent="register" />
      {mailSentTo ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {t('auth.registrationMailSent', { email: mailSentTo })}
        </p>
      ) : null}
      <Form ref={formRef} method="post" action={query || undefined} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="register" />
        <EmailField label={t('auth.email')} defaultValue={values.email} error={errors.email} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('auth.firstName')}
            name="firstName"
            autoComplete="given-name"
            maxLength={100}
            optional
            defaultValue={values.firstName}
            error={errors.firstName}
          />
          <FormField
            label={t('auth.lastName')}
            name="lastName"
            autoComplete="family-name"
            maxLength={100}
            optional
            defaultValue={values.lastName}
            error={errors.lastName}
          />
        </div>
        <NewPasswordFields errors={errors} />
        <p className="text-sm text-slate-700">
          <LocalizedLink to="/privacy-policy" className="underline underline-offset-2">
            {t('auth.privacyNote')}
          </LocalizedLink>
        </p>
        <button type="submit" className="button-primary w-full" disabled={busy}>
          {t('auth.registerSubmit')}
        </button>
      </Form>
    </section>
  );
}
