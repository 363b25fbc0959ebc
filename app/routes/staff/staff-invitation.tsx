import { data, Form, redirect, useNavigation } from 'react-router';
import { holdsStaffRole, type StaffRole } from '../../../core/sessions/staff-sign-in';
import { FormAlert, NewPasswordFields } from '../../components/form-field';
import { LocalizedLink } from '../../components/localized-link';
import { translationRoute } from '../../i18n/translation-route';
import { useTranslation } from '../../i18n/use-translation';
import { localizedFor } from '../../lib/account-routes';
import { errorStatus, formFailure } from '../../lib/form-result';
import { pageMeta } from '../../lib/page-meta';
import { useFormFailure } from '../../lib/use-form-failure';
import { shopContext } from '../../shop-context';
import type { Route } from './+types/staff-invitation';

/** Its texts are the staff area's (ADR 0011); the auth layout brings the password fields'. */
const translations = translationRoute(['staff']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.invitation.title'),
  robots: 'noindex, nofollow',
}));

/** Whose link it is; a used or expired one answers 410 with its own words. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { link } = await context.get(shopContext).call('getStaffInvitation', { token: params.token.slice(0, 200) });
  return link ? { link } : data({ link: null }, 410);
}

/** Where a staff member's work starts: the first area their roles open. */
function homeOf(roles: readonly StaffRole[]): string {
  if (holdsStaffRole(roles, 'orders')) return '/staff';
  if (holdsStaffRole(roles, 'catalogue')) return '/staff/catalogue';
  return '/editor/login';
}

/**
 * /staff/invitation/:token (issue 37): the link of an invitation or a new-password mail sets the
 * password once and signs in (with two-factor sign-in on, the code follows at /staff/login).
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const answer = await context.get(shopContext).call('doAcceptStaffInvitation', {
      token: params.token.slice(0, 200),
      password: String(form.get('password') ?? ''),
      passwordRepeat: String(form.get('passwordRepeat') ?? ''),
    });
    if ('twoFactorRequired' in answer) return redirect(`${localizedFor(request, '/staff/login')}?step=code`, 303);
    return redirect(localizedFor(request, homeOf(answer.staff.roles)), 303);
  } catch (error) {
    return data(formFailure(error, {}), errorStatus(error));
  }
}

export default function StaffInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const form = useFormFailure(actionData);
  const link = loaderData.link;
  if (!link || actionData?.formError?.key === 'staff.invitation.gone') {
    return (
      <section aria-labelledby="staff-invitation-title" className="space-y-4">
        <h1 id="staff-invitation-title" className="text-2xl font-semibold">
          {t('staff.invitation.goneTitle')}
        </h1>
        <p>{t('staff.invitation.goneText')}</p>
        <p>
          <LocalizedLink to="/staff/login" className="button-secondary">
            {t('staff.invitation.toLogin')}
          </LocalizedLink>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="staff-invitation-title" className="space-y-4">
      <h1 id="staff-invitation-title" className="text-2xl font-semibold">
        {t('staff.invitation.title')}
      </h1>
      <p className="text-slate-700">
        {t(link.invitation ? 'staff.invitation.intro' : 'staff.invitation.introReset', { email: link.email })}
      </p>
      {actionData?.formError ? (
        <FormAlert>
          {t(
            `storefrontError.${actionData.formError.key}` as 'storefrontError.unknownError',
            actionData.formError.values,
          )}
        </FormAlert>
      ) : null}
      <Form ref={form} method="post" noValidate className="space-y-4">
        {/* The address the password belongs to, for password managers. */}
        <input type="hidden" name="username" autoComplete="username" value={link.email} />
        <NewPasswordFields errors={actionData?.fieldErrors} />
        <button type="submit" className="button-primary w-full" disabled={busy}>
          {t('staff.invitation.submit')}
        </button>
      </Form>
    </section>
  );
}
