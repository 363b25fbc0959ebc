import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ApiEvent } from '../api/errors';
import { priceHistory, variationPrices, variations } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import { preparedQuery } from '../db/prepared-queries.server';
import { cartItems, carts } from '../db/schema';
import { computeVariationPrice, netFromGross } from '../catalog/pricing';
import { isSalable, type Product } from '../catalog/product.server';
import { variationAttributes } from '../catalog/variation-summary';
import { evaluateCoupon, type CouponCustomer, type CouponLine, type CouponRefusal } from '../coupons/coupon-rules';
import { couponItemFacts, customerCampaignUses, findCoupon } from '../coupons/coupons.server';
import type { ProductLookup } from './cart.server';
import { estimateShipping, rateCents, type ShippingRate } from '../shipping/shipping-estimate';
import { cartTotals, type CartTotals } from './cart-totals';
import { orderParamsOf } from './cart-order-params';
import { taxFreeAmount, taxFreeLine, taxFreePricedLine } from './tax-free-supply';

/**
 * The cart as shoppers see it (spec §3 Basket): every line priced from the current prices and
 * product data, the coupon checked again and the totals computed. All amounts are integer cents.
 */

export interface CartLine {
  id: number;
  variationId: number;
  quantity: number;
  variation: {
    id: number;
    itemId: number;
    name: string;
    urlPath: string;
    image: { url: string; alternate: string; width: number; height: number } | null;
    attributes: Array<{ name: string; value: string }>;
    minimumOrderQuantity: number;
    intervalOrderQuantity: number;
    maximumOrderQuantity: number | null;
    availability: Product['variation']['availability'];
    /** A bundle's parts, per piece of the bundle (empty for an ordinary item). */
    bundleComponents: Array<{ variationId: number; itemId: number; quantity: number; name: string }>;
  };
  basketItemOrderParams: Array<{
    propertyId: number;
    basketItemId: number;
    name: string;
    type: Product['orderProperties'][number]['valueType'];
    value: string;
    /** The value as stored (a selection's id, a file's token): what "order again" puts back. */
    rawValue: string;
    /** For an uploaded file: where this session can look at it again (value is its name). */
    fileUrl?: string;
    /** Surcharge per piece in cents. */
    price: number;
  }>;
  /** Price of one piece including the surcharges, in cents (gross). */
  unitPrice: number;
  linePrice: number;
  /** The same without VAT, for customers who see net prices (business customers). */
  unitPriceNet: number;
  linePriceNet: number;
  vatRate: number;
}

export interface CartView extends CartTotals {
  id: number | null;
  items: CartLine[];
  itemQuantity: number;
  couponCode: string | null;
  currency: string;
  shippingCountryId: number;
  /** The profile the shipping estimate is for (the cheapest serving the country), if any. */
  shippingProfileId: number | null;
  shippingProfileName: string | null;
  /** False when no shipping profile serves the shipping country (spec §8 "no shipping methods"). */
  shipsToCountry: boolean;
  /** Spec §4: the customer sees net prices (showNetPrices); the totals then add VAT on top. */
  showNetPrices: boolean;
  /** Payment methods an item of the cart rules out (spec §3 excludedPaymentMethodIds). */
  excludedPaymentMethodIds: number[];
  /** Only in the checkout of a tax-free intra-community supply (issue 39): every amount net, at 0 %. */
  taxFree?: true;
}

const emptyCart = (): CartView => ({
  id: null,
  items: [],
  itemQuantity: 0,
  couponCode: null,
  currency: 'EUR',
  shippingCountryId: 1,
  shippingProfileId: null,
  shippingProfileName: null,
  shipsToCountry: true,
  showNetPrices: false,
  excludedPaymentMethodIds: [],
  ...cartTotals([]),
});

