import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/reset-password-success';
import { LocalizedLink } from '../components/localized-link';
import { useTranslation } from '../i18n/use-translation';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('auth.successTitle'),
  robots: 'noindex, follow',
}));

/** /reset-password-success: the new password is saved; on to the login. */
export default function ResetPasswordSuccess() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('auth.successTitle')}</h1>
      <p role="status" className="mb-6">
        {t('auth.successText')}
      </p>
      <LocalizedLink to="/login" className="button-primary">
        {t('auth.loginSubmit')}
      </LocalizedLink>
    </>
  );
}
