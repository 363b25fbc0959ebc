import { NavLink } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The catalogue's own areas (issue 37): the items, the CSV import, attributes, order properties,
 * manufacturers and tags, linked from each other instead of crowding the staff navigation; the
 * open one is marked.
 */
export function CatalogueLinks() {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const links = [
    ['/staff/catalogue', 'staff.masterData.items'],
    ['/staff/catalogue/import', 'staff.masterData.import'],
    ['/staff/catalogue/attributes', 'staff.attributes.title'],
    ['/staff/catalogue/order-properties', 'staff.orderProperties.title'],
    ['/staff/catalogue/manufacturers', 'staff.masterData.manufacturers.title'],
    ['/staff/catalogue/tags', 'staff.masterData.tags.title'],
  ] as const;
  return (
    <nav aria-label={t('staff.masterData.areas')}>
      <ul className="flex flex-wrap gap-2">
        {links.map(([path, label]) => (
          <li key={path}>
            <NavLink
              to={localize(path)}
              end
              className={({ isActive }) =>
                `inline-block rounded border px-3 py-1 font-medium ${
                  isActive
                    ? 'border-primary-800 bg-primary-800 text-white'
                    : 'border-slate-400 text-slate-800 hover:bg-slate-100'
                }`
              }
            >
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
