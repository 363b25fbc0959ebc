import { data, redirect } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { categoryTrail } from '../../core/catalog/category-trail';
import { parseProductPath, productPath } from '../../core/catalog/product-url';
import { localizePath, splitLocalePath } from '../../core/i18n/locales';
import { AvailabilityBadge } from '../components/availability-badge';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PageMeta } from '../components/page-meta';
import { RatingStars } from '../components/rating-stars';
import { ProductListView } from '../features/category/product-list-view';
import { ProductDetails } from '../features/product/product-details';
import { ProductGallery } from '../features/product/product-gallery';
import { ProductPrice } from '../features/product/product-price';
import { ReviewList } from '../features/product/review-list';
import { productJsonLd } from '../features/product/product-json-ld';
import { VariationSelector } from '../features/product/variation-selector';
import { OrderPropertyFields } from '../features/product/order-property-fields';
import { AddToCartForm } from '../features/cart/add-to-cart-form';
import { ListToggle } from '../features/shopping-lists/list-toggle';
import { QuantityStepper } from '../components/quantity-stepper';
import { ProductRow } from '../components/product-row';
import { normalizeQuantityRule } from '../../core/catalog/order-quantity';
import { robotsMetaContent } from '../../core/seo/robots';
import { useNonce } from '../components/nonce-provider';
import { formatNumber } from '../i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { useRootData } from '../root';
import { readFilterQuery, readListQuery } from '../lib/list-query';
import { shopContext, type ShopRequestContext } from '../shop-context';
import type { Route } from './+types/catalog-page';

/**
 * Every path that is not one of the fixed screens: product pages (/{slug}_{itemId} and
 * /{slug}_{itemId}_{variationId}); anything else is a 404 ("Seite nicht gefunden"). Category pages
 * join here when the catalogue navigation is built.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const { path, prefixed, locale } = splitLocalePath(url.pathname.replace(/\.data$/, ''));
  const match = parseProductPath(path);
  if (!match) return loadCategory(shop, url, path);

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
    return { kind: 'product' as const, product, trail, variationInUrl: match.variationId, reviewList, recommended };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

type Shop = ShopRequestContext;

/** "Recommended": other mirrors of the product's main category (cached like any category page). */
async function loadRecommended(shop: Shop, categoryId: number | null, itemId: number) {
  if (categoryId === null) return [];
  try {
    const facet = await shop.call('getFacet', { categoryId, itemsPerPage: 20 });
    return facet.products.filter((card) => card.itemId !== itemId).slice(0, 8);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 401)) return [];
    throw error;
  }
}

/** Category pages: nested slugs joined with '/', sort and page size from the query. */
async function loadCategory(shop: Shop, url: URL, path: string) {
  const { locale, prefixed } = splitLocalePath(url.pathname.replace(/\.data$/, ''));
  try {
    const [facet, tree] = await Promise.all([
      shop.call('getFacet', {
        categoryUrlPath: path,
        ...readListQuery(url.searchParams),
        ...readFilterQuery(url.searchParams),
      }),
      shop.call('getCategoryTree', {}),
    ]);
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
    if (isApiError(error) && error.status === 401) {
      const back = encodeURIComponent(url.pathname + url.search);
      throw redirect(
        `${localizePath('/login', locale, { germanPrefix: prefixed && locale === 'de' })}?redirect=${back}`,
      );
    }
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'category') {
    return (
      <ProductListView
        title={loaderData.facet.category.details.name}
        metaTitle={loaderData.facet.category.details.metaTitle || undefined}
        description={loaderData.facet.category.details.metaDescription || undefined}
        subcategories={loaderData.facet.category.children}
        data={loaderData.facet}
        trail={loaderData.trail}
        alternates={loaderData.alternates}
        facets={loaderData.facet.facets}
        filters={loaderData.facet.filters}
        robots={robotsMetaContent(loaderData.facet.category.details.metaRobots)}
      />
    );
  }
  return <ProductView {...loaderData} />;
}

type ProductData = Extract<Route.ComponentProps['loaderData'], { kind: 'product' }>;

