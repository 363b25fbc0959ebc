import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The app's side of every page (issue 21), loaded once the page is idle (pwa-runtime.ts): the
 * service worker's registration, the hourly build check, and the notices (offline, install
 * offer). Until then this is all the page carries of it, so it costs the first paint nothing.
 */
export function PwaNotices() {
  const { t } = useTranslation();
  const [Panels, setPanels] = useState<ComponentType | null>(null);
  useEffect(() => {
    const start = () =>
      void import('./pwa-runtime').then(async (runtime) => {
        await runtime.startPwa(t);
        setPanels(() => runtime.PwaPanels);
        // Like data-hydrated: tests (and curious operators) can see that the app part runs.
        document.documentElement.dataset.app = 'ready';
      });
    // Safari has no requestIdleCallback: a moment after the page is up will do.
    const hasIdle = typeof requestIdleCallback === 'function';
    const idle = hasIdle ? requestIdleCallback(start, { timeout: 4_000 }) : setTimeout(start, 2_000);
    return () => {
      if (hasIdle) cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
    // Once per page load; the texts are those of the page's language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return Panels ? <Panels /> : null;
}
