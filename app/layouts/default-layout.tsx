import { layoutMeta } from '../lib/page-meta';
import { Outlet } from 'react-router';
import { LayoutError, ShopChrome } from './chrome';

/** Default layout: catalog, information pages, cart, search (spec §2 layouts). */
export default function DefaultLayout() {
  return (
    <ShopChrome>
      <Outlet />
    </ShopChrome>
  );
}

/** The error page's title when this layout's boundary shows one; the shop's default title otherwise. */
export const meta = layoutMeta;

export function ErrorBoundary() {
  return <LayoutError Frame={ShopChrome} />;
}
