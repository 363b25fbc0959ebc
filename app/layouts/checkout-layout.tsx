import { layoutMeta } from '../lib/page-meta';
import { translationRoute } from '../i18n/translation-route';
import { useTranslation } from '../i18n/use-translation';
import { Outlet } from 'react-router';
import { LocalizedLink } from '../components/localized-link';
import { LayoutError, SimplifiedChrome } from './chrome';

/** Texts beyond core this page needs (ADR 0011). */
const translations = translationRoute(['account', 'checkout']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

/** Checkout layout: the simplified frame with a "checkout" heading and a way back to the cart. */
function CheckoutFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <SimplifiedChrome>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('checkout.title')}</h1>
        <LocalizedLink to="/cart" className="text-sm text-primary-800 underline underline-offset-2">
          {t('checkout.backToCart')}
        </LocalizedLink>
      </div>
      {children}
    </SimplifiedChrome>
  );
}

export default function CheckoutLayout() {
  return (
    <CheckoutFrame>
      <Outlet />
    </CheckoutFrame>
  );
}

/** The error page's title when this layout's boundary shows one; the shop's default title otherwise. */
export const meta = layoutMeta;

export function ErrorBoundary() {
  return <LayoutError Frame={CheckoutFrame} />;
}
