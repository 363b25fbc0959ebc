import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { localizePath, locales, splitLocalePath } from '../../core/i18n/locales';
import { useRootData } from '../root';

/**
 * Title, description, robots, canonical and hreflang links of a page (React hoists them into
 * <head>). The canonical URL of German pages is the unprefixed one; /de/… points there too.
 */
export function PageMeta({ title, description, robots }: { title?: string; description?: string; robots?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const origin = useRootData()?.publicUrl ?? '';
  const { locale, path } = splitLocalePath(pathname);
  const siteName = t('meta.siteName');
  const fullTitle = title ? `${title} | ${siteName}` : t('meta.defaultTitle');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? t('meta.defaultDescription')} />
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="canonical" href={origin + localizePath(path, locale)} />
      {locales.map((target) => (
        <link key={target} rel="alternate" hrefLang={target} href={origin + localizePath(path, target)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + localizePath(path, 'de')} />
    </>
  );
}