export interface LoadCartOptions {
  /** Who the coupon rules judge; a function when finding out costs a query (only a coupon asks). */
  customer: CouponCustomer | (() => Promise<CouponCustomer>);
  /** Spec §4: prices net for customers whose account says so. */
  showNetPrices?: boolean;
  /** The customer class whose prices apply (issue 37: business customers may have their own). */
  customerClassId?: number;
  /** The shipping rates of the profiles serving a country (cached by the caller). */
  shippingRatesOf: (countryId: number) => Promise<ShippingRate[]>;
  /**
   * The checkout's delivery country: the cart ships there from now on (stored only when it
   * differs, so reading the checkout does not write every time).
   */
  shipTo?: number;
  /** The shipping method chosen in the checkout; without one (or if it does not serve the country) the cheapest. */
  shippingProfileId?: number | null;
  /** The checkout's DHL preferred day surcharge for the shipping profile the cart ships with (issue 22). */
  preferredDeliveryCentsFor?: (rate: ShippingRate) => number;
  now?: Date;
  /**
   * The price lists of variations: through the catalogue's read cache for shoppers (pricingFor,
   * issue 38: two statements less per cart read); read from the database without it.
   */
  priceListsOf?: PriceListLookup;
  /**
   * doAddCoupon: price the cart with this code instead of the stored one and report a refusal
   * instead of removing anything.
   */
  tryCouponCode?: string;
  /**
   * A tax-free intra-community supply (the checkout decides, core/vat): priced as always, then
   * every line, the coupon and the shipping without their VAT, at 0 %.
   */
  taxFree?: boolean;
}

export interface LoadedCart {
  cart: CartView;
  events: ApiEvent[];
  /** The goods' gross value after the coupon, which free-shipping thresholds compare (also tax-free). */
  goodsCents?: number;
  /** Only with tryCouponCode: why the code cannot be used. */
  couponRefusal?: CouponRefusal;
  /** The code the cart holds in the database (with tryCouponCode, the one it held before). */
  storedCouponCode: string | null;
}

// The cart's queries run on every cart call and every page of a shopper with a cart: prepared.
// The lines come with their variations (stock, limits, active) as they are now: one statement.
const cartWithLines = (db: Database) =>
  preparedQuery(db, 'cart_with_lines_and_variations', (db, name) =>
    db
      .select({ cart: carts, line: cartItems, variation: variations })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .leftJoin(variations, eq(variations.id, cartItems.variationId))
      .where(eq(carts.id, sql.placeholder('cartId')))
      .orderBy(cartItems.id)
      .prepare(name),
  );
/** Rows of a table whose column is one of `ids` (a prepared statement per table). */
function preparedByIds<Table extends PgTable>(name: string, table: Table, column: AnyPgColumn) {
  return (db: Database) =>
    preparedQuery(db, name, (db, name) =>
      db
        .select()
        .from(table as PgTable)
        .where(sql`${column} = any(${sql.placeholder('ids')})`)
        .prepare(name),
    ) as { execute(values: { ids: number[] }): Promise<Array<Table['$inferSelect']>> };
}

/** The price rows and the price history (PAngV's lowest price) of some variations. */
export interface PriceLists {
  prices: Array<typeof variationPrices.$inferSelect>;
  history: Array<typeof priceHistory.$inferSelect>;
}
export type PriceListLookup = (variationIds: number[]) => Promise<PriceLists>;

/** The price lists as the database has them now. */
export function readPriceLists(db: Database): PriceListLookup {
  return async (ids) => {
    const [prices, history] = await Promise.all([
      pricesByVariationIds(db).execute({ ids }),
      priceHistoryByVariationIds(db).execute({ ids }),
    ]);
    return { prices, history };
  };
}
const pricesByVariationIds = preparedByIds('prices_by_variation_ids', variationPrices, variationPrices.variationId);
const priceHistoryByVariationIds = preparedByIds(
  'price_history_by_variation_ids',
  priceHistory,
  priceHistory.variationId,
);

/**
 * getCart: the cart with current prices. Lines whose variation can no longer be ordered are
 * removed, and an event says so (spec §8 "items removed as unavailable"). A stored coupon that
 * no longer fits (minimum order value, no matching item, expired…) is removed with its reason
 * (spec §4).
 */
