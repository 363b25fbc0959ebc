import { useTranslation } from '../../i18n/use-translation';
import type { NavigationCategory } from '../../lib/navigation';
import { CartIcon, CompareIcon, HeartIcon, Logo, MenuIcon, UserIcon } from '../icons';
import { LanguageSwitcher } from '../language-switcher';
import { LocalizedLink } from '../localized-link';
import { CategoryNavigation } from './category-navigation';
import { SearchField } from './search-field';
import type { SessionInfo } from '../../../core/customers/session-info';
import { shopperPartAttributes, useShopper } from '../../lib/shopper-state';
import { HydrateLater } from '../hydrate-later';

/** The shop header: logo, search, account/wishlist/cart with counts, language, categories. */
export function Header({ navigation }: { navigation: NavigationCategory[] }) {
  const { t } = useTranslation();
  const { session } = useShopper();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:gap-x-4">
        <LocalizedLink to="/" className="shrink-0 text-primary-800" aria-label={t('header.homeLink')}>
          <Logo className="h-8 w-auto sm:h-9" />
        </LocalizedLink>
        <div className="ml-auto flex items-center sm:gap-1 md:order-3">
          <div className="flex items-center sm:gap-1" {...shopperPartAttributes('header-links', {})}>
            <HeaderShopperLinks session={session} />
          </div>
          <LanguageSwitcher className="sm:ml-2" />
        </div>
        {/* One search form: its own row on small screens, between logo and actions on wide ones. */}
        <SearchField className="order-3 flex w-full md:order-2 md:w-auto md:max-w-xl md:flex-1" />
      </div>

      {/* Small screens: the menu button is a disclosure that works without JavaScript; the
          navigation after it shows while it is open, and always on wide screens. */}
      <details className="peer border-t border-slate-200 md:hidden">
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-medium">
          <MenuIcon />
          <span>{t('header.menu')}</span>
        </summary>
      </details>
      <nav
        aria-label={t('a11y.mainNavigation')}
        className="mx-auto hidden max-w-7xl px-4 pb-4 peer-open:block md:block md:px-2 md:pb-0"
      >
        <HydrateLater>
          <CategoryNavigation categories={navigation} />
        </HydrateLater>
      </nav>
    </header>
  );
}

/**
 * Account, wishlist, comparison and cart with the shopper's counts: the header's one part that
 * differs per shopper, filled in on cached pages by the server (ADR 0019).
 */
export function HeaderShopperLinks({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const wishlistCount = session.basket.itemWishListIds.length;
  const comparisonCount = session.comparisonItemIds.length;
  const cartCount = session.basket.itemQuantity;
  return (
    <>
      <HeaderAction
        to={session.isAuthorized ? '/my-account' : '/login'}
        label={session.isAuthorized ? t('header.account') : t('header.login')}
      >
        <UserIcon />
      </HeaderAction>
      <HeaderAction to="/wishlist" label={t('header.wishlistCount', { count: wishlistCount })} count={wishlistCount}>
        <HeartIcon />
      </HeaderAction>
      {/* Shown only while something is being compared. */}
      {comparisonCount > 0 ? (
        <HeaderAction
          to="/comparisonlist"
          label={t('header.comparisonCount', { count: comparisonCount })}
          count={comparisonCount}
        >
          <CompareIcon />
        </HeaderAction>
      ) : null}
      <HeaderAction to="/cart" label={t('header.cartCount', { count: cartCount })} count={cartCount}>
        <CartIcon />
      </HeaderAction>
    </>
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
    <LocalizedLink
      to={to}
      className="relative rounded-md p-1.5 text-slate-800 hover:bg-slate-100 sm:p-2"
      aria-label={label}
    >
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
