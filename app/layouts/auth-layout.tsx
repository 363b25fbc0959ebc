import { layoutMeta } from '../lib/page-meta';
import { translationRoute } from '../i18n/translation-route';
import { useTranslation } from '../i18n/use-translation';
import { Outlet } from 'react-router';
import { Logo } from '../components/icons';
import { LanguageSwitcher } from '../components/language-switcher';
import { LocalizedLink } from '../components/localized-link';
import { SkipLink } from '../components/skip-link';
import { LayoutError, SimplifiedFooter } from './chrome';

/** Texts beyond core this page needs (ADR 0011). */
const translations = translationRoute(['account']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

/** Auth layout: login, registration and password pages in a focused, centred card. */
function AuthFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-8">
        <LocalizedLink to="/" className="text-primary-800" aria-label={t('header.homeLink')}>
          <Logo />
        </LocalizedLink>
        <LanguageSwitcher />
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 py-8 outline-none">
        <div className="rounded-lg border border-slate-200 p-6 shadow-sm">{children}</div>
        <p className="mt-6 text-center text-sm">
          <LocalizedLink to="/" className="text-primary-800 underline underline-offset-2">
            {t('header.backToShop')}
          </LocalizedLink>
        </p>
      </main>
      <SimplifiedFooter />
    </>
  );
}

export default function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}

/** The error page's title when this layout's boundary shows one; the shop's default title otherwise. */
export const meta = layoutMeta;

export function ErrorBoundary() {
  return <LayoutError Frame={AuthFrame} />;
}
