import { useTranslation } from '../i18n/use-translation';
import { LocalizedLink } from './localized-link';

export interface Breadcrumb {
  name: string;
  /** Path without language prefix; the last crumb (the page itself) has none. */
  url?: string;
}

/** "You are here" trail; the current page is the last entry, marked for screen readers. */
export function Breadcrumbs({ trail }: { trail: Breadcrumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('a11y.breadcrumbs')} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-700">
        <li>
          <LocalizedLink to="/" className="underline-offset-2 hover:underline">
            {t('product.breadcrumbHome')}
          </LocalizedLink>
        </li>
        {trail.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            {crumb.url ? (
              <LocalizedLink to={crumb.url} className="underline-offset-2 hover:underline">
                {crumb.name}
              </LocalizedLink>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