function ProductView({ product, trail, variationInUrl, reviewList, recommended }: ProductData) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const nonce = useNonce();
  const origin = useRootData()?.publicUrl ?? '';
  const { reviewSummary } = product;
  const alternates = Object.fromEntries(
    Object.entries(product.urlPaths).map(([lang, slug]) => [lang, productPath(slug, product.item.id, variationInUrl)]),
  );
  // Images of the chosen finish first, then the others.
  const chosenValues =
    product.variationAttributeMap.variations.find((entry) => entry.variationId === product.variation.id)
      ?.attributeValueIds ?? [];
  const images = [...product.images].sort(
    (a, b) =>
      Number(b.attributeValueId !== null && chosenValues.includes(b.attributeValueId)) -
      Number(a.attributeValueId !== null && chosenValues.includes(a.attributeValueId)),
  );

  return (
    <>
      <PageMeta title={product.texts.name} description={product.texts.metaDescription} alternates={alternates} />
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: productJsonLd(product, origin) }}
      />
      <Breadcrumbs trail={[...trail, { name: product.texts.name }]} />
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery key={product.variation.id} images={images} />
        <div className="space-y-6">
          <div>
            <h1 className="text-2xl font-semibold sm:text-3xl">{product.texts.name}</h1>
            {product.item.manufacturer ? <p className="mt-1 text-slate-700">{product.item.manufacturer.name}</p> : null}
            <p className="mt-2 flex items-center gap-2 text-sm">
              {reviewSummary.ratingsCountTotal > 0 ? (
                <>
                  <RatingStars value={reviewSummary.averageValue} />
                  <a href="#reviews" className="underline underline-offset-2">
                    {t('product.reviewCount', { count: reviewSummary.ratingsCountTotal })}
                  </a>
                </>
              ) : (
                <span className="text-slate-700">{t('product.noReviews')}</span>
              )}
            </p>
          </div>
          <p className="text-slate-800">{product.texts.shortDescription}</p>
          <ProductPrice prices={product.prices} />
          <div>
            <span className="sr-only">{t('product.availability')}: </span>
            <AvailabilityBadge
              tone={product.variation.availability.tone}
              name={product.variation.availability.name}
              availabilityId={product.variation.availability.id}
            />
          </div>
          <VariationSelector product={product} />
          {product.variation.isSalable ? (
            <AddToCartForm key={product.variation.id} variationId={product.variation.id}>
              <OrderPropertyFields properties={product.orderProperties} currency={product.prices.currency} />
              <QuantityStepper
                // A new variation brings its own limits.
                key={product.variation.id}
                name="quantity"
                rule={normalizeQuantityRule({
                  minimum: product.variation.minimumOrderQuantity,
                  interval: product.variation.intervalOrderQuantity,
                  maximum: product.variation.maximumOrderQuantity,
                })}
              />
            </AddToCartForm>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <ListToggle list="wishlist" variationId={product.variation.id} productName={product.texts.name} />
            <ListToggle list="comparison" variationId={product.variation.id} productName={product.texts.name} />
          </div>
          {product.tags.length > 0 ? (
            <ul aria-label={t('product.tags')} className="flex flex-wrap gap-2 text-sm">
              {product.tags.map((tag) => (
                <li key={tag.id} className="rounded-full border border-slate-300 px-3 py-1">
                  {tag.name}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <ProductDetails product={product} />
      <section id="reviews" aria-labelledby="reviews-title" className="mt-12">
        <h2 id="reviews-title" className="mb-3 text-xl font-semibold">
          {t('product.reviewsTitle')}
        </h2>
        {reviewSummary.ratingsCountTotal > 0 ? (
          <div className="flex flex-wrap items-start gap-8">
            <p className="flex items-center gap-3">
              <span className="text-4xl font-semibold">{formatNumber(reviewSummary.averageValue, locale)}</span>
              <RatingStars value={reviewSummary.averageValue} />
            </p>
            <ul className="space-y-1 text-sm">
              {([5, 4, 3, 2, 1] as const).map((stars) => (
                <li key={stars}>{t('product.ratingBar', { stars, count: reviewSummary.ratingsCountOf[stars] })}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-slate-700">{t('product.noReviews')}</p>
        )}
        <ReviewList page={reviewList} />
      </section>
      {recommended.length > 0 ? (
        <section aria-labelledby="recommended-title" className="mt-12">
          <h2 id="recommended-title" className="text-xl font-semibold">
            {t('product.recommended')}
          </h2>
          <ProductRow products={recommended} />
        </section>
      ) : null}
    </>
  );
}
