import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { toLocale } from '../core/i18n/locales';
import { createI18n, loadTranslations } from './i18n/i18n';
import { TranslatorContext } from './i18n/use-translation';

// The page's language is in <html lang>; only that translation file is loaded.
const locale = toLocale(document.documentElement.lang);
const i18n = createI18n(locale, await loadTranslations(locale));

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
