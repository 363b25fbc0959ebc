import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Sessions live in PostgreSQL so any number of app processes can share them.
 * The cookie holds a random token; only its SHA-256 is stored, so a copy of the
 * database does not let anyone take over a session.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    csrfToken: text('csrf_token').notNull(),
    /** Set once accounts exist; null for anonymous and guest sessions. */
    customerId: integer('customer_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
  },
  (table) => [index('sessions_last_seen_idx').on(table.lastSeenAt)],
);

/** Category tree (spec §3 Category, editor page settings). Content pages are categories of type 'content'. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    parentId: integer('parent_id'),
    type: text('type', { enum: ['item', 'content'] })
      .notNull()
      .default('item'),
    right: text('right', { enum: ['all', 'customer'] })
      .notNull()
      .default('all'),
    /** Listed in /sitemap.xml (spec: sitemap Y/N). */
    sitemap: boolean('sitemap').notNull().default(true),
    /** Shown in the shop's navigation (spec: linklist Y/N). */
    linklist: boolean('linklist').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] }).onDelete('cascade'),
    index('categories_parent_idx').on(table.parentId),
  ],
);

export const categoryDetails = pgTable(
  'category_details',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    nameUrl: text('name_url').notNull(),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    metaRobots: text('meta_robots').notNull().default('ALL'),
    canonicalLink: text('canonical_link').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.lang] }),
    index('category_details_lang_slug_idx').on(table.lang, table.nameUrl),
    check('category_details_slug_check', sql`${table.nameUrl} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Former paths of pages (issue 18): a changed slug or a move leaves the old path here, and the
 * shop answers it with a 301 to the page's path of today. Deleting the page removes them.
 */
export const categoryPathRedirects = pgTable(
  'category_path_redirects',
  {
    lang: text('lang').notNull(),
    /** The old path without language prefix, e.g. /pflege-alt. */
    path: text('path').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lang, table.path] })],
);

/**
 * Page blocks per page and language (spec §7 getBlocks/doSaveBlocks). The identifier names the
 * page ('index' for the home page, a category id for category pages); the entity type says what
 * kind of page it is ('immutable' for pages that always exist, like the home page).
 */
export const pageBlocks = pgTable(
  'page_blocks',
  {
    identifier: text('identifier').notNull(),
    entityType: text('entity_type').notNull(),
    lang: text('lang').notNull(),
    blocks: jsonb('blocks').$type<unknown[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counts the saves; an editor's save names the version it started from (conflicts, issue 17). */
    version: integer('version').notNull().default(0),
    /** The editor who saved last (null: the seed, or an editor since removed). */
    updatedBy: integer('updated_by'),
  },
  (table) => [primaryKey({ columns: [table.identifier, table.entityType, table.lang] })],
);

/** Every saved version of a page's blocks (issue 17 history): the last 50 per page and language. */
export const pageBlockVersions = pgTable(
  'page_block_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    identifier: text('identifier').notNull(),
    entityType: text('entity_type').notNull(),
    lang: text('lang').notNull(),
    version: integer('version').notNull(),
    blocks: jsonb('blocks').$type<unknown[]>().notNull(),
    savedBy: integer('saved_by'),
    savedByName: text('saved_by_name').notNull().default(''),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** A restore: the version it brought back and when that one was saved (kept, though it may be pruned). */
    restoredFromVersion: integer('restored_from_version'),
    restoredFromSavedAt: timestamp('restored_from_saved_at', { withTimezone: true }),
  },
  (table) => [index('page_block_versions_page_idx').on(table.identifier, table.entityType, table.lang, table.version)],
);

/**
 * Shop-wide settings as key/value pairs (spec §7 saveSettings: blockSize, font, primaryColor,
 * secondaryColor; §3 SEO settings such as robots per page kind). Missing keys use the defaults in
 * code, so a new setting needs no migration.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletter sign-ups (spec §3 Newsletter subscription). Double opt-in: a sign-up stays pending
 * until the link in the confirmation e-mail is opened; only the token's hash is stored.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  lang: text('lang').notNull(),
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
    .notNull()
    .default('pending'),
  confirmationTokenHash: text('confirmation_token_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** When the subscriber left the list (the row stays as the proof of what was agreed; issue 37). */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/**
 * Carts (spec §3 Basket). A cart belongs to a session (its id sits in the session data) and, once
 * accounts exist, to a customer. Prices are not stored: the server computes them on every read.
 */
export const carts = pgTable('carts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  couponCode: text('coupon_code'),
  /** Shipping country (spec: shippingCountryId); 1 = Germany. */
  shippingCountryId: integer('shipping_country_id').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Counted up by every change that adds to the cart's lines or takes them for an order: an add
   * writes only if the cart is still at the version it read (ADR 0032), without a lock held
   * across its checks.
   */
  version: integer('version').notNull().default(0),
});

/** Lines of a cart: one per variation and set of order property values. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Order property values (spec basketItemOrderParams): property id and the value as text. */
    orderParams: jsonb('order_params').$type<Array<{ propertyId: number; value: string }>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_items_cart_idx').on(table.cartId),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * Coupon campaigns (spec §4 Coupons): what a code gives (a percentage in basis points or a fixed
 * amount in cents) and every rule of §8 that can refuse it. Null restrictions mean "no restriction".
 */
export const couponCampaigns = pgTable(
  'coupon_campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    discountKind: text('discount_kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Basis points for 'percent' (1000 = 10 %), cents for 'fixed'. */
    discountValue: integer('discount_value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Gross item sum (before the discount) the cart needs, in cents. */
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    customerKind: text('customer_kind', { enum: ['all', 'new', 'existing'] })
      .notNull()
      .default('all'),
    subscriptionRule: text('subscription_rule', { enum: ['any', 'only', 'excluded'] })
      .notNull()
      .default('any'),
    excludesSpecialOffers: boolean('excludes_special_offers').notNull().default(false),
    customerClassIds: integer('customer_class_ids').array(),
    customerTypes: text('customer_types').array(),
    itemIds: integer('item_ids').array(),
    categoryIds: integer('category_ids').array(),
    /** Redemptions of the whole campaign (orders); null = unlimited. */
    maxRedemptions: integer('max_redemptions'),
    /** Orders one customer (account or e-mail address) may place with this campaign; null = unlimited. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    redemptions: integer('redemptions').notNull().default(0),
  },
  (table) => [
    check('coupon_campaigns_value_check', sql`${table.discountValue} > 0`),
    check('coupon_campaigns_percent_check', sql`${table.discountKind} <> 'percent' OR ${table.discountValue} <= 10000`),
  ],
);

/** The codes of a campaign; a single-use code has maxUses 1. Stored upper-case. */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    code: text('code').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => couponCampaigns.id, { onDelete: 'cascade' }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [
    index('coupon_codes_campaign_idx').on(table.campaignId),
    check('coupon_codes_code_check', sql`${table.code} ~ '^[A-Z0-9][A-Z0-9_-]{0,63}$'`),
  ],
);

/**
 * Files shoppers upload for an order property (spec §5: a photo to engrave, a print template).
 * The bytes live under DATA_DIR/uploads/order-properties/<token>; a cart line refers to a file by
 * the value `<token>/<fileName>`. A file belongs to the cart it was uploaded for: only that cart's
 * session may use or view it. Files no cart line uses are swept after a day.
 */
export const orderPropertyFiles = pgTable(
  'order_property_files',
  {
    /** 128-bit random token in hex: the file's name on disk and its unguessable reference. */
    token: text('token').primaryKey(),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** Set when the line it belongs to became an order: the file is then kept with the order. */
    orderId: integer('order_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_property_files_cart_idx').on(table.cartId)],
);
