import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { describeSession } from '../customers/session-info';
import { findVariationItem, loadProduct, loadProductReviews } from './product.server';
import { ApiError } from '../api/errors';

export const getCategoryTree = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  handler: (ctx) => ctx.services.categoryTree.get(ctx.locale, { fresh: ctx.hints.noCache }),
});

/**
 * getInit (spec §7): everything a page needs on first render, in one call: the session view and
 * the category tree. Reading it never creates a session, so crawlers leave no rows behind.
 */
export const getInit = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    const [session, categories] = await Promise.all([
      ctx.session.current(),
      ctx.services.categoryTree.get(ctx.locale, { fresh: ctx.hints.noCache }),
    ]);
    return { session: describeSession(session, null), categories };
  },
});

/** getProduct: one item with the requested (or main) variation, for the product page. */
export const getProduct = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z
    .object({
      itemId: z.number().int().positive().max(2_147_483_647),
      variationId: z.number().int().positive().max(2_147_483_647).optional(),
    })
    .strict(),
  handler: (ctx, input) => loadProduct(ctx.services.db, { ...input, locale: ctx.locale }),
});

/** getProductReviews: visible reviews of an item, a page at a time (spec: page 1, 10 per page). */
export const getProductReviews = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z
    .object({
      itemId: z.number().int().positive().max(2_147_483_647),
      // Absurd pages are clamped rather than refused: a shared link must never break the page.
      page: z
        .number()
        .int()
        .optional()
        .default(1)
        .transform((page) => Math.min(Math.max(page, 1), 10_000)),
      itemsPerPage: z
        .number()
        .int()
        .optional()
        .default(10)
        .transform((count) => Math.min(Math.max(count, 1), 50)),
    })
    .strict(),
  handler: (ctx, input) => loadProductReviews(ctx.services.db, input),
});

/** The product URL parts of a variation, for the short links /p/{variationId}/{slug}. */
export const getVariationUrl = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ variationId: z.number().int().positive().max(2_147_483_647) }).strict(),
  async handler(ctx, input) {
    const found = await findVariationItem(ctx.services.db, input.variationId, ctx.locale);
    if (!found) throw new ApiError({ status: 404, key: 'notFound', message: 'No such variation' });
    return { ...found, variationId: input.variationId };
  },
});
