import type { Locale } from '../../core/i18n/locales';
import { createTranslator, type Translator } from '../../core/i18n/translator';

/**
 * One translator per language on the server (shared by all requests) and one per page load in the
 * browser, holding only the language of the page (the browser loads just that language's file).
 */
export function createI18n(locale: Locale, translations: Record<string, unknown>): Translator {
  return createTranslator(locale, translations);
}

/** The translation file of a language, loaded as its own chunk in the browser. */
export async function loadTranslations(locale: Locale): Promise<Record<string, unknown>> {
  const module = locale === 'en' ? await import('../../core/i18n/en.json') : await import('../../core/i18n/de.json');
  return module.default;
}
