import { describe, expect, it } from 'vitest';
import { estimateShipping, type ShippingRate } from './shipping-estimate';

const paket: ShippingRate = {
  shippingProfileId: 1,
  name: 'DHL Paket',
  position: 1,
  priceCents: 990,
  freeFromCents: 15000,
};
const express: ShippingRate = {
  shippingProfileId: 2,
  name: 'DHL Express',
  position: 2,
  priceCents: 2490,
  freeFromCents: null,
};

describe('shipping estimate', () => {
  it('takes the cheapest profile that serves the country', () => {
    expect(estimateShipping([express, paket], 5000)).toEqual({ shippingProfileId: 1, name: 'DHL Paket', cents: 990 });
  });

  it('is free from the threshold on (goods value after the coupon)', () => {
    expect(estimateShipping([paket, express], 14999)?.cents).toBe(990);
    expect(estimateShipping([paket, express], 15000)).toMatchObject({ shippingProfileId: 1, cents: 0 });
  });

  it('prefers the profile listed first when two cost the same', () => {
    const free = { ...express, priceCents: 0, position: 0 };
    expect(estimateShipping([{ ...paket, priceCents: 0 }, free], 100)?.shippingProfileId).toBe(2);
  });

  it('is null when no profile ships to the country', () => {
    expect(estimateShipping([], 5000)).toBeNull();
  });
});