export async function loadCart(
  db: Database,
  cartId: number | null,
  productOf: ProductLookup,
  options: LoadCartOptions,
): Promise<LoadedCart> {
  const now = options.now ?? new Date();
  // The cart with its lines in one query (a cart without lines gives one row without a line).
  const rows = cartId === null ? [] : await cartWithLines(db).execute({ cartId });
  const cart = rows[0]?.cart;
  if (!cart && options.tryCouponCode === undefined) {
    return {
      cart: { ...emptyCart(), showNetPrices: options.showNetPrices ?? false },
      events: [],
      storedCouponCode: null,
    };
  }
  const lines = rows.flatMap((row) => (row.line ? [row.line] : []));
  if (cart && options.shipTo !== undefined && cart.shippingCountryId !== options.shipTo) {
    await db.update(carts).set({ shippingCountryId: options.shipTo }).where(eq(carts.id, cart.id));
    cart.shippingCountryId = options.shipTo;
  }
  const variationRows = rows.flatMap((row) => (row.variation ? [row.variation] : []));
  const variationIds = [...new Set(lines.map((line) => line.variationId))];
  const { prices: priceRows, history: historyRows } = variationIds.length
    ? await (options.priceListsOf ?? readPriceLists(db))(variationIds)
    : { prices: [], history: [] };

  const events: ApiEvent[] = [];
  const removed: number[] = [];
  const items: CartLine[] = [];
  const specialOfferLines = new Set<number>();
  const excludedPaymentMethodIds = new Set<number>();
  for (const line of lines) {
    const variation = variationRows.find((row) => row.id === line.variationId);
    const product = variation && isSalable(variation) ? await productOf(variation.itemId, variation.id) : null;
    if (!variation || !product) {
      removed.push(line.id);
      continue;
    }
    const price = computeVariationPrice(
      priceRows.filter((row) => row.variationId === variation.id),
      historyRows.filter((row) => row.variationId === variation.id),
      { quantity: line.quantity, now, customerClassId: options.customerClassId },
    );
    if (price.crossedPriceKind === 'default') specialOfferLines.add(line.id);
    for (const methodId of product.item.excludedPaymentMethodIds) excludedPaymentMethodIds.add(methodId);
    const params = orderParamsOf(product, line.id, line.orderParams);
    const unitPrice = price.unitPriceCents + params.reduce((sum, param) => sum + param.price, 0);
    const image = product.images[0];
    items.push({
      id: line.id,
      variationId: variation.id,
      quantity: line.quantity,
      variation: {
        id: variation.id,
        itemId: variation.itemId,
        name: product.texts.name,
        urlPath: product.texts.urlPath,
        image: image ? { url: image.urlPreview, alternate: image.alternate, width: 320, height: 320 } : null,
        attributes: variationAttributes(product, variation.id),
        minimumOrderQuantity: variation.minimumOrderQuantity,
        intervalOrderQuantity: variation.intervalOrderQuantity,
        maximumOrderQuantity: variation.maximumOrderQuantity,
        availability: product.variation.availability,
        bundleComponents: product.bundleComponents.map(({ variationId, itemId, quantity, name }) => ({
          variationId,
          itemId,
          quantity,
          name,
        })),
      },
      basketItemOrderParams: params,
      unitPrice,
      linePrice: unitPrice * line.quantity,
      unitPriceNet: netFromGross(unitPrice, variation.vatRate),
      linePriceNet: netFromGross(unitPrice * line.quantity, variation.vatRate),
      vatRate: variation.vatRate,
    });
  }
  if (removed.length > 0) {
    await db.delete(cartItems).where(inArray(cartItems.id, removed));
    events.push({ type: 'cart.itemsRemoved', count: removed.length });
  }

  const couponCode = options.tryCouponCode ?? cart?.couponCode ?? null;
  let discountByLine = new Map<number, number>();
  let appliedCode: string | null = null;
  let couponRefusal: CouponRefusal | undefined;
  if (couponCode !== null) {
    const customer = typeof options.customer === 'function' ? await options.customer() : options.customer;
    const outcome = await checkCoupon(db, couponCode, items, specialOfferLines, customer, now);
    if (outcome.ok) {
      discountByLine = outcome.discountByLine;
      appliedCode = couponCode;
    } else if (options.tryCouponCode !== undefined) {
      couponRefusal = outcome.refusal;
      appliedCode = cart?.couponCode ?? null;
    } else {
      // Spec §4: a coupon that no longer fits leaves the cart, and the shopper is told why.
      await db.update(carts).set({ couponCode: null }).where(eq(carts.id, cart!.id));
      events.push({ type: 'coupon.removed', reason: outcome.refusal.key, ...outcome.refusal.values });
    }
  }

  const taxFree = options.taxFree === true;
  const pricedLines = items.map((item) => {
    const discountCents = discountByLine.get(item.id) ?? 0;
    if (taxFree) return taxFreePricedLine(item, discountCents);
    return { grossCents: item.linePrice, vatRate: item.vatRate, discountCents };
  });
  const shippingCountryId = cart?.shippingCountryId ?? 1;
  // Free shipping thresholds count the goods as paid: after the coupon.
  const goodsCents = items.reduce((sum, item) => sum + item.linePrice - (discountByLine.get(item.id) ?? 0), 0);
  const rates = await options.shippingRatesOf(shippingCountryId);
  const chosen = rates.find((rate) => rate.shippingProfileId === options.shippingProfileId);
  const shipping = chosen
    ? { shippingProfileId: chosen.shippingProfileId, name: chosen.name, cents: rateCents(chosen, goodsCents) }
    : estimateShipping(rates, goodsCents);
  const shippingRate = rates.find((rate) => rate.shippingProfileId === shipping?.shippingProfileId);
  return {
    cart: {
      id: cart?.id ?? null,
      items: taxFree ? items.map(taxFreeLine) : items,
      itemQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      couponCode: appliedCode,
      currency: 'EUR',
      shippingCountryId,
      shippingProfileId: shipping?.shippingProfileId ?? null,
      shippingProfileName: shipping?.name ?? null,
      shipsToCountry: shipping !== null,
      showNetPrices: options.showNetPrices ?? false,
      excludedPaymentMethodIds: [...excludedPaymentMethodIds].sort((a, b) => a - b),
      ...(taxFree ? { taxFree: true as const } : {}),
      // Nothing to send, nothing to pay for sending.
      ...cartTotals(pricedLines, {
        shippingCents: taxFreeAmount(taxFree, items.length > 0 ? (shipping?.cents ?? 0) : 0),
        preferredDeliveryCents: taxFreeAmount(
          taxFree,
          items.length > 0 && shippingRate ? (options.preferredDeliveryCentsFor?.(shippingRate) ?? 0) : 0,
        ),
        ...(taxFree ? { shippingVatRate: 0 } : {}),
      }),
    },
    events,
    goodsCents,
    storedCouponCode: cart?.couponCode ?? null,
    ...(couponRefusal ? { couponRefusal } : {}),
  };
}

