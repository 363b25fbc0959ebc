import type { CallContext } from '../api/context';
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

/** One product as the product page shows it; getProduct and the cart share the entry. */
export function cachedProduct(ctx: CallContext, itemId: number, variationId?: number): Promise<Product> {
  return cachedRead(ctx, ['product', itemId, variationId ?? 0], () =>
    loadProduct(ctx.services.db, {
      itemId,
      variationId,
      locale: ctx.locale,
      reviewSettings: {
        steps: ctx.services.config.REVIEW_RATING_STEPS,
        percentages: ctx.services.config.REVIEW_SHOW_PERCENTAGES,
      },
    }),
  );
}
