/**
 * Robots settings (spec §3 SEO settings, §5 editor: ALL, INDEX, NOFOLLOW, NOINDEX,
 * NOINDEX_NOFOLLOW). The shop sets them per page kind in the editor's settings drawer; categories
 * and pages carry their own. Cart, checkout and account pages are never indexed, whatever is set.
 */
export const robotsValues = ['ALL', 'INDEX', 'NOFOLLOW', 'NOINDEX', 'NOINDEX_NOFOLLOW'] as const;
export type RobotsValue = (typeof robotsValues)[number];

export const robotsPageKinds = [
  'homepage',
  'contact',
  'cancellationRights',
  'cancellationForm',
  'legalDisclosure',
  'privacyPolicy',
  'termsAndConditions',
  'searchResult',
  // Not in the spec's list (issue 39): the tag pages (/tag/…), e.g. kept out of an index as thin lists.
  'tag',
] as const;
export type RobotsPageKind = (typeof robotsPageKinds)[number];
export type RobotsSettings = Record<RobotsPageKind, RobotsValue>;

/** Spec: every page kind defaults to ALL. */
export const defaultRobotsSettings: RobotsSettings = Object.fromEntries(
  robotsPageKinds.map((kind) => [kind, 'ALL']),
) as RobotsSettings;

export function isRobotsValue(value: unknown): value is RobotsValue {
  return (robotsValues as readonly unknown[]).includes(value);
}

/** The content of `<meta name="robots">`, or undefined for ALL (the crawlers' default anyway). */
export function robotsMetaContent(value: string | undefined): string | undefined {
  switch (value) {
    case 'INDEX':
      return 'index';
    case 'NOFOLLOW':
      return 'nofollow';
    case 'NOINDEX':
      return 'noindex';
    case 'NOINDEX_NOFOLLOW':
      return 'noindex, nofollow';
    default:
      return undefined;
  }
}
