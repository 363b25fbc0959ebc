import { describe, expect, it, vi } from 'vitest';
import type { CallContext } from '../api/context';
import type { ShippingRate } from '../shipping/shipping-estimate';
import { checkoutDelivery, germanyId } from './checkout-delivery.server';

/** A context with the clock and the settings the delivery days read; `now` counts the readings. */
function contextAt(iso: string) {
  const now = vi.fn(() => new Date(iso));
  const config = {
    PREFERRED_DAY_CUTOFF: '14:00',
    PREFERRED_DAY_EXCLUDED_WEEKDAYS: [],
    PREFERRED_DAYS_OFFERED: 5,
    PREFERRED_DAY_SURCHARGE_CENTS: 120,
  };
  return { ctx: { services: { now, config } } as unknown as CallContext, now };
}

const rate = {
  shippingProfileId: 6,
  name: 'DHL',
  priceCents: 495,
  freeFromCents: null,
  position: 1,
  offersPreferredDelivery: true,
  offersParcelStations: true,
} satisfies ShippingRate;

describe('the checkout`s delivery services', () => {
  it('work the preferred days out only when they are read: an order without a wished day needs none', () => {
    const { ctx, now } = contextAt('2026-11-09T09:00:00Z');
    const delivery = checkoutDelivery(ctx, {}, rate, germanyId, 'Berlin');
    expect(delivery.preferredDeliveryOffered).toBe(true);
    expect(delivery.wishes).toEqual({});
    expect(now).not.toHaveBeenCalled();
    // The delivery form reads them: worked out once.
    expect(delivery.days).toEqual(['2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-16']);
    expect(delivery.days).toHaveLength(5);
    expect(now).toHaveBeenCalledTimes(1);
  });

  it('check a stored day against the days offered now, and drop one that passed', () => {
    const { ctx } = contextAt('2026-11-09T09:00:00Z');
    const kept = checkoutDelivery(ctx, { preferredDelivery: { day: '2026-11-12' } }, rate, germanyId, 'Berlin');
    expect(kept.wishes).toEqual({ day: '2026-11-12' });
    expect(kept.dropped).toEqual([]);
    const passed = checkoutDelivery(ctx, { preferredDelivery: { day: '2026-11-10' } }, rate, germanyId, 'Berlin');
    expect(passed.wishes).toEqual({});
    expect(passed.dropped).toEqual(['preferredDayUnavailable']);
  });

  it('offer no days outside Germany or without a profile that has preferred delivery', () => {
    const { ctx, now } = contextAt('2026-11-09T09:00:00Z');
    expect(checkoutDelivery(ctx, {}, rate, 12, null).days).toEqual([]);
    expect(checkoutDelivery(ctx, {}, { ...rate, offersPreferredDelivery: false }, germanyId, null).days).toEqual([]);
    expect(now).not.toHaveBeenCalled();
  });
});
