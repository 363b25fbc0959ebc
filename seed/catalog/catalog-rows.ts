import type {
  bundleComponents,
  itemImages,
  itemCategories,
  itemOrderProperties,
  items,
  itemTags,
  itemTexts,
  priceHistory,
  reviews,
  variationAttributeValues,
  variationPrices,
  variationPropertyValues,
  variations,
} from '../../core/db/catalog-schema';

/** The rows the catalog generator makes, table by table, as Drizzle inserts them. */
type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface GeneratedCatalog {
  items: Insert<typeof items>[];
  itemTexts: Insert<typeof itemTexts>[];
  itemCategories: Insert<typeof itemCategories>[];
  itemTags: Insert<typeof itemTags>[];
  itemOrderProperties: Insert<typeof itemOrderProperties>[];
  variations: Insert<typeof variations>[];
  variationAttributeValues: Insert<typeof variationAttributeValues>[];
  variationPrices: Insert<typeof variationPrices>[];
  priceHistory: Insert<typeof priceHistory>[];
  variationPropertyValues: Insert<typeof variationPropertyValues>[];
  bundleComponents: Insert<typeof bundleComponents>[];
  itemImages: Insert<typeof itemImages>[];
  reviews: Insert<typeof reviews>[];
}
