import de from './de.json';
import en from './en.json';
import { lookupTranslation } from './translation-lookup';
import { fillPlaceholders } from './translator';
import type { Locale } from './locales';

export const translationTrees = { de, en } as const;

/**
 * A text of de.json / en.json on the server (mails, names stored with an order). A missing text
 * reads as its key, as in the browser.
 */
export function shopText(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(lookupTranslation(translationTrees[locale], key) ?? key, values);
}
