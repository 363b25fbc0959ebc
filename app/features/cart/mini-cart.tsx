import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { miniCart } from './mini-cart-store';

// Loaded on the first add only: most page views never open it.
const MiniCartDrawer = lazy(() => import('./mini-cart-drawer'));

/** The mini cart's place in the root layout; it closes whenever the page changes. */
export function MiniCart() {
  const state = useSyncExternalStore(miniCart.subscribe, miniCart.getSnapshot, () => null);
  const { pathname } = useLocation();
  useEffect(() => miniCart.close(), [pathname]);
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <MiniCartDrawer state={state} onClose={miniCart.close} />
    </Suspense>
  );
}
