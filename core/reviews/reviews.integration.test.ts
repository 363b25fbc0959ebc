import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provenBotCheck } from '../../tests/support/bot-check';
import { signedInEditor } from '../../tests/support/editor';
import { createCustomer, createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { reviews } from '../db/catalog-schema';
import { orders } from '../db/order-schema';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ REVIEW_LIMIT_PER_HOUR: '1000' });
});
afterAll(() => shop.close());

type OwnReview = { id: number; status: string; verifiedPurchase: boolean; authorName: string; editableUntil: string };
type ReviewPage = {
  reviews: Array<{ id: number; title: string; replies: Array<{ fromShop: boolean; message: string }> }>;
};

const review = { rating: 4, title: 'Klare Sicht', message: 'Gestochen scharf, auch beim Rasieren.' };

async function customerWhoBought() {
  const buyer = await createCustomer(shop);
  const variation = await findSimpleVariation(shop, { minimumStock: 5 });
  await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
  const placed = await buyer.call<{ order: { id: number } }>('doPlaceOrder', {
    idempotencyKey: randomUUID(),
    legalConsents: { terms: true, cancellationRights: true, privacy: true },
  });
  expect(placed.status).toBe(200);
  return { buyer, itemId: variation.itemId, orderId: placed.data!.order.id };
}

const visibleReviews = async (itemId: number) =>
  (await (await createShopper(shop)).call<ReviewPage>('getProductReviews', { itemId, itemsPerPage: 50 })).data!.reviews;

