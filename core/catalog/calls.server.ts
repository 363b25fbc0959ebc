import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import {
  categorySorts,
  findTagBySlug,
  listOptions,
  loadProductList,
  type ListFilters,
  perPageOptions,
} from './category-page.server';
import { loadFacets } from './list-facets.server';
import { blockGalleries, firstCategoryProducts } from './gallery-products.server';
import { findCategory } from './category-trail';
import { requirePageRight, shownPage } from './page-right.server';
import type { CategoryNode } from './category-tree.server';
import { findMovedPage } from './moved-pages.server';
import { movedTagPath } from './tag-slug-redirects.server';
import { cachedPricedRead, shownProduct } from './cached-read.server';
import { findVariationItem } from './product.server';
import { ApiError } from '../api/errors';
import { locales, type Locale } from '../i18n/locales';
import { maxColumnInteger } from '../api/column-limits';

export const getCategoryTree = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  handler: (ctx) => ctx.services.categoryTree.get(ctx.locale, { fresh: ctx.hints.noCache }),
});

/** getProduct: one item with the requested (or main) variation, for the product page. */
export const getProduct = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z
    .object({
      itemId: z.number().int().positive().max(maxColumnInteger),
      variationId: z.number().int().positive().max(maxColumnInteger).optional(),
    })
    .strict(),
  handler: (ctx, input) => shownProduct(ctx, input.itemId, input.variationId),
});

/** The product URL parts of a variation, for the short links /p/{variationId}/{slug}. */
export const getVariationUrl = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ variationId: z.number().int().positive().max(maxColumnInteger) }).strict(),
  async handler(ctx, input) {
    const found = await findVariationItem(ctx.services.db, input.variationId, ctx.locale);
    if (!found) throw new ApiError({ status: 404, key: 'notFound', message: 'No such variation' });
    return { ...found, variationId: input.variationId };
  },
});

const listInput = {
  sort: z.string().max(50).optional(),
  page: z.number().int().optional(),
  itemsPerPage: z.number().int().optional(),
};

/**
 * getFacet (spec §7): a category (by id or by its URL path) and one page of its products.
 * Unknown sorts and page sizes fall back to the defaults, absurd pages are clamped: a shared or
 * hand-edited URL always gives a valid page.
 */
/** The path in the request's language of a category that `path` names in another language. */
async function categoryPathInLanguage(ctx: CallContext, path: string): Promise<string | null> {
  for (const other of locales) {
    if (other === ctx.locale) continue;
    const found = findCategory(await ctx.services.categoryTree.get(other), (node) => node.url === path);
    if (!found) continue;
    const own = findCategory(
      await ctx.services.categoryTree.get(ctx.locale, { fresh: ctx.hints.noCache }),
      (node) => node.id === found.id,
    );
    if (own && own.url !== path) return own.url;
  }
  return null;
}

/** The path of today of a page whose slug (or parent) changed since `path` was its own (issue 18). */
async function movedPagePath(ctx: CallContext, tree: CategoryNode[], path: string): Promise<string | null> {
  if (!/^\/[a-z0-9/-]{1,499}$/.test(path)) return null;
  const id = await findMovedPage(ctx.services.db, ctx.locale, path);
  const page = id === null ? null : findCategory(tree, (node) => node.id === id);
  return page && page.url !== path ? page.url : null;
}

