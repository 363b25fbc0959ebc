import { LocalizedLink } from '../components/localized-link';
import { PageMeta } from '../components/page-meta';
import { useTranslation } from '../i18n/use-translation';

/** /reset-password-success: the new password is saved; on to the login. */
export default function ResetPasswordSuccess() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('auth.successTitle')} robots="noindex, follow" />
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
