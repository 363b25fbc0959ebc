import { storedPaymentStatusKey } from '../orders/order-view.server';
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { orders } from '../db/order-schema';
import { orderStatus, orderTypes } from '../order-status';

/**
 * The staff's order list (issue 36, getStaffOrders): sales orders, server-paged, filtered and
 * searched on indexed columns so it stays fast with 100,000 orders (bench: scripts/bench).
 */
export const staffOrderFilters = [
  'all',
  'toShip',
  'waitingForPayment',
  'overdue',
  'shipped',
  'canceled',
  'vatIdToCheck',
] as const;
export type StaffOrderFilter = (typeof staffOrderFilters)[number];
export const staffOrderSorts = ['newest', 'oldest', 'totalDesc', 'totalAsc'] as const;
export type StaffOrderSort = (typeof staffOrderSorts)[number];
export const paymentStatusFilters = ['unpaid', 'prepaid', 'partlyPaid', 'fullyPaid', 'overpaid'] as const;

export interface StaffOrderQuery {
  status: StaffOrderFilter;
  paymentStatus?: (typeof paymentStatusFilters)[number];
  search?: string;
  /** Days `YYYY-MM-DD` (Europe/Berlin), both included. */
  from?: string;
  to?: string;
  sort: StaffOrderSort;
  page: number;
  itemsPerPage: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** A day's start in Europe/Berlin (the shop's days are German days); `day` is a valid date. */
function berlinDayStart(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Berlin')`;
}

function statusCondition(filter: StaffOrderFilter, overdueBefore: Date): SQL | undefined {
  switch (filter) {
    case 'toShip':
      // A tax-free delivery whose VAT id VIES has not confirmed cannot ship yet (issue 39).
      return and(
        eq(orders.statusId, orderStatus.releasedForShipping),
        or(isNull(orders.vatIdStatus), eq(orders.vatIdStatus, 'confirmed')),
      );
    case 'waitingForPayment':
      return eq(orders.statusId, orderStatus.waitingForPayment);
    case 'overdue':
      return and(eq(orders.statusId, orderStatus.waitingForPayment), lt(orders.createdAt, overdueBefore));
    case 'shipped':
      return eq(orders.statusId, orderStatus.shipped);
    case 'canceled':
      return eq(orders.statusId, orderStatus.canceled);
    // Tax-free deliveries whose VAT id VIES has not confirmed, or found invalid (issue 39).
    case 'vatIdToCheck':
      return and(inArray(orders.vatIdStatus, ['unconfirmed', 'invalid']), ne(orders.statusId, orderStatus.canceled));
    default:
      return undefined;
  }
}

/**
 * Search: an order number, an e-mail address (or its start), a postal code, or a last name (or
 * its start). Each uses its own index; text is compared in lower case.
 */
function searchCondition(search: string): SQL | undefined {
  const term = search.trim().toLowerCase();
  if (term === '') return undefined;
  const startsWith = (column: SQL) =>
    sql`(${column} >= ${term} and ${column} < ${`${term}\u{10FFFF}`} and ${column} like ${`${escapeLike(term)}%`})`;
  if (/^\d{1,9}$/.test(term)) {
    return sql`(${orders.id} = ${Number(term)} or (${orders.billingAddress}->>'zipCode') = ${term})`;
  }
  if (term.includes('@')) return startsWith(sql`lower(${orders.email})`);
  return sql`(${startsWith(sql`lower(${orders.billingAddress}->>'lastName')`)} or ${startsWith(sql`lower(${orders.email})`)})`;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listStaffOrders(db: Database, query: StaffOrderQuery, reminderDays: number) {
  const overdueBefore = new Date(Date.now() - reminderDays * dayMs);
  const where = and(
    eq(orders.typeId, orderTypes.sales),
    statusCondition(query.status, overdueBefore),
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    query.search ? searchCondition(query.search) : undefined,
    query.from ? gte(orders.createdAt, berlinDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, berlinDayStart(query.to, 1)) : undefined,
  );
  const order = {
    newest: [desc(orders.id)],
    oldest: [asc(orders.id)],
    totalDesc: [desc(orders.totalGross), desc(orders.id)],
    totalAsc: [asc(orders.totalGross), desc(orders.id)],
  }[query.sort];
  // The page's ids first, from the index alone where the filter allows it, then only their rows:
  // a page far back skips its offset in the index instead of reading every skipped order.
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        email: orders.email,
        billingAddress: orders.billingAddress,
        totalGross: orders.totalGross,
        currency: orders.currency,
        statusId: orders.statusId,
        paymentStatus: orders.paymentStatus,
        paymentMethodName: orders.paymentMethodName,
        shippingProfileName: orders.shippingProfileName,
        preferredDeliveryDay: orders.preferredDeliveryDay,
        parcelStation: orders.parcelStation,
        vatIdStatus: orders.vatIdStatus,
      })
      .from(orders)
      .where(inArray(orders.id, pageIds))
      .orderBy(...order),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return {
    total: count?.total ?? 0,
    entries: rows.map((row) => ({
      orderId: row.id,
      createdAt: row.createdAt.toISOString(),
      customerName: [row.billingAddress.firstName, row.billingAddress.lastName].filter(Boolean).join(' '),
      companyName: row.billingAddress.companyName,
      email: row.email,
      zipCode: row.billingAddress.zipCode,
      totalGross: row.totalGross,
      currency: row.currency,
      statusId: row.statusId,
      paymentStatus: storedPaymentStatusKey(row.paymentStatus),
      paymentMethodName: row.paymentMethodName,
      shippingProfileName: row.shippingProfileName,
      preferredDeliveryDay: row.preferredDeliveryDay,
      toParcelStation: row.parcelStation !== null,
      /** A tax-free delivery's VAT id not (yet) confirmed by VIES: 'unconfirmed' or 'invalid'. */
      vatIdToCheck: row.vatIdStatus === 'confirmed' ? null : row.vatIdStatus,
    })),
  };
}
