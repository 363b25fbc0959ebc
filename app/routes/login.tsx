import { pageMeta } from '../lib/page-meta';
import { useEffect } from 'react';
import { data, redirect, useLocation, useNavigation, useSearchParams } from 'react-router';
import { FormAlert } from '../components/form-field';
import { LoginForm, RegisterForm, type LoginResult } from '../features/account/login-forms';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, requireVisitor, safeReturnPath } from '../lib/account-routes';
import { errorStatus, formFailure } from '../lib/form-result';
import { typedValues } from '../lib/form-values';
import { accountEventOf } from '../lib/account-events';
import { shopEvents } from '../lib/shop-events';
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
  const failure = actionData && !('mailSentTo' in actionData) ? (actionData as LoginResult) : null;

  // Spec §4: after login the session reloads (the redirect reads every loader again) and a login
  // event fires; after register a sign-up event.
  const accountEvent = accountEventOf(navigation, location.pathname);
  useEffect(() => {
    if (accountEvent) shopEvents.emit(accountEvent, {});
  }, [accountEvent]);

  const query = searchParams.get('redirect') ? `?redirect=${encodeURIComponent(searchParams.get('redirect')!)}` : '';
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
      <LoginForm failure={failure} query={query} busy={busy} />
      <RegisterForm failure={failure} query={query} busy={busy} mailSentTo={mailSentTo} />
    </>
  );
}
