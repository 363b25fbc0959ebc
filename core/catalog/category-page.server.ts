import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  attributeValues,
  availabilities,
  itemImages,
  itemOrderProperties,
  items,
  itemTexts,
  priceHistory,
  properties,
  reviews,
  tags,
  variationPrices,
  variations,
} from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import type { Locale } from '../i18n/locales';
import { availabilityTone, canAddFromCategoryPage, type AvailabilityTone } from './catalog-rules';
import { everyonesPriceView, netCard, type PriceView } from './price-view';
import { computeVariationPrice } from './pricing';
import { productImageUrl } from './product.server';

/** Spec §9: sort options and page sizes of category pages. */
export const categorySorts = [
  'texts.name1_asc',
  'texts.name1_desc',
  'sorting.price.avg_asc',
  'sorting.price.avg_desc',
] as const;
export type CategorySort = (typeof categorySorts)[number];
export const perPageOptions = [20, 40, 100] as const;
export const defaultItemsPerPage = 20;

/** Sort, page size and page from a request, with the shop's defaults for anything unknown. */
export function listOptions(input: { sort?: string; page?: number; itemsPerPage?: number }, defaultSort: ListSort) {
  const sorts: readonly string[] = [...categorySorts, 'relevance'];
  return {
    sort: sorts.includes(input.sort ?? '') ? (input.sort as ListSort) : defaultSort,
    itemsPerPage: (perPageOptions as readonly number[]).includes(input.itemsPerPage ?? 0)
      ? input.itemsPerPage!
      : defaultItemsPerPage,
    page: Math.min(Math.max(input.page ?? 1, 1), 10_000),
  };
}

export interface ProductCard {
  itemId: number;
  /** The variation the card links to when there is only one to choose. */
  variationId: number | null;
  /** The item's main variation: what the card's wishlist and comparison buttons keep. */
  mainVariationId: number;
  name: string;
  urlPath: string;
  image: {
    urlPreview: string;
    urlSecondPreview: string;
    width: number;
    height: number;
    alternate: string;
    placeholder: string;
  } | null;
  priceCents: number;
  /** Variations differ in price: shown as "ab"/"from". */
  priceFrom: boolean;
  crossedPriceCents: number | null;
  currency: string;
  /** The prices are net, VAT on top (price-view.ts): absent for everyone's gross prices. */
  net?: true;
  availability: { id: number; name: string; tone: AvailabilityTone };
  rating: { average: number; count: number };
  canAddToCart: boolean;
}

export interface CategoryPageData {
  pagination: { page: number; itemsPerPage: number; totalCount: number; pageCount: number; perPageOptions: number[] };
  sort: ListSort;
  products: ProductCard[];
}

/** Which products a list shows: a category, a tag, or the results of a search. */
export type ListSource =
  { kind: 'category'; categoryId: number } | { kind: 'tag'; tagId: number } | { kind: 'search'; term: string };

/** Filters of a product list (spec: facets); values that do not exist simply match nothing. */
export interface ListFilters {
  /** Attribute value ids; several of one attribute mean "any of them", different attributes "all". */
  attributeValueIds?: number[];
  manufacturerIds?: number[];
  priceMinCents?: number;
  priceMaxCents?: number;
  onlyAvailable?: boolean;
}

/** Search results are ordered by relevance unless the shopper picks another order. */
export type ListSort = CategorySort | 'relevance';

const searchConfig = (locale: Locale) => (locale === 'de' ? sql`'german'::regconfig` : sql`'english'::regconfig`);

/** The SQL condition for the items `i` of a list's source (its facets count on the same items). */
export function sourceCondition(source: ListSource, locale: Locale) {
  switch (source.kind) {
    case 'category':
      return sql`exists (select 1 from item_categories ic where ic.item_id = i.id and ic.category_id = ${source.categoryId})`;
    case 'tag':
      return sql`exists (select 1 from item_tags it where it.item_id = i.id and it.tag_id = ${source.tagId})`;
    case 'search':
      return searchMatches(source.term, locale);
  }
}

/**
 * The shoppers' product search on the item texts `t` of a query: German stemming finds "Spiegeln"
 * for "Spiegel"; trigram word similarity forgives typos. The editor's offers find products with it too.
 */
