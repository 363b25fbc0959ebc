import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { EmailField, FormAlert, FormField } from '../../components/form-field';
import { translationRoute } from '../../i18n/translation-route';
import { useTranslation } from '../../i18n/use-translation';
import { localizedFor, safeReturnPath } from '../../lib/account-routes';
import { errorStatus, formFailure, rethrowFaults, type FormFailure } from '../../lib/form-result';
import { typedValues } from '../../lib/form-values';
import { pageMeta } from '../../lib/page-meta';
import { useFormFailure } from '../../lib/use-form-failure';
import { shopContext } from '../../shop-context';
import type { Route } from './+types/staff-login';

/** Its texts are the staff area's (ADR 0011); the auth layout brings the sign-in's. */
const translations = translationRoute(['staff']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.login.title'),
  robots: 'noindex, nofollow',
}));

/**
 * /staff/login (issue 36): the staff's sign-in (the same accounts as /editor/login), not linked
 * from the shop. A wrong e-mail or password gets the same words; success goes to the page asked
 * for (a path of this shop) or the order list. It also signs out (the staff header's button).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  if (form.get('intent') === 'logout') {
    await shop.call('doLogoutEditor', {}).catch(rethrowFaults);
    return redirect(`${localizedFor(request, '/staff/login')}?signedOut=1`, 303);
  }
  const values = typedValues(form, ['email']);
  try {
    const answer = await shop.call('doLoginStaff', {
      email: values.email,
      password: String(form.get('password') ?? ''),
    });
    if (answer === false) {
      const failure: FormFailure = {
        ok: false,
        fieldErrors: {},
        formError: { key: 'login.loginFailed', values: {} },
        values,
      };
      return data(failure, 401);
    }
  } catch (error) {
    return data(formFailure(error, values), errorStatus(error));
  }
  const back = new URL(request.url).searchParams.get('redirect');
  return redirect(safeReturnPath(back, localizedFor(request, '/staff')), 303);
}

export default function StaffLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const failure = actionData ?? null;
  const formRef = useFormFailure(failure);
  const [searchParams] = useSearchParams();
  return (
    <section aria-labelledby="staff-login-title" className="space-y-4">
      <h1 id="staff-login-title" className="text-2xl font-semibold">
        {t('staff.login.title')}
      </h1>
      <p className="text-slate-700">{t('staff.login.intro')}</p>
      {searchParams.has('signedOut') ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {t('staff.login.signedOut')}
        </p>
      ) : null}
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
          {t('staff.login.submit')}
        </button>
      </Form>
    </section>
  );
}
