import { timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { ApiError, isApiError } from '../api/errors';
import { zodProblems } from '../api/registry';
import { cartTotals } from '../cart/cart-totals';
import { netFromGross } from '../catalog/pricing';
import { attributeValues, attributes, itemTexts, variationAttributeValues, variations } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { addresses, customers } from '../db/customer-schema';
import { offerItems, offers } from '../db/order-schema';
import { localizePath, type Locale } from '../i18n/locales';
import { offerMail } from '../mail/shop-mails';
import { shopText } from '../i18n/shop-texts';
import { orderAddressOf, paymentProvidersFor } from '../checkout/checkout.server';
import { sessionCustomer } from '../customers/session-view.server';
import { findByIdempotencyKey, newAccessKey, placeOrder, type OrderedCart } from '../orders/place-order.server';
import type { Services } from '../services.server';
import { cachedShippingRates } from '../shipping/shipping.server';
import { germanyId } from '../delivery/checkout-delivery.server';
import { estimateShipping } from '../shipping/shipping-estimate';
import { orderFitsColumns } from '../orders/order-limits';
import { createOfferInput, offerProblems, type CreateOfferInput } from './offer-form';

/**
 * Offers (issue 22; spec §3 Offer and Offer item, §6 "offers open only for authorized users", §8
 * offer messages). Staff quote prices to one customer; the customer, logged in, accepts once
 * (an order is placed from it, stock taken like any order) or declines. A wrong key, someone
 * else's offer and a missing one look the same (404); the key is compared in constant time.
 */

type OfferRow = typeof offers.$inferSelect;
type OfferItemRow = typeof offerItems.$inferSelect;

const offerProblem = (status: number, key: string, message: string) =>
  new ApiError({ status, key: `offer.${key}`, message });
export const offerNotFound = () => offerProblem(404, 'notFound', 'No such offer.');

/** Today in Germany, `YYYY-MM-DD`: an offer valid until a day can be accepted all that day. */
export function berlinToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}

// ---------------------------------------------------------------------------------------------
// Creating (editor screen and CLI)

/**
 * A new offer for the customer with this account e-mail; its lines name the variation in the
 * customer's language. Answers the offer and the link to its page (sent to the customer by mail
 * when `mail` is given).
 */
