import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { couponCampaigns, couponCodes } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { spreadsheetCsv } from '../spreadsheet-csv';
import { campaignNotFound, type CampaignInput } from './staff-campaigns.server';

/**
 * What staff see of the coupons (issue 37, role `catalogue`): the campaigns with their rules and
 * usage (codes, uses of the codes, orders that redeemed one), a campaign's page with its codes, and
 * its codes as CSV.
 */
export interface StaffCampaign extends CampaignInput {
  id: number;
  /** The row's version (PostgreSQL's xmin): a save names it, a stale one is a 409. */
  version: number;
  redemptions: number;
  codeCount: number;
  uses: number;
  /**
   * Whether its codes take now: switched off, ended, not begun yet, redeemed as often as allowed,
   * or active (a campaign switched on but past its last day is not "active" to anyone).
   */
  state: CampaignState;
  /** The list's: the names of the categories and items a campaign is limited to, in the page's language. */
  categoryNames?: string[] | null;
  itemNames?: string[] | null;
}

export type CampaignState = 'active' | 'inactive' | 'ended' | 'notStarted' | 'usedUp';

export type StaffCouponCode = {
  code: string;
  maxUses: number | null;
  uses: number;
};

/** A campaign's columns; `now` (the shop's clock, as the cart's checks use) sets its state. */
const campaignColumns = (
  now: Date,
) => sql`c.id, c.xmin::text as version, c.name, c.is_active, c.discount_kind, c.discount_value,
  to_char(c.valid_from at time zone 'Europe/Berlin', 'YYYY-MM-DD') as valid_from,
  to_char((c.valid_until at time zone 'Europe/Berlin') - interval '1 microsecond', 'YYYY-MM-DD') as valid_until,
  c.minimum_order_cents, c.customer_kind, c.subscription_rule, c.excludes_special_offers, c.customer_class_ids,
  c.customer_types, c.item_ids, c.category_ids, c.max_redemptions, c.max_uses_per_customer, c.redemptions,
  (select count(*)::int from coupon_codes k where k.campaign_id = c.id) as code_count,
  (select coalesce(sum(k.uses), 0)::int from coupon_codes k where k.campaign_id = c.id) as uses,
  case when not c.is_active then 'inactive'
    when c.valid_until is not null and c.valid_until <= ${now} then 'ended'
    when c.valid_from is not null and c.valid_from > ${now} then 'notStarted'
    when c.max_redemptions is not null and c.redemptions >= c.max_redemptions then 'usedUp'
    else 'active' end as state`;

type CampaignRow = {
  id: number;
  version: string;
  name: string;
  is_active: boolean;
  discount_kind: 'percent' | 'fixed';
  discount_value: number;
  valid_from: string | null;
  valid_until: string | null;
  minimum_order_cents: number;
  customer_kind: StaffCampaign['customerKind'];
  subscription_rule: StaffCampaign['subscriptionRule'];
  excludes_special_offers: boolean;
  customer_class_ids: number[] | null;
  customer_types: StaffCampaign['customerTypes'];
  item_ids: number[] | null;
  category_ids: number[] | null;
  max_redemptions: number | null;
  max_uses_per_customer: number | null;
  redemptions: number;
  code_count: number;
  uses: number;
  state: CampaignState;
  category_names?: string[] | null;
  item_names?: string[] | null;
};

const campaignOf = (row: CampaignRow): StaffCampaign => ({
  id: row.id,
  version: Number(row.version),
  name: row.name,
  isActive: row.is_active,
  discountKind: row.discount_kind,
  discountValue: row.discount_value,
  validFrom: row.valid_from,
  validUntil: row.valid_until,
  minimumOrderCents: row.minimum_order_cents,
  customerKind: row.customer_kind,
  subscriptionRule: row.subscription_rule,
  excludesSpecialOffers: row.excludes_special_offers,
  customerClassIds: row.customer_class_ids,
  customerTypes: row.customer_types,
  itemIds: row.item_ids,
  categoryIds: row.category_ids,
  maxRedemptions: row.max_redemptions,
  maxUsesPerCustomer: row.max_uses_per_customer,
  redemptions: row.redemptions,
  codeCount: row.code_count,
  uses: row.uses,
  state: row.state,
  ...(row.category_names !== undefined ? { categoryNames: row.category_names, itemNames: row.item_names ?? null } : {}),
});

/** A campaign's categories and items by name (an id without one, a deleted category say, as its number). */
const limitNames = (locale: Locale) => sql`,
  (select array_agg(coalesce(d.name, x.id::text) order by x.ord) from unnest(c.category_ids) with ordinality x(id, ord)
    left join category_details d on d.category_id = x.id and d.lang = ${locale}) as category_names,
  (select array_agg(coalesce(t.name, x.id::text) order by x.ord) from unnest(c.item_ids) with ordinality x(id, ord)
    left join item_texts t on t.item_id = x.id and t.lang = ${locale}) as item_names`;

/** The campaigns, newest first, paged on the server; their limits named in the staff member's language. */
export async function listCampaigns(db: Database, page: number, itemsPerPage: number, locale: Locale, now: Date) {
  const [rows, counted] = await Promise.all([
    db.execute<CampaignRow>(sql`select ${campaignColumns(now)} ${limitNames(locale)} from ${couponCampaigns} c order by c.id desc
      limit ${itemsPerPage} offset ${(page - 1) * itemsPerPage}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from ${couponCampaigns}`),
  ]);
  return { total: counted.rows[0]?.total ?? 0, entries: rows.rows.map(campaignOf) };
}

/** How many codes a campaign's page lists; all of them are in its CSV. */
export const codesShown = 100;

/** A campaign with its rules, usage and its latest codes. */
export async function campaignPage(db: Database, campaignId: number, now: Date) {
  const [rows, codes] = await Promise.all([
    db.execute<CampaignRow>(sql`select ${campaignColumns(now)} from ${couponCampaigns} c where c.id = ${campaignId}`),
    db.execute<StaffCouponCode>(sql`select code, max_uses as "maxUses", uses from ${couponCodes}
      where campaign_id = ${campaignId} order by uses desc, code limit ${codesShown}`),
  ]);
  const row = rows.rows[0];
  if (!row) throw campaignNotFound();
  return { campaign: campaignOf(row), codes: codes.rows };
}

const headers: Record<Locale, string[]> = {
  de: ['Code', 'Aktion', 'Einlösungen je Code (max.)', 'Eingelöst'],
  en: ['Code', 'Campaign', 'Uses per code (max.)', 'Used'],
};

/** Every code of a campaign as CSV (spreadsheet-csv.ts), e.g. to print or mail them; null for no campaign. */
export async function couponCodesCsv(db: Database, campaignId: number, locale: Locale): Promise<string | null> {
  // Only its name is needed here (its state, read at this moment, is not).
  const { campaign } = await campaignPage(db, campaignId, new Date()).catch(() => ({ campaign: null }));
  if (!campaign) return null;
  const codes = await db.execute<StaffCouponCode>(
    sql`select code, max_uses as "maxUses", uses from ${couponCodes} where campaign_id = ${campaignId} order by code`,
  );
  return spreadsheetCsv([
    headers[locale],
    ...codes.rows.map((code) => [
      code.code,
      campaign.name,
      code.maxUses === null ? '' : String(code.maxUses),
      String(code.uses),
    ]),
  ]);
}
