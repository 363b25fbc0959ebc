import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML, true once React runs in the browser. Forms send `js=1` when it is
 * true, so their action knows whether to answer with data (stay on the page) or a redirect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
