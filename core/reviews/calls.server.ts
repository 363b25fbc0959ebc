import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { publishContentChange } from '../cache/content-change-channel.server';
import type { Customer } from '../customers/accounts.server';
import { listAddresses } from '../customers/address-book.server';
import { sessionCustomer } from '../customers/session-view.server';
import { sessionEditor } from '../editor/editor-accounts.server';
import { botCheckProof } from '../security/bot-check-proof';
import { requireHuman } from '../security/bot-check.server';
import { enforceRateLimits } from '../security/rate-limits.server';
import { loadProductReviews } from './product-reviews.server';
import { replyMessage, reviewFields } from './review-form';
import {
  boughtItem,
  defaultAuthorName,
  findReply,
  findReview,
  itemExists,
  moderationList,
  ownReviewsOfItem,
  type ReviewRow,
} from './reviews.server';
import {
  changeReply,
  changeReview,
  createReply,
  createReview,
  removeReply,
  removeReview,
  setVisibility,
} from './review-writes.server';
import { maxColumnInteger } from '../api/column-limits';

const id = z.number().int().positive().max(maxColumnInteger);
const notFound = () => new ApiError({ status: 404, key: 'review.notFound', message: 'No such review.' });

async function requireCustomer(ctx: CallContext): Promise<Customer> {
  const customer = await sessionCustomer(ctx);
  if (!customer) throw new ApiError({ status: 401, key: 'unauthorized', message: 'Please log in first.' });
  return customer;
}

/** Reviews, changes and replies: REVIEW_LIMIT_PER_HOUR per account and per client address. */
async function takeReviewLimit(ctx: CallContext, customerId: number) {
  const limit = ctx.services.config.REVIEW_LIMIT_PER_HOUR;
  await enforceRateLimits(
    ctx.services.db,
    [
      { bucket: 'review.account', key: String(customerId), limit, windowMinutes: 60 },
      { bucket: 'review.client', key: ctx.hints.clientIp, limit, windowMinutes: 60 },
    ],
    { key: 'review.tooMany', message: 'Too many reviews.' },
  );
}

/** A visible review or reply changed: every shop process forgets its pages and product reads. */
async function announceChange(ctx: CallContext) {
  await publishContentChange(ctx.services.db);
  ctx.services.contentChanges.notify();
}

/** "Anna B.": the account's names, else those of its first billing address; '' shows "Anonym". */
async function authorNameOf(ctx: CallContext, customer: Customer): Promise<string> {
  if (customer.firstName || customer.lastName) return defaultAuthorName(customer.firstName, customer.lastName);
  const [billing] = await listAddresses(ctx.services.db, customer.id, 1);
  return billing ? defaultAuthorName(billing.firstName, billing.lastName) : '';
}

function editableUntil(ctx: CallContext, createdAt: Date): Date {
  return new Date(createdAt.getTime() + ctx.services.config.REVIEW_EDIT_DAYS * 86_400_000);
}

/** A customer's own review as they see it: with its state and how long it can be changed. */
function ownView(ctx: CallContext, review: ReviewRow) {
  return {
    id: review.id,
    itemId: review.itemId,
    rating: review.rating,
    title: review.title,
    message: review.message,
    authorName: review.authorName,
    verifiedPurchase: review.verifiedPurchase,
    status: review.isVisible ? ('visible' as const) : ('underReview' as const),
    createdAt: review.createdAt.toISOString(),
    editableUntil: editableUntil(ctx, review.createdAt).toISOString(),
    editable: Date.now() <= editableUntil(ctx, review.createdAt).getTime(),
  };
}

function requireEditWindow(ctx: CallContext, createdAt: Date) {
  if (Date.now() > editableUntil(ctx, createdAt).getTime()) {
    throw new ApiError({
      status: 403,
      key: 'review.editWindowClosed',
      message: 'This review can no longer be changed.',
      values: { days: ctx.services.config.REVIEW_EDIT_DAYS },
    });
  }
}

/** getProductReviews: visible reviews of an item, a page at a time (spec: page 1, 10 per page). */
export const getProductReviews = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z
    .object({
      itemId: z.number().int().positive().max(maxColumnInteger),
      // Absurd pages are clamped rather than refused: a shared link must never break the page.
      page: z
        .number()
        .int()
        .optional()
        .default(1)
        .transform((page) => Math.min(Math.max(page, 1), 10_000)),
      itemsPerPage: z
        .number()
        .int()
        .optional()
        .default(10)
        .transform((count) => Math.min(Math.max(count, 1), 50)),
    })
    .strict(),
  handler: (ctx, input) => loadProductReviews(ctx.services.db, input),
});

