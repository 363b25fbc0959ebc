import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatDateTime } from '../../../core/i18n/format';
import { staffRoles, type StaffRole } from '../../../core/sessions/staff-sign-in';
import type { StaffAccountView } from '../../../core/staff/staff-admin.server';
import { FieldsetError, FormAlert, FormField } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { useFormFailure } from '../../lib/use-form-failure';
import { TwoFactorResetButton, TwoFactorResetConfirmation } from './two-factor-reset';

/** What the accounts page's action answered: done (which intent, for whom) or refused. */
export type AccountsAnswer =
  | { ok: true; intent: string; email: string; active?: boolean }
  /** A destructive change asks first (resetting two-factor sign-in). */
  | { ok: 'confirm'; intent: 'resetTwoFactor'; staffId: number }
  | (FormFailure & { intent: string; staffId: number | null });

/** The role check boxes of a form, in a fieldset named by its legend; at least one is needed. */
function RoleChoices({ legend, chosen, error }: { legend: string; chosen: readonly string[]; error?: string }) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {staffRoles.map((role) => (
          <label key={role} className="flex items-center gap-2">
            <input type="checkbox" name="roles" value={role} defaultChecked={chosen.includes(role)} />
            {t(`staff.roles.${role}`)}
          </label>
        ))}
      </div>
      <FieldsetError id={errorId} error={error} />
    </fieldset>
  );
}

/** The invitation form: address, name, roles; the mail goes in the admin's language. */
export function InviteForm({ answer }: { answer: AccountsAnswer | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const failure = answer && !answer.ok && answer.intent === 'invite' ? answer : null;
  const formRef = useFormFailure(failure);
  return (
    <section aria-labelledby="staff-invite" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id="staff-invite" className="text-lg font-semibold">
        {t('staff.accounts.invite')}
      </h2>
      <p className="text-sm text-slate-700">{t('staff.accounts.inviteHint')}</p>
      {failure?.formError ? (
        <FormAlert>
          {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
        </FormAlert>
      ) : null}
      <Form ref={formRef} method="post" noValidate className="grid gap-3 md:grid-cols-2">
        <input type="hidden" name="intent" value="invite" />
        <FormField
          label={t('staff.accounts.email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={failure?.values.email}
          error={failure?.fieldErrors.email}
        />
        <FormField
          label={t('staff.accounts.name')}
          name="name"
          autoComplete="off"
          defaultValue={failure?.values.name}
          error={failure?.fieldErrors.name}
        />
        <div className="md:col-span-2">
          <RoleChoices
            legend={t('staff.accounts.roles')}
            chosen={failure?.values.roles?.split(',') ?? []}
            error={failure?.fieldErrors.roles}
          />
        </div>
        <p>
          <button type="submit" className="button-primary" disabled={busy}>
            {t('staff.accounts.sendInvitation')}
          </button>
        </p>
      </Form>
    </section>
  );
}

function stateOf(account: StaffAccountView): 'active' | 'inactive' | 'invited' {
  if (account.invited) return 'invited';
  return account.active ? 'active' : 'inactive';
}

/** One account: its facts, its roles to change, and locking, unlocking, a new link, resetting 2FA. */
function AccountEntry({
  account,
  self,
  answer,
}: {
  account: StaffAccountView;
  self: boolean;
  answer: AccountsAnswer | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== 'idle';
  const failure = answer && answer.ok === false && answer.staffId === account.id ? answer : null;
  const confirming = answer?.ok === 'confirm' && answer.staffId === account.id && account.twoFactor && !self;
  const headingId = `staff-account-${account.id}`;
  const state = stateOf(account);
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold break-all">
        {account.email} {self ? <span className="font-normal text-slate-700">{t('staff.accounts.you')}</span> : null}
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {account.name ? (
          <>
            <dt className="font-medium">{t('staff.accounts.name')}</dt>
            <dd>{account.name}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t('staff.accounts.state')}</dt>
        <dd>{t(`staff.accounts.states.${state}`)}</dd>
        <dt className="font-medium">{t('staff.accounts.twoFactor')}</dt>
        <dd>{t(account.twoFactor ? 'staff.accounts.twoFactorOn' : 'staff.accounts.twoFactorOff')}</dd>
        <dt className="font-medium">{t('staff.accounts.lastSignIn')}</dt>
        <dd>{account.lastSignInAt ? formatDateTime(account.lastSignInAt, locale) : t('staff.accounts.never')}</dd>
      </dl>
      {failure?.formError ? (
        <FormAlert>
          {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
        </FormAlert>
      ) : null}
      <Form method="post" noValidate className="space-y-2">
        <input type="hidden" name="intent" value="roles" />
        <input type="hidden" name="staffId" value={account.id} />
        <RoleChoices
          legend={t('staff.accounts.rolesOf', { email: account.email })}
          chosen={account.roles as StaffRole[]}
          error={failure?.intent === 'roles' ? failure.fieldErrors.roles : undefined}
        />
        <button type="submit" className="button-secondary" disabled={busy}>
          {t('staff.accounts.saveRoles')}
        </button>
      </Form>
      <div className="flex flex-wrap gap-3">
        {self || state === 'invited' ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="active" />
            <input type="hidden" name="staffId" value={account.id} />
            <input type="hidden" name="active" value={account.active ? 'false' : 'true'} />
            <button type="submit" className="button-secondary" disabled={busy}>
              {t(account.active ? 'staff.accounts.deactivate' : 'staff.accounts.activate')}
            </button>
          </Form>
        )}
        {state === 'inactive' ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="staffId" value={account.id} />
            <button type="submit" className="button-secondary" disabled={busy}>
              {t(state === 'invited' ? 'staff.accounts.resendInvitation' : 'staff.accounts.resetPassword')}
            </button>
          </Form>
        )}
        {account.twoFactor && !self && !confirming ? <TwoFactorResetButton account={account} /> : null}
      </div>
      {confirming ? <TwoFactorResetConfirmation account={account} /> : null}
    </li>
  );
}

export function AccountList({
  accounts,
  self,
  answer,
}: {
  accounts: StaffAccountView[];
  self: number;
  answer: AccountsAnswer | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="staff-account-list" className="space-y-3">
      <h2 id="staff-account-list" className="text-lg font-semibold">
        {t('staff.accounts.list')}
      </h2>
      <ul className="grid gap-4 lg:grid-cols-2">
        {accounts.map((account) => (
          <AccountEntry key={account.id} account={account} self={account.id === self} answer={answer} />
        ))}
      </ul>
    </section>
  );
}
