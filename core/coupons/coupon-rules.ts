/**
 * The coupon rules of spec §4/§8 as pure functions: whether a campaign's code may be used for a
 * cart and a customer, and what it takes off which line. The database part lives in
 * coupons.server.ts; the same rules run when a code is entered, on every cart read (a coupon
 * that no longer fits is removed with its reason) and again when the order is placed.
 */

export interface CouponCampaignRules {
  isActive: boolean;
  discountKind: 'percent' | 'fixed';
  /** Basis points for 'percent' (1000 = 10 %), cents for 'fixed'. */
  discountValue: number;
  validFrom: Date | null;
  validUntil: Date | null;
  minimumOrderCents: number;
  customerKind: 'all' | 'new' | 'existing';
  subscriptionRule: 'any' | 'only' | 'excluded';
  excludesSpecialOffers: boolean;
  customerClassIds: number[] | null;
  customerTypes: string[] | null;
  itemIds: number[] | null;
  categoryIds: number[] | null;
  maxRedemptions: number | null;
  redemptions: number;
  /** How many orders one customer may place with codes of the campaign; null: no limit. */
  maxUsesPerCustomer: number | null;
}

export interface CouponCodeUsage {
  maxUses: number | null;
  uses: number;
  /**
   * The shopper's earlier orders (not canceled) with a code of the campaign, counted only when the
   * campaign limits them (coupons.server.ts `customerCampaignUses`); absent: none known.
   */
  customerUses?: number;
}

/** A priced cart line as the coupon rules see it. */
export interface CouponLine {
  lineId: number;
  itemId: number;
  categoryIds: number[];
  grossCents: number;
  isSpecialOffer: boolean;
  isSubscription: boolean;
}

/**
 * Who is asking: registered or not, with earlier orders of the account or its e-mail address or
 * not (coupons.server.ts `cartViewerOf`), the customer class and type. `hasOrders`: any order not
 * canceled (no longer a new customer); `hasBought`: an order paid or shipped (an existing customer:
 * placing an order and never paying it makes no one that).
 */
export interface CouponCustomer {
  /**
   * Who counts as one customer for a campaign's uses per customer: the account with its e-mail
   * address, or a guest's e-mail address; absent while a visitor is not known yet.
   */
  identity?: CouponIdentity;
  isRegistered: boolean;
  hasOrders: boolean;
  hasBought: boolean;
  customerClassId: number;
  customerType: 'private' | 'business';
}

export interface CouponIdentity {
  customerId?: number;
  email: string;
}

export const anonymousCouponCustomer: CouponCustomer = {
  isRegistered: false,
  hasOrders: false,
  hasBought: false,
  customerClassId: 1,
  customerType: 'private',
};

/** Why a code cannot be used: each is a key under storefrontError.coupon (spec §8). */
export const couponRefusalKeys = [
  'alreadyUsedOrInvalid',
  'notYetValid',
  'expired',
  'fullyRedeemed',
  'usedUpByCustomer',
  'onlyNewCustomers',
  'onlyExistingCustomers',
  'wrongCustomerGroup',
  'noMatchingItem',
  'onlySubscriptionItems',
  'notForSubscriptionItems',
  'notForSpecialOffers',
  'minimumOrderValueNotReached',
] as const;

/** Other coupon messages: the form, one coupon per cart, removal, too many wrong codes. */
export const couponMessageKeys = [
  ...couponRefusalKeys,
  'pleaseProvideCoupon',
  'oneCouponPerCart',
  'removalFailed',
  'applyFailed',
  'tooManyAttempts',
] as const;

export interface CouponRefusal {
  key: (typeof couponRefusalKeys)[number];
  values?: Record<string, number>;
}

export type CouponEvaluation =
  { ok: true; discountCents: number; discountByLine: Map<number, number> } | { ok: false; refusal: CouponRefusal };

const refuse = (key: CouponRefusal['key'], values?: Record<string, number>): CouponEvaluation => ({
  ok: false,
  refusal: values ? { key, values } : { key },
});

