import { everyonesCustomerClass } from '../catalog/price-view';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { itemCategories, items } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { emailKey } from '../mail/email-key';
import { customers } from '../db/customer-schema';
import { orders } from '../db/order-schema';
import { orderStatus, orderTypes, purchasedStatuses } from '../order-status';
import { couponCampaigns, couponCodes } from '../db/schema';
import type { SessionRecord } from '../sessions/session-store.server';
import type { RateLimit } from '../security/rate-limits.server';
import {
  anonymousCouponCustomer,
  couponCodePattern,
  type CouponCampaignRules,
  type CouponCodeUsage,
  type CouponCustomer,
  type CouponIdentity,
  type CouponRefusal,
} from './coupon-rules';

export interface StoredCoupon {
  code: string;
  usage: CouponCodeUsage;
  campaign: CouponCampaignRules & { id: number; name: string };
}

export const couponError = (status: number, key: string, values?: Record<string, number>) =>
  new ApiError({ status, key: `coupon.${key}`, message: `Coupon: ${key}`, values });

/** Every refusal is something the shopper can read and act on: a 4xx, never a 500. */
export const refusalError = (refusal: CouponRefusal) =>
  couponError(refusal.key === 'alreadyUsedOrInvalid' ? 404 : 409, refusal.key, refusal.values);

/** The code with its campaign, or null for a code that does not exist (or cannot be one). */
export async function findCoupon(db: Executor, code: string): Promise<StoredCoupon | null> {
  if (!couponCodePattern.test(code)) return null;
  const [row] = await db
    .select()
    .from(couponCodes)
    .innerJoin(couponCampaigns, eq(couponCodes.campaignId, couponCampaigns.id))
    .where(eq(couponCodes.code, code));
  if (!row) return null;
  return {
    code: row.coupon_codes.code,
    usage: { maxUses: row.coupon_codes.maxUses, uses: row.coupon_codes.uses },
    campaign: row.coupon_campaigns,
  };
}

/** What the coupon rules need to know about items beyond their price: categories, subscription. */
export async function couponItemFacts(
  db: Executor,
  itemIds: number[],
): Promise<Map<number, { categoryIds: number[]; isSubscription: boolean }>> {
  const facts = new Map<number, { categoryIds: number[]; isSubscription: boolean }>();
  if (itemIds.length === 0) return facts;
  const [itemRows, categoryRows] = await Promise.all([
    db.select({ id: items.id, isSubscription: items.isSubscription }).from(items).where(inArray(items.id, itemIds)),
    db.select().from(itemCategories).where(inArray(itemCategories.itemId, itemIds)),
  ]);
  for (const item of itemRows) {
    facts.set(item.id, {
      isSubscription: item.isSubscription,
      categoryIds: categoryRows.filter((row) => row.itemId === item.id).map((row) => row.categoryId),
    });
  }
  return facts;
}

/**
 * Who the cart is priced for. The coupon rules see a logged-in customer's class and type, and
 * whether there are earlier orders (not canceled) of the account or its e-mail address; a guest's
 * earlier orders are found by the e-mail given in the checkout, so "new customers only" codes are
 * bound to the address. Visitors are private end customers. Business accounts may see net prices.
 */
export async function cartViewerOf(db: Database, session: SessionRecord | null) {
  const guestMail = typeof session?.data.guestMail === 'string' ? session.data.guestMail : null;
  // Whether the shopper ordered before matters only to a coupon: asked when the cart has one.
  if (!session || session.customerId === null) {
    const coupon = async (): Promise<CouponCustomer> => ({
      ...anonymousCouponCustomer,
      ...(guestMail !== null
        ? { identity: { email: guestMail }, ...(await earlierOrders(db, { email: guestMail })) }
        : {}),
    });
    return { coupon, showNetPrices: false, customerClassId: everyonesCustomerClass };
  }
  const customerId = session.customerId;
  const [customer] = await db
    .select({
      email: customers.email,
      customerClassId: customers.customerClassId,
      customerType: customers.customerType,
      showNetPrices: customers.showNetPrices,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) {
    return {
      coupon: async () => anonymousCouponCustomer,
      showNetPrices: false,
      customerClassId: everyonesCustomerClass,
    };
  }
  const { showNetPrices, email, ...group } = customer;
  const coupon = async (): Promise<CouponCustomer> => ({
    identity: { email, customerId },
    isRegistered: true,
    ...(await earlierOrders(db, { email, customerId })),
    ...group,
  });
  // Whose prices the cart is priced at (a business customer's class may have its own).
  return { coupon, showNetPrices, customerClassId: group.customerClassId };
}

/** The orders of one customer: of the account or of its e-mail address (any case), as the coupon rules count them. */
const ordersOf = (who: CouponIdentity) => {
  const byEmail = sql`lower(${orders.email}) = ${emailKey(who.email)}`;
  return who.customerId === undefined ? byEmail : or(eq(orders.customerId, who.customerId), byEmail)!;
};

/**
 * A campaign's uses per customer: the customer's sales orders with a code of the campaign. A
 * canceled order does not count – its code's use was given back when it was canceled
 * (orders/cancel-unpaid-order.server.ts), so the customer may use the code again. One statement
 * on the orders' indexes of the account and the e-mail address; asked only of a campaign with the
 * limit. `exceptOrderId`: the order being placed.
 */
export async function customerCampaignUses(
  db: Executor,
  campaignId: number,
  who: CouponIdentity,
  exceptOrderId?: number,
): Promise<number> {
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(couponCodes, eq(couponCodes.code, orders.couponCode))
    .where(
      and(
        eq(couponCodes.campaignId, campaignId),
        eq(orders.typeId, orderTypes.sales),
        ne(orders.statusId, orderStatus.canceled),
        ordersOf(who),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    );
  return row?.uses ?? 0;
}

/**
 * The earlier sales orders of the account or its e-mail address: any not canceled (`hasOrders`),
 * and any really bought – paid or shipped (`hasBought`).
 */
async function earlierOrders(
  db: Database,
  who: { email: string; customerId?: number },
): Promise<Pick<CouponCustomer, 'hasOrders' | 'hasBought'>> {
  const [row] = await db
    .select({
      hasOrders: sql<boolean>`coalesce(bool_or(${orders.statusId} <> ${orderStatus.canceled}), false)`,
      hasBought: sql<boolean>`coalesce(bool_or(${inArray(orders.statusId, [...purchasedStatuses])}), false)`,
    })
    .from(orders)
    .where(and(eq(orders.typeId, orderTypes.sales), ordersOf(who)));
  return { hasOrders: row?.hasOrders ?? false, hasBought: row?.hasBought ?? false };
}

/**
 * Wrong codes (unknown, or used up) allowed per session and per client address, against finding
 * codes by trying. Counted in the database (core/security/rate-limits.server.ts), so a new session
 * starts with no fresh guesses and parallel guesses cannot pass the limit together.
 */
export const couponGuessLimits = { perSession: 10, sessionWindowMinutes: 15, perAddress: 30, addressWindowMinutes: 60 };

export const couponGuessRateLimits = (sessionIdHash: string, clientIp: string): RateLimit[] => [
  {
    bucket: 'coupon.session',
    key: sessionIdHash,
    limit: couponGuessLimits.perSession,
    windowMinutes: couponGuessLimits.sessionWindowMinutes,
  },
  {
    bucket: 'coupon.address',
    key: clientIp,
    limit: couponGuessLimits.perAddress,
    windowMinutes: couponGuessLimits.addressWindowMinutes,
  },
];
