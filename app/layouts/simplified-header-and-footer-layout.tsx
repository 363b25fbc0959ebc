import { layoutMeta } from '../lib/page-meta';
import { Outlet } from 'react-router';
import { LayoutError, SimplifiedChrome } from './chrome';

/** Simplified header and footer: checkout and offers, where the navigation would only distract. */
export default function SimplifiedHeaderAndFooterLayout() {
  return (
    <SimplifiedChrome>
      <Outlet />
    </SimplifiedChrome>
  );
}

/** The error page's title when this layout's boundary shows one; the shop's default title otherwise. */
export const meta = layoutMeta;

export function ErrorBoundary() {
  return <LayoutError Frame={SimplifiedChrome} />;
}
