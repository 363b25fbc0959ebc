import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variations } from '../db/catalog-schema';
import { customers } from '../db/customer-schema';
import { offerItems, offers, orderItems, orders } from '../db/order-schema';
import { signedInEditor } from '../../tests/support/editor';
import {
  createCustomer,
  createShopper,
  findVariationWithStock,
  linkOfLatestMail,
  saveAddress,
  viennaBusinessAddress,
} from '../../tests/support/shopper';
import { pdfText } from '../../tests/support/pdf-text';
import { maxColumnInteger } from '../api/column-limits';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * Offers through the BFF (issue 22): editors create them, the customer they belong to (logged in)
 * reads, accepts once (even with two clicks at once) or declines them; nobody else gets further
 * than a 401 or a 404; expired offers and items out of stock are refused with their messages.
 */
let shop: TestShop;
let now = new Date('2026-12-01T10:00:00Z');
beforeAll(async () => {
  shop = await startTestShop({}, { now: () => now });
});
afterAll(() => shop.close());

const consents = { terms: true, cancellationRights: true, privacy: true };
type Created = { id: number; accessKey: string; link: string };
type OfferPage = {
  status: string;
  items: Array<{ quantity: number; price: number; linePrice: number }>;
  totals: {
    itemSum: number;
    shippingAmount: number;
    basketAmount: number;
    totalVats: Array<{ vatValue: number; vatAmount: number }>;
  };
  billingAddresses: Array<{ id: number }>;
  orderId: number | null;
};
type Next = { next: string; orderId?: number; accessKey?: string; paymentUrl?: string };

async function offerFor(email: string, variationId: number, options: { quantity?: number; validUntil?: string } = {}) {
  const editor = await signedInEditor(shop);
  const created = await editor.call<Created>('doCreateOffer', {
    customerEmail: email,
    validUntil: options.validUntil ?? '2026-12-15',
    note: 'Sonderpreis für das Hotel Seeblick',
    items: [{ variationId, quantity: options.quantity ?? 4, priceCents: 2500 }],
  });
  expect(created.status).toBe(200);
  return created.data!;
}

async function customerWithOffer(options: { quantity?: number; stock?: number } = {}) {
  const customer = await createCustomer(shop);
  const variation = await findVariationWithStock(shop, options.stock ?? 50);
  const offer = await offerFor(customer.email, variation.id, options);
  const page = await customer.call<OfferPage>('getOffer', { offerId: offer.id, accessKey: offer.accessKey });
  return { customer, variation, offer, page: page.data! };
}

/** Accepts at the total its page shows for the address (0 where the caller sees no page). */
async function accept(
  customer: Awaited<ReturnType<typeof createCustomer>>,
  offer: Created,
  billingAddressId: number,
  paymentMethodId = 6000,
) {
  const key = { offerId: offer.id, accessKey: offer.accessKey };
  const shown = await customer.call<OfferPage>('getOffer', { ...key, billingAddressId });
  return customer.call<Next>('doAcceptOffer', {
    ...key,
    billingAddressId,
    paymentMethodId,
    legalConsents: consents,
    // As the page sends it: a total beyond what an order can hold as the most it can.
    shownTotal: Math.min(shown.data?.totals?.basketAmount ?? 0, maxColumnInteger),
  });
}

