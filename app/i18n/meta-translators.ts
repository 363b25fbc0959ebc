import type { Locale } from '../../core/i18n/locales';
import type { Translator } from '../../core/i18n/translator';

/**
 * The translators outside components: route `meta` functions (React Router calls them without
 * hooks) find the page language's translator here. entry.server provides both languages,
 * entry.client the page's one.
 */
const translators = new Map<Locale, Translator>();

export function provideTranslator(translator: Translator): void {
  translators.set(translator.language, translator);
}

export function translatorOf(locale: Locale): Translator {
  const translator = translators.get(locale);
  if (!translator) throw new Error(`No translator for ${locale}: entry.server/entry.client provide them`);
  return translator;
}
