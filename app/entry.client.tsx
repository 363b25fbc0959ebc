import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { toLocale } from '../core/i18n/locales';
import { createI18n } from './i18n/i18n';
import { loadBrowserTranslations, renderedTranslationParts } from './i18n/browser-translations';
import { preloadRenderedPageViews } from './lib/page-views';
import { TranslatorContext } from './i18n/use-translation';

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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <TranslatorContext value={i18n}>
        <HydratedRouter />
      </TranslatorContext>
    </StrictMode>,
  );
});
