import { redirect } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { categoryTrail, findCategory } from '../../core/catalog/category-trail';
import { loadBlockProducts } from '../blocks/block-products';
import { loadRecommended } from '../features/product/recommended-products';
import { parseProductPath, productPath } from '../../core/catalog/product-url';
import { localizePath, splitLocalePath } from '../../core/i18n/locales';
import { loginPathFor, requestedPage } from '../lib/account-routes';
import { PageView, preloadPageView, type PageViewName } from '../features/page-views/page-views';
import { readFilterQuery, readListQuery } from '../lib/list-query';
import { throwRefusalPage } from '../lib/refusal-page';
import { shopContext, type ShopRequestContext } from '../shop-context';
import type { Route } from './+types/catalog-page';
import { pageMeta } from '../lib/page-meta';
import { robotsMetaContent } from '../../core/seo/robots';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }) => {
  if (!loaderData) return {};
  if (loaderData.kind === 'category' || loaderData.kind === 'content') {
    const { details } = loaderData.kind === 'category' ? loaderData.facet.category : loaderData.page.category;
    return {
      title: details.metaTitle || details.name,
      description: details.metaDescription || undefined,
      keywords: details.metaKeywords || undefined,
      robots: robotsMetaContent(details.metaRobots),
      canonical: details.canonicalLink || undefined,
      alternates: loaderData.alternates,
      pagination: loaderData.kind === 'category' ? loaderData.facet.pagination : undefined,
    };
  }
  const { product, alternates } = loaderData;
  return { title: product.texts.name, description: product.texts.metaDescription, alternates };
});

/**
 * Every path that is not one of the fixed screens: product pages (/{slug}_{itemId} and
 * /{slug}_{itemId}_{variationId}); anything else is a 404 ("Seite nicht gefunden"). Category pages
 * join here when the catalog navigation is built.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const { path, prefixed, locale } = splitLocalePath(url.pathname.replace(/\.data$/, ''));
  const match = parseProductPath(path);
  if (!match) return loadCategory(shop, request, path);

  try {
    const reviewPage = Number(url.searchParams.get('reviewPage') ?? 1) || 1;
    const [product, tree, reviewList] = await Promise.all([
      shop.call('getProduct', { itemId: match.itemId, variationId: match.variationId }),
      shop.call('getCategoryTree', {}),
      shop.call('getProductReviews', { itemId: match.itemId, page: Math.trunc(reviewPage) }),
    ]);
    const recommended = await loadRecommended(shop, product.defaultCategoryId, product.item.id);
    // An old slug, or the slug of the other language (after a language switch): one permanent
    // redirect to the page's own URL, keeping the chosen variation and the query.
    if (match.slug !== product.texts.urlPath) {
      const canonical = productPath(product.texts.urlPath, product.item.id, match.variationId);
      url.searchParams.delete('_routes');
      throw redirect(localizePath(canonical, locale, { germanPrefix: prefixed && locale === 'de' }) + url.search, 301);
    }
    const trail = categoryTrail(tree, product.defaultCategoryId).map((node) => ({
      name: node.details.name,
      url: node.url,
    }));
    // The product's own path in every language (hreflang links, the language switch).
    const alternates = Object.fromEntries(
      Object.entries(product.urlPaths).map(([lang, slug]) => [
        lang,
        productPath(slug, product.item.id, match.variationId),
      ]),
    );
    return {
      kind: 'product' as const,
      product,
      trail,
      variationInUrl: match.variationId,
      reviewList,
      recommended,
      alternates,
    };
  } catch (error) {
    // A path the catalog cannot even read (too long, odd characters) is no page either.
    throwRefusalPage(error, { notFound: [404, 400] });
    throw error;
  }
}

type Shop = ShopRequestContext;

/**
 * Category pages: nested slugs joined with '/', sort and page size from the query. Pages of type
 * content (issue 18) show their blocks instead of products.
 */
async function loadCategory(shop: Shop, request: Request, path: string) {
  const url = new URL(request.url);
  const { locale, prefixed } = splitLocalePath(url.pathname.replace(/\.data$/, ''));
  try {
    const tree = await shop.call('getCategoryTree', {});
    const node = findCategory(tree, (candidate) => candidate.url === path.replace(/\/+$/, ''));
    if (node?.type === 'content') return await loadContentPage(shop, node.id);
    const facet = await shop.call('getFacet', {
      categoryUrlPath: path,
      ...readListQuery(url.searchParams),
      ...readFilterQuery(url.searchParams),
    });
    const trail = categoryTrail(tree, facet.category.id).map((node, index, all) => ({
      name: node.details.name,
      url: index === all.length - 1 ? undefined : node.url,
    }));
    // Each page of a list is its own canonical page (with its page number).
    const pageQuery = facet.pagination.page > 1 ? `?page=${facet.pagination.page}` : '';
    const alternates = Object.fromEntries(
      Object.entries(facet.urlsByLocale).map(([lang, categoryUrl]) => [lang, categoryUrl + pageQuery]),
    );
    return { kind: 'category' as const, facet, trail, alternates };
  } catch (error) {
    // A German category path under /en (or an English one without prefix): once and for all to
    // this language's path, keeping the query (as product pages do).
    const localizedPath = isApiError(error) ? error.values.localizedPath : undefined;
    if (typeof localizedPath === 'string') {
      url.searchParams.delete('_routes');
      throw redirect(
        localizePath(localizedPath, locale, { germanPrefix: prefixed && locale === 'de' }) + url.search,
        301,
      );
    }
    // A path the catalog cannot even read (too long, odd characters) is no page either.
    throwRefusalPage(error, { login: loginPathFor(request, requestedPage(request)), notFound: [404, 400] });
    throw error;
  }
}

/** A content page: its blocks and the products of its product-gallery blocks. */
async function loadContentPage(shop: Shop, categoryId: number) {
  const page = await shop.call('getContentPage', { categoryId });
  const recommendedProducts = await loadBlockProducts(shop, page.blocks);
  return { kind: 'content' as const, page, recommendedProducts, alternates: page.urlsByLocale };
}

/** The view the page shows, for root's modulepreload links (app/features/page-views/page-views.tsx). */
export const handle = {
  pageView: (data: { kind: 'product' | 'category' | 'content' } | undefined): PageViewName | undefined => data?.kind,
};

/**
 * On client navigations the view's chunk loads alongside the data: the URL already says which
 * view it is (product URLs end in _{itemId}).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { path } = splitLocalePath(new URL(request.url).pathname);
  const [loaderData] = await Promise.all([
    serverLoader(),
    preloadPageView(parseProductPath(path) ? 'product' : 'category'),
  ]);
  if (loaderData.kind === 'content') await preloadPageView('content');
  return loaderData;
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  // Each kind of page is its own chunk: a category page does not load the product page's code.
  if (loaderData.kind === 'content') return <PageView name="content" props={loaderData} />;
  return loaderData.kind === 'category' ? (
    <PageView name="category" props={loaderData} />
  ) : (
    <PageView name="product" props={loaderData} />
  );
}
