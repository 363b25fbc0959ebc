import { data } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { errorStatus, formFailure } from '../../lib/form-result';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import {
  RecoveryCodes,
  TwoFactorPanel,
  type SecurityAnswer,
  type TwoFactorStateView,
} from '../../staff/accounts/security-panels';
import type { Route } from './+types/staff-security';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.security.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/security (issue 37, any staff role): one's own two-factor sign-in. */
export async function loader({ context }: Route.LoaderArgs) {
  return { state: (await context.get(shopContext).call('getTwoFactorState', {})) as TwoFactorStateView };
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const code = String(form.get('code') ?? '').slice(0, 100);
  try {
    if (intent === 'confirm') {
      const { recoveryCodes } = await shop.call('doConfirmTotpSetup', { code });
      return { ok: true, intent, recoveryCodes } satisfies SecurityAnswer;
    }
    if (intent === 'disable') {
      await shop.call('doDisableTotp', { code });
      return { ok: true, intent } satisfies SecurityAnswer;
    }
    await shop.call('doStartTotpSetup', {});
    return { ok: true, intent: 'start' } satisfies SecurityAnswer;
  } catch (error) {
    const failure = formFailure(error, {}, { fields: ['code'], fieldOfKey: { 'staff.security.codeWrong': 'code' } });
    return data({ ...failure, intent }, errorStatus(error));
  }
}

export default function StaffSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as SecurityAnswer | undefined;
  const { state } = loaderData;
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold">{t('staff.security.title')}</h1>
      <p className="text-slate-700">{t('staff.security.intro')}</p>
      {state.required ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t('staff.security.required')}
        </p>
      ) : null}
      <div role="status">
        {answer?.ok && answer.intent === 'disable' ? (
          <p className="rounded-md bg-green-50 p-3 text-green-900">{t('staff.security.disabled')}</p>
        ) : null}
      </div>
      {answer?.ok && answer.intent === 'confirm' ? <RecoveryCodes codes={answer.recoveryCodes} /> : null}
      <TwoFactorPanel state={state} answer={answer} />
    </div>
  );
}
