import { useTranslation } from 'react-i18next';
import type { NavigationCategory } from '../../lib/navigation';
import { ChevronDownIcon } from '../icons';
import { LocalizedNavLink } from '../localized-link';

/**
 * Category navigation from the database. Subcategories open on hover and when keyboard focus is
 * inside the entry; on small screens everything is listed in the menu panel.
 */
export function CategoryNavigation({
  categories,
  variant,
}: {
  categories: NavigationCategory[];
  variant: 'bar' | 'panel';
}) {
  const { t } = useTranslation();
  if (variant === 'panel') {
    return (
      <ul className="flex flex-col divide-y divide-slate-200">
        {categories.map((category) => (
          <li key={category.id} className="py-2">
            <LocalizedNavLink to={category.url} className="block py-2 font-semibold">
              {category.name}
            </LocalizedNavLink>
            {category.children.length > 0 ? (
              <ul className="ml-4 flex flex-col">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <LocalizedNavLink to={child.url} className="block py-2 text-slate-700">
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
  return (
    <ul className="flex flex-wrap items-center gap-x-1">
      {categories.map((category) => (
        <li key={category.id} className="group relative">
          <LocalizedNavLink
            to={category.url}
            className="flex items-center gap-1 rounded px-3 py-3 text-sm font-medium text-slate-800 hover:text-primary-800 aria-[current=page]:text-primary-800 aria-[current=page]:underline"
          >
            {category.name}
            {category.children.length > 0 ? <ChevronDownIcon className="size-3.5" /> : null}
          </LocalizedNavLink>
          {category.children.length > 0 ? (
            <ul
              aria-label={t('a11y.opensSubmenu', { name: category.name })}
              className="invisible absolute left-0 top-full z-40 min-w-56 rounded-md border border-slate-200 bg-white py-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
            >
              {category.children.map((child) => (
                <li key={child.id}>
                  <LocalizedNavLink
                    to={child.url}
                    className="block px-4 py-2 text-sm text-slate-800 hover:bg-primary-50"
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
