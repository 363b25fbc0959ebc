import { randomUUID } from 'node:crypto';
import { eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provenBotCheck } from '../../tests/support/bot-check';
import { signedInEditor } from '../../tests/support/editor';
import {
  createCustomer,
  createGuest,
  createShopper,
  findSimpleVariation,
  registerAndConfirm,
} from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { reviews, variations } from '../db/catalog-schema';
import { orders } from '../db/order-schema';
import { remindAndCancelUnpaidPrepaymentOrders } from '../orders/unpaid-prepayment-orders.server';

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

/**
 * A customer who ordered one piece of an item (by prepayment); the order is paid (status 5)
 * unless `statusId` says otherwise (3: still waiting for the money, 7: shipped).
 */
async function customerWhoBought(
  options: { statusId?: number; buyer?: Awaited<ReturnType<typeof createCustomer>>; exceptItem?: number } = {},
) {
  const buyer = options.buyer ?? (await createCustomer(shop));
  const variation = await findSimpleVariation(shop, {
    minimumStock: 5,
    where: options.exceptItem ? ne(variations.itemId, options.exceptItem) : undefined,
  });
  await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
  const placed = await buyer.call<{ order: { id: number } }>('doPlaceOrder', {
    idempotencyKey: randomUUID(),
    legalConsents: { terms: true, cancellationRights: true, privacy: true },
  });
  expect(placed.status).toBe(200);
  const orderId = placed.data!.order.id;
  await shop.services.db
    .update(orders)
    .set({ statusId: options.statusId ?? 5 })
    .where(eq(orders.id, orderId));
  return { buyer, itemId: variation.itemId, orderId };
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

  it('an order never paid makes no verified purchase and spares no bot check; a shipped one does', async () => {
    const { buyer, itemId } = await customerWhoBought({ statusId: 3 });
    const mine = await buyer.call<{ verifiedPurchase: boolean }>('getMyReviews', { itemId });
    expect(mine.data!.verifiedPurchase).toBe(false);
    const withoutBotCheck = await buyer.call('doCreateReview', { itemId, ...review });
    expect(withoutBotCheck).toMatchObject({ status: 400, error: { key: 'validation' } });
    const written = await buyer.call<OwnReview>('doCreateReview', {
      itemId,
      ...review,
      botCheck: await provenBotCheck(shop.url),
    });
    expect(written.data).toMatchObject({ verifiedPurchase: false });

    const shipped = await customerWhoBought({ statusId: 7 });
    const verified = await shipped.buyer.call<OwnReview>('doCreateReview', { itemId: shipped.itemId, ...review });
    expect(verified.data).toMatchObject({ verifiedPurchase: true });
  });

  it('a review written while its order waits for the Mollie payment gets the verified mark once the payment is paid', async () => {
    type Payment = { id: string; checkoutUrl: string | null; status: string };
    const buyer = await createCustomer(shop);
    const variation = await findSimpleVariation(shop, { minimumStock: 5 });
    expect((await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 })).status).toBe(200);
    expect((await buyer.call('setPaymentProvider', { paymentId: 6102 })).status).toBe(200); // PayPal
    const placed = await buyer.call<{ order: { id: number } }>('doPlaceOrder', {
      idempotencyKey: randomUUID(),
      legalConsents: { terms: true, cancellationRights: true, privacy: true },
    });
    const orderId = placed.data!.order.id;
    const created = await buyer.call<Payment>('doCreateMolliePaymentFromOrder', { orderId });
    expect(created.status).toBe(200);
    await buyer.call('doAttachMolliePaymentToOrder', { orderId, molliePaymentId: created.data!.id });

    // Written while the order waits for the money: no mark yet (and the bot check asked for).
    const written = await buyer.call<OwnReview>('doCreateReview', {
      itemId: variation.itemId,
      ...review,
      botCheck: await provenBotCheck(shop.url),
    });
    expect(written.data).toMatchObject({ verifiedPurchase: false });
    // Another customer's review of the same item, who did not buy it, stays without the mark.
    const other = await createCustomer(shop);
    const stranger = await other.call<OwnReview>('doCreateReview', {
      itemId: variation.itemId,
      ...review,
      botCheck: await provenBotCheck(shop.url),
    });
    expect(stranger.status).toBe(200);

    // The shopper pays on the sandbox's hosted page; the shop learns it from Mollie.
    const paid = await fetch(created.data!.checkoutUrl!, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const status = await buyer.call<Payment>('getMolliePaymentAndUpdateStatus', { paymentId: created.data!.id });
    expect(status.data).toMatchObject({ status: 'paid' });
    expect((await shop.services.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.statusId).toBe(5);

    const marks = await shop.services.db
      .select({ id: reviews.id, verifiedPurchase: reviews.verifiedPurchase })
      .from(reviews)
      .where(inArray(reviews.id, [written.data!.id, stranger.data!.id]));
    expect(marks).toEqual(
      expect.arrayContaining([
        { id: written.data!.id, verifiedPurchase: true },
        { id: stranger.data!.id, verifiedPurchase: false },
      ]),
    );
    const mine = await buyer.call<{ review: OwnReview; verifiedPurchase: boolean }>('getMyReviews', {
      itemId: variation.itemId,
    });
    expect(mine.data).toMatchObject({ verifiedPurchase: true, review: { verifiedPurchase: true } });
  });

  it('a paid guest order kept in the account verifies the reviews of its items written before', async () => {
    const email = `gast.bewertung.${Date.now()}@beispiel.de`;
    const guest = await createGuest(shop, { email });
    const variation = await findSimpleVariation(shop, { minimumStock: 5 });
    await guest.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const placed = await guest.call<{ order: { id: number }; accessKey: string }>('doPlaceOrder', {
      idempotencyKey: randomUUID(),
      legalConsents: { terms: true, cancellationRights: true, privacy: true },
    });
    expect(placed.status).toBe(200);
    const orderId = placed.data!.order.id;
    await shop.services.db.update(orders).set({ statusId: 5 }).where(eq(orders.id, orderId));
    await registerAndConfirm(shop, guest, { email, password: 'Glasklar2026', firstName: 'Gero', lastName: 'Gast' });
    // The guest order is not the account's yet: the review is written without the mark.
    const written = await guest.call<OwnReview>('doCreateReview', {
      itemId: variation.itemId,
      ...review,
      botCheck: await provenBotCheck(shop.url),
    });
    expect(written.data).toMatchObject({ verifiedPurchase: false });
    const kept = await guest.call('doMigrateGuestOrderToCustomer', { orderId, accessKey: placed.data!.accessKey });
    expect(kept.status).toBe(200);
    const [row] = await shop.services.db.select().from(reviews).where(eq(reviews.id, written.data!.id));
    expect(row!.verifiedPurchase).toBe(true);
  });

  it('canceling an unpaid order takes the verified mark from the reviews it made; a paid order keeps its own', async () => {
    // A mark given while an unpaid order still counted (before issue 33): the order is canceled later.
    const unpaid = await customerWhoBought({ statusId: 3 });
    const markedByUnpaid = await unpaid.buyer.call<OwnReview>('doCreateReview', {
      itemId: unpaid.itemId,
      ...review,
      botCheck: await provenBotCheck(shop.url),
    });
    await shop.services.db
      .update(reviews)
      .set({ verifiedPurchase: true })
      .where(eq(reviews.id, markedByUnpaid.data!.id));
    // The same customer's paid order of another item, reviewed with the mark.
    const paid = await customerWhoBought({ buyer: unpaid.buyer, exceptItem: unpaid.itemId });
    const markedByPaid = await unpaid.buyer.call<OwnReview>('doCreateReview', { itemId: paid.itemId, ...review });
    expect(markedByPaid.data).toMatchObject({ verifiedPurchase: true });

    // The prepayment order stays unpaid: reminded, then canceled.
    const daysLater = (days: number) => new Date(Date.now() + days * 86_400_000);
    await remindAndCancelUnpaidPrepaymentOrders(shop.services, daysLater(11));
    await remindAndCancelUnpaidPrepaymentOrders(shop.services, daysLater(16));
    const statusOf = async (id: number) =>
      (await shop.services.db.select().from(orders).where(eq(orders.id, id)))[0]!.statusId;
    expect(await statusOf(unpaid.orderId)).toBe(8);
    const marks = await shop.services.db
      .select({ id: reviews.id, verifiedPurchase: reviews.verifiedPurchase })
      .from(reviews)
      .where(inArray(reviews.id, [markedByUnpaid.data!.id, markedByPaid.data!.id]));
    expect(marks).toEqual(
      expect.arrayContaining([
        { id: markedByUnpaid.data!.id, verifiedPurchase: false },
        { id: markedByPaid.data!.id, verifiedPurchase: true },
      ]),
    );
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
