import { z } from 'zod';
import { recordId } from '../api/record-id';
import { maxColumnInteger } from '../api/column-limits';
import { defineCall } from '../api/define-call';
import { createCouponCodes, maxCodesPerBatch, saveCampaign } from './staff-campaigns.server';
import { campaignPage, listCampaigns } from './staff-coupons.server';

/**
 * The staff's coupon calls (issue 37, role `catalogue`; admin passes): campaigns with their rules
 * and usage, saving one (versioned), adding a code or a generated batch. The codes' CSV is
 * `GET /staff/export/coupon-codes-<campaignId>.csv`. The cart reads campaigns from the database on
 * every read: a save applies to carts at once, in every process.
 */
const access = { staff: ['catalogue'] } as const;
const id = recordId;
const day = z.iso.date('staff.errors.day').refine((value) => value >= '2000-01-01', 'staff.errors.day');
const ids = (message: string) => z.array(id).max(500, message).nullable().default(null);

/** getStaffCoupons {page, itemsPerPage} → {entries, total}: campaigns with rules, codes, uses, redemptions. */
export const getStaffCoupons = defineCall({
  kind: 'read',
  access,
  input: z
    .object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      itemsPerPage: z.coerce.number().int().min(1).max(100).default(25),
    })
    .strict(),
  handler: (ctx, query) =>
    listCampaigns(ctx.services.db, query.page, query.itemsPerPage, ctx.locale, ctx.services.now()),
});

/** getStaffCouponCampaign {campaignId}: a campaign with its rules, usage and its codes (the first 100). */
export const getStaffCouponCampaign = defineCall({
  kind: 'read',
  access,
  input: z.object({ campaignId: id }).strict(),
  handler: (ctx, input) => campaignPage(ctx.services.db, input.campaignId, ctx.services.now()),
});

const campaign = z
  .object({
    name: z.string().trim().min(1, 'staff.coupons.nameRequired').max(200, 'staff.errors.tooLong'),
    isActive: z.boolean(),
    discountKind: z.enum(['percent', 'fixed']),
    discountValue: z
      .number()
      .int('staff.coupons.valueInvalid')
      .min(1, 'staff.coupons.valueInvalid')
      .max(maxColumnInteger, 'staff.errors.amountTooHigh'),
    validFrom: day.nullable(),
    validUntil: day.nullable(),
    minimumOrderCents: z
      .number()
      .int()
      .min(0, 'staff.coupons.valueInvalid')
      .max(maxColumnInteger, 'staff.errors.amountTooHigh'),
    customerKind: z.enum(['all', 'new', 'existing']),
    subscriptionRule: z.enum(['any', 'only', 'excluded']),
    excludesSpecialOffers: z.boolean(),
    customerClassIds: z.array(z.number().int().min(1).max(1000)).max(50).nullable().default(null),
    customerTypes: z
      .array(z.enum(['private', 'business']))
      .max(2)
      .nullable()
      .default(null),
    itemIds: ids('staff.coupons.tooMany'),
    categoryIds: ids('staff.coupons.tooMany'),
    maxRedemptions: z.number().int().min(1, 'staff.coupons.valueInvalid').max(maxColumnInteger).nullable(),
    // Empty in the form (null): no limit per customer.
    maxUsesPerCustomer: z
      .number('staff.coupons.perCustomerInvalid')
      .int('staff.coupons.perCustomerInvalid')
      .min(1, 'staff.coupons.perCustomerInvalid')
      .max(maxColumnInteger, 'staff.coupons.perCustomerInvalid')
      .nullable()
      .default(null),
  })
  .strict();

/**
 * doSaveCouponCampaign {campaignId?, campaign, version?}: creates a campaign (no campaignId) or
 * changes one read at `version` (409 when someone saved it meanwhile). Field messages for every rule.
 */
export const doSaveCouponCampaign = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      campaignId: id.optional(),
      version: z
        .number()
        .int()
        .min(0)
        .max(2 ** 32)
        .optional(),
      campaign,
    })
    .strict(),
  async handler(ctx, input) {
    const saved = await saveCampaign(ctx.services.db, input.campaignId ?? null, input.campaign, input.version);
    return campaignPage(ctx.services.db, saved.campaignId, ctx.services.now());
  },
});

/**
 * doCreateCouponCodes {campaignId, code? | count, prefix?, maxUses?}: one code typed by staff, or
 * `count` generated unguessable codes (up to 1000 at once). `maxUses`: redemptions per code (null:
 * no limit).
 */
export const doCreateCouponCodes = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      campaignId: id,
      code: z.string().trim().min(1, 'staff.coupons.codeInvalid').max(64, 'staff.coupons.codeInvalid').optional(),
      count: z
        .number()
        .int()
        .min(1, 'staff.coupons.countInvalid')
        .max(maxCodesPerBatch, 'staff.coupons.countInvalid')
        .optional(),
      prefix: z.string().trim().max(16, 'staff.coupons.prefixInvalid').optional(),
      maxUses: z.number().int().min(1, 'staff.coupons.valueInvalid').max(maxColumnInteger).nullable().default(null),
    })
    .strict()
    .refine((input) => (input.code === undefined) !== (input.count === undefined), {
      message: 'staff.coupons.codeOrCount',
      path: ['code'],
    }),
  async handler(ctx, input) {
    const { codes } = await createCouponCodes(ctx.services.db, input.campaignId, input);
    return { ...(await campaignPage(ctx.services.db, input.campaignId, ctx.services.now())), created: codes };
  },
});
