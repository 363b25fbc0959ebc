import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { describeSession } from '../customers/session-info';

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
