import type { EditorPage, PageSettingsInput } from '../../core/content/pages/page-settings';
import type { Locale } from '../../core/i18n/locales';

/** The pages drawer's pages: their names in a language, their subpages, what a save sends of them. */

/** The home page's own name in a language ('' until the merchant gives one: then "Startseite"). */
export const homeName = (page: EditorPage | null, locale: Locale) =>
  page?.details.find((detail) => detail.lang === locale)?.name ?? '';

export const nameOf = (page: EditorPage, locale: Locale) =>
  (page.details.find((detail) => detail.lang === locale) ?? page.details[0])?.name ?? String(page.id);

export function settingsOf(page: EditorPage): PageSettingsInput {
  const { itemCount: _items, childCount: _children, paths: _paths, ...settings } = page;
  return settings;
}

export const emptyDetail = (lang: Locale): EditorPage['details'][number] => ({
  lang,
  name: '',
  nameUrl: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  metaRobots: 'ALL',
  canonicalLink: '',
});

export function descendantsOf(pages: EditorPage[], id: number): Set<number> {
  const found = new Set<number>();
  const walk = (parent: number) => {
    for (const page of pages) {
      if (page.parentCategoryId === parent && !found.has(page.id)) {
        found.add(page.id);
        walk(page.id);
      }
    }
  };
  walk(id);
  return found;
}
