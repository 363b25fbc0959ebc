import { pageMeta } from '../lib/page-meta';
import { useEffect } from 'react';
import { data, Form, redirect, useLocation, useNavigation, useSearchParams } from 'react-router';
import { EmailField, FormAlert, FormField, NewPasswordFields } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, requireVisitor, safeReturnPath } from '../lib/account-routes';
import { errorStatus, formFailure, type FormFailure } from '../lib/form-result';
import { typedValues } from '../lib/form-values';
import { accountEventOf } from '../lib/account-events';
import { shopEvents } from '../lib/shop-events';
import { useFormFailure } from '../lib/use-form-failure';
import { shopContext } from '../shop-context';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('auth.loginTitle'),
  robots: 'noindex, follow',
}));

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const session = await requireVisitor(shop, request);
  // Why the last login ended is said once (spec §8), then forgotten.
  if (session.sessionMismatch || session.loginExpired) await shop.call('doDismissLoginNotices', {});
  return { sessionMismatch: session.sessionMismatch, loginExpired: session.loginExpired };
}

/** What the two forms answer when refused (success is a redirect). */
export type LoginResult = FormFailure & { intent: string };

/**
 * /login: log in or create an account (spec §2). Both forms work without JavaScript; success goes
 * back to the page that asked for the login (?redirect=), else to the account.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = form.get('intent') === 'register' ? 'register' : 'login';
  const text = (name: string) => String(form.get(name) ?? '');
  const redirectTo = safeReturnPath(
    new URL(request.url).searchParams.get('redirect'),
    localizedFor(request, '/my-account'),
  );
  const values = typedValues(form, intent === 'register' ? ['email', 'firstName', 'lastName'] : ['email']);
  try {
    if (intent === 'register') {
      await shop.call('doRegisterUser', {
        email: text('email'),
        firstName: text('firstName'),
        lastName: text('lastName'),
        password: text('password'),
        passwordRepeat: text('passwordRepeat'),
      });
      // The account counts once its address is confirmed by the link in the mail (the same
      // answer whether or not the address had an account).
      return { ok: true, intent, mailSentTo: text('email') } as const;
    } else if ((await shop.call('doLogin', { email: text('email'), password: text('password') })) === false) {
      // Spec §8 "login failed": the same words whether the address or the password was wrong.
      return data(
        {
          ok: false,
          intent,
          fieldErrors: {},
          formError: { key: 'login.loginFailed', values: {} },
          values,
        } satisfies LoginResult,
        401,
      );
    }
  } catch (error) {
    return data({ ...formFailure(error, values), intent } satisfies LoginResult, errorStatus(error));
  }
  // A redirect also with JavaScript: the router then reads every loader again (the header learns
  // about the login), which an in-page navigation after a returned result would not do.
  return redirect(redirectTo, 303);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const busy = navigation.state !== 'idle';
  const mailSentTo = actionData && 'mailSentTo' in actionData ? actionData.mailSentTo : null;
  const result = actionData && !('mailSentTo' in actionData) ? (actionData as LoginResult) : undefined;

  // Spec §4: after login the session reloads (the redirect reads every loader again) and a login
  // event fires; after register a sign-up event.
  const accountEvent = accountEventOf(navigation, location.pathname);
  useEffect(() => {
    if (accountEvent) shopEvents.emit(accountEvent, {});
  }, [accountEvent]);

  const failure = result ?? null;
  const loginForm = useFormFailure(failure?.intent === 'login' ? failure : null);
  const registerForm = useFormFailure(failure?.intent === 'register' ? failure : null);
  const errorsOf = (intent: string) => (failure?.intent === intent ? failure.fieldErrors : {});
  const valuesOf = (intent: string) => (failure?.intent === intent ? failure.values : {});
  const alertOf = (intent: string) =>
    failure?.intent === intent && failure.formError ? (
      <FormAlert>
        {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
      </FormAlert>
    ) : null;
  const query = searchParams.get('redirect') ? `?redirect=${encodeURIComponent(searchParams.get('redirect')!)}` : '';
  const login = errorsOf('login');
  const register = errorsOf('register');

  return (
    <>
      {loaderData.sessionMismatch ? <FormAlert>{t('storefrontError.login.sessionMismatch')}</FormAlert> : null}
      {loaderData.loginExpired && !loaderData.sessionMismatch ? (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {t('storefrontError.login.loginExpired')}
        </p>
      ) : null}
      {searchParams.get('loggedOut') === '1' ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {t('myAccount.loggedOut')}
        </p>
      ) : null}
      <section aria-labelledby="login-title" className="space-y-4">
        <h1 id="login-title" className="text-2xl font-semibold">
          {t('auth.loginTitle')}
        </h1>
        <p className="text-slate-700">{t('auth.loginIntro')}</p>
        {alertOf('login')}
        <Form ref={loginForm} method="post" action={query || undefined} noValidate className="space-y-4">
          <input type="hidden" name="intent" value="login" />
          <EmailField
            label={t('auth.email')}
            autoComplete="username"
            defaultValue={valuesOf('login').email}
            error={login.email}
          />
          <FormField
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={login.password}
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

      <section aria-labelledby="register-title" className="mt-8 space-y-4 border-t border-slate-200 pt-8">
        <h2 id="register-title" className="text-xl font-semibold">
          {t('auth.registerTitle')}
        </h2>
        <p className="text-slate-700">{t('auth.registerIntro')}</p>
        {alertOf('register')}
        {mailSentTo ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
            {t('auth.registrationMailSent', { email: mailSentTo })}
          </p>
        ) : null}
        <Form ref={registerForm} method="post" action={query || undefined} noValidate className="space-y-4">
          <input type="hidden" name="intent" value="register" />
          <EmailField label={t('auth.email')} defaultValue={valuesOf('register').email} error={register.email} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('auth.firstName')}
              name="firstName"
              autoComplete="given-name"
              maxLength={100}
              optional
              defaultValue={valuesOf('register').firstName}
              error={register.firstName}
            />
            <FormField
              label={t('auth.lastName')}
              name="lastName"
              autoComplete="family-name"
              maxLength={100}
              optional
              defaultValue={valuesOf('register').lastName}
              error={register.lastName}
            />
          </div>
          <NewPasswordFields errors={register} />
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
    </>
  );
}
