import type { ProductCard } from './category-page.server';
import type { Product } from './product.server';
import { basePrice, netFromGross, type VariationPrice } from './pricing';

/** Private customers and visitors: the class whose prices are everyone's (seed, spec §3). */
export const everyonesCustomerClass = 1;

/**
 * How a shopper sees prices: the customer class they pay by (ADR 0029) and whether prices are shown
 * net, VAT on top (spec §6 "net prices shown depending on the user's showNetPrices"; a business
 * customer). Everyone else sees everyone's prices with VAT.
 */
export interface PriceView {
  customerClassId: number;
  net: boolean;
}

export const everyonesPriceView: PriceView = Object.freeze({ customerClassId: everyonesCustomerClass, net: false });

/**
 * The parts of a cache key that set a price view apart (catalog reads, the page cache): none for
 * everyone's, so their keys stay as they were.
 */
export function priceViewKey(view: PriceView): string[] {
  const parts: string[] = [];
  if (view.customerClassId !== everyonesCustomerClass) parts.push(`class-${view.customerClassId}`);
  if (view.net) parts.push('net');
  return parts;
}

/**
 * A variation's prices as a net shopper sees them: every amount without its VAT. Reductions and
 * graduated savings keep their percentages (taken from the gross prices they were set as).
 */
export function netVariationPrice<T extends VariationPrice>(prices: T, vatRateBasisPoints: number): T {
  const net = (cents: number) => netFromGross(cents, vatRateBasisPoints);
  const orNull = (cents: number | null) => (cents === null ? null : net(cents));
  return {
    ...prices,
    unitPriceCents: net(prices.unitPriceCents),
    defaultPriceCents: net(prices.defaultPriceCents),
    crossedPriceCents: orNull(prices.crossedPriceCents),
    lowestPriceCents: orNull(prices.lowestPriceCents),
    specialOffer: prices.specialOffer && { ...prices.specialOffer, priceCents: net(prices.specialOffer.priceCents) },
    graduatedPrices: prices.graduatedPrices.map((step) => ({ ...step, priceCents: net(step.priceCents) })),
  };
}

/** The product page's prices for a net shopper: marked `net` (the page says "zzgl. MwSt."). */
export function netProduct(product: Product): Product {
  const prices = netVariationPrice(product.prices, product.variation.vatRate);
  return {
    ...product,
    prices: {
      ...prices,
      basePrice: basePrice(prices.unitPriceCents, product.unit),
      ...(prices.setSavings
        ? {
            setSavings: {
              ...prices.setSavings,
              partsCents: netFromGross(prices.setSavings.partsCents, product.variation.vatRate),
            },
          }
        : {}),
      net: true,
    },
  };
}

/** A list's card for a net shopper, from the VAT rate of the variation whose price it shows. */
export function netCard(card: ProductCard, vatRateBasisPoints: number): ProductCard {
  const net = (cents: number) => netFromGross(cents, vatRateBasisPoints);
  return {
    ...card,
    priceCents: net(card.priceCents),
    crossedPriceCents: card.crossedPriceCents === null ? null : net(card.crossedPriceCents),
    net: true,
  };
}
