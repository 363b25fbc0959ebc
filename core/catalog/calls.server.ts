import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { describeSession } from '../customers/session-info';
import { loadProduct } from './product.server';

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
