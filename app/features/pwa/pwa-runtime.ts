import { shouldReloadForChunkError } from '../../lib/chunk-reload';
import { notifications } from '../../lib/notification-store';
import { pwaStore, type InstallPromptEvent } from './pwa-store';
import { ensureTranslationParts } from '../../i18n/browser-translations';

export { PwaPanels } from './pwa-panels';

/** Spec §9: how often a page asks whether a newer build is out. */
export const buildCheckIntervalMs = 3_600_000;

declare const __BUILD_ID__: string;

/** The page's translator; the texts (part `pwa`) are there by the time a message is shown. */
type Translate = (key: 'pwa.offlineRefused' | 'pwa.updateAvailable' | 'pwa.reload') => string;

/** Pages where a reload could cost what the shopper is typing: they are told and choose. */
const busyPage = /^(?:\/en)?\/(?:checkout|cart|readonly-checkout|my-account|cancellation-form|contact)(?:\/|$)/;

/**
 * The app's browser side (issue 21), loaded once the page is idle: registers the service worker,
 * keeps the page honest while offline, and looks for a newer build every hour. When a newer
 * worker takes over the page reloads, at most once per 10 s (spec §9 reload guard).
 */
export function startPwa(t: Translate): Promise<void> {
  const texts = ensureTranslationParts(['pwa']);
  // The browser offers installing once the worker is registered (below): kept for the notice.
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwaStore.set({ installOffer: event as InstallPromptEvent });
  });
  watchConnection(t);
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return texts;
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).then((registration) => {
    setInterval(() => void checkForNewBuild(registration, t), buildCheckIntervalMs);
  });
  // A worker taking over a page that already had one is a new build.
  let hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController) {
      hadController = true;
      return;
    }
    if (busyPage.test(location.pathname)) {
      notifications.send({
        type: 'neutral',
        message: t('pwa.updateAvailable'),
        persist: true,
        action: { text: t('pwa.reload'), onClick: () => location.reload() },
      });
    } else if (shouldReloadForChunkError(location.pathname, sessionStorage)) {
      location.reload();
    }
  });
  return texts;
}

async function checkForNewBuild(registration: ServiceWorkerRegistration, t: Translate) {
  try {
    const latest = (await (await fetch('/latest-build.json', { cache: 'no-store' })).json()) as { id?: string };
    if (!latest.id || latest.id === __BUILD_ID__) return;
    notifications.send({ type: 'neutral', message: t('pwa.updateAvailable'), dismissTimeout: 10_000 });
    await registration.update();
  } catch {
    // Offline or the server between two versions: the next hour asks again.
  }
}

/** Offline, forms are not sent (they would fail) and links load whole pages (the worker answers). */
function watchConnection(t: Translate) {
  const update = () => pwaStore.set({ offline: !navigator.onLine });
  update();
  addEventListener('online', update);
  addEventListener('offline', update);
  document.addEventListener(
    'submit',
    (event) => {
      if (navigator.onLine) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      notifications.send({ type: 'warning', message: t('pwa.offlineRefused') });
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || event.defaultPrevented) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.origin !== location.origin || link.target) return;
      // The router would fetch the page's data and fail; a whole page gets the offline page.
      event.preventDefault();
      event.stopImmediatePropagation();
      location.assign(link.href);
    },
    true,
  );
}
