import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { localizePath, locales, splitLocalePath, type Locale } from '../../core/i18n/locales';
import { robotsMetaContent, type RobotsPageKind } from '../../core/seo/robots';
import { useRootData } from '../root';

/**
 * Title, description, robots, canonical and hreflang links of a page (React hoists them into
 * <head>). The canonical URL of German pages is the unprefixed one; /de/… points there too.
 */
export function PageMeta({
  title,
  description,
  robots,
  alternates,
}: {
  title?: string;
  description?: string;
  robots?: string;
  /** The page's path (without prefix) in each language, when it differs by language (e.g. slugs). */
  alternates?: Partial<Record<Locale, string>>;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const origin = useRootData()?.publicUrl ?? '';
  const { locale, path: currentPath } = splitLocalePath(pathname);
  const pathIn = (target: Locale) => alternates?.[target] ?? currentPath;
  const siteName = t('meta.siteName');
  const fullTitle = title ? `${title} | ${siteName}` : t('meta.defaultTitle');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? t('meta.defaultDescription')} />
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="canonical" href={origin + localizePath(pathIn(locale), locale)} />
      {locales
        .filter((target) => !alternates || alternates[target])
        .map((target) => (
          <link key={target} rel="alternate" hrefLang={target} href={origin + localizePath(pathIn(target), target)} />
        ))}
      <link rel="alternate" hrefLang="x-default" href={origin + localizePath(pathIn('de'), 'de')} />
    </>
  );
}

/** The robots meta content the shop's SEO settings give a kind of page (none for ALL). */
export function usePageRobots(kind: RobotsPageKind): string | undefined {
  return robotsMetaContent(useRootData()?.robots[kind]);
}
