import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customer-schema';
import { categories } from './schema';

/**
 * The catalog (spec §3 Variation/product, Property, Tag, Manufacturer). Texts that differ by
 * language are rows per language (item texts) or `{de, en}` objects (short names of small tables).
 * Money is integer cents, gross (German B2C prices include VAT); VAT rates are basis points (1900).
 */
export type LocalizedText = { de: string; en: string };

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  externalName: text('external_name').notNull().default(''),
  legalName: text('legal_name').notNull().default(''),
  logoUrl: text('logo_url').notNull().default(''),
  url: text('url').notNull().default(''),
  contactUrl: text('contact_url').notNull().default(''),
  street: text('street').notNull().default(''),
  houseNo: text('house_no').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  town: text('town').notNull().default(''),
  country: text('country').notNull().default(''),
  email: text('email').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  faxNumber: text('fax_number').notNull().default(''),
  /** GPSR (Regulation (EU) 2023/988): the responsible person in the EU, when the maker is not. */
  responsiblePerson: jsonb('responsible_person').$type<{
    name: string;
    street: string;
    houseNo: string;
    postCode: string;
    town: string;
    country: string;
    email: string;
    phoneNo: string;
    contactUrl: string;
  } | null>(),
  /** Raised by every save in the back office: a save sent with an older version is refused (409). */
  version: integer('version').notNull().default(0),
});

/** Availability ids 1–10 (spec §4: 1–3 green, 4–6 amber, 7–8 red, 9–10 grey). */
export const availabilities = pgTable('availabilities', {
  id: smallint('id').primaryKey(),
  averageDays: smallint('average_days').notNull(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
});

/** Units of measurement (UN/ECE codes, e.g. C62 piece, LTR litre) for the base price (PAngV § 4). */
export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  slugs: jsonb('slugs').$type<LocalizedText>().notNull(),
  color: text('color').notNull().default('#ffffff'),
  /** Raised by every save in the back office: a save sent with an older version is refused (409). */
  version: integer('version').notNull().default(0),
});

/** A tag's former slugs: its old /tag/ address answers with a 301 to the current one. */
export const tagSlugRedirects = pgTable(
  'tag_slug_redirects',
  {
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lang, table.slug] })],
);

export const items = pgTable(
  'items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    itemType: text('item_type', { enum: ['default', 'set', 'multiPack', 'giftCard'] })
      .notNull()
      .default('default'),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    /** Condition for structured data (schema.org NewCondition etc.). */
    condition: text('condition', { enum: ['new', 'used', 'refurbished', 'damaged'] })
      .notNull()
      .default('new'),
    /** Sold as a subscription (recurring delivery); coupons can be limited to or exclude these. */
    isSubscription: boolean('is_subscription').notNull().default(false),
    /** Payment methods a cart with this item cannot be paid with (spec §3 excludedPaymentMethodIds). */
    excludedPaymentMethodIds: integer('excluded_payment_method_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every save in the back office: a save sent with an older version is refused (409). */
    version: integer('version').notNull().default(0),
  },
  (table) => [check('items_condition_check', sql`${table.condition} in ('new', 'used', 'refurbished', 'damaged')`)],
);

