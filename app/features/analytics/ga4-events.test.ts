import { describe, expect, it } from 'vitest';
import { commercePayload } from './commerce-payload';
import { ga4EventOf } from './ga4-events';

const mirror = { itemId: '1042', name: 'Kosmetikspiegel Aurora', price: 4_990, quantity: 2 };

describe('ga4EventOf', () => {
  it('turns an add to the cart into add_to_cart with euros, value and items', () => {
    expect(ga4EventOf('frontend:addToCart', { variationId: 1042, ...commercePayload('EUR', [mirror]) })).toEqual([
      'add_to_cart',
      {
        currency: 'EUR',
        value: 99.8,
        items: [{ item_id: '1042', item_name: 'Kosmetikspiegel Aurora', price: 49.9, quantity: 2 }],
      },
    ]);
  });

  it('gives a purchase its transaction id, tax, shipping and coupon', () => {
    const [name, params] = ga4EventOf('frontend:purchase', {
      orderId: 501,
      ...commercePayload('EUR', [mirror]),
      tax: 1_594,
      shipping: 495,
      coupon: 'SPIEGEL10',
    })!;
    expect(name).toBe('purchase');
    expect(params).toMatchObject({
      transaction_id: '501',
      value: 99.8,
      tax: 15.94,
      shipping: 4.95,
      coupon: 'SPIEGEL10',
    });
  });

  it('leaves value and currency out where no price is known (the wishlist heart)', () => {
    expect(
      ga4EventOf('frontend:addToWishlist', { items: [{ itemId: '7', name: 'Rasierspiegel', quantity: 1 }] }),
    ).toEqual(['add_to_wishlist', { items: [{ item_id: '7', item_name: 'Rasierspiegel', quantity: 1 }] }]);
  });

  it('names login, sign-up and search as GA4 does, and ignores events analytics does not know', () => {
    expect(ga4EventOf('frontend:login', {})).toEqual(['login', { method: 'email' }]);
    expect(ga4EventOf('frontend:signUp', {})).toEqual(['sign_up', { method: 'email' }]);
    expect(ga4EventOf('frontend:search', { searchTerm: 'led' })).toEqual(['search', { search_term: 'led' }]);
    expect(ga4EventOf('frontend:logout', {})).toBeNull();
    expect(ga4EventOf('backend:AfterBasketChanged', {})).toBeNull();
  });
});
