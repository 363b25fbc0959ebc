import type { Product } from './product.server';
import { productPath } from './product-url';

const schemaAvailability = (product: Product) =>
  !product.variation.isSalable
    ? 'https://schema.org/OutOfStock'
    : product.variation.availability.id >= 7
      ? 'https://schema.org/BackOrder'
      : 'https://schema.org/InStock';

/** The item's condition (items.condition) as schema.org's OfferItemCondition. */
const schemaCondition: Record<string, string> = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
  damaged: 'https://schema.org/DamagedCondition',
};

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The brand (the name shoppers know) and the manufacturer (the legal maker, GPSR). */
function maker(manufacturer: Product['item']['manufacturer']) {
  if (!manufacturer) return {};
  return {
    brand: { '@type': 'Brand', name: manufacturer.externalName || manufacturer.name },
    manufacturer: {
      '@type': 'Organization',
      name: manufacturer.legalName || manufacturer.name,
      ...(manufacturer.url ? { url: manufacturer.url } : {}),
    },
  };
}

/**
 * schema.org Product with its offer and rating, for search engines (issue 39 item 7). The offer's
 * price is what the shopper pays now, never the 30-day lowest price shown beside a reduction; a
 * special price names the day it ends. The page writes it into a script element (escaped there).
 */
export function productStructuredData(product: Product, origin: string) {
  const url = origin + productPath(product.texts.urlPath, product.item.id, product.variation.id);
  const { prices } = product;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.texts.name,
    description: product.texts.shortDescription,
    sku: product.variation.number,
    ...product.variation.identifiers,
    image: product.images.map((image) => origin + image.url),
    ...maker(product.item.manufacturer),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: prices.currency,
      price: amount(prices.unitPriceCents),
      // A business customer's page variant names net prices (ADR 0033); crawlers get everyone's.
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: amount(prices.unitPriceCents),
        priceCurrency: prices.currency,
        valueAddedTaxIncluded: !prices.net,
      },
      availability: schemaAvailability(product),
      itemCondition: schemaCondition[product.item.condition] ?? schemaCondition.new,
      ...(prices.specialOffer?.lastDay ? { priceValidUntil: prices.specialOffer.lastDay } : {}),
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
  return data;
}