export const itemTexts = pgTable(
  'item_texts',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    /** Slug of the product page /{urlPath}_{itemId}. */
    urlPath: text('url_path').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    technicalData: text('technical_data').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    /** GPSR Art. 19: warnings and safety information shown with the product (HTML, sanitised). */
    safetyNotes: text('safety_notes').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.lang] }),
    check('item_texts_slug_check', sql`${table.urlPath} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const variations = pgTable(
  'variations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    gtin: text('gtin').notNull().default(''),
    /** The manufacturer's part number (schema.org mpn), '' when there is none. */
    mpn: text('mpn').notNull().default(''),
    /** ISBN-13 for books and printed matter (schema.org isbn), '' otherwise. */
    isbn: text('isbn').notNull().default(''),
    isMain: boolean('is_main').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    availabilityId: smallint('availability_id')
      .notNull()
      .references(() => availabilities.id),
    /** Net stock: what can still be sold. */
    stock: integer('stock').notNull().default(0),
    /** Sell beyond the stock (shown with a longer delivery time). */
    allowOversell: boolean('allow_oversell').notNull().default(false),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull().default(1),
    intervalOrderQuantity: integer('interval_order_quantity').notNull().default(1),
    maximumOrderQuantity: integer('maximum_order_quantity'),
    vatRate: integer('vat_rate').notNull().default(1900),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    unitContent: integer('unit_content').notNull().default(1),
    widthMM: integer('width_mm').notNull().default(0),
    heightMM: integer('height_mm').notNull().default(0),
    lengthMM: integer('length_mm').notNull().default(0),
    weightG: integer('weight_g').notNull().default(0),
    availableUntil: timestamp('available_until', { withTimezone: true }),
  },
  (table) => [
    index('variations_item_idx').on(table.itemId),
    check('variations_stock_check', sql`${table.stock} >= 0 OR ${table.allowOversell}`),
    check('variations_quantity_check', sql`${table.minimumOrderQuantity} >= 1 AND ${table.intervalOrderQuantity} >= 1`),
  ],
);

/**
 * Every change of a variation's stock with its reason (issue 37): staff corrections, sales,
 * cancellations and returns, who made it and the stock after it, so the figure can be explained.
 * `orderId` names the order of a sale, cancellation or return (no foreign key: orders live above).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: ['initial', 'correction', 'sale', 'cancellation', 'return'] }).notNull(),
    note: text('note').notNull().default(''),
    orderId: integer('order_id'),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stock_movements_variation_idx').on(table.variationId, table.id)],
);

/**
 * Prices of a variation: 'default' (with graduated steps by minimum quantity), 'rrp' (the maker's
 * recommended retail price) and 'special' (a special offer, valid in a period).
 */
export const variationPrices = pgTable(
  'variation_prices',
  {
    id: serial('id').primaryKey(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['default', 'rrp', 'special'] }).notNull(),
    /**
     * A 'default' price only customers of this class pay (2: business customers); null for
     * everyone. A class with prices of its own pays those instead of the general ones.
     */
    customerClassId: integer('customer_class_id'),
    minimumQuantity: integer('minimum_quantity').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (table) => [
    index('variation_prices_variation_idx').on(table.variationId),
    check('variation_prices_positive', sql`${table.priceCents} >= 0 AND ${table.minimumQuantity} >= 1`),
    check('variation_prices_class_check', sql`${table.customerClassId} IS NULL OR ${table.kind} = 'default'`),
  ],
);

/** Every selling price a variation had, for the lowest price of the 30 days before a reduction (PAngV § 11). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (table) => [index('price_history_variation_idx').on(table.variationId, table.validFrom)],
);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  /** How the product page offers it: boxes, a dropdown or image swatches. */
  type: text('type', { enum: ['box', 'dropdown', 'image'] })
    .notNull()
    .default('box'),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  /** Raised by every save in the back office: a save sent with an older version is refused (409). */
  version: integer('version').notNull().default(0),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull().default(''),
  },
  (table) => [index('attribute_values_attribute_idx').on(table.attributeId)],
);

export const variationAttributeValues = pgTable(
  'variation_attribute_values',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.variationId, table.attributeValueId] }),
    index('variation_attribute_values_value_idx').on(table.attributeValueId),
  ],
);

export const propertyGroups = pgTable('property_groups', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  names: jsonb('names').$type<LocalizedText>().notNull(),
});

/**
 * Spec §3 Property. Order properties are what the shopper fills in when buying (engraving text,
 * gift wrap, an uploaded photo); variation properties describe the product (material, IP rating).
 */
export const properties = pgTable('properties', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id').references(() => propertyGroups.id),
  position: integer('position').notNull().default(0),
  names: jsonb('names')
    .$type<{ de: { name: string; description: string }; en: { name: string; description: string } }>()
    .notNull(),
  valueType: text('value_type', { enum: ['empty', 'text', 'int', 'float', 'selection', 'file'] }).notNull(),
  isOrderProperty: boolean('is_order_property').notNull().default(false),
  isMultiline: boolean('is_multiline').notNull().default(false),
  isRequired: boolean('is_required').notNull().default(false),
  isPreSelected: boolean('is_pre_selected').notNull().default(false),
  isShownAsAdditionalCosts: boolean('is_shown_as_additional_costs').notNull().default(false),
  surchargeCents: integer('surcharge_cents').notNull().default(0),
  /** VAT rate of the surcharge; null means the surcharge carries no VAT of its own ('plus'). */
  vatRate: integer('vat_rate'),
  selectionValues: jsonb('selection_values').$type<Array<{ id: number; names: LocalizedText }>>().notNull().default([]),
  /** Raised by every save in the back office: a save sent with an older version is refused (409). */
  version: integer('version').notNull().default(0),
});

export const itemOrderProperties = pgTable(
  'item_order_properties',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.propertyId] })],
);

export const variationPropertyValues = pgTable(
  'variation_property_values',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<LocalizedText>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.variationId, table.propertyId] })],
);

export const itemCategories = pgTable(
  'item_categories',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.categoryId] }),
    index('item_categories_category_idx').on(table.categoryId),
  ],
);

export const itemTags = pgTable(
  'item_tags',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.tagId] }), index('item_tags_tag_idx').on(table.tagId)],
);

/**
 * Product images. `fileName` names a picture that the shop renders on first request in every size
 * and density (core/catalog/product-images.server.ts) and keeps under DATA_DIR/images.
 */
export const itemImages = pgTable(
  'item_images',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** Shown for the variations with this attribute value, e.g. the finish (null: for all of them). */
    attributeValueId: integer('attribute_value_id').references(() => attributeValues.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    fileName: text('file_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** 10×10 blurred placeholder as a data URL, shown while the image loads. */
    placeholder: text('placeholder').notNull().default(''),
    alternate: jsonb('alternate').$type<LocalizedText>().notNull(),
  },
  (table) => [index('item_images_item_idx').on(table.itemId)],
);

/** A bundle (item type 'set') is sold as one variation made of component variations. */
export const bundleComponents = pgTable(
  'bundle_components',
  {
    bundleVariationId: integer('bundle_variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    componentVariationId: integer('component_variation_id')
      .notNull()
      .references(() => variations.id),
    quantity: integer('quantity').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.bundleVariationId, table.componentVariationId] })],
);

/** Spec §3 Review: hidden while under review, visible once released. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    title: text('title').notNull(),
    message: text('message').notNull(),
    rating: smallint('rating').notNull(),
    lang: text('lang').notNull().default('de'),
    isVisible: boolean('is_visible').notNull().default(false),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** The customer who wrote it (issue 20); null for the demo shop's reviews and deleted accounts. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    index('reviews_item_idx').on(table.itemId),
    // One review per customer and item.
    uniqueIndex('reviews_customer_item_idx')
      .on(table.customerId, table.itemId)
      .where(sql`${table.customerId} is not null`),
    check('reviews_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
    check('reviews_message_length', sql`char_length(${table.message}) <= 500`),
  ],
);

/**
 * Answers to a review (issue 20): by customers (hidden until an editor releases them, like
 * reviews) or by the shop (an editor, shown at once).
 */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    fromShop: boolean('from_shop').notNull().default(false),
    authorName: text('author_name').notNull().default(''),
    message: text('message').notNull(),
    isVisible: boolean('is_visible').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    index('review_replies_review_idx').on(table.reviewId),
    check('review_replies_message_length', sql`char_length(${table.message}) <= 500`),
  ],
);
