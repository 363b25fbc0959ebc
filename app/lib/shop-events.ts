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

export const shopEvents = {
  on(name: ShopEventName | '*', listener: Listener): () => void {
    const set = listeners.get(name) ?? new Set<Listener>();
    listeners.set(name, set);
    set.add(listener);
    return () => set.delete(listener);
  },
  emit(name: ShopEventName, payload: Record<string, unknown> = {}) {
    for (const listener of listeners.get(name) ?? []) listener(payload);
    for (const listener of listeners.get('*') ?? []) listener({ ...payload, event: name });
  },
};

/** Spec §4: the events of a cart answer are re-emitted with a `backend:` prefix. */
export function emitBackendEvents(events: Array<{ type: string } & Record<string, unknown>>) {
  for (const event of events) shopEvents.emit(`backend:${event.type}`, event);
}
