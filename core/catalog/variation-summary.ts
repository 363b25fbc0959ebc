import type { AvailabilityTone } from './catalog-rules';
import type { Product } from './product.server';

/**
 * One variation as the wishlist, the comparison table and the cart show it: name, picture, price,
 * availability, its attribute values and properties. Built from the product page's data, so all
 * of them share its cache entry.
 */
export interface VariationSummary {
  variationId: number;
  itemId: number;
  name: string;
  urlPath: string;
  image: { url: string; alternate: string; width: number; height: number } | null;
  priceCents: number;
  crossedPriceCents: number | null;
  currency: string;
  availability: { id: number; name: string; tone: AvailabilityTone };
  attributes: Array<{ name: string; value: string }>;
  properties: Array<{ name: string; value: string }>;
  isSalable: boolean;
  /** One piece can go into the cart without choosing anything (no required order property, steps of 1). */
  canAddToCart: boolean;
}

/** The attribute values (finish, magnification …) of one variation of the product. */
export function variationAttributes(product: Product, variationId: number): VariationSummary['attributes'] {
  const chosen = product.variationAttributeMap.variations.find((entry) => entry.variationId === variationId);
  return product.variationAttributeMap.attributes.flatMap((attribute) => {
    const value = attribute.values.find((candidate) => chosen?.attributeValueIds.includes(candidate.attributeValueId));
    return value ? [{ name: attribute.name, value: value.name }] : [];
  });
}

export function summarizeVariation(product: Product): VariationSummary {
  const { variation } = product;
  const image = product.images[0];
  return {
    variationId: variation.id,
    itemId: variation.itemId,
    name: product.texts.name,
    urlPath: product.texts.urlPath,
    image: image ? { url: image.urlPreview, alternate: image.alternate, width: 320, height: 320 } : null,
    priceCents: product.prices.unitPriceCents,
    crossedPriceCents: product.prices.crossedPriceCents,
    currency: product.prices.currency,
    availability: variation.availability,
    attributes: variationAttributes(product, variation.id),
    properties: product.variationProperties.map((property) => ({ name: property.name, value: property.value })),
    isSalable: variation.isSalable,
    canAddToCart:
      variation.isSalable &&
      variation.minimumOrderQuantity === 1 &&
      variation.intervalOrderQuantity === 1 &&
      !product.orderProperties.some((property) => property.isRequired),
  };
}
