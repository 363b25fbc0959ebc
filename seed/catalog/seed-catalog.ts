import { sanitizeRichText } from '../../core/security/rich-text.server';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { parsePictureName, pictureVersion, renderPlaceholder } from '../../core/catalog/product-images.server';
import * as catalog from '../../core/db/catalog-schema';
import type { Executor, Transaction } from '../../core/db/connection.server';
import { generateCatalog, type GenerateOptions } from './generate-catalog';
import {
  seedAttributes,
  seedAvailabilities,
  seedManufacturers,
  seedProperties,
  seedTags,
  seedUnits,
} from './reference-data';

/** Rows per INSERT: large enough to be fast, small enough for PostgreSQL's 65,535 parameters. */
const batchSize = 1000;

async function insertInBatches(tx: Transaction, table: PgTable, rows: Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx.insert(table).values(rows.slice(start, start + batchSize) as never);
  }
}

/**
 * Writes the catalog: reference data (availabilities, units, tags, attributes, makers,
 * properties) and the generated items. Ids are fixed by the generator, so sequences are moved
 * past them afterwards for rows the merchant creates later.
 */
export async function seedCatalog(db: Executor, options: GenerateOptions) {
  const generated = generateCatalog(options);
  // Placeholders are rendered once per picture (a few dozen), not once per item.
  const placeholders = new Map<string, string>();
  for (const fileName of new Set(generated.itemImages.map((image) => image.fileName))) {
    placeholders.set(fileName, await renderPlaceholder(parsePictureName(fileName)!));
  }
  await db.transaction(async (tx) => {
    await insertInBatches(tx, catalog.availabilities, seedAvailabilities);
    await insertInBatches(tx, catalog.units, seedUnits);
    await insertInBatches(tx, catalog.tags, seedTags);
    await insertInBatches(tx, catalog.manufacturers, seedManufacturers);
    await insertInBatches(
      tx,
      catalog.attributes,
      seedAttributes.map(({ values: _values, ...attribute }) => attribute),
    );
    await insertInBatches(
      tx,
      catalog.attributeValues,
      seedAttributes.flatMap((attribute) =>
        attribute.values.map((value, position) => ({
          id: value.id,
          attributeId: attribute.id,
          position,
          names: value.names,
          // Finish swatches are drawn by the shop (a coloured circle); the URL names the colour.
          imageUrl: 'hex' in value ? `/images/swatches/${pictureVersion}/${value.key}.svg` : '',
        })),
      ),
    );
    await insertInBatches(tx, catalog.properties, seedProperties);

    await insertInBatches(tx, catalog.items, generated.items);
    // Sanitized on the way in, like anything an editor saves.
    await insertInBatches(
      tx,
      catalog.itemTexts,
      generated.itemTexts.map((text) => ({
        ...text,
        description: sanitizeRichText(text.description ?? ''),
        technicalData: sanitizeRichText(text.technicalData ?? ''),
      })),
    );
    await insertInBatches(tx, catalog.itemCategories, generated.itemCategories);
    await insertInBatches(tx, catalog.itemTags, generated.itemTags);
    await insertInBatches(tx, catalog.itemOrderProperties, generated.itemOrderProperties);
    await insertInBatches(tx, catalog.variations, generated.variations);
    await insertInBatches(tx, catalog.variationAttributeValues, generated.variationAttributeValues);
    await insertInBatches(tx, catalog.variationPrices, generated.variationPrices);
    await insertInBatches(tx, catalog.priceHistory, generated.priceHistory);
    await insertInBatches(tx, catalog.variationPropertyValues, generated.variationPropertyValues);
    await insertInBatches(tx, catalog.bundleComponents, generated.bundleComponents);
    await insertInBatches(
      tx,
      catalog.itemImages,
      generated.itemImages.map((image) => ({ ...image, placeholder: placeholders.get(image.fileName) ?? '' })),
    );
    await insertInBatches(tx, catalog.reviews, generated.reviews);

    for (const table of [
      'items',
      'variations',
      'manufacturers',
      'units',
      'tags',
      'attributes',
      'attribute_values',
      'properties',
    ]) {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`,
      );
    }
  });
  return { items: generated.items.length, variations: generated.variations.length };
}
