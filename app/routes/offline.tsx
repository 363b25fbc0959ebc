import { LocalizedLink } from '../components/localized-link';
import { useTranslation } from '../i18n/use-translation';
import { translationRoute } from '../i18n/translation-route';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/offline';

const translations = translationRoute(['pwa']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('pwa.offlinePageTitle'),
  robots: 'noindex',
}));

/**
 * /offline (spec §2, issue 21): what the service worker shows when a page cannot be loaded
 * without a network. The worker keeps it without its scripts, so it is shown as it is under the
 * address that failed; "Erneut versuchen" loads that address again.
 */
export default function Offline() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <h1 className="text-2xl font-semibold">{t('pwa.offlinePageTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('pwa.offlinePageText')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* Without an action a form goes to the page's own address: the one the visitor wanted. */}
        <form method="get">
          <button type="submit" className="button-primary">
            {t('pwa.tryAgain')}
          </button>
        </form>
        <LocalizedLink to="/" className="button-secondary">
          {t('pwa.toHome')}
        </LocalizedLink>
      </div>
    </div>
  );
}
