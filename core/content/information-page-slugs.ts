/**
 * The shop's information pages (spec §2). Paths are the same in both languages; their texts live
 * in content/pages/<locale>/<slug>.md. Contact and the withdrawal form are pages with forms of
 * their own routes (formPageSlugs).
 */
export const informationPageSlugs = [
  'legal-disclosure',
  'cancellation-rights',
  'privacy-policy',
  'terms-and-conditions',
  'shipping',
  'zahlung-und-versand',
  'declaration-of-accessibility',
] as const;

export type InformationPageSlug = (typeof informationPageSlugs)[number];

/** The information pages that are forms (issue 20): own routes, same paths in both languages. */
export const formPageSlugs = ['contact', 'cancellation-form'] as const;

/** Every page the footer and the sitemap name by its slug (its title is `pages.<slug>`). */
export type ShopPageSlug = InformationPageSlug | (typeof formPageSlugs)[number];

/**
 * Pages for the shop's own people (issue 18: the editor's manual, linked from the pages drawer):
 * rendered like information pages, kept out of the sitemap and out of search engines.
 */
export const staffPageSlugs = ['editor-manual'] as const;