export function searchMatches(term: string, locale: Locale) {
  return sql`(t.search_vector @@ websearch_to_tsquery(${searchConfig(locale)}, ${term}) or ${term} <% t.name)`;
}

/** How well the item texts `t` match a search term (the search's "relevance" order). */
export function searchRelevance(term: string, locale: Locale) {
  return sql`ts_rank(t.search_vector, websearch_to_tsquery(${searchConfig(locale)}, ${term})) + word_similarity(${term}, t.name)`;
}

/**
 * One page of products of a category, a tag or a search: sorted by name, by the current lowest
 * price or by relevance, with the card data of each item. Out-of-range pages give an empty list.
 */
export async function loadProductList(
  db: Database,
  input: {
    source: ListSource;
    locale: Locale;
    sort: ListSort;
    page: number;
    itemsPerPage: number;
    filters?: ListFilters;
    now?: Date;
    /** Whose prices the cards show, sort by and filter by, and whether net (a business customer). */
    priceView?: PriceView;
  },
): Promise<CategoryPageData> {
  const now = input.now ?? new Date();
  const { locale, source } = input;
  const filters = await resolveFilters(db, input.filters ?? {});
  const priceView = input.priceView ?? everyonesPriceView;
  // What the cards show for one piece: the class's regular price, or a current special offer below it.
  const regular = classRegularPrice(priceView.customerClassId, now);
  const currentPrice = sql`least(${regular.price}, sp.price_cents)`;
  const relevance = source.kind === 'search' ? searchRelevance(source.term, locale) : sql`0`;
  const order = {
    'texts.name1_asc': sql`t.name asc, i.id asc`,
    'texts.name1_desc': sql`t.name desc, i.id desc`,
    'sorting.price.avg_asc': sql`min_price asc, i.id asc`,
    'sorting.price.avg_desc': sql`min_price desc, i.id desc`,
    relevance: sql`relevance desc, t.name asc, i.id asc`,
  }[input.sort];
  const from = sql`
    from items i
    join item_texts t on t.item_id = i.id and t.lang = ${locale}
    join variations v on v.item_id = i.id and v.is_active
    join variation_prices dp on dp.variation_id = v.id and dp.kind = 'default' and dp.minimum_quantity = 1
      and dp.customer_class_id is null
    ${regular.join}
    left join variation_prices sp on sp.variation_id = v.id and sp.kind = 'special'
      and (sp.valid_from is null or sp.valid_from <= ${now}) and (sp.valid_until is null or sp.valid_until > ${now})
    where ${sourceCondition(source, locale)} ${filters.where}`;
  const result = await db.execute(sql`
    select i.id as item_id, min(${currentPrice}) as min_price, max(${relevance}) as relevance, count(*) over () as total
    ${from}
    group by i.id, t.name
    ${filters.having(priceView.net ? netPriceOf(currentPrice) : currentPrice)}
    order by ${order}
    limit ${input.itemsPerPage} offset ${(input.page - 1) * input.itemsPerPage}
  `);
  const rows = result.rows as Array<{ item_id: number; total: string }>;
  const totalCount = rows[0]
    ? Number(rows[0].total)
    : Number(
        ((await db.execute(sql`select count(distinct i.id) as total ${from}`)).rows[0] as { total: string }).total,
      );
  const itemIds = rows.map((row) => Number(row.item_id));
  // A list filtered by finish shows each item's picture in that finish.
  const cards = await loadProductCards(db, itemIds, locale, now, input.filters?.attributeValueIds ?? [], priceView);
  return {
    pagination: {
      page: input.page,
      itemsPerPage: input.itemsPerPage,
      totalCount,
      pageCount: Math.max(1, Math.ceil(totalCount / input.itemsPerPage)),
      perPageOptions: [...perPageOptions],
    },
    sort: input.sort,
    products: itemIds.map((id) => cards.get(id)).filter((card): card is ProductCard => card !== undefined),
  };
}

