import { data, redirect, useSearchParams } from 'react-router';
import { StaffSignInForm } from '../../components/staff-sign-in-form';
import { translationRoute } from '../../i18n/translation-route';
import { useTranslation } from '../../i18n/use-translation';
import { localizedFor, safeReturnPath } from '../../lib/account-routes';
import { rethrowFaults } from '../../lib/form-result';
import { staffSignInStep } from '../../lib/staff-sign-in-steps';
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
  const step = await staffSignInStep(shop, form);
  if ('failure' in step) return data(step.failure, step.status);
  // An admin who must use two-factor sign-in and has none sets it up first (STAFF_REQUIRE_2FA).
  if (step.signedIn.setupTwoFactor) return redirect(localizedFor(request, '/staff/security'), 303);
  const back = new URL(request.url).searchParams.get('redirect');
  return redirect(safeReturnPath(back, localizedFor(request, '/staff')), 303);
}

const codeStepOnly = { ok: false as const, fieldErrors: {}, formError: null, values: { step: 'code' } };

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
      <StaffSignInForm
        // After an invitation's password (issue 37) the sign-in continues with the code.
        failure={failure ?? (searchParams.get('step') === 'code' ? codeStepOnly : null)}
        submitLabel={t('staff.login.submit')}
      />
    </section>
  );
}
