import { describe, expect, it, vi } from 'vitest';
import { emitBackendEvents, shopEvents } from './shop-events';

describe('shopEvents', () => {
  it('delivers an event to its listeners and to catch-all listeners, until they leave', () => {
    const onAdd = vi.fn();
    const onAny = vi.fn();
    const leave = shopEvents.on('frontend:addToWishlist', onAdd);
    const leaveAny = shopEvents.on('*', onAny);
    shopEvents.emit('frontend:addToWishlist', { variationId: 1000 });
    expect(onAdd).toHaveBeenCalledWith({ variationId: 1000 });
    expect(onAny).toHaveBeenCalledWith({ variationId: 1000, event: 'frontend:addToWishlist' });
    leave();
    leaveAny();
    shopEvents.emit('frontend:addToWishlist', {});
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('re-emits cart answer events with the backend: prefix', () => {
    const onRemoved = vi.fn();
    const leave = shopEvents.on('backend:coupon.removed', onRemoved);
    emitBackendEvents([{ type: 'coupon.removed', reason: 'expired' }]);
    expect(onRemoved).toHaveBeenCalledWith({ type: 'coupon.removed', reason: 'expired' });
    leave();
  });
});
