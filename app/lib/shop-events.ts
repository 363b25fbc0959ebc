/**
 * The shop's event bus (peer: a mitt singleton): `frontend:*` events of what the shopper did
 * (addToCart, removeFromCart, addToWishlist …), `backend:*` re-emitted apiEvents of cart answers,
 * and `module:clearCart`. Analytics and payment modules attach here, and only here.
 */
export type ShopEventName =
  | 'frontend:addToCart'
  | 'frontend:removeFromCart'
  | 'frontend:addToWishlist'
  | 'frontend:login'
  | 'frontend:signUp'
  | 'frontend:logout'
  | 'frontend:beginCheckout'
  | 'frontend:purchase'
  | 'frontend:search'
  | 'module:clearCart'
  | `backend:${string}`;

type Listener = (payload: Record<string, unknown>) => void;

const listeners = new Map<ShopEventName | '*', Set<Listener>>();

/**
 * The page's last events, for a module that attaches late (analytics loads its code only once
 * allowed, and a confirmation page's purchase happens before that): it catches up from here.
 */
const recentEvents: Array<{ name: ShopEventName; payload: Record<string, unknown>; at: number }> = [];
const maxRecentEvents = 20;

/** The events emitted at or after `at` (performance.now() of this page), oldest first. */
export function shopEventsSince(at: number) {
  return recentEvents.filter((event) => event.at >= at);
}

export const shopEvents = {
  on(name: ShopEventName | '*', listener: Listener): () => void {
    const set = listeners.get(name) ?? new Set<Listener>();
    listeners.set(name, set);
    set.add(listener);
    return () => set.delete(listener);
  },
  emit(name: ShopEventName, payload: Record<string, unknown> = {}) {
    recentEvents.push({ name, payload, at: performance.now() });
    if (recentEvents.length > maxRecentEvents) recentEvents.shift();
    for (const listener of listeners.get(name) ?? []) listener(payload);
    for (const listener of listeners.get('*') ?? []) listener({ ...payload, event: name });
  },
};

/** Spec §4: the events of a cart answer are re-emitted with a `backend:` prefix. */
export function emitBackendEvents(events: Array<{ type: string } & Record<string, unknown>>) {
  for (const event of events) shopEvents.emit(`backend:${event.type}`, event);
}