describe('offers', () => {
  it('an editor creates one; the customer gets a mail with the link and sees it with VAT and in the account', async () => {
    const { customer, offer, page } = await customerWithOffer();
    const link = await linkOfLatestMail(shop, customer.email, 'offer');
    expect(link).toBe(`${shop.url}/offer/${offer.id}/${offer.accessKey}`);
    expect(page).toMatchObject({ status: 'open', items: [{ quantity: 4, price: 2500, linePrice: 10000 }] });
    expect(page.totals.itemSum).toBe(10000);
    expect(page.totals.basketAmount).toBe(10000); // free shipping in Germany
    expect(page.totals.totalVats).toEqual([{ vatValue: 19, vatAmount: 1597 }]);
    const listed = await customer.call<Array<{ id: number }>>('getOffers');
    expect(listed.data!.map((entry) => entry.id)).toContain(offer.id);
  });

  it('the customer downloads it as PDF with its lines and validity; nobody else gets it', async () => {
    const { customer, offer } = await customerWithOffer();
    const path = `/offer-documents/${offer.id}/offer.pdf?key=${offer.accessKey}&lang=en`;
    const response = await customer.browser.fetch(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Offer number A-${offer.id}`);
    expect(text).toContain('Valid until');
    expect(text).toContain('Sonderpreis für das Hotel Seeblick');
    expect(text).toContain('€100.00');
    const stranger = await createCustomer(shop);
    expect((await stranger.browser.fetch(path)).status).toBe(404);
    expect((await (await createShopper(shop)).browser.fetch(path)).status).toBe(404);
    expect((await customer.browser.fetch(path.replace(offer.accessKey, 'wrong-key'))).status).toBe(404);
    expect((await customer.browser.fetch(`/offer-documents/${offer.id}/offer.pdf`)).status).toBe(404);
  });

  it('only the logged-in customer it belongs to may see or take it', async () => {
    const { offer, page } = await customerWithOffer();
    const anonymous = await createShopper(shop);
    expect(await anonymous.call('getOffer', { offerId: offer.id, accessKey: offer.accessKey })).toMatchObject({
      status: 401,
      error: { key: 'offer.unauthorized' },
    });
    const stranger = await createCustomer(shop);
    const strangerAnswers = await Promise.all([
      stranger.call('getOffer', { offerId: offer.id, accessKey: offer.accessKey }),
      stranger.call('doDeclineOffer', { offerId: offer.id, accessKey: offer.accessKey }),
      accept(stranger, offer, page.billingAddresses[0]!.id),
    ]);
    expect(strangerAnswers.map((answer) => [answer.status, answer.error?.key])).toEqual([
      [404, 'offer.notFound'],
      [404, 'offer.notFound'],
      [404, 'offer.notFound'],
    ]);
    expect((await anonymous.call('getOffers')).status).toBe(401);
    // The editor's calls are for editors only.
    expect(
      (
        await stranger.call('doCreateOffer', {
          customerEmail: stranger.email,
          validUntil: '2026-12-31',
          items: [{ variationId: 1000, quantity: 1, priceCents: 1 }],
        })
      ).status,
    ).toBe(401);
    expect((await stranger.call('getLatestOffers')).status).toBe(401);
  });

  it('a blocked account is logged out and sees nothing of its offer', async () => {
    const { customer, offer } = await customerWithOffer();
    await shop.services.db.update(customers).set({ isBlocked: true }).where(eq(customers.email, customer.email));
    expect(await customer.call('getOffer', { offerId: offer.id, accessKey: offer.accessKey })).toMatchObject({
      status: 401,
      error: { key: 'offer.unauthorized' },
    });
  });

  it('a wrong key looks like a missing offer', async () => {
    const { customer, offer } = await customerWithOffer();
    const wrong = `${offer.accessKey.slice(0, -1)}${offer.accessKey.endsWith('A') ? 'B' : 'A'}`;
    expect(await customer.call('getOffer', { offerId: offer.id, accessKey: wrong })).toMatchObject({
      status: 404,
      error: { key: 'offer.notFound' },
    });
    expect((await customer.call('getOffer', { offerId: 999_999, accessKey: offer.accessKey })).status).toBe(404);
  });

  it('accepting places one order at the offered prices, even with two clicks at once, and takes the stock once', async () => {
    const { customer, variation, offer, page } = await customerWithOffer({ stock: 50 });
    const [first, second] = await Promise.all([
      accept(customer, offer, page.billingAddresses[0]!.id),
      accept(customer, offer, page.billingAddresses[0]!.id),
    ]);
    expect(first).toMatchObject({ status: 200, data: { next: 'confirmation' } });
    expect(second).toMatchObject({ status: 200, data: { next: 'confirmation', orderId: first.data!.orderId } });
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, first.data!.orderId!));
    expect(order).toMatchObject({ totalGross: 10000, paymentMethodKey: 'prepayment', customerId: expect.any(Number) });
    const lines = await shop.services.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines).toMatchObject([{ variationId: variation.id, quantity: 4, priceGross: 2500 }]);
    const [stock] = await shop.services.db.select().from(variations).where(eq(variations.id, variation.id));
    expect(stock!.stock).toBe(46);
    const [stored] = await shop.services.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stored).toMatchObject({ status: 'accepted', orderId: order!.id });
    // Later visits say so and point to the order; declining is refused.
    const later = await customer.call<OfferPage>('getOffer', { offerId: offer.id, accessKey: offer.accessKey });
    expect(later.data).toMatchObject({ status: 'accepted', orderId: order!.id });
    expect(await customer.call('doDeclineOffer', { offerId: offer.id, accessKey: offer.accessKey })).toMatchObject({
      status: 409,
      error: { key: 'offer.alreadyTaken' },
    });
    expect((await customer.call<Array<{ id: number }>>('getOffers')).data!.map((entry) => entry.id)).not.toContain(
      offer.id,
    );
  });

  it('with a Mollie method the customer goes on to pay', async () => {
    const { customer, offer, page } = await customerWithOffer();
    const paying = await accept(customer, offer, page.billingAddresses[0]!.id, 6102);
    expect(paying.data).toMatchObject({ next: 'payment', paymentUrl: expect.stringContaining('/mollie-sandbox/') });
  });

  it('is priced for the addresses chosen: tax-free for an Austrian business whose VAT id is confirmed, never at a total not shown', async () => {
    const { customer, offer, page } = await customerWithOffer({ quantity: 4 });
    const key = { offerId: offer.id, accessKey: offer.accessKey };
    const vienna = await saveAddress(customer, viennaBusinessAddress);
    const munich = await saveAddress(customer, {
      typeId: 2,
      zipCode: '80331',
      city: 'München',
      countryId: 1,
      stateId: 2,
    });
    const view = async (choice: { billingAddressId?: number; deliveryAddressId?: number }) => {
      const answer = await customer.call<OfferPage & { vat: Record<string, unknown>; chosen: unknown }>('getOffer', {
        ...key,
        ...choice,
      });
      expect(answer.status).toBe(200);
      return answer.data!;
    };

    // To Vienna: each piece at its net price (25,00 € incl. 19 % → 21,01 €), at 0 %, and the page says why.
    const taxFree = await view({ billingAddressId: vienna });
    expect(taxFree.vat).toEqual({ treatment: 'intraCommunitySupply', vatId: 'ATU12345675', confirmed: true });
    expect(taxFree.chosen).toEqual({ billingAddressId: vienna, deliveryAddressId: null });
    expect(taxFree.items).toMatchObject([{ quantity: 4, price: 2101, linePrice: 8404 }]);
    expect(taxFree.totals.totalVats).toEqual([{ vatValue: 0, vatAmount: 0 }]);
    expect(taxFree.totals.basketAmount).toBe(8404 + taxFree.totals.shippingAmount);
    // Billed to Vienna, the goods staying in Germany: German VAT, as the checkout does.
    const staying = await view({ billingAddressId: vienna, deliveryAddressId: munich });
    expect(staying.vat).toMatchObject({ treatment: 'domestic' });
    expect(staying.chosen).toEqual({ billingAddressId: vienna, deliveryAddressId: munich });
    expect(staying.totals).toMatchObject({ basketAmount: 10000, totalVats: [{ vatValue: 19, vatAmount: 1597 }] });
    // Ids of nobody's or another kind read as not chosen: the first billing address, as without any.
    expect((await view({ billingAddressId: munich })).chosen).toEqual({
      billingAddressId: page.billingAddresses[0]!.id,
      deliveryAddressId: null,
    });
    expect((await view({ billingAddressId: vienna, deliveryAddressId: vienna })).chosen).toEqual({
      billingAddressId: vienna,
      deliveryAddressId: null,
    });

    // The total shown was for Munich; ordering to Vienna at it is refused, and the offer stays open.
    const acceptAt = (shownTotal: number) =>
      customer.call<Next>('doAcceptOffer', {
        ...key,
        billingAddressId: vienna,
        paymentMethodId: 6000,
        legalConsents: consents,
        shownTotal,
      });
    expect(await acceptAt(staying.totals.basketAmount)).toMatchObject({
      status: 409,
      error: { key: 'checkout.totalChanged' },
    });
    expect((await view({})).status).toBe('open');
    // Without the total shown nothing is ordered either.
    const { shownTotal: _, ...unshown } = {
      ...key,
      billingAddressId: vienna,
      paymentMethodId: 6000,
      legalConsents: consents,
      shownTotal: 0,
    };
    expect((await customer.call('doAcceptOffer', unshown)).status).toBe(400);
    const placed = await acceptAt(taxFree.totals.basketAmount);
    expect(placed).toMatchObject({ status: 200, data: { next: 'confirmation' } });
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, placed.data!.orderId!));
    expect(order).toMatchObject({
      vatTreatment: 'intraCommunitySupply',
      buyerVatId: 'ATU12345675',
      vatIdStatus: 'confirmed',
      totalGross: taxFree.totals.basketAmount,
      totalNet: taxFree.totals.basketAmount,
    });
    const lines = await shop.services.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines).toMatchObject([{ quantity: 4, priceGross: 2101, vatRate: 0 }]);
    // Accepted, the page shows the offer as quoted and no totals of its own: the order has them.
    expect(await view({ billingAddressId: vienna })).toMatchObject({ status: 'accepted', totals: null });
    // Its PDF stays the quote: the quoted gross prices, whatever it was accepted with.
    const pdf = await customer.browser.fetch(`/offer-documents/${offer.id}/offer.pdf?key=${offer.accessKey}&lang=de`);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('25,00 €');
    expect(text).toContain('100,00 €');
    expect(text).not.toContain('21,01');
  });

  it('refuses an expired offer, an item out of stock, and a missing consent, leaving the offer open', async () => {
    const { customer, offer, page } = await customerWithOffer({ quantity: 10, stock: 5 });
    expect(await accept(customer, offer, page.billingAddresses[0]!.id)).toMatchObject({
      status: 409,
      error: { key: 'offer.itemOutOfStock' },
    });
    const unconsented = await customer.call('doAcceptOffer', {
      offerId: offer.id,
      accessKey: offer.accessKey,
      billingAddressId: page.billingAddresses[0]!.id,
      paymentMethodId: 6000,
      legalConsents: { ...consents, terms: false },
      shownTotal: page.totals.basketAmount,
    });
    expect(unconsented).toMatchObject({ status: 400, error: { key: 'checkout.consentRequired' } });
    const [stored] = await shop.services.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stored!.status).toBe('open');

    now = new Date('2026-12-15T22:59:00Z'); // 23:59 in Berlin on the last day: still valid
    expect(
      (await customer.call<OfferPage>('getOffer', { offerId: offer.id, accessKey: offer.accessKey })).data!.status,
    ).toBe('open');
    now = new Date('2026-12-15T23:00:00Z'); // midnight in Berlin
    try {
      expect(
        (await customer.call<OfferPage>('getOffer', { offerId: offer.id, accessKey: offer.accessKey })).data!.status,
      ).toBe('expired');
      expect(await accept(customer, offer, page.billingAddresses[0]!.id)).toMatchObject({
        status: 410,
        error: { key: 'offer.expired' },
      });
      expect((await customer.call<Array<{ id: number }>>('getOffers')).data!.map((entry) => entry.id)).not.toContain(
        offer.id,
      );
    } finally {
      now = new Date('2026-12-01T10:00:00Z');
    }
  });

  it('declining keeps the reason, and the offer cannot be accepted afterwards', async () => {
    const { customer, offer, page } = await customerWithOffer();
    expect(
      (await customer.call('doDeclineOffer', { offerId: offer.id, accessKey: offer.accessKey, reason: 'Zu teuer' }))
        .status,
    ).toBe(200);
    const [stored] = await shop.services.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stored).toMatchObject({ status: 'declined', declineReason: 'Zu teuer' });
    expect(await accept(customer, offer, page.billingAddresses[0]!.id)).toMatchObject({
      status: 409,
      error: { key: 'offer.alreadyTaken' },
    });
    const editor = await signedInEditor(shop);
    const latest = await editor.call<Array<{ id: number; status: string; declineReason: string }>>('getLatestOffers');
    expect(latest.data!.find((entry) => entry.id === offer.id)).toMatchObject({
      status: 'declined',
      declineReason: 'Zu teuer',
    });
  });

  it('refuses offers for unknown customers or variations, in the past, or without items', async () => {
    const customer = await createCustomer(shop);
    const editor = await signedInEditor(shop);
    const variation = await findVariationWithStock(shop, 10);
    const item = { variationId: variation.id, quantity: 1, priceCents: 100 };
    const answers = await Promise.all([
      editor.call('doCreateOffer', { customerEmail: 'niemand@beispiel.de', validUntil: '2026-12-31', items: [item] }),
      editor.call('doCreateOffer', { customerEmail: customer.email, validUntil: '2026-11-30', items: [item] }),
      editor.call('doCreateOffer', { customerEmail: customer.email, validUntil: '2026-12-31', items: [] }),
      editor.call('doCreateOffer', { customerEmail: customer.email, validUntil: '2099-02-31', items: [item] }),
      editor.call('doCreateOffer', {
        customerEmail: customer.email,
        validUntil: '2026-12-31',
        items: [{ ...item, variationId: 2_000_000 }],
      }),
      editor.call('doCreateOffer', {
        customerEmail: customer.email,
        validUntil: '2026-12-31',
        items: [{ ...item, priceCents: -1 }],
      }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.error?.key])).toEqual([
      [404, 'offer.customerNotFound'],
      [400, 'validation'],
      [400, 'validation'],
      [400, 'validation'],
      [404, 'offer.variationNotFound'],
      [400, 'validation'],
    ]);
  });

  it('keeps offers within what a cart and an order can hold, each refusal at its field', async () => {
    const customer = await createCustomer(shop);
    const editor = await signedInEditor(shop);
    const variation = await findVariationWithStock(shop, 10);
    const line = { variationId: variation.id, quantity: 1, priceCents: 100 };
    const create = (items: Array<typeof line>) =>
      editor.call('doCreateOffer', { customerEmail: customer.email, validUntil: '2026-12-31', items });
    const answers = await Promise.all([
      // More pieces than a cart takes of a line (MAX_LINE_QUANTITY, 100 here).
      create([{ ...line, quantity: 101 }]),
      create([line, { ...line, priceCents: 10_000_001 }]),
      create(Array.from({ length: 51 }, () => line)),
      // Within every line's range, but more than an order's total can hold.
      create([1, 2, 3].map(() => ({ ...line, quantity: 100, priceCents: 10_000_000 }))),
    ]);
    expect(
      answers.map((answer) => [
        answer.status,
        answer.error?.key,
        (answer.error as { cause?: unknown } | undefined)?.cause,
      ]),
    ).toEqual([
      [
        400,
        'validation',
        [expect.objectContaining({ field: 'items.0.quantity', message: 'errorMessages.offer.quantityTooHigh' })],
      ],
      [
        400,
        'validation',
        [expect.objectContaining({ field: 'items.1.priceCents', message: 'errorMessages.offer.priceTooHigh' })],
      ],
      [400, 'validation', [expect.objectContaining({ field: 'items', message: 'errorMessages.offer.tooManyItems' })]],
      [400, 'validation', [expect.objectContaining({ field: 'items', message: 'errorMessages.offer.totalTooHigh' })]],
    ]);
    // The most an offer may have is still fine: 100 pieces at the highest price, 20 million in all.
    expect((await create([1, 2].map(() => ({ ...line, quantity: 100, priceCents: 10_000_000 })))).status).toBe(200);
  });

  it('an offer stored with numbers no order can hold is refused on accepting, never a 500', async () => {
    const { customer, offer, page } = await customerWithOffer({ stock: 5000 });
    // As an offer made before these checks: 1,000 pieces at 100,000 € (100 million euros).
    await shop.services.db
      .update(offerItems)
      .set({ quantity: 1000, priceGross: 10_000_000 })
      .where(eq(offerItems.offerId, offer.id));
    const shown = await customer.call<OfferPage>('getOffer', { offerId: offer.id, accessKey: offer.accessKey });
    expect(shown.status).toBe(200);
    expect(await accept(customer, offer, page.billingAddresses[0]!.id)).toMatchObject({
      status: 422,
      error: { key: 'offer.outOfRange' },
    });
    const [stored] = await shop.services.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stored).toMatchObject({ status: 'open', orderId: null });
  });
});
