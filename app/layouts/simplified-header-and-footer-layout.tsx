import { languageSegmentLoader } from '../lib/language-segment';
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
/** /xyz/… (no language) is this frame's 404 page. */
export const loader = languageSegmentLoader;

export const meta = layoutMeta;

export function ErrorBoundary() {
  return <LayoutError Frame={SimplifiedChrome} />;
}
