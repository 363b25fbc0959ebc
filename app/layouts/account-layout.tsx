import { layoutMeta } from '../lib/page-meta';
import { translationRoute } from '../i18n/translation-route';
import { useTranslation } from '../i18n/use-translation';
import { Outlet } from 'react-router';
import { LocalizedNavLink } from '../components/localized-link';
import { LayoutError, ShopChrome } from './chrome';

/** Texts beyond core this page needs (ADR 0011). */
const translations = translationRoute(['account', 'checkout']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

const accountPages = [
  { to: '/my-account', key: 'account.overview', end: true },
  { to: '/my-account/my-orders', key: 'account.myOrders' },
  { to: '/my-account/returns', key: 'account.returns' },
  { to: '/my-account/personal-data', key: 'account.personalData' },
  { to: '/my-account/billing-details', key: 'account.billingDetails' },
  { to: '/my-account/shipping-details', key: 'account.shippingDetails' },
  { to: '/my-account/wishlist', key: 'account.wishlist' },
] as const;

/** Account layout: the shop frame with the account's own navigation beside the page. */
function AccountFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <ShopChrome>
      <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t('account.navigation')}>
          <ul className="flex flex-col gap-1">
            {accountPages.map((page) => (
              <li key={page.to}>
                <LocalizedNavLink
                  to={page.to}
                  end={'end' in page}
                  className="block rounded px-3 py-2 text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold aria-[current=page]:text-primary-900"
                >
                  {t(page.key)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>{children}</div>
      </div>
    </ShopChrome>
  );
}

export default function AccountLayout() {
  return (
    <AccountFrame>
      <Outlet />
    </AccountFrame>
  );
}

/** The error page's title when this layout's boundary shows one; the shop's default title otherwise. */
export const meta = layoutMeta;

export function ErrorBoundary() {
  return <LayoutError Frame={AccountFrame} />;
}
