import { ApiError } from '../api/errors';
import type { SavedVariation } from './save-item.server';

/**
 * The checks of doSaveItem that need no database (issue 37): each refusal names the item page's
 * field (`v<id>-<field>` per variation).
 */

/** A refusal at one field of one variation (the item page names its fields `v<id>-<field>`). */
export function fieldProblem(variationId: number, field: string, key: string, message: string) {
  return new ApiError({
    status: 422,
    key: `staff.catalogue.${key}`,
    message,
    cause: [{ field: `v${variationId}-${field}`, message: `storefrontError.staff.catalogue.${key}`, code: key }],
  });
}

/** Every variation's prices and quantities make sense, and none is sent twice. */
export function checkVariations(variations: SavedVariation[]) {
  for (const variation of variations) checkVariation(variation);
  if (new Set(variations.map((variation) => variation.id)).size !== variations.length) {
    throw new ApiError({ status: 422, key: 'staff.catalogue.variationTwice', message: 'A variation was sent twice.' });
  }
}

function checkVariation(variation: SavedVariation) {
  const { special } = variation;
  const steps = variation.graduated ?? [];
  for (const [index, step] of steps.entries()) {
    if (steps.findIndex((other) => other.minimumQuantity === step.minimumQuantity) !== index) {
      throw fieldProblem(variation.id, `tier${index}Quantity`, 'tierTwice', 'Each quantity once.');
    }
    if (step.priceCents >= variation.salePriceCents) {
      throw fieldProblem(variation.id, `tier${index}Price`, 'tierNotBelow', 'A graduated price is below the price.');
    }
  }
  if (variation.maximumOrderQuantity !== null && variation.maximumOrderQuantity < variation.minimumOrderQuantity) {
    throw fieldProblem(
      variation.id,
      'maximumOrderQuantity',
      'maximumBelowMinimum',
      'The maximum is below the minimum.',
    );
  }
  if (variation.businessPriceCents != null && variation.businessPriceCents >= variation.salePriceCents) {
    throw fieldProblem(
      variation.id,
      'businessPrice',
      'businessNotBelow',
      "Business customers' price is below the regular one.",
    );
  }
  if (special && special.priceCents >= variation.salePriceCents) {
    throw fieldProblem(variation.id, 'specialPrice', 'specialNotBelow', 'A special price is below the regular price.');
  }
  if (special?.from && special.until && special.until < special.from) {
    throw fieldProblem(variation.id, 'specialUntil', 'specialEndsBeforeStart', 'The offer ends before it starts.');
  }
}

/** Staff choose between a single item and a set; other types (gift cards …) come with the data. */
export function checkItemType(wanted: string | undefined, current: string) {
  if (wanted && wanted !== current && !['default', 'set'].includes(wanted)) {
    throw new ApiError({
      status: 422,
      key: 'staff.catalogue.itemTypeNotOffered',
      message: 'Items become single items or sets here.',
      cause: [
        {
          field: 'itemType',
          message: 'storefrontError.staff.catalogue.itemTypeNotOffered',
          code: 'itemTypeNotOffered',
        },
      ],
    });
  }
}
