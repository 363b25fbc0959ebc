import de from '../../app/i18n/de.json';
import en from '../../app/i18n/en.json';
import { lookupTranslation } from '../../app/i18n/resources';
import { fillPlaceholders } from '../../app/i18n/translator';
import type { Locale } from './locales';

export const translationTrees = { de, en } as const;

/**
 * A text of de.json / en.json on the server (mails, names stored with an order). A missing text
 * reads as its key, as in the browser.
 */
export function shopText(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(lookupTranslation(translationTrees[locale], key) ?? key, values);
}
