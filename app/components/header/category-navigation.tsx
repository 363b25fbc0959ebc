import { useTranslation } from '../../i18n/use-translation';
import type { NavigationCategory } from '../../lib/navigation';
import { ChevronDownIcon } from '../icons';
import { LocalizedNavLink } from '../localized-link';

/**
 * Category navigation from the database, rendered once for every screen size. Wide screens: a bar
 * whose subcategories open on hover and while keyboard focus is inside the entry. Small screens:
 * a vertical list with the subcategories indented below their parent.
 */
export function CategoryNavigation({ categories }: { categories: NavigationCategory[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col divide-y divide-slate-200 md:flex-row md:flex-wrap md:items-center md:gap-x-1 md:divide-y-0">
      {categories.map((category) => (
        <li key={category.id} className="group relative py-1 md:py-0">
          <LocalizedNavLink
            to={category.url}
            className="flex items-center gap-1 rounded py-2 font-semibold text-slate-800 hover:text-primary-800 aria-[current=page]:text-primary-800 aria-[current=page]:underline md:px-3 md:py-3 md:text-sm md:font-medium"
          >
            {category.name}
            {category.children.length > 0 ? <ChevronDownIcon className="hidden size-3.5 md:inline" /> : null}
          </LocalizedNavLink>
          {category.children.length > 0 ? (
            <ul
              aria-label={t('a11y.opensSubmenu', { name: category.name })}
              className="ml-4 flex flex-col md:invisible md:absolute md:left-0 md:top-full md:z-40 md:ml-0 md:min-w-56 md:rounded-md md:border md:border-slate-200 md:bg-white md:py-2 md:opacity-0 md:shadow-lg md:transition md:group-focus-within:visible md:group-focus-within:opacity-100 md:group-hover:visible md:group-hover:opacity-100"
            >
              {category.children.map((child) => (
                <li key={child.id}>
                  <LocalizedNavLink
                    to={child.url}
                    className="block py-2 text-slate-700 hover:bg-primary-50 md:px-4 md:text-sm md:text-slate-800"
                  >
                    {child.name}
                  </LocalizedNavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
