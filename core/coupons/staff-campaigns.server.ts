import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { items } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { categories, couponCampaigns, couponCodes } from '../db/schema';
import { couponCodePattern, normalizeCouponCode } from './coupon-rules';

/**
 * Saving a coupon campaign and making its codes (issue 37, role `catalogue`). A campaign holds every
 * rule the cart enforces (coupon-rules.ts); the cart reads campaigns and codes from the database on
 * every read, so a change applies to carts at once. Concurrent saves are told apart by the row's
 * `xmin` (PostgreSQL's version of a row), so no column is needed for the version.
 */
export interface CampaignInput {
  name: string;
  isActive: boolean;
  discountKind: 'percent' | 'fixed';
  /** Basis points for 'percent' (1000 = 10 %), cents for 'fixed'. */
  discountValue: number;
  /** Days `YYYY-MM-DD` in the shop's time zone; `validUntil` is the last day it holds. */
  validFrom: string | null;
  validUntil: string | null;
  minimumOrderCents: number;
  customerKind: 'all' | 'new' | 'existing';
  subscriptionRule: 'any' | 'only' | 'excluded';
  excludesSpecialOffers: boolean;
  customerClassIds: number[] | null;
  customerTypes: Array<'private' | 'business'> | null;
  itemIds: number[] | null;
  categoryIds: number[] | null;
  maxRedemptions: number | null;
  /** Orders one customer (account or e-mail address) may place with the campaign's codes; null: no limit. */
  maxUsesPerCustomer: number | null;
}

/** A refusal of one field of the campaign form, with its message (storefrontError.staff.coupons.*). */
export const campaignFieldError = (field: string, key: string, status = 422) =>
  new ApiError({
    status,
    key: `staff.coupons.${key}`,
    message: `Coupon campaign: ${key}`,
    cause: [{ field, message: `storefrontError.staff.coupons.${key}`, code: key }],
  });

export const campaignNotFound = () =>
  new ApiError({ status: 404, key: 'staff.coupons.notFound', message: 'No such coupon campaign' });

/** A day's start in Europe/Berlin as a moment. */
const dayStart = (tx: Executor, day: string, plusDays = 0) =>
  tx
    .execute<{ at: Date }>(
      sql`select ((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Berlin') as at`,
    )
    .then((result) => new Date(result.rows[0]!.at));

async function checkReferences(tx: Executor, input: CampaignInput) {
  if (input.discountKind === 'percent' && input.discountValue > 10_000) {
    throw campaignFieldError('discountValue', 'percentTooHigh');
  }
  if (input.validFrom && input.validUntil && input.validUntil < input.validFrom) {
    throw campaignFieldError('validUntil', 'endsBeforeStart');
  }
  if (input.categoryIds?.length) {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(inArray(categories.id, input.categoryIds), eq(categories.type, 'item')));
    if (found.length !== new Set(input.categoryIds).size) throw campaignFieldError('categoryIds', 'categoryUnknown');
  }
  if (input.itemIds?.length) {
    const found = await tx.select({ id: items.id }).from(items).where(inArray(items.id, input.itemIds));
    if (found.length !== new Set(input.itemIds).size) throw campaignFieldError('itemIds', 'itemUnknown');
  }
}

/** An empty list is no restriction: stored as null, like the cart reads it. */
const listOrNull = <T>(list: T[] | null) => (list && list.length > 0 ? [...new Set(list)] : null);

/**
 * Creates a campaign (campaignId null) or changes one. A change needs the version it was read at:
 * someone else's save since then is a 409 and nothing is stored.
 */
