/**
 * Whether the page is busy with something the shopper waits for: BFF calls of the browser client
 * report here (navigations are read from the router). A failed call turns the bar red.
 */
let pendingCalls = 0;
let failed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const loadingState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => (pendingCalls > 0 ? (failed ? 'busy-failed' : 'busy') : failed ? 'failed' : 'idle'),
  start() {
    if (pendingCalls === 0) failed = false;
    pendingCalls++;
    emit();
  },
  finish(options: { failed?: boolean } = {}) {
    pendingCalls = Math.max(0, pendingCalls - 1);
    if (options.failed) failed = true;
    emit();
  },
};
