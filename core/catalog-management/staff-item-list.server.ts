import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import type { Locale } from '../i18n/locales';

/**
 * The staff's item list (issue 37, getStaffItems): every item with its variations summed up,
 * server-paged, searched by name, item number, variation number or EAN, filtered by state,
 * category, manufacturer, low stock and special offers.
 */
export const staffItemStates = ['all', 'active', 'inactive'] as const;

export interface StaffItemQuery {
  search?: string;
  state: (typeof staffItemStates)[number];
  categoryId?: number;
  manufacturerId?: number;
  /** Items with a variation whose stock is at or below this. */
  lowStock?: number;
  onSpecialOffer?: boolean;
  page: number;
  itemsPerPage: number;
}

export interface StaffItemEntry {
  id: number;
  name: string;
  manufacturer: string | null;
  variationCount: number;
  numbers: string[];
  /** Pieces in stock over all variations, and the lowest of them. */
  stock: number;
  lowestStock: number;
  active: boolean;
  /** The regular price of its first variation, gross cents. */
  priceCents: number | null;
  onSpecialOffer: boolean;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

function searchCondition(search: string, locale: Locale): SQL | undefined {
  const term = search.trim();
  if (term === '') return undefined;
  const like = `%${escapeLike(term)}%`;
  const byNumber = /^\d{1,9}$/.test(term) ? sql`i.id = ${Number(term)} or` : sql``;
  // ILIKE on the name uses its trigram index; variation numbers and EANs are short and few per item.
  return sql`(${byNumber} i.id in (select t.item_id from item_texts t where t.lang = ${locale} and t.name ilike ${like})
    or i.id in (select v.item_id from variations v where v.number ilike ${like} or v.gtin = ${term}))`;
}

export async function listStaffItems(db: Database, query: StaffItemQuery, locale: Locale, now = new Date()) {
  const conditions: SQL[] = [sql`true`];
  const search = query.search ? searchCondition(query.search, locale) : undefined;
  if (search) conditions.push(search);
  if (query.state === 'active') {
    conditions.push(sql`exists (select 1 from variations v where v.item_id = i.id and v.is_active)`);
  }
  if (query.state === 'inactive') {
    conditions.push(sql`not exists (select 1 from variations v where v.item_id = i.id and v.is_active)`);
  }
  if (query.categoryId !== undefined) {
    conditions.push(
      sql`exists (select 1 from item_categories c where c.item_id = i.id and c.category_id = ${query.categoryId})`,
    );
  }
  if (query.manufacturerId !== undefined) conditions.push(sql`i.manufacturer_id = ${query.manufacturerId}`);
  if (query.lowStock !== undefined) {
    conditions.push(sql`exists (select 1 from variations v where v.item_id = i.id and v.stock <= ${query.lowStock})`);
  }
  const specialNow = sql`exists (select 1 from variations v join variation_prices p on p.variation_id = v.id
    where v.item_id = i.id and p.kind = 'special'
    and (p.valid_from is null or p.valid_from <= ${now}) and (p.valid_until is null or p.valid_until > ${now}))`;
  if (query.onSpecialOffer) conditions.push(specialNow);
  const where = sql.join(conditions, sql` and `);

  // The page's ids first (an index walk on items), then the details of just those 25 or 50 items:
  // a page far back costs no more than the first.
  const [page, counted] = await Promise.all([
    db.execute<{ id: number }>(
      sql`select i.id from items i where ${where} order by i.id desc limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from items i where ${where}`),
  ]);
  const ids = page.rows.map((row) => row.id);
  const rows = ids.length
    ? await db.execute<{
        id: number;
        name: string | null;
        manufacturer: string | null;
        variation_count: number;
        numbers: string[];
        stock: number;
        lowest_stock: number;
        active: boolean;
        price_cents: number | null;
        on_special_offer: boolean;
      }>(sql`
      select i.id,
        (select t.name from item_texts t where t.item_id = i.id order by t.lang = ${locale} desc limit 1) as name,
        m.name as manufacturer,
        count(v.id)::int as variation_count,
        (array_agg(v.number order by v.position, v.id))[1:3] as numbers,
        coalesce(sum(v.stock), 0)::int as stock,
        coalesce(min(v.stock), 0)::int as lowest_stock,
        coalesce(bool_or(v.is_active), false) as active,
        (select p.price_cents from variations fv join variation_prices p on p.variation_id = fv.id
          where fv.item_id = i.id and p.kind = 'default' and p.minimum_quantity = 1 and p.customer_class_id is null
          order by fv.position, fv.id limit 1) as price_cents,
        ${specialNow} as on_special_offer
      from items i
      left join manufacturers m on m.id = i.manufacturer_id
      left join variations v on v.item_id = i.id
      where i.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by i.id, m.name
      order by i.id desc`)
    : { rows: [] };
  return {
    total: counted.rows[0]?.total ?? 0,
    entries: rows.rows.map((row): StaffItemEntry => ({
      id: row.id,
      name: row.name ?? '',
      manufacturer: row.manufacturer,
      variationCount: row.variation_count,
      numbers: row.numbers ?? [],
      stock: row.stock,
      lowestStock: row.lowest_stock,
      active: row.active,
      priceCents: row.price_cents,
      onSpecialOffer: row.on_special_offer,
    })),
  };
}
