import type { ShopEventName } from '../../lib/shop-events';
import type { CommerceItem, CommercePayload } from './commerce-payload';

type GtagParams = Record<string, unknown>;

const euros = (cents: number) => Math.round(cents) / 100;

function items(list: CommerceItem[] | undefined) {
  return (list ?? []).map((item) => ({
    item_id: item.itemId,
    item_name: item.name,
    ...(item.price === undefined ? {} : { price: euros(item.price) }),
    quantity: item.quantity,
  }));
}

/** GA4 wants the currency whenever a value is given; an event without prices has neither. */
function commerce(payload: Partial<CommercePayload>): GtagParams {
  return {
    ...(payload.value === undefined ? {} : { currency: payload.currency ?? 'EUR', value: euros(payload.value) }),
    items: items(payload.items),
  };
}

/**
 * A shop event as a GA4 recommended event (name and parameters), or null for events analytics
 * does not know. Amounts are cents in the shop and euros in GA4; `value` is the goods' value
 * without shipping, as GA4 defines it.
 */
export function ga4EventOf(name: ShopEventName, payload: Record<string, unknown>): [string, GtagParams] | null {
  const commercePart = payload as Partial<CommercePayload>;
  switch (name) {
    case 'frontend:addToCart':
      return ['add_to_cart', commerce(commercePart)];
    case 'frontend:removeFromCart':
      return ['remove_from_cart', commerce(commercePart)];
    case 'frontend:addToWishlist':
      return ['add_to_wishlist', commerce(commercePart)];
    case 'frontend:beginCheckout':
      return [
        'begin_checkout',
        { ...commerce(commercePart), ...(payload.coupon ? { coupon: String(payload.coupon) } : {}) },
      ];
    case 'frontend:purchase':
      return [
        'purchase',
        {
          transaction_id: String(payload.orderId),
          ...commerce(commercePart),
          tax: euros(Number(payload.tax ?? 0)),
          shipping: euros(Number(payload.shipping ?? 0)),
          ...(payload.coupon ? { coupon: String(payload.coupon) } : {}),
        },
      ];
    case 'frontend:login':
      return ['login', { method: 'email' }];
    case 'frontend:signUp':
      return ['sign_up', { method: 'email' }];
    case 'frontend:search':
      return ['search', { search_term: String(payload.searchTerm ?? '') }];
    default:
      return null;
  }
}
