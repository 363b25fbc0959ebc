import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts } from './schema';

/**
 * Customer accounts (spec §3 Customer, §4 Customer). The e-mail is stored as typed; uniqueness and
 * login use its lower-case form. Passwords only as an argon2id PHC string.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Spec §4 Coupons: customer class (1 = end customers) and type restrict some coupons. */
    customerClassId: integer('customer_class_id').notNull().default(1),
    customerType: text('customer_type', { enum: ['private', 'business'] })
      .notNull()
      .default('private'),
    showNetPrices: boolean('show_net_prices').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** A note of the shop's staff about the customer (never shown to the customer; issue 37). */
    staffNote: text('staff_note').notNull().default(''),
    /** The account's cart: a login brings it back and merges the visitor's cart into it. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** The account's wishlist (spec §4: anonymous wishlists merge into it on login). */
    wishlistItems: jsonb('wishlist_items')
      .$type<Array<{ variationId: number; quantity: number }>>()
      .notNull()
      .default([]),
    language: text('language', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * When the owner of the address opened the link of the confirmation mail. Until then nobody
     * can log in: an account never belongs to someone who typed another person's address.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('customers_email_key').on(sql`lower(${table.email})`)],
);

/**
 * One row per counted attempt of a limited action (a failed login, a soft-login proof, a mail to
 * an address, …): `bucket` names the limit, `key` what it counts by (an e-mail key, a client
 * address, an order). Counted and inserted under an advisory lock, so concurrent requests cannot
 * pass a limit together (core/security/rate-limits.server.ts). Rows older than a day are swept.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_limit_hits_bucket_key_idx').on(table.bucket, table.key, table.at)],
);

/**
 * Bot-check proofs already used (issue 20): a solved challenge or an answered question counts
 * once. Kept until the proof would have expired anyway; the housekeeping removes them then.
 */
export const botCheckUses = pgTable('bot_check_uses', {
  /** SHA-256 of the proof's signed challenge (hex). */
  proofHash: text('proof_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /**
   * What the proof was spent on (a form's idempotency key), when the form has one: the same
   * submission sent twice may show the proof again; anything else may not.
   */
  usedFor: text('used_for'),
});

/**
 * Single-use links of the mail that confirms a new account's address (only the SHA-256 of the
 * token is stored). `orderId`: a guest order the account keeps once confirmed.
 */
export const accountConfirmationTokens = pgTable(
  'account_confirmation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Ending an account's open links looks them up by account.
  (table) => [index('account_confirmation_tokens_customer_idx').on(table.customerId)],
);

/**
 * Single-use links that confirm a customer's new login address (issue 33): the login stays the
 * old address until the link sent to the new one is used. Only the SHA-256 of the token is stored.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Ending an account's open links looks them up by account.
  (table) => [index('email_change_tokens_customer_idx').on(table.customerId)],
);

/** Single-use password reset links; only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // Ending an account's open links looks them up by account.
  (table) => [index('password_reset_tokens_customer_idx').on(table.customerId)],
);

/**
 * Every e-mail the shop sends, kept first (so none is lost when the mail server is down). With
 * SMTP_URL the shop sends it and notes when; without, the local mailbox page shows it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    /** Where answers go (a contact message: its sender); null for the shop's own address. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** '' for plain-text mails (a contact message: nothing a visitor typed becomes markup). */
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);

/**
 * The address book of a customer (spec §3 Address; types 1 billing, 2 shipping). One primary
 * address per type is the default for the checkout.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    companyName: text('company_name').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    streetName: text('street_name').notNull(),
    houseNumber: text('house_number').notNull(),
    /** Spec "apartment": c/o, floor, building. */
    apartment: text('apartment').notNull().default(''),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id').notNull(),
    stateId: integer('state_id'),
    phoneNumber: text('phone_number').notNull().default(''),
    email: text('email').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_customer_idx').on(table.customerId, table.typeId)],
);

/**
 * What VIES answered for a VAT id (issue 39): kept a while so the checkout does not ask it on
 * every read, and as the record of the check (its request identifier is the proof a tax office
 * accepts). 'unavailable' is VIES or the member state not answering; it is asked again soon.
 */
export const vatIdChecks = pgTable(
  'vat_id_checks',
  {
    /** Normalised, with its prefix: ATU12345678. */
    vatId: text('vat_id').primaryKey(),
    outcome: text('outcome', { enum: ['valid', 'invalid', 'unavailable'] }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    traderName: text('trader_name').notNull().default(''),
    requestIdentifier: text('request_identifier').notNull().default(''),
  },
  (table) => [check('vat_id_checks_outcome_check', sql`${table.outcome} in ('valid', 'invalid', 'unavailable')`)],
);
