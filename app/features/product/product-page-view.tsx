import { normalizeQuantityRule } from '../../../core/catalog/order-quantity';
import { AvailabilityBadge } from '../../components/availability-badge';
import { LocalizedLink } from '../../components/localized-link';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { RatingStars } from '../../components/rating-stars';
import { QuantityStepper } from '../../components/quantity-stepper';
import { ProductRow } from './product-row';
import { useNonce } from '../../components/nonce-provider';
import { HydrateLater } from '../../components/hydrate-later';
import { AddToCartForm } from '../cart/add-to-cart-form';
import { ListToggle } from '../shopping-lists/list-toggle';
import { formatNumber } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { useRootData } from '../../lib/root-data';
import type { CallOutput } from '../../../core/api/registry';
import type { Calls } from '../../../core/call-registry.server';
import type { loadRecommended } from './recommended-products';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { ReviewList } from './review-list';
import { ReviewActions } from '../reviews/review-actions';
import { productStructuredData } from '../../../core/catalog/product-structured-data';
import { inlineScriptJson } from '../../lib/inline-json';
import { VariationSelector } from './variation-selector';
import { OrderPropertyFields } from './order-property-fields';

/** What the catalog route's loader gives a product page (app/routes/catalog-page.tsx). */
export interface ProductPageData {
  kind: 'product';
  product: CallOutput<Calls['getProduct']>;
  trail: Array<{ name: string; url: string }>;
  variationInUrl: number | undefined;
  reviewList: CallOutput<Calls['getProductReviews']>;
  recommended: Awaited<ReturnType<typeof loadRecommended>>;
  /** The product's own path in every language. */
  alternates: Record<string, string>;
}

/** The product page `/{slug}_{itemId}[_{variationId}]`: its own chunk (see app/features/page-views/page-views.tsx). */

export default function ProductPageView({ product, trail, reviewList, recommended }: ProductPageData) {
  const { t } = useTranslation();
  const nonce = useNonce();
  const origin = useRootData()?.publicUrl ?? '';
  const { reviewSummary } = product;
  // Images of the chosen finish first, then the others.
  const chosenValues =
    product.variationAttributeMap.variations.find((entry) => entry.variationId === product.variation.id)
      ?.attributeValueIds ?? [];
  const images = [...product.images].sort(
    (a, b) =>
      Number(b.attributeValueId !== null && chosenValues.includes(b.attributeValueId)) -
      Number(a.attributeValueId !== null && chosenValues.includes(a.attributeValueId)),
  );

  // The buy box hydrates first; the gallery, details, reviews and recommendations each in a task of
  // their own after it (HydrateLater).
  return (
    <>
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: inlineScriptJson(productStructuredData(product, origin)) }}
      />
      <Breadcrumbs trail={[...trail, { name: product.texts.name }]} />
      <div className="grid gap-8 md:grid-cols-2">
        <HydrateLater>
          <ProductGallery key={product.variation.id} images={images} />
        </HydrateLater>
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
                <li key={tag.id}>
                  {/* The tag's page lists every item with it; the chip wears the tag's colour. */}
                  <LocalizedLink
                    to={`/tag/${tag.slug}`}
                    className="inline-block rounded-full border border-slate-300 px-3 py-1 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
                    style={{ backgroundColor: tag.color, color: tag.textColor }}
                  >
                    {tag.name}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <HydrateLater>
        <ProductDetails product={product} />
      </HydrateLater>
      <HydrateLater>
        <ProductReviews itemId={product.item.id} summary={reviewSummary} reviewList={reviewList} />
      </HydrateLater>
      {recommended.length > 0 ? (
        <HydrateLater>
          <section aria-labelledby="recommended-title" className="mt-12">
            <h2 id="recommended-title" className="text-xl font-semibold">
              {t('product.recommended')}
            </h2>
            <ProductRow products={recommended} />
          </section>
        </HydrateLater>
      ) : null}
    </>
  );
}

/**
 * Rating summary and reviews. A component of its own so that its number formatting (the page's
 * first Intl formatter, ~30 ms in a browser) runs in its own hydration task.
 */
function ProductReviews({
  itemId,
  summary: reviewSummary,
  reviewList,
}: {
  itemId: number;
  summary: ProductPageData['product']['reviewSummary'];
  reviewList: ProductPageData['reviewList'];
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
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
              <li key={stars} className="flex items-center gap-2">
                <span className="w-24">
                  {t('product.ratingBar', { count: stars, ratings: reviewSummary.ratingsCountOf[stars] })}
                </span>
                <span aria-hidden="true" className="h-2 w-32 overflow-hidden rounded bg-slate-200">
                  <span
                    className="block h-full bg-amber-600"
                    style={{
                      width: `${Math.round((100 * reviewSummary.ratingsCountOf[stars]) / reviewSummary.ratingsCountTotal)}%`,
                    }}
                  />
                </span>
                {reviewSummary.ratingPercentOf ? (
                  <span>{t('reviewForm.percent', { percent: reviewSummary.ratingPercentOf[stars] })}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-slate-700">{t('product.noReviews')}</p>
      )}
      <ReviewActions itemId={itemId} />
      <ReviewList page={reviewList} />
    </section>
  );
}