export const getFacet = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z
    .object({
      categoryId: z.number().int().positive().max(maxColumnInteger).optional(),
      categoryUrlPath: z.string().max(500).optional(),
      ...listInput,
      // Filters (spec facets). Too many or odd values are cut rather than refused.
      facets: z
        .array(z.number().int().positive().max(maxColumnInteger))
        .optional()
        .transform((ids) => ids?.slice(0, 50)),
      manufacturerIds: z
        .array(z.number().int().positive().max(maxColumnInteger))
        .optional()
        .transform((ids) => ids?.slice(0, 50)),
      priceMin: z.number().int().min(0).max(100_000_000).optional(),
      priceMax: z.number().int().min(0).max(100_000_000).optional(),
      onlyAvailable: z.boolean().optional(),
    })
    .strict(),
  async handler(ctx, input) {
    const path = input.categoryUrlPath?.replace(/\/+$/, '');
    // Spec §5: paths ending in .js are script requests that strayed into the catalog; they are
    // answered without touching the database.
    if (path?.endsWith('.js')) throw new ApiError({ status: 404, key: 'notFound', message: 'No such category' });
    const tree = await ctx.services.categoryTree.get(ctx.locale, { fresh: ctx.hints.noCache });
    const category = findCategory(tree, (node) =>
      input.categoryId !== undefined ? node.id === input.categoryId : node.url === path,
    );
    if (!category && path !== undefined) {
      // The path of the other language (a language switch, a shared link): not this language's
      // page, but the answer names it, and the page redirects there for good.
      const elsewhere = await categoryPathInLanguage(ctx, path);
      const moved = elsewhere ?? (await movedPagePath(ctx, tree, path));
      if (moved) {
        throw new ApiError({
          status: 404,
          key: 'notFound',
          message: 'The category has another path in this language, or had this one before',
          values: { localizedPath: moved },
        });
      }
    }
    if (!category || category.type !== 'item')
      throw new ApiError({ status: 404, key: 'notFound', message: 'No such category' });
    await requirePageRight(ctx, category);
    const options = listOptions(input, categorySorts[0]);
    const filters: ListFilters = {
      attributeValueIds: input.facets,
      manufacturerIds: input.manufacturerIds,
      priceMinCents: input.priceMin,
      priceMaxCents: input.priceMax,
      onlyAvailable: input.onlyAvailable,
    };
    const source = { kind: 'category' as const, categoryId: category.id };
    const [products, facets] = await Promise.all([
      cachedPricedRead(ctx, ['category', category.id, options, filters], (priceView) =>
        loadProductList(ctx.services.db, { source, locale: ctx.locale, ...options, filters, priceView }),
      ),
      cachedPricedRead(ctx, ['facets', category.id, filters], ({ net, customerClassId }) =>
        loadFacets(ctx.services.db, { source, locale: ctx.locale, filters, net, customerClassId }),
      ),
    ]);
    // The category's path in every language, for hreflang links and the language switch.
    const urlsByLocale: Partial<Record<Locale, string>> = {};
    for (const locale of locales) {
      const node = findCategory(
        await ctx.services.categoryTree.get(locale),
        (candidate) => candidate.id === category.id,
      );
      if (node) urlsByLocale[locale] = node.url;
    }
    return { category, urlsByLocale, facets, filters, ...products };
  },
});

/**
 * getCategoryProducts: the first page of a category's products in its default order, and nothing
 * else (gallery-products.server.ts): the product page's "recommended". The page's right applies:
 * 404 for no product category, 401 for a customers-only one to a visitor who may not see it.
 */
export const getCategoryProducts = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ categoryId: z.number().int().positive().max(maxColumnInteger) }).strict(),
  async handler(ctx, input) {
    const category = await shownPage(ctx, input.categoryId, 'item');
    const products = await firstCategoryProducts(ctx, category);
    return { category: { id: category.id, url: category.url }, products };
  },
});

/**
 * getBlockProducts {categoryIds}: the rows of product-gallery blocks – for the home page, a content
 * page and the editor's gallery pointed at another category – by category id: the category's path
 * and its first twelve products. A category the visitor may not see, or that is gone or no product
 * category, is left out of the answer (its block stays empty).
 */
export const getBlockProducts = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ categoryIds: z.array(z.number().int().positive().max(maxColumnInteger)).max(100) }).strict(),
  handler: (ctx, input) => blockGalleries(ctx, input.categoryIds),
});

/**
 * getSearch: products whose texts match the term (German stemming, typo tolerance), by relevance.
 * Terms are cut to 200 characters; an empty term finds nothing.
 */
export const getSearch = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ term: z.string().transform((term) => term.trim().slice(0, 200)), ...listInput }).strict(),
  async handler(ctx, input) {
    const options = listOptions(input, 'relevance');
    if (input.term === '') {
      return {
        term: '',
        sort: options.sort,
        products: [],
        pagination: {
          page: 1,
          itemsPerPage: options.itemsPerPage,
          totalCount: 0,
          pageCount: 1,
          perPageOptions: [...perPageOptions],
        },
      };
    }
    const list = await cachedPricedRead(ctx, ['search', input.term.toLowerCase(), options], (priceView) =>
      loadProductList(ctx.services.db, {
        source: { kind: 'search', term: input.term },
        locale: ctx.locale,
        ...options,
        priceView,
      }),
    );
    return { term: input.term, ...list };
  },
});

/** getTag: a tag (by its slug in the request's language) and one page of its products. */
export const getTag = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ slug: z.string().max(100), ...listInput }).strict(),
  async handler(ctx, input) {
    const tag = await findTagBySlug(ctx.services.db, input.slug, ctx.locale);
    if (!tag) {
      // A former slug (the tag's address changed): the answer names today's, and the page
      // redirects there for good, as a category's moved path does.
      const moved = await movedTagPath(ctx.services.db, input.slug, ctx.locale);
      throw new ApiError({
        status: 404,
        key: 'notFound',
        message: moved ? 'The tag had this slug before' : 'No such tag',
        ...(moved ? { values: { localizedPath: moved } } : {}),
      });
    }
    const options = listOptions(input, categorySorts[0]);
    const list = await cachedPricedRead(ctx, ['tag', tag.id, options], (priceView) =>
      loadProductList(ctx.services.db, {
        source: { kind: 'tag', tagId: tag.id },
        locale: ctx.locale,
        ...options,
        priceView,
      }),
    );
    return { tag, ...list };
  },
});