export async function createOffer(
  services: Pick<Services, 'db' | 'config' | 'mailer' | 'now'>,
  input: CreateOfferInput,
  createdBy: string,
) {
  const parsed = createOfferInput.safeParse(input);
  if (!parsed.success) {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'The offer is incomplete.',
      cause: zodProblems(parsed.error),
    });
  }
  const { customerEmail, validUntil, note, items } = parsed.data;
  // Like a cart: the shop's pieces a line, and an order's ranges (else accepting it could not work).
  const outOfRange = offerProblems(items, { maxLineQuantity: services.config.MAX_LINE_QUANTITY });
  if (outOfRange.length > 0) {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'The offer leaves the ranges an order can have.',
      cause: outOfRange,
    });
  }
  const { db } = services;
  const [customer] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${customerEmail.toLowerCase()}`);
  if (!customer) {
    throw new ApiError({
      status: 404,
      key: 'offer.customerNotFound',
      message: 'No customer account has this e-mail address.',
      cause: [{ field: 'customerEmail', message: 'errorMessages.offer.customerNotFound', code: 'notFound' }],
    });
  }
  if (validUntil < berlinToday(services.now())) {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'The offer must be valid until today or later.',
      cause: [{ field: 'validUntil', message: 'errorMessages.offer.validUntil', code: 'tooEarly' }],
    });
  }
  const variationIds = [...new Set(items.map((item) => item.variationId))];
  const rows = await db
    .select({ id: variations.id, itemId: variations.itemId, vatRate: variations.vatRate, name: itemTexts.name })
    .from(variations)
    .innerJoin(itemTexts, and(eq(itemTexts.itemId, variations.itemId), eq(itemTexts.lang, customer.language)))
    .where(inArray(variations.id, variationIds));
  const attributeNames = await variationAttributeNames(db, variationIds, customer.language);
  const unknown = items.findIndex((item) => !rows.some((row) => row.id === item.variationId));
  if (unknown !== -1) {
    throw new ApiError({
      status: 404,
      key: 'offer.variationNotFound',
      message: 'No such variation.',
      cause: [
        { field: `items.${unknown}.variationId`, message: 'errorMessages.offer.variationNotFound', code: 'notFound' },
      ],
    });
  }
  const accessKey = newAccessKey();
  const offer = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(offers)
      .values({ accessKey, customerId: customer.id, language: customer.language, validUntil, note, createdBy })
      .returning();
    await tx.insert(offerItems).values(
      items.map((item, index) => {
        const row = rows.find((candidate) => candidate.id === item.variationId)!;
        return {
          offerId: created!.id,
          position: index + 1,
          itemId: row.itemId,
          variationId: row.id,
          name: nameWithAttributes(row.name, attributeNames.get(row.id)),
          quantity: item.quantity,
          priceGross: item.priceCents,
          vatRate: row.vatRate,
        };
      }),
    );
    return created!;
  });
  const link = `${services.config.publicUrl}${localizePath(`/offer/${offer.id}/${accessKey}`, customer.language)}`;
  const lines = items.map((item) => ({
    name: nameWithAttributes(
      rows.find((row) => row.id === item.variationId)!.name,
      attributeNames.get(item.variationId),
    ),
    quantity: item.quantity,
    priceGross: item.priceCents,
  }));
  const totalGross = lines.reduce((sum, line) => sum + line.priceGross * line.quantity, 0);
  await services.mailer.send(
    offerMail(customer.language, customer.email, { ...offer, firstName: customer.firstName, totalGross }, lines, link),
  );
  return { id: offer.id, accessKey, link, customerEmail: customer.email, validUntil, totalGross };
}

/** "Spiegel Aurora (Durchmesser: 20 cm, Farbe: Chrom)": which variation of the item is meant. */
export const nameWithAttributes = (name: string, attributes: string[] | undefined) =>
  attributes && attributes.length > 0 ? `${name} (${attributes.join(', ')})` : name;

/** Each variation's attributes as "name: value", in the attributes' order. */
export async function variationAttributeNames(db: Executor, variationIds: number[], language: Locale) {
  const rows = await db
    .select({
      variationId: variationAttributeValues.variationId,
      attribute: attributes.names,
      value: attributeValues.names,
    })
    .from(variationAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, variationAttributeValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(inArray(variationAttributeValues.variationId, variationIds))
    .orderBy(asc(attributes.position));
  const names = new Map<number, string[]>();
  for (const row of rows) {
    names.set(row.variationId, [
      ...(names.get(row.variationId) ?? []),
      `${row.attribute[language]}: ${row.value[language]}`,
    ]);
  }
  return names;
}

/** The latest offers with their customer and state, for the editor's offer screen. */
export async function latestOffers(db: Database, limit = 20) {
  const rows = await db
    .select({ offer: offers, email: customers.email })
    .from(offers)
    .innerJoin(customers, eq(customers.id, offers.customerId))
    .orderBy(desc(offers.id))
    .limit(limit);
  const lines = rows.length
    ? await db
        .select()
        .from(offerItems)
        .where(
          inArray(
            offerItems.offerId,
            rows.map((row) => row.offer.id),
          ),
        )
    : [];
  return rows.map(({ offer, email }) => ({
    id: offer.id,
    customerEmail: email,
    validUntil: offer.validUntil,
    status: offer.status,
    declineReason: offer.declineReason,
    orderId: offer.orderId,
    createdAt: offer.createdAt.toISOString(),
    totalGross: lines
      .filter((line) => line.offerId === offer.id)
      .reduce((sum, line) => sum + line.priceGross * line.quantity, 0),
  }));
}

// ---------------------------------------------------------------------------------------------
// The customer's side

function holdsKey(offer: OfferRow, accessKey: string): boolean {
  const expected = Buffer.from(offer.accessKey);
  const given = Buffer.from(accessKey);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The logged-in customer's own offer with its key; 401 for anyone not logged in, else 404. */
async function ownOffer(ctx: CallContext, offerId: number, accessKey: string) {
  // A blocked account counts as logged out (sessionCustomer ends its session).
  const customer = await sessionCustomer(ctx);
  if (!customer) throw offerProblem(401, 'unauthorized', 'Please log in to see this offer.');
  const [offer] = await ctx.services.db.select().from(offers).where(eq(offers.id, offerId));
  if (!offer || offer.customerId !== customer.id || !holdsKey(offer, accessKey)) throw offerNotFound();
  return { offer, customer };
}

const linesOf = (db: Database, offerId: number) =>
  db.select().from(offerItems).where(eq(offerItems.offerId, offerId)).orderBy(asc(offerItems.position));

/** An offer's lines priced like a cart for a delivery country: VAT per rate, shipping of the cheapest profile. */
async function offerCart(ctx: CallContext, lines: OfferItemRow[], countryId: number): Promise<OrderedCart | null> {
  const goods = lines.reduce((sum, line) => sum + line.priceGross * line.quantity, 0);
  const shipping = estimateShipping(await cachedShippingRates(ctx, countryId), goods);
  if (!shipping) return null;
  return {
    items: lines.map((line) => ({
      variationId: line.variationId,
      quantity: line.quantity,
      unitPrice: line.priceGross,
      unitPriceNet: netFromGross(line.priceGross, line.vatRate),
      vatRate: line.vatRate,
      basketItemOrderParams: [],
      variation: { itemId: line.itemId, name: line.name, bundleComponents: [] },
    })),
    couponCode: null,
    currency: 'EUR',
    shippingProfileId: shipping.shippingProfileId,
    shippingProfileName: shipping.name,
    ...cartTotals(
      lines.map((line) => ({ grossCents: line.priceGross * line.quantity, vatRate: line.vatRate })),
      { shippingCents: shipping.cents },
    ),
  };
}

/** The customer's addresses (billing and delivery), primary first. */
async function addressBook(ctx: CallContext, customerId: number) {
  return ctx.services.db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isPrimary), desc(addresses.id));
}

/** getOffer: the offer as its page shows it, with what accepting it needs (addresses, totals). */
export async function offerView(ctx: CallContext, offerId: number, accessKey: string) {
  const { offer } = await ownOffer(ctx, offerId, accessKey);
  const [lines, book] = await Promise.all([linesOf(ctx.services.db, offer.id), addressBook(ctx, offer.customerId)]);
  const billing = book.find((address) => address.typeId === 1) ?? null;
  const cart = await offerCart(ctx, lines, billing?.countryId ?? germanyId);
  const expired = offer.status === 'open' && offer.validUntil < berlinToday(ctx.services.now());
  const open = offer.status === 'open' && !expired;
  return {
    id: offer.id,
    typeId: 7,
    status: expired ? ('expired' as const) : offer.status,
    validUntil: offer.validUntil,
    note: offer.note,
    declineReason: offer.declineReason,
    createdAt: offer.createdAt.toISOString(),
    /** Accepted: the order it became (its confirmation page, for this customer). */
    orderId: offer.orderId,
    items: lines.map((line) => ({
      variationId: line.variationId,
      itemId: line.itemId,
      name: line.name,
      quantity: line.quantity,
      price: line.priceGross,
      linePrice: line.priceGross * line.quantity,
      vatRate: line.vatRate,
    })),
    totals: cart
      ? {
          itemSum: cart.itemSum,
          shippingAmount: cart.shippingAmount,
          shippingProfileName: cart.shippingProfileName,
          basketAmount: cart.basketAmount,
          totalVats: cart.totalVats,
        }
      : null,
    billingAddresses: book.filter((address) => address.typeId === 1),
    deliveryAddresses: book.filter((address) => address.typeId === 2),
    /** The payment methods for its amount and the billing country (as in the checkout). */
    paymentProviders:
      open && cart ? await paymentProvidersFor(ctx, cart.basketAmount, billing?.countryId ?? germanyId) : [],
  };
}

/** The customer's offers still open and valid (the account page lists them). */
export async function openOffersOf(ctx: CallContext, customerId: number) {
  const rows = await ctx.services.db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.customerId, customerId),
        eq(offers.status, 'open'),
        sql`${offers.validUntil} >= ${berlinToday(ctx.services.now())}`,
      ),
    )
    .orderBy(desc(offers.id));
  if (rows.length === 0) return [];
  const lines = await ctx.services.db
    .select()
    .from(offerItems)
    .where(
      inArray(
        offerItems.offerId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((offer) => {
    const own = lines.filter((line) => line.offerId === offer.id);
    return {
      id: offer.id,
      accessKey: offer.accessKey,
      validUntil: offer.validUntil,
      createdAt: offer.createdAt.toISOString(),
      itemCount: own.length,
      totalGross: own.reduce((sum, line) => sum + line.priceGross * line.quantity, 0),
    };
  });
}

const asOfferLine = (line: OfferItemRow) => ({ quantity: line.quantity, priceCents: line.priceGross });

const offerOutOfRange = () =>
  offerProblem(422, 'outOfRange', 'This offer holds quantities or amounts that no order can have.');

/** Still open and valid today, or the matching refusal (spec §8: expired, already taken). */
function assertOpen(ctx: CallContext, offer: OfferRow): void {
  if (offer.status !== 'open')
    throw offerProblem(409, 'alreadyTaken', 'This offer has been accepted or declined already.');
  if (offer.validUntil < berlinToday(ctx.services.now())) throw offerProblem(410, 'expired', 'This offer has expired.');
}

export interface AcceptOfferInput {
  offerId: number;
  accessKey: string;
  billingAddressId: number;
  /** 0 or absent: delivery to the billing address. */
  deliveryAddressId?: number;
  paymentMethodId: number;
}

/**
 * Places the order of an offer (its prices, stock taken like any order) and marks the offer taken
 * in the same transaction. Two clicks, in two tabs too, place one order: the idempotency key is
 * the offer's, so the second finds the first's order; a decline meanwhile makes it "already taken".
 */
export async function acceptOffer(ctx: CallContext, input: AcceptOfferInput) {
  const { offer, customer } = await ownOffer(ctx, input.offerId, input.accessKey);
  // A colon never appears in a checkout's keys (idempotencyKeyInput): no cart can take this one first.
  const idempotencyKey = `offer:${offer.id}`;
  // Accepted already (a second click, another tab): the same order again.
  if (offer.status === 'accepted' && offer.orderId !== null) {
    const replay = await findByIdempotencyKey(ctx.services.db, { idempotencyKey, cartId: null });
    if (replay) return { placed: replay, offer };
  }
  assertOpen(ctx, offer);
  const book = await addressBook(ctx, offer.customerId);
  const billing = book.find((address) => address.typeId === 1 && address.id === input.billingAddressId);
  const delivery = input.deliveryAddressId
    ? book.find((address) => address.typeId === 2 && address.id === input.deliveryAddressId)
    : billing;
  if (!billing || !delivery) throw new ApiError({ status: 404, key: 'address.notFound', message: 'No such address' });
  const lines = await linesOf(ctx.services.db, offer.id);
  // Stored before offers were checked like carts (or the shop's cap lowered since): refused, never
  // taken to the database with numbers its columns cannot hold.
  const limits = { maxLineQuantity: ctx.services.config.MAX_LINE_QUANTITY };
  if (offerProblems(lines.map(asOfferLine), limits).length > 0) throw offerOutOfRange();
  const cart = await offerCart(ctx, lines, delivery.countryId);
  if (!cart) {
    throw new ApiError({ status: 409, key: 'checkout.noShippingMethods', message: 'No shipping to this country.' });
  }
  if (!orderFitsColumns(cart)) throw offerOutOfRange();
  const payment = (await paymentProvidersFor(ctx, cart.basketAmount, delivery.countryId)).find(
    (provider) => provider.id === input.paymentMethodId,
  );
  if (!payment) {
    throw new ApiError({
      status: 409,
      key: 'checkout.paymentMethodUnavailable',
      message: 'This payment method is not available for this order.',
      cause: [{ field: 'paymentMethodId', message: 'errorMessages.invalid', code: 'unavailable' }],
    });
  }
  try {
    const placed = await placeOrder(ctx.services.db, {
      idempotencyKey,
      cartId: null,
      cart,
      customerId: offer.customerId,
      email: customer.email,
      language: offer.language as Locale,
      billingAddress: orderAddressOf(billing),
      deliveryAddress: orderAddressOf(delivery),
      payment: { id: payment.id, key: payment.key, name: payment.name },
      // The order names the offer it came from (staff find it by this).
      additional: {
        orderContactWish: '',
        orderCustomerSign: shopText(offer.language as Locale, 'offer.reference', { id: offer.id }),
        shippingPrivacyHintAccepted: false,
      },
      async alsoInTransaction(tx, orderId) {
        const [taken] = await tx
          .update(offers)
          .set({ status: 'accepted', orderId, decidedAt: new Date() })
          .where(and(eq(offers.id, offer.id), eq(offers.status, 'open')))
          .returning({ id: offers.id });
        if (!taken) throw offerProblem(409, 'alreadyTaken', 'This offer has been accepted or declined already.');
      },
    });
    return { placed, offer };
  } catch (error) {
    if (isApiError(error) && error.key === 'order.notEnoughStock') {
      throw offerProblem(409, 'itemOutOfStock', 'An item of the offer is out of stock.');
    }
    throw error;
  }
}

/** Declines an open offer with an optional reason; a taken or expired one is refused. */
export async function declineOffer(ctx: CallContext, offerId: number, accessKey: string, reason: string) {
  const { offer } = await ownOffer(ctx, offerId, accessKey);
  assertOpen(ctx, offer);
  const [declined] = await ctx.services.db
    .update(offers)
    .set({ status: 'declined', declineReason: reason, decidedAt: new Date() })
    .where(and(eq(offers.id, offer.id), eq(offers.status, 'open')))
    .returning({ id: offers.id });
  if (!declined) throw offerProblem(409, 'alreadyTaken', 'This offer has been accepted or declined already.');
}
