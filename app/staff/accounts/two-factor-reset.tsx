import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { StaffAccountView } from '../../../core/staff/staff-admin.server';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Resetting another account's two-factor sign-in (its phone is lost): the button asks first; the
 * question takes the focus when it opens, and only its confirmed form acts. One's own account has
 * no button: that is turned off on the security page, with a code.
 */
export function TwoFactorResetButton({ account }: { account: StaffAccountView }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="resetTwoFactor" />
      <input type="hidden" name="staffId" value={account.id} />
      <button type="submit" className="button-secondary" disabled={busy}>
        {t('staff.accounts.resetTwoFactor')}
      </button>
    </Form>
  );
}

export function TwoFactorResetConfirmation({ account }: { account: StaffAccountView }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [account.id]);
  const titleId = `staff-account-${account.id}-reset-title`;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 outline-none"
    >
      <h4 id={titleId} className="font-semibold break-all">
        {t('staff.accounts.confirmResetTwoFactor.title', { email: account.email })}
      </h4>
      <p>{t('staff.accounts.confirmResetTwoFactor.text')}</p>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="resetTwoFactor" />
        <input type="hidden" name="staffId" value={account.id} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="button-primary" disabled={busy}>
          {t('staff.accounts.confirmResetTwoFactor.confirm')}
        </button>
        <Link to="." className="button-secondary">
          {t('staff.accounts.confirmResetTwoFactor.cancel')}
        </Link>
      </Form>
    </section>
  );
}
