import { and, eq, sql } from 'drizzle-orm';
import { reviews } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import { visibleRepliesOf } from './reviews.server';

export interface ReviewPage {
  reviews: Array<{
    id: number;
    title: string;
    message: string;
    rating: number;
    authorName: string;
    createdAt: Date;
    verifiedPurchase: boolean;
    lang: string;
    /** Released answers, oldest first: the shop's and customers'. */
    replies: Array<{ id: number; fromShop: boolean; authorName: string; message: string; createdAt: Date }>;
  }>;
  pagination: { page: number; itemsPerPage: number; totalCount: number; pageCount: number };
}

/** Visible reviews of an item, newest first, 10 per page (spec §9 feedback page size). */
export async function loadProductReviews(
  db: Database,
  input: { itemId: number; page: number; itemsPerPage: number },
): Promise<ReviewPage> {
  const where = and(eq(reviews.itemId, input.itemId), eq(reviews.isVisible, true));
  const [[total], rows] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
    db
      .select({
        id: reviews.id,
        title: reviews.title,
        message: reviews.message,
        rating: reviews.rating,
        authorName: reviews.authorName,
        createdAt: reviews.createdAt,
        verifiedPurchase: reviews.verifiedPurchase,
        lang: reviews.lang,
      })
      .from(reviews)
      .where(where)
      .orderBy(sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`)
      .limit(input.itemsPerPage)
      .offset((input.page - 1) * input.itemsPerPage),
  ]);
  const totalCount = total?.count ?? 0;
  const replies = await visibleRepliesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    reviews: rows.map((row) => ({
      ...row,
      replies: replies.filter((reply) => reply.reviewId === row.id).map(({ reviewId: _review, ...reply }) => reply),
    })),
    pagination: {
      page: input.page,
      itemsPerPage: input.itemsPerPage,
      totalCount,
      pageCount: Math.max(1, Math.ceil(totalCount / input.itemsPerPage)),
    },
  };
}
