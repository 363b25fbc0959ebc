import type { CallContext } from '../api/context';
import { ApiError } from '../api/errors';

/**
 * A page (category or content page) whose right is "customer" ("Login necessary") is shown to
 * logged-in customers only. Every call that reads such a page – its products, its blocks, its
 * settings – asks here, so no other call can reach its content (page ids are sequential).
 */
export async function requirePageRight(ctx: CallContext, page: { right: 'all' | 'customer' }): Promise<void> {
  if (page.right === 'customer' && (await ctx.session.current())?.customerId == null) {
    throw new ApiError({ status: 401, key: 'unauthorized', message: 'This page is for customers only' });
  }
}
