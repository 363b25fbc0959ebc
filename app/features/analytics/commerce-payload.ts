import type { CartLine, CartView } from '../../../core/cart/cart-view.server';

/** One item of a shop event, in the shop's terms (cents); the analytics module maps it to GA4's. */
export interface CommerceItem {
  itemId: string;
  name: string;
  /** Gross price of one piece in cents (unknown where only the item is at hand: the wishlist heart). */
  price?: number;
  quantity: number;
}

/** What commerce events carry: the items and their value (goods only, no shipping), in cents. */
export type CommercePayload = {
  currency?: string;
  value?: number;
  items: CommerceItem[];
};

export function cartLineItem(line: CartLine, quantity = line.quantity): CommerceItem {
  return { itemId: String(line.variationId), name: line.variation.name, price: line.unitPrice, quantity };
}

export function commercePayload(currency: string, items: CommerceItem[]): CommercePayload {
  return { currency, value: items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0), items };
}

export function cartPayload(cart: Pick<CartView, 'currency' | 'items'>): CommercePayload {
  return commercePayload(
    cart.currency,
    cart.items.map((line) => cartLineItem(line)),
  );
}
