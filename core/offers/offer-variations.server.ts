import { inArray, sql } from 'drizzle-orm';
import { searchMatches, searchRelevance } from '../catalog/category-page.server';
import { computeVariationPrice } from '../catalog/pricing';
import { priceHistory, variationPrices } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import type { Locale } from '../i18n/locales';
import { variationAttributeNames } from './offer-creation.server';

/** The longest term the offers' product search takes, and the most variations it answers. */
export const offerSearchLimits = { termMaxLength: 100, results: 20 } as const;

export interface OfferVariation {
  variationId: number;
  itemId: number;
  /** The product's name in the editor's language. */
  name: string;
  /** Which variation: "Farbe: Chrom", one entry an attribute. */
  attributes: string[];
  /** The article number (SKU). */
  number: string;
  /** What one piece costs a shopper now (gross, special price included). */
  priceCents: number;
  currency: string;
}

/** `%` and `_` match themselves in an ILIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The variations staff can quote (issue 34): the products the shoppers' search finds for the term
 * (stemming, typos), and those whose name or article number contains it; an article number typed
 * in full comes first. Active variations only, as the shop sells them; at most 20.
 */
export async function searchOfferVariations(
  db: Database,
  input: { term: string; locale: Locale; now: Date },
): Promise<OfferVariation[]> {
  const term = input.term.trim().slice(0, offerSearchLimits.termMaxLength);
  if (term.length < 2) return [];
  const contains = `%${likeEscaped(term)}%`;
  const result = await db.execute(sql`
    select v.id as variation_id, v.item_id, v.number, t.name
    from variations v
    join item_texts t on t.item_id = v.item_id and t.lang = ${input.locale}
    where v.is_active and (
      ${searchMatches(term, input.locale)}
      or t.name ilike ${contains}
      or v.number ilike ${contains}
    )
    order by lower(v.number) = lower(${term}) desc, ${searchRelevance(term, input.locale)} desc,
      t.name asc, v.item_id asc, v.position asc, v.id asc
    limit ${offerSearchLimits.results}
  `);
  const rows = (result.rows as Array<{ variation_id: number; item_id: number; number: string; name: string }>).map(
    (row) => ({ ...row, variation_id: Number(row.variation_id), item_id: Number(row.item_id) }),
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.variation_id);
  const [prices, history, attributeNames] = await Promise.all([
    db.select().from(variationPrices).where(inArray(variationPrices.variationId, ids)),
    db.select().from(priceHistory).where(inArray(priceHistory.variationId, ids)),
    variationAttributeNames(db, ids, input.locale),
  ]);
  return rows.flatMap((row) => {
    const own = prices.filter((price) => price.variationId === row.variation_id);
    let price: ReturnType<typeof computeVariationPrice>;
    try {
      price = computeVariationPrice(
        own,
        history.filter((entry) => entry.variationId === row.variation_id),
        { now: input.now },
      );
    } catch {
      // No price for one piece in force: the shop cannot sell it now, nor staff quote it at a shop price.
      return [];
    }
    return [
      {
        variationId: row.variation_id,
        itemId: row.item_id,
        name: row.name,
        attributes: attributeNames.get(row.variation_id) ?? [],
        number: row.number,
        priceCents: price.unitPriceCents,
        currency: own[0]!.currency,
      },
    ];
  });
}
