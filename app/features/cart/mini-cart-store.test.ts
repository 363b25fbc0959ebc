import { describe, expect, it, vi } from 'vitest';
import type { CartView } from '../../../core/cart/cart-view.server';
import { createMiniCartStore } from './mini-cart-store';

const cart = { id: 1, items: [] } as unknown as CartView;

describe('mini cart store', () => {
  it('opens with the cart and the line just added, and tells its listeners', () => {
    const store = createMiniCartStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.open(cart, 42);
    expect(store.getSnapshot()).toMatchObject({ cart, lastVariationId: 42 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to the add button on close, when that button is still on the page', () => {
    const store = createMiniCartStore();
    const button = { isConnected: true, focus: vi.fn() } as unknown as HTMLElement;
    store.open(cart, 42, button);
    store.close();
    expect(store.getSnapshot()).toBeNull();
    expect(button.focus).toHaveBeenCalledOnce();

    const gone = { isConnected: false, focus: vi.fn() } as unknown as HTMLElement;
    store.open(cart, 7, gone);
    store.close();
    expect(gone.focus).not.toHaveBeenCalled();
  });

  it('closing a closed mini cart changes nothing', () => {
    const store = createMiniCartStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.close();
    expect(listener).not.toHaveBeenCalled();
  });
});
