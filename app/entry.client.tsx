import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { toLocale } from '../core/i18n/locales';
import { createI18n, loadTranslations } from './i18n/i18n';
import { preloadRenderedPageViews } from './lib/page-views';
import { TranslatorContext } from './i18n/use-translation';

// The page's language is in <html lang>; only that translation file is loaded. The page views the
// server rendered load at the same time, so hydration finds their code ready.
const locale = toLocale(document.documentElement.lang);
const [translations] = await Promise.all([loadTranslations(locale), preloadRenderedPageViews(document)]);
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
