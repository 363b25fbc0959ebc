import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { toLocale } from '../core/i18n/locales';
import { createI18n, loadTranslations } from './i18n/i18n';

// The page's language is in <html lang>; only that translation file is loaded.
const locale = toLocale(document.documentElement.lang);
const i18n = createI18n(locale, await loadTranslations(locale));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
