import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredOrderSnapshot } from './json-columns';
import { orders } from './order-schema';

/**
 * The shop's own record of each Mollie payment (the peer's "plenty payment"). Mollie is the truth
 * about a payment's status; this row is what the shop last learned, fetched from Mollie on every
 * webhook and return (never taken from a request body), and links the payment to its order.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 5001 }),
    provider: text('provider', { enum: ['mollie'] })
      .notNull()
      .default('mollie'),
    molliePaymentId: text('mollie_payment_id').notNull(),
    /** 'order-first': the order existed before the payment. 'payment-first': it is placed once paid. */
    flow: text('flow', { enum: ['order-first', 'payment-first'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Payment first: everything needed to place the order once the money is there (priced then). */
    orderSnapshot: jsonb('order_snapshot').$type<StoredOrderSnapshot>(),
    /** The Mollie method (creditcard, paypal, …). */
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** Mollie's status as last fetched: open, pending, authorized, paid, canceled, expired, failed. */
    status: text('status').notNull().default('open'),
    /**
     * For the shop's staff: why a paid payment-first payment has no order (e.g. sold out meanwhile),
     * or why its order needs a look ('order.cartAlreadyOrdered': the cart was ordered meanwhile).
     */
    problem: text('problem'),
    checkoutUrl: text('checkout_url'),
    /** Mollie's amountRefunded and amountChargedBack as last fetched (issue 36). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    chargedBackCents: integer('charged_back_cents').notNull().default(0),
    /** Mollie's mode: 'test' for test keys and the built-in sandbox (no money moves). */
    mode: text('mode', { enum: ['test', 'live'] })
      .notNull()
      .default('live'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_mollie_payment_idx').on(table.molliePaymentId),
    index('payments_order_idx').on(table.orderId),
    // A cart's payment-first payments (one open payment per cart, core/payments): found without
    // reading every payment's snapshot.
    index('payments_payment_first_cart_idx')
      .on(sql`((${table.orderSnapshot}->>'cartId')::int)`)
      .where(sql`${table.flow} = 'payment-first'`),
    check('payments_amount_check', sql`${table.amountCents} >= 0`),
  ],
);

/**
 * The built-in Mollie sandbox's own storage (used only without MOLLIE_API_KEY): the payment
 * resources as Mollie would keep them, and the idempotency keys of create requests.
 */
export const mollieSandboxPayments = pgTable(
  'mollie_sandbox_payments',
  {
    id: text('id').primaryKey(),
    resource: jsonb('resource').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the create request's body: the same key with another body is refused (422). */
    requestHash: text('request_hash'),
    /**
     * Hash of the card token or the Apple Pay token's payment data the payment was made with: like
     * Mollie's, a token pays once, whichever process of the shop is asked, however many at once.
     */
    spentToken: text('spent_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mollie_sandbox_idempotency_idx').on(table.idempotencyKey),
    uniqueIndex('mollie_sandbox_spent_token_idx').on(table.spentToken),
  ],
);
