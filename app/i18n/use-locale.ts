import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizePath, splitLocalePath, type Locale } from '../../core/i18n/locales';

/**
 * The page's language comes from its URL. Links made with `localize` stay in that language and
 * in the prefix style the shopper is on (/de/… stays /de/…, unprefixed German stays unprefixed).
 */
export function useLocale(): { locale: Locale; localize: (path: string) => string } {
  const { pathname } = useLocation();
  const { locale, prefixed } = splitLocalePath(pathname);
  const germanPrefix = prefixed && locale === 'de';
  const localize = useCallback((path: string) => localizePath(path, locale, { germanPrefix }), [locale, germanPrefix]);
  return { locale, localize };
}