describe('reviews', () => {
  it('a buyer writes a verified review without the bot check; it stays hidden until an editor releases it', async () => {
    const { buyer, itemId } = await customerWhoBought();
    const written = await buyer.call<OwnReview>('doCreateReview', { itemId, ...review });
    expect(written.status).toBe(200);
    expect(written.data).toMatchObject({ status: 'underReview', verifiedPurchase: true, authorName: 'Anna B.' });
    expect((await visibleReviews(itemId)).map((entry) => entry.id)).not.toContain(written.data!.id);
    // The author sees it, marked as under review.
    const mine = await buyer.call<{ review: OwnReview }>('getMyReviews', { itemId });
    expect(mine.data!.review).toMatchObject({ id: written.data!.id, status: 'underReview' });

    // The rating summary (and the product's JSON-LD built from it) counts released reviews only.
    const summaryOf = async () =>
      (
        await (
          await createShopper(shop)
        ).call<{ reviewSummary: { ratingsCountTotal: number } }>('getProduct', { itemId })
      ).data!.reviewSummary.ratingsCountTotal;
    const countBefore = await summaryOf();

    const editor = await signedInEditor(shop);
    const queue = await editor.call<{ entries: Array<{ kind: string; id: number; itemName: string }> }>(
      'getReviewsForModeration',
      {},
    );
    expect(queue.status, JSON.stringify(queue.error)).toBe(200);
    expect(queue.data!.entries).toContainEqual(expect.objectContaining({ kind: 'review', id: written.data!.id }));
    expect(
      (await editor.call('setReviewVisibility', { kind: 'review', id: written.data!.id, isVisible: true })).status,
    ).toBe(200);
    expect((await visibleReviews(itemId)).map((entry) => entry.id)).toContain(written.data!.id);
    expect(await summaryOf()).toBe(countBefore + 1);

    // The shop answers as the shop: shown at once under the review.
    expect(
      (await editor.call('doCreateReviewReply', { reviewId: written.data!.id, message: 'Danke für Ihr Lob!' })).status,
    ).toBe(200);
    const shown = (await visibleReviews(itemId)).find((entry) => entry.id === written.data!.id)!;
    expect(shown.replies).toEqual([expect.objectContaining({ fromShop: true, message: 'Danke für Ihr Lob!' })]);
  });

  it('one review per customer and item; a changed review is checked again', async () => {
    const { buyer, itemId } = await customerWhoBought();
    const first = await buyer.call<OwnReview>('doCreateReview', { itemId, ...review });
    const second = await buyer.call('doCreateReview', { itemId, ...review, title: 'Nochmal' });
    expect(second).toMatchObject({ status: 409, error: { key: 'review.alreadyReviewed' } });
    await shop.services.db.update(reviews).set({ isVisible: true }).where(eq(reviews.id, first.data!.id));
    const changed = await buyer.call<OwnReview>('doUpdateReview', { reviewId: first.data!.id, ...review, rating: 2 });
    expect(changed.data).toMatchObject({ status: 'underReview' });
    expect((await visibleReviews(itemId)).map((entry) => entry.id)).not.toContain(first.data!.id);
  });

  it('a customer who did not buy the item needs the bot check and gets no verified mark', async () => {
    const other = await createCustomer(shop);
    const { itemId } = await customerWhoBought();
    const without = await other.call('doCreateReview', { itemId, ...review });
    expect(without.status).toBe(400);
    const written = await other.call<OwnReview>('doCreateReview', {
      itemId,
      ...review,
      authorName: 'Kim',
      botCheck: await provenBotCheck(shop.url),
    });
    expect(written.data).toMatchObject({ verifiedPurchase: false, authorName: 'Kim', status: 'underReview' });
  });

  it('with REVIEWS_REQUIRE_PURCHASE only buyers may review', async () => {
    const strict = await startTestShop({ REVIEWS_REQUIRE_PURCHASE: 'true' });
    try {
      const customer = await createCustomer(strict);
      const variation = await findSimpleVariation(strict, { minimumStock: 5 });
      const refused = await customer.call('doCreateReview', {
        itemId: variation.itemId,
        ...review,
        botCheck: await provenBotCheck(strict.url),
      });
      expect(refused).toMatchObject({ status: 403, error: { key: 'review.purchaseRequired' } });
    } finally {
      await strict.close();
    }
  });

  it('validates rating, title and text (at most 500 characters) at their fields', async () => {
    const { buyer, itemId } = await customerWhoBought();
    const refused = await buyer.call('doCreateReview', { itemId, rating: 6, title: ' ', message: 'x'.repeat(501) });
    expect(refused.status).toBe(400);
    const causes = (refused.error as unknown as { cause: Array<{ field: string; message: string }> }).cause;
    expect(causes.map((cause) => `${cause.field}: ${cause.message}`)).toEqual([
      'rating: review.ratingRequired',
      'title: review.titleRequired',
      'message: review.messageTooLong',
    ]);
  });

  it('strangers cannot change, delete or moderate someone else’s review; visitors cannot write', async () => {
    const { buyer, itemId } = await customerWhoBought();
    const written = await buyer.call<OwnReview>('doCreateReview', { itemId, ...review });
    const stranger = await createCustomer(shop);
    expect((await stranger.call('doUpdateReview', { reviewId: written.data!.id, ...review })).status).toBe(404);
    expect((await stranger.call('doDeleteReview', { reviewId: written.data!.id })).status).toBe(404);
    expect(
      (await stranger.call('setReviewVisibility', { kind: 'review', id: written.data!.id, isVisible: true })).status,
    ).toBe(401);
    expect((await stranger.call('getReviewsForModeration', {})).status).toBe(401);
    // A reply to a review still under review: it does not exist for others.
    expect(
      (await stranger.call('doCreateReviewReply', { reviewId: written.data!.id, message: 'Ich auch' })).status,
    ).toBe(404);
    const visitor = await createShopper(shop);
    expect((await visitor.call('doCreateReview', { itemId, ...review })).status).toBe(401);
    expect((await visitor.call('doDeleteReview', { reviewId: written.data!.id })).status).toBe(401);
    expect(await shop.services.db.select().from(reviews).where(eq(reviews.id, written.data!.id))).toHaveLength(1);
    // The author may delete it.
    expect((await buyer.call('doDeleteReview', { reviewId: written.data!.id })).status).toBe(200);
  });

  it('customers’ replies wait for release; authors change them; after the edit window only deleting is left', async () => {
    const { buyer, itemId } = await customerWhoBought();
    const written = await buyer.call<OwnReview>('doCreateReview', { itemId, ...review });
    await shop.services.db.update(reviews).set({ isVisible: true }).where(eq(reviews.id, written.data!.id));
    const other = await createCustomer(shop);
    const reply = await other.call<{ id: number; status: string }>('doCreateReviewReply', {
      reviewId: written.data!.id,
      message: 'Hält er auch Dampf aus?',
    });
    expect(reply.data).toMatchObject({ status: 'underReview' });
    expect((await visibleReviews(itemId)).find((entry) => entry.id === written.data!.id)!.replies).toEqual([]);
    expect((await other.call('doUpdateReviewReply', { replyId: reply.data!.id, message: 'Und Wasser?' })).status).toBe(
      200,
    );
    expect((await buyer.call('doDeleteReviewReply', { replyId: reply.data!.id })).status).toBe(404);

    // Past REVIEW_EDIT_DAYS (30): changing is refused, deleting still works.
    const old = new Date(Date.now() - 31 * 86_400_000);
    await shop.services.db.update(reviews).set({ createdAt: old }).where(eq(reviews.id, written.data!.id));
    const late = await buyer.call('doUpdateReview', { reviewId: written.data!.id, ...review });
    expect(late).toMatchObject({ status: 403, error: { key: 'review.editWindowClosed' } });
    expect((await buyer.call('doDeleteReview', { reviewId: written.data!.id })).status).toBe(200);
  });

  it('a canceled order does not make a verified purchase', async () => {
    const { buyer, itemId, orderId } = await customerWhoBought();
    await shop.services.db.update(orders).set({ statusId: 8 }).where(eq(orders.id, orderId));
    const mine = await buyer.call<{ verifiedPurchase: boolean }>('getMyReviews', { itemId });
    expect(mine.data!.verifiedPurchase).toBe(false);
  });
});

describe('review limits', () => {
  it('refuses more reviews an hour from one account than the limit', async () => {
    const limited = await startTestShop({ REVIEW_LIMIT_PER_HOUR: '2' });
    try {
      const customer = await createCustomer(limited);
      const itemIds = (await limited.services.db.select({ id: reviews.itemId }).from(reviews).limit(40)).map(
        (row) => row.id,
      );
      const distinct = [...new Set(itemIds)].slice(0, 3);
      const answers = [];
      for (const itemId of distinct) {
        answers.push(
          (await customer.call('doCreateReview', { itemId, ...review, botCheck: await provenBotCheck(limited.url) }))
            .status,
        );
      }
      expect(answers).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
