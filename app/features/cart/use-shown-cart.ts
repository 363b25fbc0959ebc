import { useRef } from 'react';
import type { CartView } from '../../../core/cart/cart-view.server';
import { answeredCart } from './cart-page-data';

/**
 * The cart the page shows: the one the last change answered (the loader is not asked again after
 * a change, cart-page-data.ts), until the loader's cart is read anew (another navigation, a
 * revalidation): then that newer one. The answer's events are shown from the answer itself.
 */
export function useShownCart<Loaded extends CartView & { apiEvents: unknown[] }>(
  loaded: Loaded,
  actionData: unknown,
): Loaded {
  // The loader's cart when this answer came: the answer is newer than it, not than a later read.
  const answered = useRef<{ actionData: unknown; basis: Loaded } | null>(null);
  if (answered.current?.actionData !== actionData) answered.current = { actionData, basis: loaded };
  const basis = answered.current?.basis;
  const cart = answeredCart(actionData);
  return cart && basis === loaded ? { ...loaded, ...cart, apiEvents: [] } : loaded;
}
