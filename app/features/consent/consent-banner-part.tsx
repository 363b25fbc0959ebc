import { Suspense, use } from 'react';
import type { ConsentService } from '../../../core/consent/consent-choice';
import { ensureTranslationParts } from '../../i18n/browser-translations';
import { shopperPartAttributes } from '../../lib/shopper-state';
import { trackedLoader } from '../../lib/tracked-promise';
import { useConsent } from '../../lib/consent-store';
import type * as BannerModuleExports from './consent-banner';

type BannerModule = typeof BannerModuleExports;

/**
 * The banner's code and texts, loaded once. The server loads them at start (entry.server), so its
 * render never waits; a browser only when there is a banner to show: a visitor who has chosen
 * never downloads them.
 */
export const loadConsentBanner = trackedLoader<BannerModule>(() =>
  typeof document === 'undefined'
    ? import('./consent-banner')
    : ensureTranslationParts(['consent']).then(() => import('./consent-banner')),
);

/**
 * Where the consent banner goes: a shopper part (ADR 0019), so a cached page holds the banner for
 * visitors who have not chosen yet and the server leaves it out for those who have. In the
 * browser the banner hydrates once its chunk is there; until then the server's form works as a
 * plain form (Preact keeps the HTML of a part that waits).
 */
export function ConsentBannerPart({ services }: { services: ConsentService[] }) {
  return (
    // `contents`: the banner is a child of <body> as far as layout goes, so it can stick to the
    // window's bottom across the whole page.
    <div className="contents" {...shopperPartAttributes('consent-banner', {})}>
      <Suspense fallback={null}>
        <LazyConsentBanner services={services} />
      </Suspense>
    </div>
  );
}

function LazyConsentBanner({ services }: { services: ConsentService[] }) {
  const { choice, settingsOpen } = useConsent();
  if (choice !== null && !settingsOpen) return null;
  const { ConsentBanner } = use(loadConsentBanner() as Promise<BannerModule>);
  return <ConsentBanner services={services} />;
}