/** Card data for a set of items (one page), with a handful of queries for all of them. */
export async function loadProductCards(
  db: Database,
  itemIds: number[],
  locale: Locale,
  now: Date,
  preferredAttributeValueIds: number[] = [],
  priceView: PriceView = everyonesPriceView,
) {
  const cards = new Map<number, ProductCard>();
  if (itemIds.length === 0) return cards;
  const [itemRows, variationRows, imageRows, orderPropertyRows, ratingRows] = await Promise.all([
    db
      .select({ id: items.id, itemType: items.itemType, name: itemTexts.name, urlPath: itemTexts.urlPath })
      .from(items)
      .innerJoin(itemTexts, and(eq(itemTexts.itemId, items.id), eq(itemTexts.lang, locale)))
      .where(inArray(items.id, itemIds)),
    db
      .select({ variation: variations, availability: availabilities })
      .from(variations)
      .innerJoin(availabilities, eq(availabilities.id, variations.availabilityId))
      .where(and(inArray(variations.itemId, itemIds), eq(variations.isActive, true)))
      .orderBy(asc(variations.position), asc(variations.id)),
    db.select().from(itemImages).where(inArray(itemImages.itemId, itemIds)).orderBy(asc(itemImages.position)),
    db
      .select({ itemId: itemOrderProperties.itemId, isRequired: properties.isRequired })
      .from(itemOrderProperties)
      .innerJoin(properties, eq(properties.id, itemOrderProperties.propertyId))
      .where(inArray(itemOrderProperties.itemId, itemIds)),
    db
      .select({
        itemId: reviews.itemId,
        average: sql<number>`avg(${reviews.rating})::float`,
        count: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .where(and(inArray(reviews.itemId, itemIds), eq(reviews.isVisible, true)))
      .groupBy(reviews.itemId),
  ]);
  const variationIds = variationRows.map((row) => row.variation.id);
  const [priceRows, historyRows] = await Promise.all([
    db.select().from(variationPrices).where(inArray(variationPrices.variationId, variationIds)),
    db.select().from(priceHistory).where(inArray(priceHistory.variationId, variationIds)),
  ]);

  for (const item of itemRows) {
    const itemVariations = variationRows.filter((row) => row.variation.itemId === item.id);
    if (itemVariations.length === 0) continue;
    const priced = itemVariations.map((row) => ({
      row,
      price: computeVariationPrice(
        priceRows.filter((price) => price.variationId === row.variation.id),
        historyRows.filter((entry) => entry.variationId === row.variation.id),
        { now, customerClassId: priceView.customerClassId },
      ),
    }));
    const cheapest = priced.reduce((best, entry) =>
      entry.price.unitPriceCents < best.price.unitPriceCents ? entry : best,
    );
    const main = itemVariations.find((row) => row.variation.isMain) ?? itemVariations[0]!;
    const salable = itemVariations.filter(
      (row) => row.variation.availabilityId < 9 && (row.variation.stock > 0 || row.variation.allowOversell),
    );
    const pictures = imageRows.filter((entry) => entry.itemId === item.id);
    const image =
      pictures.find(
        (entry) => entry.attributeValueId !== null && preferredAttributeValueIds.includes(entry.attributeValueId),
      ) ?? pictures[0];
    const rating = ratingRows.find((entry) => entry.itemId === item.id);
    const itemOrderProps = orderPropertyRows.filter((entry) => entry.itemId === item.id);
    const card: ProductCard = {
      itemId: item.id,
      variationId: salable.length === 1 ? salable[0]!.variation.id : null,
      mainVariationId: salable.length === 1 ? salable[0]!.variation.id : main.variation.id,
      name: item.name,
      urlPath: item.urlPath,
      image: image
        ? {
            urlPreview: productImageUrl(image.fileName, 'preview'),
            urlSecondPreview: productImageUrl(image.fileName, 'secondPreview'),
            width: 320,
            height: 320,
            alternate: image.alternate[locale],
            placeholder: image.placeholder,
          }
        : null,
      priceCents: cheapest.price.unitPriceCents,
      priceFrom: new Set(priced.map((entry) => entry.price.unitPriceCents)).size > 1,
      crossedPriceCents: cheapest.price.crossedPriceCents,
      currency: priceRows.find((price) => price.variationId === cheapest.row.variation.id)?.currency ?? 'EUR',
      availability: {
        id: main.availability.id,
        name: main.availability.names[locale],
        tone: availabilityTone(main.availability.id),
      },
      rating: { average: rating ? Math.round(rating.average * 10) / 10 : 0, count: rating?.count ?? 0 },
      canAddToCart: canAddFromCategoryPage({
        isSalable: salable.length > 0,
        minimumOrderQuantity: main.variation.minimumOrderQuantity,
        intervalOrderQuantity: main.variation.intervalOrderQuantity,
        hasOrderProperties: itemOrderProps.length > 0,
        hasRequiredOrderProperty: itemOrderProps.some((entry) => entry.isRequired),
        itemType: item.itemType,
        salableVariationCount: salable.length,
        graduatedPriceCount: cheapest.price.graduatedPrices.length,
      }),
    };
    cards.set(item.id, priceView.net ? netCard(card, cheapest.row.variation.vatRate) : card);
  }
  return cards;
}

/** A tag by its slug in a language, with its names and slugs in all languages. */
export async function findTagBySlug(db: Database, slug: string, locale: Locale) {
  const [tag] = await db
    .select()
    .from(tags)
    .where(sql`${tags.slugs} ->> ${locale} = ${slug}`);
  return tag ?? null;
}

/**
 * SQL for the filters. Attribute values are grouped by attribute: a variation must have one of the
 * chosen values of every filtered attribute. Prices filter on the item's lowest current price.
 * `skip` leaves out one group (its facet counts with the other groups' filters only).
 */
export async function resolveFilters(
  db: Database,
  filters: ListFilters,
  skip: { attributeId?: number; manufacturer?: boolean } = {},
) {
  const conditions = [];
  const valueIds = filters.attributeValueIds ?? [];
  if (valueIds.length > 0) {
    const rows = await db
      .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
      .from(attributeValues)
      .where(inArray(attributeValues.id, valueIds));
    const byAttribute = new Map<number, number[]>();
    for (const row of rows) byAttribute.set(row.attributeId, [...(byAttribute.get(row.attributeId) ?? []), row.id]);
    for (const [attributeId, ids] of byAttribute) {
      if (attributeId === skip.attributeId) continue;
      conditions.push(
        sql`and exists (select 1 from variation_attribute_values vav where vav.variation_id = v.id and vav.attribute_value_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      );
    }
    // Only unknown ids were chosen: nothing matches (rather than everything).
    if (rows.length === 0) conditions.push(sql`and false`);
  }
  if (filters.manufacturerIds?.length && !skip.manufacturer) {
    conditions.push(
      sql`and i.manufacturer_id in (${sql.join(
        filters.manufacturerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (filters.onlyAvailable) {
    conditions.push(sql`and v.availability_id < 9 and (v.stock > 0 or v.allow_oversell)`);
  }
  const having = (price: SQL) => {
    const parts = [];
    if (filters.priceMinCents !== undefined) parts.push(sql`min(${price}) >= ${filters.priceMinCents}`);
    if (filters.priceMaxCents !== undefined) parts.push(sql`min(${price}) <= ${filters.priceMaxCents}`);
    return parts.length ? sql`having ${sql.join(parts, sql` and `)}` : sql``;
  };
  return { where: sql.join(conditions, sql` `), having };
}

/**
 * A variation's price without VAT, as a business customer sees it (netFromGross in SQL): their
 * price limits are typed against the net prices the cards show.
 */
export const netPriceOf = (grossCents: SQL) => sql`round(${grossCents} * 10000.0 / (10000 + v.vat_rate))`;

/**
 * A variation's regular price for one piece as a customer class pays it, in SQL over `v` and `dp`
 * (everyone's regular price): the class's own regular price where it is lower, as pricing.ts
 * `pricesForClass` takes it. `join` goes after the `dp` join; everyone's class needs none.
 */
export function classRegularPrice(customerClassId: number, now: Date): { join: SQL; price: SQL } {
  if (customerClassId === everyonesPriceView.customerClassId) return { join: sql``, price: sql`dp.price_cents` };
  return {
    join: sql`left join lateral (
      select min(cp.price_cents) as price_cents from variation_prices cp
      where cp.variation_id = v.id and cp.kind = 'default' and cp.minimum_quantity <= 1
        and cp.customer_class_id = ${customerClassId}
        and (cp.valid_from is null or cp.valid_from <= ${now}) and (cp.valid_until is null or cp.valid_until > ${now})
    ) cp on true`,
    // least() passes over a null: no price of the class's own, everyone's.
    price: sql`least(dp.price_cents, cp.price_cents)`,
  };
}
