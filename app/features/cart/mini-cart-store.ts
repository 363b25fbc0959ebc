import type { CartView } from '../../../core/cart/cart-view.server';

/** What the mini cart shows: the cart as the last add answered it, and the line just changed. */
export interface MiniCartState {
  cart: CartView;
  /** Spec §4: an add marks the last updated item. */
  lastVariationId: number;
  /**
   * Where focus goes when it closes: the add button. The browser cannot do it here, because the
   * button was disabled while the add ran and lost focus before the dialog opened.
   */
  returnFocusTo?: HTMLElement | null;
}

/**
 * The mini cart opens after an add from anywhere (product page, card, wishlist) and lives in the
 * root layout; a module store connects the two without threading props through every page.
 */
export function createMiniCartStore() {
  let state: MiniCartState | null = null;
  const listeners = new Set<() => void>();
  const set = (next: MiniCartState | null) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    open: (cart: CartView, lastVariationId: number, returnFocusTo?: HTMLElement | null) =>
      set({ cart, lastVariationId, returnFocusTo }),
    close: () => {
      if (!state) return;
      const target = state.returnFocusTo;
      set(null);
      if (target?.isConnected) target.focus();
    },
  };
}

export const miniCart = createMiniCartStore();
