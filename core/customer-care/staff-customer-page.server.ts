import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { reviews } from '../db/catalog-schema';
import type { Executor } from '../db/connection.server';
import { addresses, customers } from '../db/customer-schema';
import { orderItems, orders } from '../db/order-schema';
import { newsletterSubscriptions } from '../db/schema';
import { countries } from '../db/shipping-schema';
import type { Locale } from '../i18n/locales';
import { orderTypes } from '../order-status';
import { postalLines } from '../customers/postal-lines';

/**
 * A customer as staff see them (issue 37, getStaffCustomer) and as the GDPR export gives them:
 * the account (never its password hash), address book, orders, returns, reviews, the newsletter
 * state of the account's address and the wishlist.
 */
export function customerNotFound(): ApiError {
  return new ApiError({ status: 404, key: 'staff.customers.notFound', message: 'There is no such customer.' });
}

/** The account's fields staff see; a blocked account, its class and the note are staff's to change. */
async function accountOf(db: Executor, customerId: number) {
  const [account] = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      customerClassId: customers.customerClassId,
      customerType: customers.customerType,
      showNetPrices: customers.showNetPrices,
      blocked: customers.isBlocked,
      staffNote: customers.staffNote,
      language: customers.language,
      wishlistItems: customers.wishlistItems,
      registeredAt: customers.createdAt,
      lastLoginAt: customers.lastLoginAt,
      emailConfirmedAt: customers.emailConfirmedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!account) throw customerNotFound();
  return account;
}

async function addressBookOf(db: Executor, customerId: number, locale: Locale) {
  const rows = await db
    .select({ address: addresses, countryNames: countries.names })
    .from(addresses)
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.typeId), desc(addresses.isPrimary), asc(addresses.id));
  return rows.map(({ address, countryNames }) => {
    const { customerId: _owner, ...fields } = address;
    return {
      ...fields,
      country: countryNames?.[locale] ?? '',
      lines: postalLines(address),
      createdAt: address.createdAt.toISOString(),
    };
  });
}

async function ordersOf(db: Executor, customerId: number) {
  const rows = await db
    .select({
      id: orders.id,
      typeId: orders.typeId,
      parentOrderId: orders.parentOrderId,
      statusId: orders.statusId,
      totalGross: orders.totalGross,
      currency: orders.currency,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.typeId, [orderTypes.sales, orderTypes.return])))
    .orderBy(desc(orders.id));
  const view = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return {
    orders: view.filter((row) => row.typeId === orderTypes.sales),
    returns: view.filter((row) => row.typeId === orderTypes.return),
  };
}

async function reviewsOf(db: Executor, customerId: number, locale: Locale) {
  const rows = await db
    .select({
      id: reviews.id,
      itemId: reviews.itemId,
      itemName: sql<string | null>`(select t.name from item_texts t where t.item_id = ${reviews.itemId}
        order by t.lang = ${locale} desc limit 1)`,
      rating: reviews.rating,
      title: reviews.title,
      message: reviews.message,
      authorName: reviews.authorName,
      visible: reviews.isVisible,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.customerId, customerId))
    .orderBy(desc(reviews.id));
  return rows.map((row) => ({ ...row, itemName: row.itemName ?? '', createdAt: row.createdAt.toISOString() }));
}

/** The sign-up of the account's address, if any (the newsletter is kept by address, not by account). */
async function newsletterOf(db: Executor, email: string) {
  const [row] = await db
    .select({
      status: newsletterSubscriptions.status,
      createdAt: newsletterSubscriptions.createdAt,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
    .limit(1);
  if (!row) return null;
  const iso = (at: Date | null) => (at ? at.toISOString() : null);
  return {
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

export async function staffCustomerPage(db: Executor, customerId: number, locale: Locale) {
  const account = await accountOf(db, customerId);
  const [addressBook, placed, written, newsletter] = await Promise.all([
    addressBookOf(db, customerId, locale),
    ordersOf(db, customerId),
    reviewsOf(db, customerId, locale),
    newsletterOf(db, account.email),
  ]);
  const { wishlistItems, ...rest } = account;
  return {
    customer: {
      ...rest,
      registeredAt: account.registeredAt.toISOString(),
      lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
      emailConfirmedAt: account.emailConfirmedAt?.toISOString() ?? null,
      wishlistCount: wishlistItems.length,
    },
    addresses: addressBook,
    orders: placed.orders,
    returns: placed.returns,
    reviews: written,
    newsletter,
  };
}

export type StaffCustomerPage = Awaited<ReturnType<typeof staffCustomerPage>>;

/**
 * The customer's data as the GDPR export gives it (Art. 15, 20): everything of the page with each
 * order in full (addresses as placed, lines, amounts), the wishlist and the staff's note about them
 * (it is data about the person too); never the password hash.
 */
export async function customerDataExport(db: Executor, customerId: number, locale: Locale, now: Date) {
  const account = await accountOf(db, customerId);
  const [addressBook, written, newsletter, placed] = await Promise.all([
    addressBookOf(db, customerId, locale),
    reviewsOf(db, customerId, locale),
    newsletterOf(db, account.email),
    db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.id)),
  ]);
  const lines = placed.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            placed.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderItems.orderId), asc(orderItems.position))
    : [];
  // What only the shop needs to run (access keys, idempotency keys, internal ids) stays out.
  const orderOf = ({
    accessKey: _a,
    idempotencyKey: _i,
    cartId: _c,
    version: _v,
    customerId: _o,
    ...order
  }: typeof orders.$inferSelect) => ({
    ...order,
    lines: lines.filter((line) => line.orderId === order.id).map(({ id: _id, orderId: _order, ...line }) => line),
  });
  const { wishlistItems, ...customer } = account;
  return {
    exportedAt: now.toISOString(),
    legalBasis: 'GDPR Art. 15, Art. 20',
    customer,
    addresses: addressBook,
    orders: placed.filter((order) => order.typeId === orderTypes.sales).map(orderOf),
    returns: placed.filter((order) => order.typeId === orderTypes.return).map(orderOf),
    reviews: written,
    newsletter,
    wishlist: wishlistItems,
  };
}
