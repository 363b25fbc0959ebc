import { inlineScriptJson } from '../../lib/inline-json';
import type { Product } from '../../../core/catalog/product.server';
import { productPath } from '../../../core/catalog/product-url';

const schemaAvailability = (product: Product) =>
  !product.variation.isSalable
    ? 'https://schema.org/OutOfStock'
    : product.variation.availability.id >= 7
      ? 'https://schema.org/BackOrder'
      : 'https://schema.org/InStock';

/**
 * schema.org Product with its offer and rating, for search engines. Escaped so that no text can
 * close the script element.
 */
export function productJsonLd(product: Product, origin: string): string {
  const url = origin + productPath(product.texts.urlPath, product.item.id, product.variation.id);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.texts.name,
    description: product.texts.shortDescription,
    sku: product.variation.number,
    ...(product.variation.gtin ? { gtin13: product.variation.gtin } : {}),
    image: product.images.map((image) => origin + image.url),
    ...(product.item.manufacturer ? { brand: { '@type': 'Brand', name: product.item.manufacturer.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: product.prices.currency,
      price: (product.prices.unitPriceCents / 100).toFixed(2),
      availability: schemaAvailability(product),
      itemCondition: 'https://schema.org/NewCondition',
      ...(product.prices.specialOffer?.validUntil
        ? { priceValidUntil: new Date(product.prices.specialOffer.validUntil).toISOString().slice(0, 10) }
        : {}),
    },
    ...(product.reviewSummary.ratingsCountTotal > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.reviewSummary.averageValue,
            reviewCount: product.reviewSummary.ratingsCountTotal,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return inlineScriptJson(data);
}
