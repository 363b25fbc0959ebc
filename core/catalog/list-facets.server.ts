import { asc, sql } from 'drizzle-orm';
import { attributes } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import type { Locale } from '../i18n/locales';
import {
  classRegularPrice,
  netPriceOf,
  resolveFilters,
  sourceCondition,
  type ListFilters,
  type ListSource,
} from './category-page.server';
import { everyonesPriceView } from './price-view';

export interface Facets {
  attributes: Array<{
    attributeId: number;
    name: string;
    values: Array<{ id: number; name: string; count: number; selected: boolean }>;
  }>;
  manufacturers: Array<{ id: number; name: string; count: number; selected: boolean }>;
  priceRangeCents: { min: number; max: number } | null;
  /** The price range and the limits are without VAT (a business customer's list). */
  net?: true;
}

/**
 * The filter options of a list with how many items each would show. Every group counts with the
 * other groups' filters applied but not its own, so choosing "Chrom" still shows how many are gold.
 */
export async function loadFacets(
  db: Database,
  input: {
    source: ListSource;
    locale: Locale;
    filters: ListFilters;
    /** A business customer's list: the price range without VAT, as the cards show it. */
    net?: boolean;
    /** Whose regular prices the range spans (a customer class's own are lower; pricing.ts). */
    customerClassId?: number;
    now?: Date;
  },
): Promise<Facets> {
  const { locale, source } = input;
  const items = sql`
    from items i
    join item_texts t on t.item_id = i.id and t.lang = ${locale}
    join variations v on v.item_id = i.id and v.is_active`;
  const selectedValues = new Set(input.filters.attributeValueIds ?? []);
  const selectedMakers = new Set(input.filters.manufacturerIds ?? []);
  const attributeRows = await db.select().from(attributes).orderBy(asc(attributes.position));
  const regular = classRegularPrice(
    input.customerClassId ?? everyonesPriceView.customerClassId,
    input.now ?? new Date(),
  );
  const price = input.net ? netPriceOf(regular.price) : regular.price;

  const [groups, makerRows, rangeRows] = await Promise.all([
    Promise.all(
      attributeRows.map(async (attribute) => {
        const filters = await resolveFilters(db, input.filters, { attributeId: attribute.id });
        const rows = (
          await db.execute(sql`
            select av.id as id, av.names as names, count(distinct i.id)::int as count
            ${items}
            join variation_attribute_values fav on fav.variation_id = v.id
            join attribute_values av on av.id = fav.attribute_value_id and av.attribute_id = ${attribute.id}
            where ${sourceCondition(source, locale)} ${filters.where}
            group by av.id, av.names, av.position
            order by av.position`)
        ).rows as Array<{ id: number; names: { de: string; en: string }; count: number }>;
        return {
          attributeId: attribute.id,
          name: attribute.names[locale],
          values: rows.map((row) => ({
            id: row.id,
            name: row.names[locale],
            count: row.count,
            selected: selectedValues.has(row.id),
          })),
        };
      }),
    ),
    resolveFilters(db, input.filters, { manufacturer: true }).then(
      async (filters) =>
        (
          await db.execute(sql`
            select m.id as id, m.name as name, count(distinct i.id)::int as count
            ${items}
            join manufacturers m on m.id = i.manufacturer_id
            where ${sourceCondition(source, locale)} ${filters.where}
            group by m.id, m.name
            order by m.name`)
        ).rows as Array<{ id: number; name: string; count: number }>,
    ),
    db.execute(sql`
      select min(${price})::int as min, max(${price})::int as max
      ${items}
      join variation_prices dp on dp.variation_id = v.id and dp.kind = 'default' and dp.minimum_quantity = 1
        and dp.customer_class_id is null
      ${regular.join}
      where ${sourceCondition(source, locale)}`),
  ]);
  const range = rangeRows.rows[0] as { min: number | null; max: number | null } | undefined;
  return {
    // An attribute with a single value filters nothing; it is left out unless chosen.
    attributes: groups.filter((group) => group.values.length > 1 || group.values.some((value) => value.selected)),
    manufacturers: makerRows.map((row) => ({ ...row, selected: selectedMakers.has(row.id) })),
    priceRangeCents: range && range.min !== null && range.max !== null ? { min: range.min, max: range.max } : null,
    ...(input.net ? { net: true as const } : {}),
  };
}
