import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';

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
