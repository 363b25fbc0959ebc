import type { Locale } from '../i18n/locales';
import type { attributes, attributeValues, variations } from '../db/catalog-schema';
import { isSalable, type Product } from './product.server';

type VariationAttributeMap = Product['variationAttributeMap'];

/**
 * Which attribute values (finish, magnification …) each variation of an item has, and the item's
 * attributes with their values in order: what the product page's choice of version is drawn from.
 */
export function variationAttributeMapOf(
  attributeRows: ReadonlyArray<{
    variationId: number;
    value: typeof attributeValues.$inferSelect;
    attribute: typeof attributes.$inferSelect;
  }>,
  variationRows: ReadonlyArray<typeof variations.$inferSelect>,
  locale: Locale,
): VariationAttributeMap {
  const attributesById = new Map<number, VariationAttributeMap['attributes'][number]>();
  const valuesByVariation = new Map<number, number[]>();
  for (const row of attributeRows) {
    const entry =
      attributesById.get(row.attribute.id) ??
      attributesById
        .set(row.attribute.id, {
          attributeId: row.attribute.id,
          name: row.attribute.names[locale],
          position: row.attribute.position,
          type: row.attribute.type,
          values: [],
        })
        .get(row.attribute.id)!;
    if (!entry.values.some((value) => value.attributeValueId === row.value.id)) {
      entry.values.push({
        attributeValueId: row.value.id,
        name: row.value.names[locale],
        position: row.value.position,
        imageUrl: row.value.imageUrl,
      });
    }
    valuesByVariation.set(row.variationId, [...(valuesByVariation.get(row.variationId) ?? []), row.value.id]);
  }
  const attributeList = [...attributesById.values()].sort((a, b) => a.position - b.position);
  for (const attribute of attributeList) attribute.values.sort((a, b) => a.position - b.position);
  return {
    attributes: attributeList,
    variations: variationRows.map((row) => ({
      variationId: row.id,
      attributeValueIds: valuesByVariation.get(row.id) ?? [],
      isSalable: isSalable(row),
    })),
  };
}
