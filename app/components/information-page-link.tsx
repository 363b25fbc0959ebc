import type { ShopPageSlug } from '../../core/content/information-page-slugs';
import { useTranslation } from '../i18n/use-translation';
import { LocalizedLink } from './localized-link';

/** A link to one of the information pages (or form pages), named in the page's language. */
export function InformationPageLink({ slug, className }: { slug: ShopPageSlug; className?: string }) {
  const { t } = useTranslation();
  return (
    <LocalizedLink to={`/${slug}`} className={className}>
      {t(`pages.${slug}`)}
    </LocalizedLink>
  );
}
