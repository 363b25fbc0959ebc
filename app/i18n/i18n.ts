import { createInstance, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../core/i18n/locales';

/**
 * One i18next instance per request on the server and one per page load in the browser, holding
 * only the language of the page (the browser loads just that language's file).
 */
export function createI18n(locale: Locale, translations: Record<string, unknown>): i18n {
  const instance = createInstance();
  const resources: Resource = { [locale]: { translation: translations } };
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes what it renders
    returnNull: false,
  });
  return instance;
}

/** The translation file of a language, loaded as its own chunk in the browser. */
export async function loadTranslations(locale: Locale): Promise<Record<string, unknown>> {
  const module = locale === 'en' ? await import('./en.json') : await import('./de.json');
  return module.default;
}
