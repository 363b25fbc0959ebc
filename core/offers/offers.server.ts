import { shopDay } from '../i18n/format';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { ApiError, isApiError } from '../api/errors';
import { cartTotals } from '../cart/cart-totals';
import { netFromGross } from '../catalog/pricing';
import type { Database } from '../db/connection.server';
import { addresses } from '../db/customer-schema';
import { items } from '../db/catalog-schema';
import { offerItems, offers } from '../db/order-schema';
import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import { orderAddressOf } from '../checkout/checkout.server';
import { paymentProvidersFor } from '../payments/payment-providers.server';
import { addressTypes } from '../customers/address-types';
import { sessionCustomer } from '../customers/session-view.server';
import { holdsAccessKey } from '../orders/order-access.server';
import { orderTypes } from '../order-status';
import { findByIdempotencyKey, placeOrder, type OrderedCart } from '../orders/place-order.server';
import { cachedShippingRates } from '../shipping/shipping.server';
import { estimateShipping } from '../shipping/shipping-estimate';
import { germanyId } from '../delivery/checkout-delivery.server';
import { orderFitsColumns } from '../orders/order-limits';
import { offerProblems } from './offer-form';
import { taxFreeAmount } from '../cart/tax-free-supply';
import { checkoutVatOf, domesticVat, vatNoticeOf } from '../vat/checkout-vat.server';

/**
 * Offers (issue 22; spec §3 Offer and Offer item, §6 "offers open only for authorized users", §8
 * offer messages). Staff quote prices to one customer; the customer, logged in, accepts once
 * (an order is placed from it, stock taken like any order) or declines. A wrong key, someone
 * else's offer and a missing one look the same (404); the key is compared by the order-access
 * module (constant time). This is the customer's side; creating and listing offers for staff is in
 * offer-creation.server.ts.
 */

type OfferRow = typeof offers.$inferSelect;
type OfferItemRow = typeof offerItems.$inferSelect;

const offerProblem = (status: number, key: string, message: string) =>
  new ApiError({ status, key: `offer.${key}`, message });
const offerNotFound = () => offerProblem(404, 'notFound', 'No such offer.');

/** Today in Germany, `YYYY-MM-DD`: an offer valid until a day can be accepted all that day. */
export const berlinToday = shopDay;

// ---------------------------------------------------------------------------------------------
// The customer's side

/** The logged-in customer's own offer with its key; 401 for anyone not logged in, else 404. */
async function ownOffer(ctx: CallContext, offerId: number, accessKey: string) {
  // A blocked account counts as logged out (sessionCustomer ends its session).
  const customer = await sessionCustomer(ctx);
  if (!customer) throw offerProblem(401, 'unauthorized', 'Please log in to see this offer.');
  const [offer] = await ctx.services.db.select().from(offers).where(eq(offers.id, offerId));
  if (!offer || offer.customerId !== customer.id || !holdsAccessKey(offer, accessKey)) throw offerNotFound();
  return { offer, customer };
}

const linesOf = (db: Database, offerId: number) =>
  db.select().from(offerItems).where(eq(offerItems.offerId, offerId)).orderBy(asc(offerItems.position));

/**
 * An offer's line as it is charged: its quoted price with VAT, or for a tax-free intra-community
 * supply its net price at 0 % (per piece, as the checkout's tax-free lines: core/cart/tax-free-supply.ts).
 */
function chargedLine(line: OfferItemRow, taxFree: boolean) {
  const net = netFromGross(line.priceGross, line.vatRate);
  return taxFree
    ? { unitPrice: net, unitPriceNet: net, vatRate: 0 }
    : { unitPrice: line.priceGross, unitPriceNet: net, vatRate: line.vatRate };
}

/**
 * An offer's lines priced like a cart for a delivery country: VAT per rate, shipping of the
 * cheapest profile (free from the quoted gross value, as in the checkout), all net for a tax-free supply.
 */