/**
 * doCreateReview {itemId, rating, title, message, authorName?} (issue 20). Logged-in customers;
 * one review per customer and item. A customer who bought the item gets "verifizierter Kauf";
 * others pass the bot check (or are refused when REVIEWS_REQUIRE_PURCHASE). New reviews wait
 * under review until an editor releases them.
 */
export const doCreateReview = defineCall({
  kind: 'write',
  access: 'customer',
  input: z.object({ itemId: id, ...reviewFields, botCheck: botCheckProof.optional() }).strict(),
  async handler(ctx, input) {
    const { db, config } = ctx.services;
    const customer = await requireCustomer(ctx);
    if (!(await itemExists(db, input.itemId)))
      throw new ApiError({ status: 404, key: 'notFound', message: 'No such item.' });
    const { review: earlier } = await ownReviewsOfItem(db, customer.id, input.itemId);
    if (earlier) throw alreadyReviewed();
    const verifiedPurchase = await boughtItem(db, customer.id, input.itemId);
    if (!verifiedPurchase && config.REVIEWS_REQUIRE_PURCHASE) {
      throw new ApiError({ status: 403, key: 'review.purchaseRequired', message: 'Only buyers may review this item.' });
    }
    await takeReviewLimit(ctx, customer.id);
    if (!verifiedPurchase) {
      if (!input.botCheck) throw botCheckMissing();
      await requireHuman(ctx, input.botCheck);
    }
    const review = await createReview(db, {
      itemId: input.itemId,
      customerId: customer.id,
      rating: input.rating,
      title: input.title,
      message: input.message,
      authorName: input.authorName || (await authorNameOf(ctx, customer)),
      lang: ctx.locale,
      verifiedPurchase,
    });
    if (!review) throw alreadyReviewed();
    return ownView(ctx, review);
  },
});

const alreadyReviewed = () =>
  new ApiError({ status: 409, key: 'review.alreadyReviewed', message: 'You have reviewed this item already.' });
const botCheckMissing = () =>
  new ApiError({
    status: 400,
    key: 'validation',
    message: 'The bot check is missing.',
    cause: [{ field: 'botCheck', code: 'botCheck', message: 'errorMessages.botCheckRequired' }],
  });

/** doUpdateReview {reviewId, rating, title, message, authorName?}: the author, within REVIEW_EDIT_DAYS; it is checked again. */
export const doUpdateReview = defineCall({
  kind: 'write',
  access: 'customer',
  input: z.object({ reviewId: id, ...reviewFields }).strict(),
  async handler(ctx, input) {
    const customer = await requireCustomer(ctx);
    const review = await findReview(ctx.services.db, input.reviewId);
    if (!review || review.customerId !== customer.id) throw notFound();
    requireEditWindow(ctx, review.createdAt);
    await takeReviewLimit(ctx, customer.id);
    const changed = await changeReview(ctx.services.db, review.id, {
      rating: input.rating,
      title: input.title,
      message: input.message,
      authorName: input.authorName || review.authorName,
    });
    if (review.isVisible) await announceChange(ctx);
    return ownView(ctx, changed);
  },
});

/** doDeleteReview {reviewId}: its author at any time, or an editor (moderation). */
export const doDeleteReview = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ reviewId: id }).strict(),
  async handler(ctx, { reviewId }) {
    const review = await findReview(ctx.services.db, reviewId);
    const editor = await sessionEditor(ctx);
    if (!editor) {
      const customer = await requireCustomer(ctx);
      if (!review || review.customerId !== customer.id) throw notFound();
    }
    if (!review) throw notFound();
    await removeReview(ctx.services.db, review.id);
    if (review.isVisible) await announceChange(ctx);
    return true;
  },
});

/**
 * doCreateReviewReply {reviewId, message}: a customer answers a visible review (or their own; the
 * answer waits for release), or an editor answers as the shop (shown at once).
 */
