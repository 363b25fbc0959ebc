import type { EditorPage } from '../../core/content/pages/page-settings';
import type { Locale } from '../../core/i18n/locales';

/** One page as the editor's page selector lists it: its name and path in the editor's language. */
export interface PageListEntry {
  id: number;
  name: string;
  /** Path without language prefix. */
  path: string;
  depth: number;
}

/**
 * The pages of the pages drawer in its order (content pages, then product categories, each as a
 * tree below its parent), for the page selector (issue 34: content pages were missing). Pages
 * without a text in the language have no address there and are left out.
 */
export function pageListEntries(pages: EditorPage[], locale: Locale): PageListEntry[] {
  const entries: PageListEntry[] = [];
  const walk = (level: EditorPage[], all: EditorPage[], depth: number) => {
    for (const page of level) {
      const path = page.paths[locale];
      const name = page.details.find((detail) => detail.lang === locale)?.name;
      if (path === undefined || name === undefined) continue;
      entries.push({ id: page.id, name, path, depth });
      walk(
        all.filter((child) => child.parentCategoryId === page.id),
        all,
        depth + 1,
      );
    }
  };
  for (const type of ['content', 'item'] as const) {
    const ofType = pages.filter((page) => page.type === type);
    walk(
      ofType.filter((page) => !ofType.some((other) => other.id === page.parentCategoryId)),
      ofType,
      0,
    );
  }
  return entries;
}