async function offerCart(
  ctx: CallContext,
  lines: OfferItemRow[],
  countryId: number,
  taxFree: boolean,
): Promise<OrderedCart | null> {
  const goods = lines.reduce((sum, line) => sum + line.priceGross * line.quantity, 0);
  const shipping = estimateShipping(await cachedShippingRates(ctx, countryId), goods);
  if (!shipping) return null;
  const charged = lines.map((line) => ({ line, ...chargedLine(line, taxFree) }));
  return {
    items: charged.map(({ line, unitPrice, unitPriceNet, vatRate }) => ({
      variationId: line.variationId,
      quantity: line.quantity,
      unitPrice,
      unitPriceNet,
      vatRate,
      basketItemOrderParams: [],
      variation: { itemId: line.itemId, name: line.name, bundleComponents: [] },
    })),
    couponCode: null,
    currency: 'EUR',
    shippingProfileId: shipping.shippingProfileId,
    shippingProfileName: shipping.name,
    ...cartTotals(
      charged.map(({ line, unitPrice, vatRate }) => ({ grossCents: unitPrice * line.quantity, vatRate })),
      { shippingCents: taxFreeAmount(taxFree, shipping.cents), ...(taxFree ? { shippingVatRate: 0 } : {}) },
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

/** The addresses an offer is accepted with: ids of the customer's books (0 or absent: to the billing address). */
export interface OfferAddressChoice {
  billingAddressId?: number;
  deliveryAddressId?: number;
}

type AddressRow = Awaited<ReturnType<typeof addressBook>>[number];

/** The chosen addresses of the book, or null where an id is not the customer's (or not of its kind). */
function chosenAddresses(book: AddressRow[], choice: OfferAddressChoice) {
  const billing = book.find(
    (address) => address.typeId === addressTypes.billing && address.id === choice.billingAddressId,
  );
  const delivery = choice.deliveryAddressId
    ? book.find((address) => address.typeId === addressTypes.delivery && address.id === choice.deliveryAddressId)
    : billing;
  return billing && delivery ? { billing, delivery } : null;
}

/**
 * How an offer is charged when it goes to these addresses, as the checkout charges a cart: shipping
 * and payment methods of the delivery country, and tax-free (reverse charge) for a business in
 * another EU country whose VAT id VIES confirms (core/vat/checkout-vat.server.ts).
 */
async function offerCharge(ctx: CallContext, lines: OfferItemRow[], billing: AddressRow, delivery: AddressRow) {
  const vat = await checkoutVatOf(ctx, billing, delivery.countryId);
  const cart = await offerCart(ctx, lines, delivery.countryId, vat.treatment === 'intraCommunitySupply');
  return { vat, cart };
}

/**
 * The payment methods for the offer's amount and delivery country, without those an item of it
 * rules out (spec §3 excludedPaymentMethodIds), as in the checkout.
 */
async function offerPaymentProviders(ctx: CallContext, lines: OfferItemRow[], amount: number, countryId: number) {
  const itemIds = [...new Set(lines.map((line) => line.itemId))];
  const rows = itemIds.length
    ? await ctx.services.db
        .select({ excluded: items.excludedPaymentMethodIds })
        .from(items)
        .where(inArray(items.id, itemIds))
    : [];
  const excluded = new Set(rows.flatMap((row) => row.excluded));
  return (await paymentProvidersFor(ctx, amount, countryId)).filter((provider) => !excluded.has(provider.id));
}

/**
 * getOffer: the offer as its page shows it, with what accepting it needs (addresses, totals). An
 * open offer is priced for the addresses chosen (the first billing address and no other delivery
 * address unless the page names others). A closed one shows its quoted prices and no totals: an
 * accepted offer's amounts are its order's (tax-free, say), which its page links to.
 */
export async function offerView(ctx: CallContext, offerId: number, accessKey: string, choice: OfferAddressChoice = {}) {
  const { offer } = await ownOffer(ctx, offerId, accessKey);
  const [lines, book] = await Promise.all([linesOf(ctx.services.db, offer.id), addressBook(ctx, offer.customerId)]);
  const expired = offer.status === 'open' && offer.validUntil < berlinToday(ctx.services.now());
  const open = offer.status === 'open' && !expired;
  const firstBilling = book.find((address) => address.typeId === addressTypes.billing);
  // An id that is not the customer's reads as not chosen: the default instead (the first billing
  // address, delivery to it), the other choice kept.
  const chosen =
    chosenAddresses(book, choice) ??
    chosenAddresses(book, { billingAddressId: choice.billingAddressId }) ??
    chosenAddresses(book, { billingAddressId: firstBilling?.id, deliveryAddressId: choice.deliveryAddressId }) ??
    chosenAddresses(book, { billingAddressId: firstBilling?.id });
  const { vat, cart } =
    open && chosen ? await offerCharge(ctx, lines, chosen.billing, chosen.delivery) : { vat: domesticVat, cart: null };
  const taxFree = vat.treatment === 'intraCommunitySupply';
  return {
    id: offer.id,
    typeId: orderTypes.offer,
    status: expired ? ('expired' as const) : offer.status,
    validUntil: offer.validUntil,
    note: offer.note,
    declineReason: offer.declineReason,
    createdAt: offer.createdAt.toISOString(),
    /** Accepted: the order it became (its confirmation page, for this customer). */
    orderId: offer.orderId,
    items: lines.map((line) => {
      const { unitPrice, vatRate } = chargedLine(line, taxFree);
      return {
        variationId: line.variationId,
        itemId: line.itemId,
        name: line.name,
        quantity: line.quantity,
        price: unitPrice,
        linePrice: unitPrice * line.quantity,
        vatRate,
      };
    }),
    /** What the billing address's VAT id means for the order (the checkout's notice). */
    vat: vatNoticeOf(vat),
    /** The addresses the totals are for (the accept form starts with them). */
    chosen: {
      billingAddressId: chosen?.billing.id ?? null,
      deliveryAddressId: chosen && chosen.delivery !== chosen.billing ? chosen.delivery.id : null,
    },
    totals: cart
      ? {
          itemSum: cart.itemSum,
          shippingAmount: cart.shippingAmount,
          shippingProfileName: cart.shippingProfileName,
          basketAmount: cart.basketAmount,
          totalVats: cart.totalVats,
        }
      : null,
    billingAddresses: book.filter((address) => address.typeId === addressTypes.billing),
    deliveryAddresses: book.filter((address) => address.typeId === addressTypes.delivery),
    /** The payment methods for its amount and the delivery country (as in the checkout). */
    paymentProviders:
      cart && chosen ? await offerPaymentProviders(ctx, lines, cart.basketAmount, chosen.delivery.countryId) : [],
  };
}

/**
 * The offer as quoted, for its PDF: the quoted gross prices with their VAT and shipping estimated
 * for the first billing address's country – a quote, whatever addresses it is accepted with (the
 * page and the order price it for those: tax-free for an EU business, another country's shipping).
 */
export async function quotedOffer(ctx: CallContext, offerId: number, accessKey: string) {
  const { offer } = await ownOffer(ctx, offerId, accessKey);
  const [lines, book] = await Promise.all([linesOf(ctx.services.db, offer.id), addressBook(ctx, offer.customerId)]);
  const billing = book.find((address) => address.typeId === addressTypes.billing) ?? null;
  return { offer, lines, billing, cart: await offerCart(ctx, lines, billing?.countryId ?? germanyId, false) };
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
  /** The total the page showed: another total (other addresses, a VAT id VIES now judges otherwise) is refused. */
  shownTotal: number;
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
  const chosen = chosenAddresses(await addressBook(ctx, offer.customerId), input);
  if (!chosen) throw new ApiError({ status: 404, key: 'address.notFound', message: 'No such address' });
  const { billing, delivery } = chosen;
  const lines = await linesOf(ctx.services.db, offer.id);
  // Stored before offers were checked like carts (or the shop's cap lowered since): refused, never
  // taken to the database with numbers its columns cannot hold.
  const limits = { maxLineQuantity: ctx.services.config.MAX_LINE_QUANTITY };
  if (offerProblems(lines.map(asOfferLine), limits).length > 0) throw offerOutOfRange();
  const { vat, cart } = await offerCharge(ctx, lines, billing, delivery);
  if (!cart) {
    throw new ApiError({ status: 409, key: 'checkout.noShippingMethods', message: 'No shipping to this country.' });
  }
  if (!orderFitsColumns(cart)) throw offerOutOfRange();
  // § 312j BGB: the customer orders at the total they saw, never at one worked out for other addresses.
  if (input.shownTotal !== cart.basketAmount) {
    throw new ApiError({
      status: 409,
      key: 'checkout.totalChanged',
      message: 'The total has changed; please check it and order again.',
    });
  }
  const payment = (await offerPaymentProviders(ctx, lines, cart.basketAmount, delivery.countryId)).find(
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
      ...(vat.treatment === 'intraCommunitySupply' ? { vat } : {}),
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
