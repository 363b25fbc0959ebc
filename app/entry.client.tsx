import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { toLocale } from '../core/i18n/locales';
import { createI18n } from './i18n/i18n';
import { loadBrowserTranslations, renderedTranslationParts } from './i18n/browser-translations';
import {
  linkedPageViewChunks,
  PageViewChunksContext,
  preloadRenderedPageViews,
} from './features/page-views/page-views';
import { provideTranslator } from './i18n/meta-translators';
import { TranslatorContext } from './i18n/use-translation';
import { runFirstHydration } from './components/hydrate-later';
import { DocumentShopperContext, readDocumentShopper } from './lib/shopper-state';

// The page's language is in <html lang>; only its texts are loaded, and of those only the parts
// the page names (ADR 0011). The page views the server rendered load at the same time, so
// hydration finds their code ready.
const root = document.documentElement;
const locale = toLocale(root.lang);
const [translations] = await Promise.all([
  loadBrowserTranslations(locale, renderedTranslationParts(root)),
  preloadRenderedPageViews(document),
]);
const i18n = createI18n(locale, translations);
provideTranslator(i18n);
const pageViewChunks = linkedPageViewChunks(document.head);
// The shopper the server rendered (or filled into a cached page) this document for (ADR 0019).
const documentShopper = readDocumentShopper(document);

/**
 * The browser renders with Preact (ADR 0012). React Router's router suspends (throws a promise)
 * until it has decoded the server's data stream; React waits for that at the root. Preact has no
 * root to wait at, and the throw reaches this call before any DOM is touched: wait, then hydrate.
 */
function hydrate() {
  try {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslatorContext value={i18n}>
          <DocumentShopperContext value={documentShopper}>
            <PageViewChunksContext value={pageViewChunks}>
              <HydratedRouter />
            </PageViewChunksContext>
          </DocumentShopperContext>
        </TranslatorContext>
      </StrictMode>,
    );
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    void thrown.then(() => runFirstHydration(hydrate));
  }
}

startTransition(() => runFirstHydration(hydrate));
