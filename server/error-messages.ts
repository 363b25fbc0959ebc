import de from '../core/i18n/de.json';
import en from '../core/i18n/en.json';
import { lookupTranslation } from '../core/i18n/translation-lookup';
import type { Locale } from '../core/i18n/locales';

const trees = { de, en } as const;

/**
 * The translated message for an error key, so that clients without our translations (and people
 * reading a raw response) still get a sentence in their language. The browser translates the key
 * itself as `storefrontError.<key>`.
 */
export function errorMessage(locale: Locale, key: string, fallback?: string): string {
  return (
    lookupTranslation(trees[locale], `storefrontError.${key}`) ??
    fallback ??
    lookupTranslation(trees[locale], 'storefrontError.unknownError') ??
    key
  );
}

/**
 * A refusal the server answers before any call runs (a path it cannot read, a body too large), in
 * the shape of the BFF's errors: `{error: {key, code, message, cause}, events}`.
 */
export function callErrorBody(locale: Locale, key: string, status: number) {
  return { error: { key, code: status, message: errorMessage(locale, key), cause: [] }, events: [] };
}
