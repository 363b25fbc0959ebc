import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { cachedRead } from '../catalog/cached-read.server';
import { loadPageBlocks } from './blocks/page-blocks.server';
import { findCategory } from '../catalog/category-trail';
import { shownPage } from '../catalog/page-right.server';
import { locales, type Locale } from '../i18n/locales';
import { maxColumnInteger } from '../api/column-limits';

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
 * `getBlocks('index', 'immutable')` and falls back to the sample blocks of the language. A page of
 * type `category` (a category or content page) answers only where its page would: 404 for a page
 * the shop does not show, 401 for a "Login necessary" page to anyone but a logged-in customer.
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
      type: z.enum(['immutable', 'category']),
    })
    .strict(),
  async handler(ctx, input) {
    if (input.type === 'category') await shownPage(ctx, input.identifier);
    return cachedRead(ctx, ['blocks', input.identifier, input.type], () =>
      loadPageBlocks(ctx.services.db, ctx.services.logger, {
        identifier: input.identifier,
        entityType: input.type,
        locale: ctx.locale,
      }),
    );
  },
});

/**
 * getContentPage {categoryId}: a page of type content (issue 18): its settings, its blocks in the
 * request's language and its path in every language. "Login Necessary" pages answer 401 to
 * visitors who are not logged in, like category pages.
 */
export const getContentPage = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ categoryId: z.number().int().positive().max(maxColumnInteger) }).strict(),
  async handler(ctx, input) {
    const page = await shownPage(ctx, input.categoryId, 'content');
    const blocks = await cachedRead(ctx, ['blocks', String(page.id), 'category'], () =>
      loadPageBlocks(ctx.services.db, ctx.services.logger, {
        identifier: String(page.id),
        entityType: 'category',
        locale: ctx.locale,
      }),
    );
    const urlsByLocale: Partial<Record<Locale, string>> = {};
    for (const locale of locales) {
      const node = findCategory(await ctx.services.categoryTree.get(locale), (candidate) => candidate.id === page.id);
      if (node) urlsByLocale[locale] = node.url;
    }
    const { children: _children, ...category } = page;
    return { category, blocks, urlsByLocale };
  },
});
