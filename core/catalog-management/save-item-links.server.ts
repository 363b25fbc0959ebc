import { and, eq, inArray, ne } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import {
  attributeValues,
  bundleComponents,
  itemOrderProperties,
  items,
  itemTags,
  properties,
  tags,
  variationAttributeValues,
  variations,
} from '../db/catalog-schema';
import type { Executor } from '../db/connection.server';

/**
 * What an item's save links it to besides its texts and prices (issue 37): its tags, the order
 * properties a shopper fills in when buying it, each variation's attribute values and – for a set –
 * the variations it is made of. Each is saved as a whole; refusals name the form's field.
 */

/** A set's part as the item page names it: the component's variation number and how many. */
export interface SetPart {
  number: string;
  quantity: number;
}

export interface LinkedVariation {
  id: number;
  /** Left as they are when not given (the CSV import saves prices only). */
  attributeValueIds?: number[];
  parts?: SetPart[];
}

const problem = (field: string, key: string, message: string) =>
  new ApiError({
    status: 422,
    key: `staff.catalogue.${key}`,
    message,
    cause: [{ field, message: `storefrontError.staff.catalogue.${key}`, code: key }],
  });

/** The item's tags as a whole. */
export async function saveTags(tx: Executor, itemId: number, tagIds: number[]) {
  const chosen = [...new Set(tagIds)];
  if (chosen.length > 0) {
    const known = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, chosen));
    if (known.length !== chosen.length) throw problem('tagIds', 'tagUnknown', 'No such tag.');
  }
  await tx.delete(itemTags).where(eq(itemTags.itemId, itemId));
  if (chosen.length > 0) await tx.insert(itemTags).values(chosen.map((tagId) => ({ itemId, tagId })));
}

/** The order properties (engraving text, gift wrap …) a shopper fills in when buying the item. */
export async function saveOrderProperties(tx: Executor, itemId: number, propertyIds: number[]) {
  const chosen = [...new Set(propertyIds)];
  if (chosen.length > 0) {
    const known = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(inArray(properties.id, chosen), eq(properties.isOrderProperty, true)));
    if (known.length !== chosen.length)
      throw problem('orderPropertyIds', 'orderPropertyUnknown', 'No such order property.');
  }
  await tx.delete(itemOrderProperties).where(eq(itemOrderProperties.itemId, itemId));
  if (chosen.length > 0) {
    await tx.insert(itemOrderProperties).values(chosen.map((propertyId) => ({ itemId, propertyId })));
  }
}

const combination = (valueIds: readonly number[]) => [...valueIds].sort((a, b) => a - b).join(',');

/**
 * Each variation's attribute values: known values, one per attribute, and no two variations of the
 * item alike (the product page could not tell them apart). Variations whose values did not change
 * are not refused for old look-alikes, so an item from before these checks can still be saved.
 */
export async function saveVariationAttributes(tx: Executor, itemId: number, changed: LinkedVariation[]) {
  const given = changed.filter((variation) => variation.attributeValueIds !== undefined);
  if (given.length === 0) return;
  const own = await tx
    .select({ variationId: variations.id, valueId: variationAttributeValues.attributeValueId })
    .from(variations)
    .leftJoin(variationAttributeValues, eq(variationAttributeValues.variationId, variations.id))
    .where(eq(variations.itemId, itemId));
  const before = new Map<number, number[]>();
  for (const row of own) {
    const values = before.get(row.variationId) ?? [];
    if (row.valueId !== null) values.push(row.valueId);
    before.set(row.variationId, values);
  }
  const wanted = [...new Set(given.flatMap((variation) => variation.attributeValueIds!))];
  const known = wanted.length
    ? await tx
        .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
        .from(attributeValues)
        .where(inArray(attributeValues.id, wanted))
    : [];
  const after = new Map(before);
  for (const variation of given) {
    const field = `v${variation.id}-attributes`;
    const valueIds = [...new Set(variation.attributeValueIds!)];
    const found = known.filter((value) => valueIds.includes(value.id));
    if (found.length !== valueIds.length) throw problem(field, 'attributeValueUnknown', 'No such attribute value.');
    if (new Set(found.map((value) => value.attributeId)).size !== found.length)
      throw problem(field, 'attributeTwice', 'One value per attribute.');
    after.set(variation.id, valueIds);
  }
  for (const variation of given) {
    const mine = combination(after.get(variation.id)!);
    if (mine === combination(before.get(variation.id) ?? [])) continue;
    const twin = [...after].find(([otherId, values]) => otherId !== variation.id && combination(values) === mine);
    if (twin)
      throw problem(`v${variation.id}-attributes`, 'attributesLikeOther', 'Another variation has these values.');
  }
  for (const variation of given) {
    if (combination(after.get(variation.id)!) === combination(before.get(variation.id) ?? [])) continue;
    await tx.delete(variationAttributeValues).where(eq(variationAttributeValues.variationId, variation.id));
    const valueIds = after.get(variation.id)!;
    if (valueIds.length > 0) {
      await tx
        .insert(variationAttributeValues)
        .values(valueIds.map((attributeValueId) => ({ variationId: variation.id, attributeValueId })));
    }
  }
}

