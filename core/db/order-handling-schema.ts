import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderDocumentData, OrderEventDetails, RefundedLine } from './json-columns';
import { orders } from './order-schema';

/**
 * What the shop's staff and the shop itself do with an order after it was placed (issue 36, the
 * back office): its history, the bank transfers that paid it, its shipments, refunds and documents.
 * Each is written in the same transaction as the change it records (core/orders/staff-*).
 */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An order's history: who did what when. Rows are only ever added (never changed or removed), so
 * the history is what really happened. `actor` is a staff member's e-mail, `system` or `customer`.
 * `idempotencyKey`: the staff form's key of one action – a double click finds the first one.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** paymentRecorded, shipped, canceled, refunded, refundFailed, note, mailResent, returnReceived, … */
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    details: jsonb('details').$type<OrderEventDetails>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.id),
    uniqueIndex('order_events_idempotency_idx').on(table.idempotencyKey),
  ],
);

/**
 * Bank transfers received (prepayment): typed in by staff or read from a bank statement (CAMT.053).
 * A statement's entry is recorded once (`statementEntryKey`), whether or not it names an order;
 * one that names none (`orderId` null) waits for staff to assign it.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /** The booking day, `YYYY-MM-DD`. */
    receivedOn: text('received_on').notNull(),
    reference: text('reference').notNull().default(''),
    payerName: text('payer_name').notNull().default(''),
    payerIban: text('payer_iban').notNull().default(''),
    source: text('source', { enum: ['staff', 'statement'] }).notNull(),
    statementEntryKey: text('statement_entry_key'),
    /** Why a statement's entry was not assigned (core/payments/bank-statements: the matcher's reason). */
    unassignedReason: text('unassigned_reason'),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bank_transfers_order_idx').on(table.orderId),
    uniqueIndex('bank_transfers_statement_entry_idx').on(table.statementEntryKey),
    index('bank_transfers_unassigned_idx')
      .on(table.id)
      .where(sql`${table.orderId} is null`),
    check('bank_transfers_amount_check', sql`${table.amountCents} > 0`),
    check('bank_transfers_received_on_check', sql`${table.receivedOn} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
  ],
);

/** A parcel handed to a carrier: its tracking numbers and, when the shop made it, the DHL label. */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** dhl, dpd, ups, gls, hermes, other. */
    carrier: text('carrier').notNull(),
    trackingNumbers: text('tracking_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    labelPdf: bytea('label_pdf'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipments_order_idx').on(table.orderId)],
);

/**
 * Money given back: through Mollie (`molliePaymentId`/`mollieRefundId`) or, for a bank transfer,
 * listed as "to pay back" until staff mark it paid. `status`: pending (Mollie is on it), refunded,
 * failed (Mollie refused; the amount counts again as refundable), toPayBack, paidBack.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: ['mollie', 'bankTransfer'] }).notNull(),
    status: text('status', { enum: ['pending', 'refunded', 'failed', 'toPayBack', 'paidBack'] }).notNull(),
    molliePaymentId: text('mollie_payment_id'),
    mollieRefundId: text('mollie_refund_id'),
    reason: text('reason').notNull().default(''),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull().default([]),
    includesShipping: integer('includes_shipping_cents').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    uniqueIndex('refunds_mollie_refund_idx').on(table.mollieRefundId),
    check('refunds_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/**
 * The documents an order got (besides the order confirmation and the invoice, which are drawn from
 * the order itself): each with its number, counted without gaps per kind (`documentCounters`, taken
 * in the same transaction), and the figures it was issued with, so it prints the same forever.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** delivery-note, credit-note, reversal, return-note, dunning-letter, payment-receipt, pro-forma-invoice, correction. */
    kind: text('kind').notNull(),
    number: integer('number').notNull(),
    data: jsonb('data').$type<OrderDocumentData>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_documents_kind_number_idx').on(table.kind, table.number),
    index('order_documents_order_idx').on(table.orderId, table.id),
    index('order_documents_issued_idx').on(table.issuedAt),
  ],
);

/** The last number given per document kind: the row lock makes numbers follow without gaps. */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind] })],
);
