import { useMatches } from 'react-router';
import type { Locale } from '../../core/i18n/locales';

/**
 * A page whose path differs per language (category, product and tag pages) returns its paths in
 * every language (without language prefix) as `alternates` in its loader data. The page head's
 * hreflang links and the language switch both read them, so they always agree.
 */
export type PageAlternates = Partial<Record<Locale, string>>;

/** The alternates of the innermost page that has them, or null (same path in both languages). */
export function alternatesOfMatches(matches: Array<{ loaderData?: unknown }>): PageAlternates | null {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { alternates?: unknown } | null | undefined;
    if (data && typeof data.alternates === 'object' && data.alternates !== null) {
      return data.alternates as PageAlternates;
    }
  }
  return null;
}

export function usePageAlternates(): PageAlternates | null {
  return alternatesOfMatches(useMatches());
}

/** The same page in another language: its own path there (or the same one), this page's query. */
export function pathInLanguage(
  current: { pathname: string; search: string; hash: string },
  alternates: PageAlternates | null,
  target: Locale,
): string {
  const translated = alternates?.[target]?.split(/[?#]/)[0];
  return (translated ?? current.pathname) + current.search + current.hash;
}
