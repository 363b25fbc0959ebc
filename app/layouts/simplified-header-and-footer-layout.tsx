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

export function ErrorBoundary() {
  return <LayoutError Frame={SimplifiedChrome} />;
}
