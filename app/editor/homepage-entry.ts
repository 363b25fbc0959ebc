import { homepageId, type EditorPage, type HomepageDetails } from '../../core/content/pages/page-settings';
import { locales } from '../../core/i18n/locales';

/**
 * The home page in the pages drawer (issue 34): it is no category, but its settings are edited in
 * the same forms. These turn its saved settings into a page entry and back.
 */
export function homepageAsPage(details: HomepageDetails[]): EditorPage {
  return {
    id: homepageId,
    parentCategoryId: null,
    type: 'content',
    right: 'all',
    sitemap: 'Y',
    linklist: 'N',
    position: 0,
    itemCount: 0,
    childCount: 0,
    details: details.map((detail) => ({ ...detail, nameUrl: '' })),
    paths: Object.fromEntries(locales.map((lang) => [lang, '/'])),
  };
}

export function homepageDetailsOf(page: EditorPage): HomepageDetails[] {
  return page.details.map(({ nameUrl: _slug, ...detail }) => detail);
}
