import type { LocalizedText } from '../db/catalog-schema';
import { locales, type Locale } from '../i18n/locales';

/**
 * A tag's page addresses that a save gives up (issue 37): its slug of before in each language
 * whose slug changed. Its page there answers 301 to the new address (tag_slug_redirects), until
 * the slug is a tag's own again – the same tag's taken back or another tag's – and the current
 * slug wins.
 */
export function formerSlugs(before: LocalizedText, after: LocalizedText): Array<{ lang: Locale; slug: string }> {
  return locales.filter((lang) => before[lang] !== after[lang]).map((lang) => ({ lang, slug: before[lang] }));
}

/** The page addresses a tag has now: no redirect may stay on them. */
export function currentSlugs(slugs: LocalizedText): Array<{ lang: Locale; slug: string }> {
  return locales.map((lang) => ({ lang, slug: slugs[lang] }));
}