export const doCreateReviewReply = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ reviewId: id, message: replyMessage }).strict(),
  async handler(ctx, input) {
    const { db } = ctx.services;
    const review = await findReview(db, input.reviewId);
    const editor = await sessionEditor(ctx);
    if (editor) {
      if (!review) throw notFound();
      const reply = await createReply(db, {
        reviewId: review.id,
        fromShop: true,
        message: input.message,
        isVisible: true,
      });
      if (review.isVisible) await announceChange(ctx);
      return { id: reply.id, status: 'visible' as const };
    }
    const customer = await requireCustomer(ctx);
    if (!review || (!review.isVisible && review.customerId !== customer.id)) throw notFound();
    await takeReviewLimit(ctx, customer.id);
    const reply = await createReply(db, {
      reviewId: review.id,
      customerId: customer.id,
      authorName: await authorNameOf(ctx, customer),
      message: input.message,
      isVisible: false,
    });
    return { id: reply.id, status: 'underReview' as const };
  },
});

/** doUpdateReviewReply {replyId, message}: the customer's own reply (checked again), or the shop's reply by an editor. */
export const doUpdateReviewReply = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ replyId: id, message: replyMessage }).strict(),
  async handler(ctx, input) {
    const { db } = ctx.services;
    const reply = await findReply(db, input.replyId);
    const editor = await sessionEditor(ctx);
    if (editor) {
      if (!reply?.fromShop) throw notFound();
      await changeReply(db, reply.id, { message: input.message, isVisible: true });
      await announceChange(ctx);
      return { id: reply.id, status: 'visible' as const };
    }
    const customer = await requireCustomer(ctx);
    if (!reply || reply.customerId !== customer.id) throw notFound();
    requireEditWindow(ctx, reply.createdAt);
    await takeReviewLimit(ctx, customer.id);
    await changeReply(db, reply.id, { message: input.message, isVisible: false });
    if (reply.isVisible) await announceChange(ctx);
    return { id: reply.id, status: 'underReview' as const };
  },
});

/** doDeleteReviewReply {replyId}: its author, or an editor. */
export const doDeleteReviewReply = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ replyId: id }).strict(),
  async handler(ctx, { replyId }) {
    const reply = await findReply(ctx.services.db, replyId);
    const editor = await sessionEditor(ctx);
    if (!editor) {
      const customer = await requireCustomer(ctx);
      if (!reply || reply.customerId !== customer.id) throw notFound();
    }
    if (!reply) throw notFound();
    await removeReply(ctx.services.db, reply.id);
    if (reply.isVisible) await announceChange(ctx);
    return true;
  },
});

/** getMyReviews {itemId}: the signed-in customer's own review and replies of an item, pending ones included. */
export const getMyReviews = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ itemId: id }).strict(),
  async handler(ctx, { itemId }) {
    const { db, config } = ctx.services;
    const customer = await sessionCustomer(ctx);
    if (!customer) return { isCustomer: false, review: null, replies: [], verifiedPurchase: false, mayReview: false };
    const own = await ownReviewsOfItem(db, customer.id, itemId);
    const verifiedPurchase = await boughtItem(db, customer.id, itemId);
    return {
      isCustomer: true,
      review: own.review ? ownView(ctx, own.review) : null,
      replies: own.replies.map((reply) => ({
        ...reply,
        status: reply.isVisible ? ('visible' as const) : ('underReview' as const),
        createdAt: reply.createdAt.toISOString(),
      })),
      verifiedPurchase,
      mayReview: !own.review && (verifiedPurchase || !config.REVIEWS_REQUIRE_PURCHASE),
    };
  },
});

/**
 * getReviewsForModeration {state, page, itemsPerPage, itemSearch}: editors; what waits for release
 * first, 50 per page (spec §9 editor lists: 10, 20, 50 or 100), of the items whose name or number
 * matches the search.
 */
export const getReviewsForModeration = defineCall({
  kind: 'read',
  access: { staff: ['content'] },
  input: z
    .object({
      state: z.enum(['underReview', 'visible', 'all']).optional().default('underReview'),
      page: z.number().int().min(1).max(100_000).optional().default(1),
      itemsPerPage: z
        .union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)])
        .optional()
        .default(50),
      itemSearch: z.string().trim().max(100, 'errorMessages.tooLong').optional().default(''),
    })
    .strict(),
  async handler(ctx, input) {
    return moderationList(ctx.services.db, { ...input, locale: ctx.locale });
  },
});

/** setReviewVisibility {kind, id, isVisible}: an editor releases or hides a review or reply. */
export const setReviewVisibility = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: z.object({ kind: z.enum(['review', 'reply']), id, isVisible: z.boolean() }).strict(),
  async handler(ctx, input) {
    if (!(await setVisibility(ctx.services.db, input))) throw notFound();
    await announceChange(ctx);
    return true;
  },
});