async function checkCoupon(
  db: Database,
  code: string,
  items: CartLine[],
  specialOfferLines: Set<number>,
  customer: CouponCustomer,
  now: Date,
) {
  const coupon = await findCoupon(db, code);
  if (!coupon) return { ok: false as const, refusal: { key: 'alreadyUsedOrInvalid' as const } };
  const facts = await couponItemFacts(db, [...new Set(items.map((item) => item.variation.itemId))]);
  const couponLines: CouponLine[] = items.map((item) => ({
    lineId: item.id,
    itemId: item.variation.itemId,
    categoryIds: facts.get(item.variation.itemId)?.categoryIds ?? [],
    isSubscription: facts.get(item.variation.itemId)?.isSubscription ?? false,
    isSpecialOffer: specialOfferLines.has(item.id),
    grossCents: item.linePrice,
  }));
  // Uses per customer: counted only for a campaign with the limit, and a shopper known by then.
  const { maxUsesPerCustomer, id: campaignId } = coupon.campaign;
  const customerUses =
    maxUsesPerCustomer !== null && customer.identity
      ? await customerCampaignUses(db, campaignId, customer.identity)
      : undefined;
  const usage = customerUses === undefined ? coupon.usage : { ...coupon.usage, customerUses };
  return evaluateCoupon(coupon.campaign, usage, couponLines, customer, now);
}
