import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { LocalizedLink } from './localized-link';
import { errorPageDescription, errorPageOffersReload, errorPageTitle } from '../lib/error-page-texts';

/**
 * The error page (spec §2): status code, message and description. Without a message of its own,
 * the status says what happened (error-page-texts.ts): 404 "Page not found" with the path, a
 * refused form or request what was refused, a 5xx "Internal Server Error".
 */
export function ErrorPage({
  status,
  message,
  description,
}: {
  status: number;
  message?: string;
  description?: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = message ?? errorPageTitle(status, t);
  const text = description ?? errorPageDescription(status, t, pathname);

  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-6xl font-bold text-primary-700" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-3xl font-semibold">{title}</h1>
      <p className="sr-only">{t('errorPage.statusCode', { status })}</p>
      <p className="mt-4 break-words text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LocalizedLink to="/" className="button-primary">
          {t('errorPage.backHome')}
        </LocalizedLink>
        {errorPageOffersReload(status) ? (
          <a href={pathname} className="button-secondary">
            {t('errorPage.reload')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
