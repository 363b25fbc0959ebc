import { and, count, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { itemTexts, items, reviewReplies, reviews } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { orderItems, orders } from '../db/order-schema';
import { orderTypes, purchasedStatuses } from '../order-status';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReplyRow = typeof reviewReplies.$inferSelect;

/**
 * The customer bought the item: a paid or shipped sales order of theirs with it. It gives a review
 * "verifizierter Kauf" and spares the bot check.
 */
export async function boughtItem(db: Executor, customerId: number, itemId: number): Promise<boolean> {
  const [found] = await purchasesOf(db, customerId, itemId).limit(1);
  return found !== undefined;
}

/** The customer's paid or shipped sales orders holding the item (a number, or a column to match). */
function purchasesOf(db: Executor, customerId: number, itemId: number | typeof reviews.itemId) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.typeId, orderTypes.sales),
        inArray(orders.statusId, [...purchasedStatuses]),
        eq(orderItems.itemId, itemId),
      ),
    );
}

/**
 * An order became paid (released for shipping) or shipped: its customer's reviews of its items
 * written before, while it waited for the payment, get "verifizierter Kauf" now. Run in the
 * transaction that changes the order's status. Answers how many got the mark.
 */
export async function markVerifiedPurchases(db: Executor, orderId: number): Promise<number> {
  const [order] = await db
    .select({ customerId: orders.customerId, typeId: orders.typeId, statusId: orders.statusId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.customerId || order.typeId !== orderTypes.sales || !purchasedStatuses.includes(order.statusId)) return 0;
  const itemsOfOrder = db
    .select({ itemId: orderItems.itemId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.itemId)));
  const changed = await db
    .update(reviews)
    .set({ verifiedPurchase: true })
    .where(
      and(
        eq(reviews.customerId, order.customerId),
        eq(reviews.verifiedPurchase, false),
        inArray(reviews.itemId, itemsOfOrder),
      ),
    )
    .returning({ id: reviews.id });
  return changed.length;
}

/**
 * An order was canceled: its customer's reviews of its items keep "verifizierter Kauf" only while
 * another paid or shipped order of theirs holds the item. Answers how many lost the mark.
 */
export async function recheckVerifiedPurchases(db: Executor, orderId: number): Promise<number> {
  const [order] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  if (!order?.customerId) return 0;
  const customerId = order.customerId;
  const itemsOfOrder = db
    .select({ itemId: orderItems.itemId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.itemId)));
  const stillBought = purchasesOf(db, customerId, reviews.itemId);
  const changed = await db
    .update(reviews)
    .set({ verifiedPurchase: false })
    .where(
      and(
        eq(reviews.customerId, customerId),
        eq(reviews.verifiedPurchase, true),
        inArray(reviews.itemId, itemsOfOrder),
        notExists(stillBought),
      ),
    )
    .returning({ id: reviews.id });
  return changed.length;
}

export async function itemExists(db: Database, itemId: number): Promise<boolean> {
  const [found] = await db.select({ id: items.id }).from(items).where(eq(items.id, itemId));
  return found !== undefined;
}

/** "Anna B." from an account's names; '' when it has none. */
export function defaultAuthorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return [firstName.trim(), initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
}

export async function findReview(db: Database, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  return row;
}

export async function findReply(db: Database, replyId: number): Promise<ReplyRow | undefined> {
  const [row] = await db.select().from(reviewReplies).where(eq(reviewReplies.id, replyId));
  return row;
}

/** Visible replies of the given reviews, oldest first (shown under each review). */
export async function visibleRepliesOf(db: Database, reviewIds: number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      id: reviewReplies.id,
      reviewId: reviewReplies.reviewId,
      fromShop: reviewReplies.fromShop,
      authorName: reviewReplies.authorName,
      message: reviewReplies.message,
      createdAt: reviewReplies.createdAt,
    })
    .from(reviewReplies)
    .where(and(inArray(reviewReplies.reviewId, reviewIds), eq(reviewReplies.isVisible, true)))
    .orderBy(reviewReplies.createdAt, reviewReplies.id);
}

