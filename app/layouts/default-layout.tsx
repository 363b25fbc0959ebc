import { Outlet } from 'react-router';
import { LayoutError, ShopChrome } from './chrome';

/** Default layout: catalogue, information pages, cart, search (spec §2 layouts). */
export default function DefaultLayout() {
  return (
    <ShopChrome>
      <Outlet />
    </ShopChrome>
  );
}

export function ErrorBoundary() {
  return <LayoutError Frame={ShopChrome} />;
}
