import type { CallContext } from '../api/context';
import { everyonesCustomerClass, shopperClassOf } from './customer-class.server';
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
 * A read that shows prices: a customer class with prices of its own (ADR 0029) has entries of its
 * own; everyone else's keys stay as they were.
 */
export async function cachedPricedRead<T>(
  ctx: CallContext,
  key: unknown[],
  load: (customerClassId: number) => Promise<T>,
): Promise<T> {
  const customerClassId = await shopperClassOf(ctx);
  const forClass = customerClassId === everyonesCustomerClass ? [] : [customerClassId];
  return cachedRead(ctx, [...key, ...forClass], () => load(customerClassId));
}

/** One product as the product page shows it; getProduct and the cart share the entry. */
export function cachedProduct(ctx: CallContext, itemId: number, variationId?: number): Promise<Product> {
  return cachedPricedRead(ctx, ['product', itemId, variationId ?? 0], (customerClassId) =>
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
