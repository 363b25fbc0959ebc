import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ChosenParcelStation, PostalAddress, PreferredNeighbour } from './json-columns';
import { customers } from './customer-schema';
import { carts } from './schema';

/**
 * Orders (spec §3 Order). An order is a snapshot: names, prices, addresses and VAT are copied at
 * the moment it is placed, so later catalog or address changes never alter it. All amounts are
 * integer cents, gross unless the name says net. The status model is in docs/order-status.md.
 */

/** An address as it was when the order was placed (spec §3 Address, customer side). */
export type OrderAddress = PostalAddress;

export interface OrderVatLine {
  /** Percent, as the cart shows it (19). */
  vatValue: number;
  vatAmount: number;
}

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    /** 1 sales order, 3 return (spec §3). */
    typeId: integer('type_id').notNull().default(1),
    /** A return (type 3): the order it returns items of (spec §3 orderReferences). */
    parentOrderId: integer('parent_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    /** A return's comment from the shopper (optional). */
    returnComment: text('return_comment').notNull().default(''),
    /** See docs/order-status.md; 3 = waiting for payment. */
    statusId: integer('status_id').notNull(),
    /**
     * The key of the order's own pages (spec /confirmation/{orderId}/{accessKey}), 192 random bits.
     * Stored as it is: it guards a view of data this same table holds, and a retry of the order
     * must be able to hand it out again.
     */
    accessKey: text('access_key').notNull(),
    /** doPlaceOrder's idempotency key: a retry or double submit finds this order instead of a second one. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The cart the order came from: only that cart's session may replay the idempotency key. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    itemSum: integer('item_sum').notNull(),
    itemSumNet: integer('item_sum_net').notNull(),
    shippingAmount: integer('shipping_amount').notNull(),
    shippingAmountNet: integer('shipping_amount_net').notNull(),
    /** Negative, like the cart's couponDiscount. */
    couponDiscount: integer('coupon_discount').notNull().default(0),
    totalGross: integer('total_gross').notNull(),
    totalNet: integer('total_net').notNull(),
    vats: jsonb('vats').$type<OrderVatLine[]>().notNull(),
    couponCode: text('coupon_code'),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>().notNull(),
    shippingProfileId: integer('shipping_profile_id').notNull(),
    shippingProfileName: text('shipping_profile_name').notNull(),
    /** The shop's payment method id (core/payments/payment-methods.ts). */
    paymentMethodId: integer('payment_method_id').notNull().default(6000),
    /** 'prepayment' or 'mollie' (with the Mollie method in paymentMethodName). */
    paymentMethodKey: text('payment_method_key').notNull(),
    paymentMethodName: text('payment_method_name').notNull(),
    /** Spec payment status keys: fullyPaid, overpaid, partlyPaid, prepaid, unpaid. */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    paidCents: integer('paid_cents').notNull().default(0),
    /** What was given back (refunds through Mollie, and bank transfers listed to pay back). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Set when staff mark it shipped (status 7). */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /**
     * Counts every change staff make: an action sent with the version the staff member saw is
     * refused (409) when another changed the order meanwhile.
     */
    version: integer('version').notNull().default(0),
    /** Spec §3 Additional info. */
    orderContactWish: text('order_contact_wish').notNull().default(''),
    orderCustomerSign: text('order_customer_sign').notNull().default(''),
    /** Consent to pass the e-mail address to the parcel service (default off). */
    shippingPrivacyHintAccepted: boolean('shipping_privacy_hint_accepted').notNull().default(false),
    /** DHL preferred delivery (issue 22): the day `YYYY-MM-DD`, a drop-off place or a neighbour. */
    preferredDeliveryDay: text('preferred_delivery_day'),
    preferredDropOffPlace: text('preferred_drop_off_place').notNull().default(''),
    preferredNeighbour: jsonb('preferred_neighbour').$type<PreferredNeighbour>(),
    /** The preferred day's surcharge (gross and net, VAT at the standard rate, like shipping). */
    preferredDeliveryAmount: integer('preferred_delivery_amount').notNull().default(0),
    preferredDeliveryAmountNet: integer('preferred_delivery_amount_net').notNull().default(0),
    /** The parcel station the order goes to (its address is also the delivery address). */
    parcelStation: jsonb('parcel_station').$type<ChosenParcelStation>(),
    /** When the reminder to pay an unpaid prepayment order went out (it is canceled some days later). */
    paymentReminderSentAt: timestamp('payment_reminder_sent_at', { withTimezone: true }),
    /**
     * Issue 39: 'intraCommunitySupply' is a tax-free delivery to a business in another EU country
     * (§ 4 Nr. 1b, § 6a UStG; the buyer owes the VAT there): every line and the shipping at 0 %.
     */
    vatTreatment: text('vat_treatment', { enum: ['domestic', 'intraCommunitySupply'] })
      .notNull()
      .default('domestic'),
    /** The buyer's VAT id the tax-free delivery rests on (printed on the invoice, § 14a UStG). */
    buyerVatId: text('buyer_vat_id').notNull().default(''),
    /**
     * VIES on that id: confirmed, unconfirmed (VIES did not answer; checked again hourly, and the
     * order is not shipped before) or invalid (found so after the order; staff must act).
     */
    vatIdStatus: text('vat_id_status', { enum: ['confirmed', 'unconfirmed', 'invalid'] }),
    vatIdCheckedAt: timestamp('vat_id_checked_at', { withTimezone: true }),
    /** VIES's consultation number of the confirming check (the proof for the tax office). */
    vatIdRequestIdentifier: text('vat_id_request_identifier').notNull().default(''),
    /** The name VIES has for the id ('' where withheld): staff compare it with the billing address. */
    vatIdTraderName: text('vat_id_trader_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_idempotency_key_idx').on(table.idempotencyKey),
    index('orders_customer_idx').on(table.customerId, table.id),
    index('orders_parent_idx').on(table.parentOrderId),
    // Earlier orders of an e-mail address (coupons for new customers, guests included).
    index('orders_email_idx').on(sql`lower(${table.email})`),
    // The staff's order list (issue 36): sales orders by status (counted and paged from the index
    // alone), and searched by name and postal code.
    index('orders_type_status_idx').on(table.typeId, table.statusId, table.id),
    index('orders_type_idx').on(table.typeId, table.id),
    index('orders_created_idx').on(table.createdAt),
    index('orders_last_name_idx').on(sql`lower(${table.billingAddress}->>'lastName')`),
    index('orders_zip_code_idx').on(sql`(${table.billingAddress}->>'zipCode')`),
    check('orders_total_check', sql`${table.totalGross} >= 0`),
    check('orders_vat_treatment_check', sql`${table.vatTreatment} in ('domestic', 'intraCommunitySupply')`),
    check('orders_vat_id_status_check', sql`${table.vatIdStatus} in ('confirmed', 'unconfirmed', 'invalid')`),
    // The hourly recheck finds the few orders whose VAT id VIES has not confirmed yet.
    index('orders_vat_id_unconfirmed_idx')
      .on(table.id)
      .where(sql`${table.vatIdStatus} = 'unconfirmed'`),
  ],
);

