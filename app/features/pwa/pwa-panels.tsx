import { useState } from 'react';
import { useLocation } from 'react-router';
import { isGranted } from '../../../core/consent/consent-granted';
import { installHintStorage } from '../../../core/consent/shop-cookies';
import { useTranslation } from '../../i18n/use-translation';
import { useConsent } from '../../lib/consent-store';
import { pwaStore, usePwaState } from './pwa-store';

/** Not while paying or typing an address: the offer would be in the way. */
const noOfferPage = /^(?:\/en)?\/(?:checkout|readonly-checkout|mollie-payment|confirmation|cart|login)(?:\/|$)/;

/**
 * The app's notices (issue 21): "offline" while the browser has no network, and the offer to
 * install the shop when the browser makes one (once the visitor has answered the consent banner,
 * never while paying). Loaded when the page is idle, with pwa-runtime.ts; its texts are the part
 * `pwa`, which the runtime loads first.
 */
export function PwaPanels() {
  const { t } = useTranslation();
  const { offline, installOffer } = usePwaState();
  const { pathname } = useLocation();
  const { choice } = useConsent();
  const [dismissed, setDismissed] = useState(false);
  const offerShown =
    installOffer !== null && choice !== null && !dismissed && !noOfferPage.test(pathname) && !dismissedBefore();

  const dismiss = () => {
    setDismissed(true);
    pwaStore.set({ installOffer: null });
    // Remembered across visits only with the visitor's consent (functional: "App-Hinweis").
    if (isGranted(choice, 'installHint')) {
      try {
        localStorage.setItem(installHintStorage.key, String(Date.now()));
      } catch {
        // Storage blocked: the offer may come back on the next visit.
      }
    }
  };

  return (
    <>
      {offline ? (
        <section aria-label={t('pwa.offlineTitle')} className="fixed inset-x-0 top-0 z-50 flex justify-center p-2">
          <p role="status" className="rounded-md bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">
            {t('pwa.offline')}
          </p>
        </section>
      ) : null}
      {offerShown ? (
        <section
          aria-labelledby="install-offer-title"
          className="fixed bottom-4 left-4 z-30 max-w-sm rounded-lg border border-slate-300 bg-white p-4 shadow-lg"
        >
          <h2 id="install-offer-title" className="font-semibold">
            {t('pwa.installTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('pwa.installText')}</p>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              className="button-primary"
              onClick={() => {
                void installOffer.prompt();
                void installOffer.userChoice.finally(() => pwaStore.set({ installOffer: null }));
              }}
            >
              {t('pwa.install')}
            </button>
            <button type="button" className="button-secondary" onClick={dismiss}>
              {t('pwa.notNow')}
            </button>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** A dismissal within its time keeps the offer away; an older one is removed (the consent list says so). */
function dismissedBefore(): boolean {
  try {
    const at = Number(localStorage.getItem(installHintStorage.key));
    if (at > 0 && Date.now() - at < installHintStorage.maxAgeSeconds * 1000) return true;
    localStorage.removeItem(installHintStorage.key);
    return false;
  } catch {
    return false;
  }
}
