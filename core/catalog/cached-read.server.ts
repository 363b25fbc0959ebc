import type { CallContext } from '../api/context';
import { shopperPriceViewOf } from './customer-class.server';
import { netProduct, priceViewKey, type PriceView } from './price-view';
import { loadProduct, type Product } from './product.server';

/**
 * Catalog reads through the shared cache (ADR 0007), keyed by language and input; the spec's
 * noCache hint reads the database.
 */
export function cachedRead<T>(ctx: CallContext, key: unknown[], load: () => Promise<T>): Promise<T> {
  return ctx.services.catalogCache.get(JSON.stringify([ctx.locale, ...key]), load, {
    fresh: ctx.hints.noCache,
  }) as Promise<T>;
}

/**
 * A read that shows prices as the shopper sees them: a customer class with prices of its own
 * (ADR 0029) and net display (spec §6) have entries of their own; everyone else's keys stay as
 * they were.
 */
export async function cachedPricedRead<T>(
  ctx: CallContext,
  key: unknown[],
  load: (priceView: PriceView) => Promise<T>,
): Promise<T> {
  const priceView = await shopperPriceViewOf(ctx);
  return cachedRead(ctx, [...key, ...priceViewKey(priceView)], () => load(priceView));
}

/**
 * One product with its class's gross prices: getProduct and the cart share the entry (the cart
 * adds or takes off VAT itself).
 */
export async function cachedProduct(ctx: CallContext, itemId: number, variationId?: number): Promise<Product> {
  const { customerClassId } = await shopperPriceViewOf(ctx);
  const forClass = priceViewKey({ customerClassId, net: false });
  return cachedRead(ctx, ['product', itemId, variationId ?? 0, ...forClass], () =>
    loadProduct(ctx.services.db, {
      itemId,
      variationId,
      locale: ctx.locale,
      customerClassId,
      reviewSettings: {
        steps: ctx.services.config.REVIEW_RATING_STEPS,
        percentages: ctx.services.config.REVIEW_SHOW_PERCENTAGES,
      },
    }),
  );
}

/** One product as the shopper sees it: the product page, the wishlist and the comparison. */
export async function shownProduct(ctx: CallContext, itemId: number, variationId?: number): Promise<Product> {
  const [product, priceView] = await Promise.all([cachedProduct(ctx, itemId, variationId), shopperPriceViewOf(ctx)]);
  return priceView.net ? netProduct(product) : product;
}
