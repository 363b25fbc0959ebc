import { useTranslation } from 'react-i18next';
import type { NavigationCategory } from '../../lib/navigation';
import { CartIcon, HeartIcon, Logo, MenuIcon, UserIcon } from '../icons';
import { LanguageSwitcher } from '../language-switcher';
import { LocalizedLink } from '../localized-link';
import { CategoryNavigation } from './category-navigation';
import { SearchField } from './search-field';

export interface HeaderProps {
  navigation: NavigationCategory[];
  cartCount: number;
  wishlistCount: number;
  isAuthorized: boolean;
}

/** The shop header: logo, search, account/wishlist/cart with counts, language, categories. */
export function Header({ navigation, cartCount, wishlistCount, isAuthorized }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <LocalizedLink to="/" className="shrink-0 text-primary-800" aria-label={t('header.homeLink')}>
          <Logo />
        </LocalizedLink>
        <SearchField className="hidden flex-1 md:flex md:max-w-xl" />
        <div className="ml-auto flex items-center gap-1">
          <HeaderAction
            to={isAuthorized ? '/my-account' : '/login'}
            label={isAuthorized ? t('header.account') : t('header.login')}
          >
            <UserIcon />
          </HeaderAction>
          <HeaderAction
            to="/wishlist"
            label={t('header.wishlistCount', { count: wishlistCount })}
            count={wishlistCount}
          >
            <HeartIcon />
          </HeaderAction>
          <HeaderAction to="/cart" label={t('header.cartCount', { count: cartCount })} count={cartCount}>
            <CartIcon />
          </HeaderAction>
          <LanguageSwitcher className="ml-2 hidden sm:block" />
        </div>
      </div>

      <nav aria-label={t('a11y.mainNavigation')} className="mx-auto hidden max-w-7xl px-2 md:block">
        <CategoryNavigation categories={navigation} variant="bar" />
      </nav>

      {/* Small screens: a disclosure that works without JavaScript. */}
      <details className="group border-t border-slate-200 md:hidden">
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-medium">
          <MenuIcon />
          <span>{t('header.menu')}</span>
        </summary>
        <div className="px-4 pb-4">
          <SearchField className="mb-4 flex" />
          <nav aria-label={t('a11y.mainNavigation')}>
            <CategoryNavigation categories={navigation} variant="panel" />
          </nav>
          <LanguageSwitcher className="mt-4 sm:hidden" />
        </div>
      </details>
    </header>
  );
}

function HeaderAction({
  to,
  label,
  count,
  children,
}: {
  to: string;
  label: string;
  count?: number;
  children: React.ReactNode;
}) {
  return (
    <LocalizedLink to={to} className="relative rounded-md p-2 text-slate-800 hover:bg-slate-100" aria-label={label}>
      {children}
      {count !== undefined && count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-primary-700 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </LocalizedLink>
  );
}
