import type { Locale } from './locales';
import { lookupTranslation, type Translations } from './translation-lookup';

/**
 * The shop's translator (ADR 0009): dotted keys into the page language's JSON file, `{{name}}`
 * placeholders and plurals by `count` (key_one / key_other, chosen with Intl.PluralRules). That is
 * all the shop's texts use; i18next did the same at 15 KB of JavaScript on every page.
 */

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

/** Every key of de.json; plural forms are asked for by their base key with a `count`. */
export type TranslationKey = WithoutPlural<Leaves<Translations>>;
export type TranslationValues = Record<string, string | number | null | undefined>;

export interface Translator {
  readonly language: Locale;
  t(key: TranslationKey, values?: TranslationValues): string;
  /** Whether a key exists (for keys made at run time, such as error keys from the server). */
  exists(key: string): boolean;
}

/** "Nur noch {{stock}} Stück" with { stock: 3 }; placeholders without a value stay as they are. */
export function fillPlaceholders(text: string, values: TranslationValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values[name] === undefined || values[name] === null ? placeholder : String(values[name]),
  );
}

export function createTranslator(language: Locale, translations: unknown): Translator {
  const plurals = new Intl.PluralRules(language);
  const find = (key: string, values?: TranslationValues): string | undefined => {
    if (typeof values?.count === 'number') {
      const plural = lookupTranslation(translations, `${key}_${plurals.select(values.count)}`);
      if (plural !== undefined) return plural;
    }
    return lookupTranslation(translations, key);
  };
  return {
    language,
    t(key, values) {
      const text = find(key, values);
      // A missing text shows its key: visible in tests and reviews, never a crash.
      if (text === undefined) return key;
      return values ? fillPlaceholders(text, values) : text;
    },
    exists: (key) => find(key) !== undefined,
  };
}
