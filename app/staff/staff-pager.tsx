import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation';

/** The staff lists' paging (orders, items, transfers): previous, "page x of y", next. */
export function StaffPager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staff.orders.pagination')} className="flex items-center gap-4">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className="underline underline-offset-2">
          {t('staff.orders.previous')}
        </Link>
      ) : null}
      <span>{t('staff.orders.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className="underline underline-offset-2">
          {t('staff.orders.next')}
        </Link>
      ) : null}
    </nav>
  );
}
