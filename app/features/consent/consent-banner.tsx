import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { consentCookie, parseConsentCookie, type ConsentService } from '../../../core/consent/consent-choice';
import { splitLocalePath } from '../../../core/i18n/locales';
import { InformationPageLink } from '../../components/information-page-link';
import { useTranslation } from '../../i18n/use-translation';
import { ConsentFields } from './consent-fields';
import { ConsentDecisionButtons, ConsentForm, ConsentSaveButton } from './consent-form';
import { consentStore, useConsent } from '../../lib/consent-store';

/**
 * The consent banner (§ 25 TDDDG): on every page until the visitor chose, and again when they ask
 * for the settings. Its code loads only then (consent-banner-part.tsx). It comes last in the page
 * and sticks to the window's bottom: nothing above it moves, and every part of the page can still
 * be scrolled into view above it. Without JavaScript its form works all the same.
 */
export function ConsentBanner({ services }: { services: ConsentService[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { choice, settingsOpen, opener } = useConsent();
  const heading = useRef<HTMLHeadingElement>(null);
  // The settings page shows the same form itself; the offline page is shown where nothing can be sent.
  const shown =
    (choice === null || settingsOpen) && !['/cookie-settings', '/offline'].includes(splitLocalePath(pathname).path);

  useEffect(() => {
    if (settingsOpen) heading.current?.focus();
  }, [settingsOpen]);
  // A copy of the page from before the choice (a shared cache's, say): the cookie knows better.
  useEffect(() => {
    if (choice !== null) return;
    const stored = parseConsentCookie(readCookie(consentCookie.name), services);
    if (stored) consentStore.choose(stored);
  }, [choice, services]);

  if (!shown) return null;
  return (
    <section
      aria-labelledby="consent-title"
      className="sticky bottom-0 z-40 max-h-[85vh] overflow-y-auto border-t-2 border-primary-700 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.15)]"
    >
      <ConsentForm
        services={services}
        returnTo={pathname + search}
        className="mx-auto max-w-4xl space-y-3 p-4"
        onChosen={() => {
          // The banner goes away with the focused button: focus returns to where it came from.
          const target = opener?.isConnected ? opener : document.getElementById('main-content');
          requestAnimationFrame(() => target?.focus());
        }}
      >
        <h2 id="consent-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('consent.title')}
        </h2>
        <p className="text-sm text-slate-700">
          {t('consent.intro')} <InformationPageLink slug="privacy-policy" className="underline" />
        </p>
        <details open={settingsOpen || undefined} className="group">
          <summary className="cursor-pointer font-medium text-primary-800 underline underline-offset-2">
            {t('consent.settings')}
          </summary>
          <div className="mt-3">
            <ConsentFields services={services} choice={choice} />
            <ConsentSaveButton />
          </div>
        </details>
        <ConsentDecisionButtons />
      </ConsentForm>
    </section>
  );
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}