export async function saveCampaign(
  db: Database,
  campaignId: number | null,
  input: CampaignInput,
  version: number | undefined,
): Promise<{ campaignId: number }> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const values = {
      name: input.name,
      isActive: input.isActive,
      discountKind: input.discountKind,
      discountValue: input.discountValue,
      validFrom: input.validFrom ? await dayStart(tx, input.validFrom) : null,
      validUntil: input.validUntil ? await dayStart(tx, input.validUntil, 1) : null,
      minimumOrderCents: input.minimumOrderCents,
      customerKind: input.customerKind,
      subscriptionRule: input.subscriptionRule,
      excludesSpecialOffers: input.excludesSpecialOffers,
      customerClassIds: listOrNull(input.customerClassIds),
      customerTypes: listOrNull(input.customerTypes),
      itemIds: listOrNull(input.itemIds),
      categoryIds: listOrNull(input.categoryIds),
      maxRedemptions: input.maxRedemptions,
      maxUsesPerCustomer: input.maxUsesPerCustomer,
    };
    if (campaignId === null) {
      const [row] = await tx.insert(couponCampaigns).values(values).returning({ id: couponCampaigns.id });
      return { campaignId: row!.id };
    }
    if (version === undefined) throw campaignFieldError('version', 'versionMissing', 400);
    const changed = await tx
      .update(couponCampaigns)
      .set(values)
      .where(and(eq(couponCampaigns.id, campaignId), sql`${couponCampaigns}.xmin::text = ${String(version)}`))
      .returning({ id: couponCampaigns.id });
    if (changed.length > 0) return { campaignId };
    const [exists] = await tx
      .select({ id: couponCampaigns.id })
      .from(couponCampaigns)
      .where(eq(couponCampaigns.id, campaignId));
    if (!exists) throw campaignNotFound();
    throw new ApiError({
      status: 409,
      key: 'staff.coupons.changedMeanwhile',
      message: 'Someone else saved this campaign meanwhile',
    });
  });
}

/** Letters and digits without the ones easily mixed up (0/O, 1/I/L): 31 signs. */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 12 random signs (about 59 bits): unguessable, more so behind the cart's limit on wrong codes. */
export function randomCouponCode(prefix = ''): string {
  const sign = () => codeAlphabet[randomInt(codeAlphabet.length)];
  const group = () => Array.from({ length: 4 }, sign).join('');
  return `${prefix}${group()}-${group()}-${group()}`;
}

export const maxCodesPerBatch = 1000;

/**
 * Adds one code typed by staff (a taken code is a 409 at its field) or a batch of generated ones
 * (unique: a code that happens to exist already is drawn again). Codes are stored upper-case.
 */
export async function createCouponCodes(
  db: Database,
  campaignId: number,
  request: { code?: string; count?: number; prefix?: string; maxUses: number | null },
): Promise<{ codes: string[] }> {
  const [campaign] = await db
    .select({ id: couponCampaigns.id })
    .from(couponCampaigns)
    .where(eq(couponCampaigns.id, campaignId));
  if (!campaign) throw campaignNotFound();
  if (request.code !== undefined) {
    const code = normalizeCouponCode(request.code);
    if (!couponCodePattern.test(code)) throw campaignFieldError('code', 'codeInvalid');
    const added = await db
      .insert(couponCodes)
      .values({ code, campaignId, maxUses: request.maxUses })
      .onConflictDoNothing()
      .returning({ code: couponCodes.code });
    if (added.length === 0) throw campaignFieldError('code', 'codeTaken', 409);
    return { codes: [code] };
  }
  const prefix = normalizeCouponCode(request.prefix ?? '');
  if (prefix !== '' && !/^[A-Z0-9][A-Z0-9_-]{0,15}$/.test(prefix)) throw campaignFieldError('prefix', 'prefixInvalid');
  const codes: string[] = [];
  for (let round = 0; codes.length < (request.count ?? 1) && round < 5; round++) {
    const wanted = new Set<string>();
    while (wanted.size < (request.count ?? 1) - codes.length) wanted.add(randomCouponCode(prefix));
    const added = await db
      .insert(couponCodes)
      .values([...wanted].map((code) => ({ code, campaignId, maxUses: request.maxUses })))
      .onConflictDoNothing()
      .returning({ code: couponCodes.code });
    codes.push(...added.map((row) => row.code));
  }
  return { codes };
}