/** An order property as ordered: its name and shown value, and the stored value (for order again). */
export interface OrderItemProperty {
  propertyId: number;
  name: string;
  type: string;
  value: string;
  /** Selection id or text as stored in the cart; absent in orders placed before it was kept. */
  rawValue?: string;
  surcharge: number;
}

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    typeId: integer('type_id').notNull(),
    itemId: integer('item_id'),
    variationId: integer('variation_id'),
    orderItemName: text('order_item_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Price of one piece including surcharges (negative for a coupon). */
    priceGross: integer('price_gross').notNull(),
    priceNet: integer('price_net').notNull(),
    /** Basis points (1900 = 19 %). */
    vatRate: integer('vat_rate').notNull(),
    /** A return's line: the line of the original order it sends back, and why (returns.reasons.*). */
    returnedItemId: integer('returned_item_id').references((): AnyPgColumn => orderItems.id, { onDelete: 'restrict' }),
    returnReasonId: integer('return_reason_id'),
    orderProperties: jsonb('order_properties').$type<OrderItemProperty[]>().notNull().default([]),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId, table.position),
    index('order_items_returned_idx').on(table.returnedItemId),
  ],
);

/**
 * Withdrawal declarations (§ 356a BGB, issue 20), as the consumer made them with the "Vertrag
 * widerrufen" function: what they typed is kept unchanged, as is the moment it reached the shop
 * (the receipt names it). `orderId` is set when the declaration names an order of this shop with
 * the same e-mail address; `returnOrderId` when the chosen lines became a return (reason
 * withdrawal) that staff see next to the order.
 */
export const withdrawalDeclarations = pgTable(
  'withdrawal_declarations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A double submission finds this declaration instead of making a second one. */
    idempotencyKey: text('idempotency_key').notNull(),
    orderNumber: text('order_number').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    returnOrderId: integer('return_order_id').references(() => orders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    orderedOn: text('ordered_on').notNull().default(''),
    receivedOn: text('received_on').notNull().default(''),
    /** 'all': the whole order; 'some': the lines in `orderItemIds` and/or the items described. */
    scope: text('scope', { enum: ['all', 'some'] }).notNull(),
    itemsDescription: text('items_description').notNull().default(''),
    orderItemIds: jsonb('order_item_ids').$type<number[]>().notNull().default([]),
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawal_declarations_idempotency_idx').on(table.idempotencyKey),
    index('withdrawal_declarations_order_idx').on(table.orderId),
  ],
);

/**
 * Offers (issue 22; spec §3 Offer, order type 7): prices the shop quotes one customer (a hotel
 * asking for forty mirrors), valid until a day. The customer accepts (an order is placed from it,
 * once) or declines with an optional reason. The access key guards its page like an order's.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 5001 }),
    accessKey: text('access_key').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    /** The last day (Europe/Berlin) on which it can be accepted, `YYYY-MM-DD`. */
    validUntil: text('valid_until').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'accepted', 'declined'] })
      .notNull()
      .default('open'),
    declineReason: text('decline_reason').notNull().default(''),
    /** The order placed when it was accepted. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Who made it: an editor's e-mail address, or "cli". */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('offers_customer_idx').on(table.customerId, table.id),
    check('offers_valid_until_check', sql`${table.validUntil} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
  ],
);

/** An offer's lines (spec §3 Offer item): the variation, its name, quantity and the quoted price. */
export const offerItems = pgTable(
  'offer_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: integer('item_id').notNull(),
    variationId: integer('variation_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** The quoted price of one piece, gross in cents. */
    priceGross: integer('price_gross').notNull(),
    /** Basis points (1900 = 19 %). */
    vatRate: integer('vat_rate').notNull(),
  },
  (table) => [
    index('offer_items_offer_idx').on(table.offerId, table.position),
    check('offer_items_quantity_check', sql`${table.quantity} > 0`),
    check('offer_items_price_check', sql`${table.priceGross} >= 0`),
  ],
);