/**
 * A set's parts per variation (spec §3 item type "set"): other items' variations, by number, each
 * at most once, none a set itself (stock and order limits count one level of parts). Another item
 * type keeps no parts.
 */
export async function saveSetParts(tx: Executor, itemId: number, isSet: boolean, changed: LinkedVariation[]) {
  const ownIds = (await tx.select({ id: variations.id }).from(variations).where(eq(variations.itemId, itemId))).map(
    (row) => row.id,
  );
  if (!isSet) {
    if (ownIds.length > 0) await tx.delete(bundleComponents).where(inArray(bundleComponents.bundleVariationId, ownIds));
    return;
  }
  if (ownIds.length > 0) {
    const [inOtherSet] = await tx
      .select({ id: bundleComponents.componentVariationId })
      .from(bundleComponents)
      .where(inArray(bundleComponents.componentVariationId, ownIds));
    if (inOtherSet) throw problem('itemType', 'partOfSet', 'A part of a set cannot be a set itself.');
  }
  const withParts = new Set(
    ownIds.length
      ? (
          await tx
            .select({ id: bundleComponents.bundleVariationId })
            .from(bundleComponents)
            .where(inArray(bundleComponents.bundleVariationId, ownIds))
        ).map((row) => row.id)
      : [],
  );
  for (const variation of changed) {
    const field = (index: number) => `v${variation.id}-part${index}Number`;
    if (variation.parts === undefined) {
      // Parts not sent are kept; a set's variation without any is refused.
      if (!withParts.has(variation.id)) throw problem(field(0), 'setNeedsParts', 'A set is made of at least one part.');
      continue;
    }
    if (variation.parts.length === 0) throw problem(field(0), 'setNeedsParts', 'A set is made of at least one part.');
    const numbers = variation.parts.map((part) => part.number);
    const components = await tx
      .select({ id: variations.id, number: variations.number, itemId: variations.itemId, itemType: items.itemType })
      .from(variations)
      .innerJoin(items, eq(items.id, variations.itemId))
      .where(and(inArray(variations.number, numbers), ne(variations.itemId, itemId)));
    const componentIds = components.map((component) => component.id);
    const nested = componentIds.length
      ? await tx
          .select({ id: bundleComponents.bundleVariationId })
          .from(bundleComponents)
          .where(inArray(bundleComponents.bundleVariationId, componentIds))
      : [];
    const rows = variation.parts.map((part, index) => {
      if (numbers.indexOf(part.number) !== index) throw problem(field(index), 'partTwice', 'Each part once.');
      const component = components.find((candidate) => candidate.number === part.number);
      if (!component) {
        throw problem(field(index), 'partUnknown', 'No other item has a variation with this number.');
      }
      if (component.itemType === 'set' || nested.some((row) => row.id === component.id))
        throw problem(field(index), 'partIsSet', 'A part of a set cannot be a set itself.');
      return { bundleVariationId: variation.id, componentVariationId: component.id, quantity: part.quantity };
    });
    await tx.delete(bundleComponents).where(eq(bundleComponents.bundleVariationId, variation.id));
    await tx.insert(bundleComponents).values(rows);
  }
}
