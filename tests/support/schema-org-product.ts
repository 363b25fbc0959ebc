import { gtinProperty, isValidIsbn } from '../../core/catalog/product-codes';

/**
 * The problems of a schema.org Product as search engines read it (schema.org's Product and Offer,
 * and Google's product snippet and merchant listing rules): what is required, the form of each value,
 * and no property schema.org does not know on these types. An empty list: valid.
 */
export function productStructuredDataProblems(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
  const unknownKeys = (object: Record<string, unknown>, known: string[], where: string) => {
    for (const key of Object.keys(object)) check(known.includes(key), `${where}: unknown property ${key}`);
  };

  check(data['@context'] === 'https://schema.org', '@context is not https://schema.org');
  check(data['@type'] === 'Product', '@type is not Product');
  unknownKeys(
    data,
    [
      '@context',
      '@type',
      'name',
      'description',
      'sku',
      'gtin8',
      'gtin12',
      'gtin13',
      'gtin14',
      'mpn',
      'isbn',
      'image',
      'brand',
      'manufacturer',
      'offers',
      'aggregateRating',
      'review',
    ],
    'Product',
  );
  check(isText(data.name), 'Product: name is required');
  check(Array.isArray(data.image) && data.image.every(isUrl), 'Product: image must be absolute URLs');
  for (const property of ['gtin8', 'gtin12', 'gtin13', 'gtin14'] as const) {
    if (property in data) {
      check(gtinProperty(String(data[property])) === property, `Product: ${property} is no valid ${property}`);
    }
  }
  if ('isbn' in data) check(isValidIsbn(String(data.isbn)), 'Product: isbn is no valid ISBN-13');
  if ('mpn' in data) check(isText(data.mpn) && String(data.mpn).length <= 70, 'Product: mpn must be 1–70 characters');
  if ('brand' in data) {
    const brand = data.brand as Record<string, unknown>;
    check(brand['@type'] === 'Brand' && isText(brand.name), 'Product: brand must be a Brand with a name');
  }
  if ('manufacturer' in data) {
    const maker = data.manufacturer as Record<string, unknown>;
    check(maker['@type'] === 'Organization' && isText(maker.name), 'Product: manufacturer must be an Organization');
    if ('url' in maker) check(isUrl(maker.url), 'Product: manufacturer url must be absolute');
  }
  // Google: a product snippet needs an offer, a review or a rating; a merchant listing an offer.
  const offer = data.offers as Record<string, unknown> | undefined;
  check(offer !== undefined, 'Product: offers is required');
  if (offer) {
    check(offer['@type'] === 'Offer', 'Offer: @type is not Offer');
    unknownKeys(
      offer,
      [
        '@type',
        'url',
        'price',
        'priceCurrency',
        'priceSpecification',
        'availability',
        'itemCondition',
        'priceValidUntil',
        'seller',
        'shippingDetails',
        'hasMerchantReturnPolicy',
      ],
      'Offer',
    );
    check(isUrl(offer.url), 'Offer: url must be absolute');
    check(typeof offer.price === 'string' && /^\d+\.\d{2}$/.test(offer.price), 'Offer: price must be like 49.90');
    check(Number(offer.price) > 0, 'Offer: price must be above zero');
    check(
      typeof offer.priceCurrency === 'string' && /^[A-Z]{3}$/.test(offer.priceCurrency),
      'Offer: priceCurrency is ISO 4217',
    );
    const availabilities = [
      'InStock',
      'OutOfStock',
      'BackOrder',
      'PreOrder',
      'LimitedAvailability',
      'SoldOut',
      'Discontinued',
      'InStoreOnly',
      'OnlineOnly',
      'PreSale',
      'MadeToOrder',
    ];
    check(
      availabilities.map((name) => `https://schema.org/${name}`).includes(String(offer.availability)),
      'Offer: availability is no schema.org ItemAvailability',
    );
    const conditions = ['NewCondition', 'UsedCondition', 'RefurbishedCondition', 'DamagedCondition'];
    check(
      conditions.map((name) => `https://schema.org/${name}`).includes(String(offer.itemCondition)),
      'Offer: itemCondition is no schema.org OfferItemCondition',
    );
    if ('priceValidUntil' in offer) {
      check(/^\d{4}-\d{2}-\d{2}$/.test(String(offer.priceValidUntil)), 'Offer: priceValidUntil must be a date');
    }
    if ('priceSpecification' in offer) {
      const specification = offer.priceSpecification as Record<string, unknown>;
      check(
        ['PriceSpecification', 'UnitPriceSpecification'].includes(String(specification['@type'])) &&
          specification.price === offer.price &&
          specification.priceCurrency === offer.priceCurrency &&
          typeof specification.valueAddedTaxIncluded === 'boolean',
        'Offer: priceSpecification must repeat price and currency and say whether VAT is included',
      );
    }
  }
  if ('aggregateRating' in data) {
    const rating = data.aggregateRating as Record<string, number | string>;
    const value = Number(rating.ratingValue);
    check(rating['@type'] === 'AggregateRating', 'AggregateRating: @type');
    check(
      value >= Number(rating.worstRating ?? 1) && value <= Number(rating.bestRating ?? 5),
      'AggregateRating: ratingValue out of range',
    );
    check(Number(rating.reviewCount ?? rating.ratingCount) > 0, 'AggregateRating: reviewCount must be above zero');
  }
  return problems;
}
