import type { CallContext } from '../api/context';
import { ApiError } from '../api/errors';
import { staffSignIn } from '../sessions/staff-sign-in';
import { findCategory } from './category-trail';
import type { CategoryNode } from './category-tree.server';

/**
 * A page (category or content page) whose right is "customer" ("Login necessary") is shown to
 * logged-in customers only – and to the shop's editors, who must see every page they edit. Every
 * call that reads such a page – its products, its blocks, its settings – asks here, so no other
 * call can reach its content (page ids are sequential).
 */
export async function requirePageRight(ctx: CallContext, page: { right: 'all' | 'customer' }): Promise<void> {
  if (page.right !== 'customer') return;
  const session = await ctx.session.current();
  if (session?.customerId == null && staffSignIn(session?.data, 'editor') === null) {
    throw new ApiError({ status: 401, key: 'unauthorized', message: 'This page is for customers only' });
  }
}

/**
 * The page with this id as the shop shows it in the request's language (404 when it shows none, or
 * one of another type), once its right allows the visitor to read it (401 otherwise).
 */
export async function shownPage(
  ctx: CallContext,
  id: number | string,
  type?: CategoryNode['type'],
): Promise<CategoryNode> {
  const tree = await ctx.services.categoryTree.get(ctx.locale, { fresh: ctx.hints.noCache });
  const page = findCategory(tree, (node) => String(node.id) === String(id));
  if (!page || (type !== undefined && page.type !== type)) {
    throw new ApiError({ status: 404, key: 'notFound', message: 'No such page' });
  }
  await requirePageRight(ctx, page);
  return page;
}
