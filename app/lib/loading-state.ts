/**
 * Whether the page is busy with something the shopper waits for: BFF calls of the browser client
 * report here (navigations are read from the router). A failed call shows as 'failed' for a
 * moment, which turns the loading bar red.
 */
export type LoadingSnapshot = 'idle' | 'busy' | 'failed';

const failureShownMs = 1000;
let pendingCalls = 0;
let failedUntil = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const loadingState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): LoadingSnapshot => (pendingCalls > 0 ? 'busy' : Date.now() < failedUntil ? 'failed' : 'idle'),
  start() {
    pendingCalls++;
    emit();
  },
  finish(options: { failed?: boolean } = {}) {
    pendingCalls = Math.max(0, pendingCalls - 1);
    if (options.failed) this.fail();
    else emit();
  },
  /** Something the shopper waited for failed (a call, or a page change that ended on an error page). */
  fail() {
    failedUntil = Date.now() + failureShownMs;
    setTimeout(emit, failureShownMs);
    emit();
  },
};