/** A customer's own review of an item and their own replies there, pending ones included. */
export async function ownReviewsOfItem(db: Database, customerId: number, itemId: number) {
  const [review] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.itemId, itemId)));
  const replies = await db
    .select({
      id: reviewReplies.id,
      reviewId: reviewReplies.reviewId,
      message: reviewReplies.message,
      isVisible: reviewReplies.isVisible,
      createdAt: reviewReplies.createdAt,
    })
    .from(reviewReplies)
    .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
    .where(and(eq(reviewReplies.customerId, customerId), eq(reviews.itemId, itemId)))
    .orderBy(reviewReplies.id);
  return { review: review ?? null, replies };
}

export type ModerationState = 'underReview' | 'visible' | 'all';

/**
 * Reviews of the items an editor searches for: the item's number, or a part of its name in the
 * editor's language (any case; % and _ are letters here, not patterns). Everything without a term.
 */
function itemsMatching(term: string, locale: 'de' | 'en') {
  if (term === '') return sql`true`;
  const byNumber = /^\d{1,9}$/.test(term) ? sql`${reviews.itemId} = ${Number(term)} or ` : sql``;
  const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`(${byNumber}${reviews.itemId} in (
    select ${itemTexts.itemId} from ${itemTexts}
    where ${itemTexts.lang} = ${locale} and ${itemTexts.name} ilike ${pattern}))`;
}

/** Reviews and replies for editors, the newest first: what waits for release by default. */
export async function moderationList(
  db: Database,
  input: { state: ModerationState; page: number; itemsPerPage: number; locale: 'de' | 'en'; itemSearch?: string },
) {
  const ofItems = itemsMatching(input.itemSearch ?? '', input.locale);
  const visibility = (column: typeof reviews.isVisible | typeof reviewReplies.isVisible) =>
    and(input.state === 'all' ? sql`true` : eq(column, input.state === 'visible'), ofItems);
  const reviewEntries = db
    .select({
      kind: sql<'review' | 'reply'>`'review'`.as('kind'),
      id: reviews.id,
      reviewId: sql<number>`${reviews.id}`.as('review_id'),
      itemId: reviews.itemId,
      rating: sql<number | null>`${reviews.rating}`.as('rating'),
      title: reviews.title,
      message: reviews.message,
      authorName: reviews.authorName,
      verifiedPurchase: reviews.verifiedPurchase,
      fromShop: sql<boolean>`false`.as('from_shop'),
      isVisible: reviews.isVisible,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(visibility(reviews.isVisible));
  const replyEntries = db
    .select({
      kind: sql<'review' | 'reply'>`'reply'`.as('kind'),
      id: reviewReplies.id,
      reviewId: reviewReplies.reviewId,
      itemId: reviews.itemId,
      rating: sql<number | null>`null::smallint`.as('rating'),
      title: sql<string>`''`.as('title'),
      message: reviewReplies.message,
      authorName: reviewReplies.authorName,
      verifiedPurchase: sql<boolean>`false`.as('verified_purchase'),
      fromShop: reviewReplies.fromShop,
      isVisible: reviewReplies.isVisible,
      createdAt: reviewReplies.createdAt,
    })
    .from(reviewReplies)
    .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
    .where(visibility(reviewReplies.isVisible));
  const all = reviewEntries.unionAll(replyEntries).as('entries');
  const [[total], entries] = await Promise.all([
    db.select({ count: count() }).from(all),
    db
      .select()
      .from(all)
      .orderBy(desc(all.createdAt), desc(all.id))
      .limit(input.itemsPerPage)
      .offset((input.page - 1) * input.itemsPerPage),
  ]);
  const itemIds = [...new Set(entries.map((entry) => entry.itemId))];
  const names = itemIds.length
    ? await db
        .select({ itemId: itemTexts.itemId, name: itemTexts.name })
        .from(itemTexts)
        .where(and(eq(itemTexts.lang, input.locale), inArray(itemTexts.itemId, itemIds)))
    : [];
  const nameOf = new Map(names.map((row) => [row.itemId, row.name]));
  const totalCount = total?.count ?? 0;
  return {
    entries: entries.map((entry) => ({ ...entry, itemName: nameOf.get(entry.itemId) ?? '' })),
    pagination: {
      page: input.page,
      itemsPerPage: input.itemsPerPage,
      totalCount,
      pageCount: Math.max(1, Math.ceil(totalCount / input.itemsPerPage)),
    },
  };
}
