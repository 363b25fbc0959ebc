import { data } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffAccountView } from '../../../core/staff/staff-admin.server';
import { useTranslation } from '../../i18n/use-translation';
import { errorStatus, formFailure } from '../../lib/form-result';
import { formIntegerForCall } from '../../lib/form-values';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { AccountList, InviteForm, type AccountsAnswer } from '../../staff/accounts/account-forms';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-accounts';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.accounts.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/accounts (issue 37, role admin): the staff accounts, inviting, roles, locking, resetting 2FA. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const view = await context.get(shopContext).call('getStaffAccounts', {});
    return { view: view as { accounts: StaffAccountView[]; self: number }, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ view: null, forbidden: true }, 403);
    throw error;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const staffId = formIntegerForCall(form.get('staffId'));
  const roles = form.getAll('roles').map(String);
  const email = String(form.get('email') ?? '').slice(0, 1000);
  const values = { email, name: String(form.get('name') ?? '').slice(0, 1000), roles: roles.join(',') };
  // Resetting two-factor sign-in asks first; only the confirmed form acts.
  if (intent === 'resetTwoFactor' && form.get('confirmed') !== 'yes') {
    return { ok: 'confirm', intent, staffId } satisfies AccountsAnswer;
  }
  try {
    if (intent === 'invite') {
      const name = values.name.trim();
      await shop.call('doInviteStaff', { email: email.trim(), roles: roles as never, ...(name ? { name } : {}) });
      return { ok: true, intent, email: email.trim() } satisfies AccountsAnswer;
    }
    if (intent === 'roles') await shop.call('doSetStaffRoles', { staffId, roles: roles as never });
    else if (intent === 'active')
      await shop.call('doSetStaffActive', { staffId, active: form.get('active') === 'true' });
    else if (intent === 'resetTwoFactor') await shop.call('doResetStaffTwoFactor', { staffId });
    else await shop.call('doResetStaffPassword', { staffId });
    return { ok: true, intent, email: '', active: form.get('active') === 'true' } satisfies AccountsAnswer;
  } catch (error) {
    const fields = intent === 'invite' ? ['email', 'name', 'roles'] : ['roles'];
    const failure = formFailure(error, values, { fields });
    return data({ ...failure, intent, staffId: intent === 'invite' ? null : staffId }, errorStatus(error));
  }
}

/** The message of a change that worked. */
function doneKey(answer: Extract<AccountsAnswer, { ok: true }>) {
  if (answer.intent === 'invite') return 'staff.accounts.done.invited' as const;
  if (answer.intent === 'roles') return 'staff.accounts.done.roles' as const;
  if (answer.intent === 'resetTwoFactor') return 'staff.accounts.done.twoFactorReset' as const;
  if (answer.intent === 'active')
    return answer.active ? 'staff.accounts.done.activated' : 'staff.accounts.done.deactivated';
  return 'staff.accounts.done.linkSent' as const;
}

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.forbidden || !loaderData.view) return <StaffForbidden needs="admin" />;
  const answer = actionData as AccountsAnswer | undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('staff.accounts.title')}</h1>
      <p className="text-slate-700">{t('staff.accounts.intro')}</p>
      <div role="status">
        {answer?.ok === true ? (
          <p className="rounded-md bg-green-50 p-3 text-green-900">{t(doneKey(answer), { email: answer.email })}</p>
        ) : null}
      </div>
      {/* A sent invitation empties the form for the next one. */}
      <InviteForm key={answer?.ok === true && answer.intent === 'invite' ? answer.email : 'invite'} answer={answer} />
      <AccountList accounts={loaderData.view.accounts} self={loaderData.view.self} answer={answer} />
    </div>
  );
}
