import { eq } from 'drizzle-orm';
import { reviewReplies, reviews } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import type { ReplyRow, ReviewRow } from './reviews.server';

/** Inserts a review; undefined when the customer has one of this item already (a race lost). */
export async function createReview(
  db: Database,
  values: Pick<
    ReviewRow,
    'itemId' | 'customerId' | 'rating' | 'title' | 'message' | 'authorName' | 'lang' | 'verifiedPurchase'
  >,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .insert(reviews)
    .values({ ...values, isVisible: false })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A changed review waits under review again. */
export async function changeReview(
  db: Database,
  reviewId: number,
  values: Pick<ReviewRow, 'rating' | 'title' | 'message' | 'authorName'>,
): Promise<ReviewRow> {
  const [row] = await db
    .update(reviews)
    .set({ ...values, isVisible: false, updatedAt: new Date() })
    .where(eq(reviews.id, reviewId))
    .returning();
  return row!;
}

export async function removeReview(db: Database, reviewId: number) {
  await db.delete(reviews).where(eq(reviews.id, reviewId));
}

export async function createReply(
  db: Database,
  values: Pick<ReplyRow, 'reviewId' | 'message' | 'isVisible'> &
    Partial<Pick<ReplyRow, 'customerId' | 'authorName' | 'fromShop'>>,
): Promise<ReplyRow> {
  const [row] = await db.insert(reviewReplies).values(values).returning();
  return row!;
}

export async function changeReply(db: Database, replyId: number, values: Pick<ReplyRow, 'message' | 'isVisible'>) {
  await db
    .update(reviewReplies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reviewReplies.id, replyId));
}

export async function removeReply(db: Database, replyId: number) {
  await db.delete(reviewReplies).where(eq(reviewReplies.id, replyId));
}

/** Releases or hides a review or reply; false when there is no such one. */
export async function setVisibility(
  db: Database,
  input: { kind: 'review' | 'reply'; id: number; isVisible: boolean },
): Promise<boolean> {
  const table = input.kind === 'review' ? reviews : reviewReplies;
  const changed = await db
    .update(table)
    .set({ isVisible: input.isVisible })
    .where(eq(table.id, input.id))
    .returning({ id: table.id });
  return changed.length > 0;
}
