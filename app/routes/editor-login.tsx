import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { holdsStaffRole } from '../../core/sessions/staff-sign-in';
import { StaffSignInForm } from '../components/staff-sign-in-form';
import { translationRoute } from '../i18n/translation-route';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, safeReturnPath } from '../lib/account-routes';
import { errorStatus, formFailure, rethrowFaults } from '../lib/form-result';
import { staffSignInStep } from '../lib/staff-sign-in-steps';
import { pageMeta } from '../lib/page-meta';
import { shopContext } from '../shop-context';
import type { Route } from './+types/editor-login';

/** The sign-in's code step (issue 37) has its texts in the staff area's part (ADR 0011). */
const translations = translationRoute(['staff']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('editorLogin.title'),
  robots: 'noindex, nofollow',
}));

/** Who is signed in as editor on this session, if anyone. */
export async function loader({ context, request }: Route.LoaderArgs) {
  try {
    return { editor: (await context.get(shopContext).call('getEditorSession', {})).editor };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { editor: null };
    // An admin who must set up two-factor sign-in first (STAFF_REQUIRE_2FA, issue 37).
    if (isApiError(error) && error.key === 'staff.security.setupRequired') {
      throw redirect(localizedFor(request, '/staff/security'));
    }
    // Signed in as staff without the editor's role: their work is in the staff area.
    if (isApiError(error) && error.status === 403) throw redirect(localizedFor(request, '/staff'), 303);
    throw error;
  }
}

/**
 * /editor/login (issue 17): the sign-in of the shop's editors, not linked from the shop. A wrong
 * e-mail or password gets the same words; success goes to the home page, where the editor works
 * (staff without the editor's role go to the staff area instead, issue 36).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  if (form.get('intent') === 'openEditor') {
    try {
      await shop.call('doSetEditorMode', { editing: true });
    } catch (error) {
      // The sign-in ran out meanwhile (401): the form to sign in again, with the reason.
      return data(formFailure(error, { email: '' }, { fields: [] }), errorStatus(error));
    }
    // The way back from a shop page (issue 34) returns to that page; the login page to the home page.
    return redirect(safeReturnPath(form.get('returnTo'), localizedFor(request, '/')), 303);
  }
  if (form.get('intent') === 'logout') {
    // Refused only when no one is signed in any more: signed out either way.
    await shop.call('doLogoutEditor', {}).catch(rethrowFaults);
    return redirect(`${localizedFor(request, '/editor/login')}?signedOut=1`, 303);
  }
  const step = await staffSignInStep(shop, form);
  if ('failure' in step) return data(step.failure, step.status);
  const { staff, setupTwoFactor } = step.signedIn;
  // An admin who must use two-factor sign-in and has none sets it up first (STAFF_REQUIRE_2FA, issue 37).
  if (setupTwoFactor) return redirect(localizedFor(request, '/staff/security'), 303);
  // Staff without the editor's role have nothing to edit on the shop's pages: their work is at /staff.
  return redirect(localizedFor(request, holdsStaffRole(staff.roles, 'content') ? '/' : '/staff'), 303);
}

export default function EditorLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const failure = actionData ?? null;
  const [searchParams] = useSearchParams();
  const signedOut = searchParams.has('signedOut');
  if (loaderData.editor) {
    return (
      <section aria-labelledby="editor-login-title" className="space-y-4">
        <h1 id="editor-login-title" className="text-2xl font-semibold">
          {t('editorLogin.title')}
        </h1>
        <p role="status">{t('editorLogin.signedInAs', { email: loaderData.editor.email })}</p>
        <Form method="post" className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="openEditor" className="button-primary" disabled={busy}>
            {t('editorLogin.openEditor')}
          </button>
          <button type="submit" name="intent" value="logout" className="button-secondary" disabled={busy}>
            {t('editorLogin.signOut')}
          </button>
        </Form>
      </section>
    );
  }
  return (
    <section aria-labelledby="editor-login-title" className="space-y-4">
      <h1 id="editor-login-title" className="text-2xl font-semibold">
        {t('editorLogin.title')}
      </h1>
      <p className="text-slate-700">{t('editorLogin.intro')}</p>
      {signedOut ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {t('editorLogin.signedOut')}
        </p>
      ) : null}
      <StaffSignInForm failure={failure} submitLabel={t('editorLogin.submit')} />
    </section>
  );
}
