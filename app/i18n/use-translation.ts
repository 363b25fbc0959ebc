import { createContext, useContext } from 'react';
import type { Translator } from '../../core/i18n/translator';

/** The page's translator; a page never changes language (ADR 0005), so it never changes either. */
export const TranslatorContext = createContext<Translator | null>(null);

export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a TranslatorContext provider');
  return { t: translator.t, i18n: translator };
}
