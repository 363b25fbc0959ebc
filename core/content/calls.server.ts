import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { cachedRead } from '../catalog/cached-read.server';
import { loadPageBlocks } from './blocks/page-blocks.server';

/** One information page (Impressum, AGB, …) in the request's language. */
export const getInformationPage = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ slug: z.string().min(1).max(100) }).strict(),
  async handler(ctx, input) {
    const page = await ctx.services.informationPages.get(ctx.locale, input.slug);
    if (!page) throw new ApiError({ status: 404, key: 'notFound', message: 'No such page' });
    return page;
  },
});

/**
 * getBlocks (spec §7): the page blocks of a page in the request's language; the home page is
 * `getBlocks('index', 'immutable')` and falls back to the sample blocks of the language.
 */
export const getBlocks = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z
    .object({
      identifier: z
        .string()
        .min(1)
        .max(100)
        .regex(/^[a-zA-Z0-9_-]+$/),
      type: z
        .string()
        .min(1)
        .max(50)
        .regex(/^[a-zA-Z0-9_-]+$/),
    })
    .strict(),
  handler: (ctx, input) =>
    cachedRead(ctx, ['blocks', input.identifier, input.type], () =>
      loadPageBlocks(ctx.services.db, ctx.services.logger, {
        identifier: input.identifier,
        entityType: input.type,
        locale: ctx.locale,
      }),
    ),
});
