import { data, redirect, useSearchParams } from 'react-router';
import { StaffSignInForm } from '../../components/staff-sign-in-form';
import { translationRoute } from '../../i18n/translation-route';
import { useTranslation } from '../../i18n/use-translation';
import { localizedFor, safeReturnPath } from '../../lib/account-routes';
import { errorStatus, formFailure, rethrowFaults, type FormFailure } from '../../lib/form-result';
import { typedValues } from '../../lib/form-values';
import { pageMeta } from '../../lib/page-meta';
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
  const failure = actionData ?? null;
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
      <StaffSignInForm failure={failure} submitLabel={t('staff.login.submit')} />
    </section>
  );
}
