import { layoutMeta } from '../lib/page-meta';
import { Outlet } from 'react-router';
import { LayoutError, ShopChrome } from './chrome';

/** Order layout: the order confirmation and order pages, in a narrower, print-friendly column. */
function OrderFrame({ children }: { children: React.ReactNode }) {
  return (
    <ShopChrome>
      <div className="mx-auto max-w-3xl print:max-w-none">{children}</div>
    </ShopChrome>
  );
}

export default function OrderLayout() {
  return (
    <OrderFrame>
      <Outlet />
    </OrderFrame>
  );
}

/** The error page's title when this layout's boundary shows one; the shop's default title otherwise. */
export const meta = layoutMeta;

export function ErrorBoundary() {
  return <LayoutError Frame={OrderFrame} />;
}
