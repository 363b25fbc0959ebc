import { useTranslation } from '../i18n/use-translation';
import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigationType, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page';
import type { InformationPageSlug } from '../../core/content/information-page-slugs';
import { CookieSettingsLink, Footer } from '../components/footer/footer';
import { Header } from '../components/header/header';
import { LockIcon, Logo } from '../components/icons';
import { InformationPageLink } from '../components/information-page-link';
import { LocalizedLink } from '../components/localized-link';
import { SkipLink } from '../components/skip-link';
import { loadingState } from '../lib/loading-state';
import { useRootData } from '../lib/root-data';
import { CardListTogglesForm } from '../features/shopping-lists/card-list-toggles';
import { HydrateLater } from '../components/hydrate-later';

/** The full shop frame: skip link, header with navigation and counts, main landmark, footer. */
export function ShopChrome({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  return (
    <>
      <SkipLink />
      <Header navigation={root?.navigation ?? []} />
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none">
        {/* The product cards' wishlist and comparison buttons all send one form (issue 38). */}
        <CardListTogglesForm>{children}</CardListTogglesForm>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </>
  );
}

/** Reduced frame for checkout and offers: logo, a "secure checkout" note, legal links only. */
export function SimplifiedChrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <LocalizedLink to="/" className="text-primary-800" aria-label={t('header.homeLink')}>
            <Logo />
          </LocalizedLink>
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <LockIcon />
            {t('header.secureCheckout')}
          </p>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none">
        {children}
      </main>
      <SimplifiedFooter />
    </>
  );
}

const simplifiedFooterLinks: InformationPageSlug[] = [
  'legal-disclosure',
  'privacy-policy',
  'terms-and-conditions',
  'cancellation-rights',
];

export function SimplifiedFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto border-t border-secondary-200 bg-secondary-50 text-sm">
      <nav aria-label={t('a11y.footerNavigation')} className="mx-auto max-w-5xl px-4 py-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {simplifiedFooterLinks.map((slug) => (
            <li key={slug}>
              <InformationPageLink
                slug={slug}
                className="text-slate-700 underline underline-offset-2 hover:text-primary-800"
              />
            </li>
          ))}
          <li>
            <CookieSettingsLink className="text-slate-700 underline underline-offset-2 hover:text-primary-800" />
          </li>
        </ul>
      </nav>
    </footer>
  );
}

/** Error boundary body shared by the layouts: the error page inside the layout's own frame. */
function useErrorStatus(): number {
  const error = useRouteError();
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function LayoutError({ Frame }: { Frame: (props: { children: React.ReactNode }) => React.ReactNode }) {
  const status = useErrorStatus();
  const navigationType = useNavigationType();
  // A page change that ended on the error page shows the loading bar in its error colour.
  useEffect(() => {
    if (navigationType !== 'POP') loadingState.fail();
  }, [navigationType, status]);
  return (
    <Frame>
      <ErrorPage status={status} />
    </Frame>
  );
}