/** The rules in the order a shopper can act on them: the code itself, then who, then what. */
export function evaluateCoupon(
  campaign: CouponCampaignRules,
  code: CouponCodeUsage,
  lines: CouponLine[],
  customer: CouponCustomer,
  now: Date,
): CouponEvaluation {
  if (!campaign.isActive) return refuse('alreadyUsedOrInvalid');
  if (code.maxUses !== null && code.uses >= code.maxUses) return refuse('alreadyUsedOrInvalid');
  if (campaign.validFrom && campaign.validFrom > now) return refuse('notYetValid');
  if (campaign.validUntil && campaign.validUntil <= now) return refuse('expired');
  if (campaign.maxRedemptions !== null && campaign.redemptions >= campaign.maxRedemptions) {
    return refuse('fullyRedeemed');
  }
  if (campaign.maxUsesPerCustomer !== null && (code.customerUses ?? 0) >= campaign.maxUsesPerCustomer) {
    return refuse('usedUpByCustomer', { maxUses: campaign.maxUsesPerCustomer });
  }

  if (campaign.customerKind === 'new' && customer.hasOrders) return refuse('onlyNewCustomers');
  if (campaign.customerKind === 'existing' && !(customer.isRegistered && customer.hasBought)) {
    return refuse('onlyExistingCustomers');
  }
  if (campaign.customerClassIds?.length && !campaign.customerClassIds.includes(customer.customerClassId)) {
    return refuse('wrongCustomerGroup');
  }
  if (campaign.customerTypes?.length && !campaign.customerTypes.includes(customer.customerType)) {
    return refuse('wrongCustomerGroup');
  }

  let qualifying = lines.filter((line) => matchesRestriction(campaign, line));
  if (qualifying.length === 0) return refuse('noMatchingItem');
  if (campaign.subscriptionRule === 'only') {
    qualifying = qualifying.filter((line) => line.isSubscription);
    if (qualifying.length === 0) return refuse('onlySubscriptionItems');
  } else if (campaign.subscriptionRule === 'excluded') {
    qualifying = qualifying.filter((line) => !line.isSubscription);
    if (qualifying.length === 0) return refuse('notForSubscriptionItems');
  }
  if (campaign.excludesSpecialOffers) {
    qualifying = qualifying.filter((line) => !line.isSpecialOffer);
    if (qualifying.length === 0) return refuse('notForSpecialOffers');
  }

  // The minimum counts the whole cart's goods before any discount, as shoppers read it.
  const itemSum = lines.reduce((sum, line) => sum + line.grossCents, 0);
  if (itemSum < campaign.minimumOrderCents) {
    return refuse('minimumOrderValueNotReached', { minimumCents: campaign.minimumOrderCents });
  }

  const qualifyingSum = qualifying.reduce((sum, line) => sum + line.grossCents, 0);
  const discountCents =
    campaign.discountKind === 'percent'
      ? Math.round((qualifyingSum * campaign.discountValue) / 10_000)
      : Math.min(campaign.discountValue, qualifyingSum);
  return { ok: true, discountCents, discountByLine: spreadOverLines(discountCents, qualifying) };
}

function matchesRestriction(campaign: CouponCampaignRules, line: CouponLine): boolean {
  const byItem = campaign.itemIds?.length ? campaign.itemIds.includes(line.itemId) : null;
  const byCategory = campaign.categoryIds?.length
    ? line.categoryIds.some((categoryId) => campaign.categoryIds!.includes(categoryId))
    : null;
  // No restriction: every line. One or both: a line matching either.
  if (byItem === null && byCategory === null) return true;
  return byItem === true || byCategory === true;
}

/**
 * The discount spread over the lines in proportion to their amounts, to the cent (largest
 * remainder), so the VAT of each rate is reduced by what was taken off goods of that rate.
 */
export function spreadOverLines(discountCents: number, lines: CouponLine[]): Map<number, number> {
  const total = lines.reduce((sum, line) => sum + line.grossCents, 0);
  const shares = new Map<number, number>();
  if (total === 0 || discountCents === 0) return shares;
  const exact = lines.map((line) => ({ line, exact: (discountCents * line.grossCents) / total }));
  let rest = discountCents;
  for (const entry of exact) {
    const floor = Math.floor(entry.exact);
    shares.set(entry.line.lineId, floor);
    rest -= floor;
  }
  const byRemainder = [...exact].sort((a, b) => (b.exact % 1) - (a.exact % 1));
  for (let index = 0; rest > 0; index = (index + 1) % byRemainder.length, rest--) {
    const lineId = byRemainder[index]!.line.lineId;
    shares.set(lineId, shares.get(lineId)! + 1);
  }
  return shares;
}

/** Codes are typed by people: case and surrounding spaces do not matter. */
export function normalizeCouponCode(input: string): string {
  return input.trim().toUpperCase();
}

export const couponCodePattern = /^[A-Z0-9][A-Z0-9_-]{0,63}$/;
