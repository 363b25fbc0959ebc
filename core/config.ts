import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * All configuration comes from environment variables (README "Configuration" lists them).
 * Parsed once at start-up so a typo fails loudly instead of deep inside a request.
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** A rate limit's count goes to PostgreSQL as a 32-bit integer (take_rate_limits): far below its range. */
const rateLimitCeiling = 1_000_000;

const configSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('var'),
  DATABASE_URL: z.string().min(1).optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(5433),
  TRUST_PROXY: booleanFlag.default(false),
  /**
   * With TRUST_PROXY: how many proxies of one's own stand in front of the shop, each appending the
   * address it saw to X-Forwarded-For. The client's address is that many entries from the right;
   * what stands further left was sent by the client and is never believed.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  ANONYMOUS_SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  /**
   * A staff sign-in (an editor, any back-office role) ends after this long without a request and
   * this long after it began, whatever the customer limits say: staff can change the shop, so
   * their sign-in lasts a working day at most (a customer's login up to SESSION_ABSOLUTE_HOURS).
   */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(20),
  STAFF_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(168).default(8),
  /** Admins must use two-factor sign-in (issue 37): one without it is sent to set it up first. */
  STAFF_REQUIRE_2FA: booleanFlag.default(false),
  SEED_DEMO: booleanFlag.default(true),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * Shop processes answering on PORT (node:cluster): by default one per CPU core. 1 runs the shop
   * in a single process. They share the database; caches follow each other through it.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** smtp(s)://user:password@host:port; unset: e-mails stay in the outbox (local mailbox page). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Spiegelshop <shop@spiegelshop.localhost>'),
  /** The seller on invoices and order documents (§ 14 UStG): name, address, VAT id, register entry. */
  SHOP_COMPANY_NAME: z.string().min(1).default('Spiegelshop GmbH'),
  SHOP_COMPANY_ADDRESS: z.string().min(1).default('Klingenstraße 12, 42651 Solingen, Deutschland'),
  SHOP_VAT_ID: z.string().min(1).default('DE 123 456 789'),
  SHOP_COMMERCIAL_REGISTER: z.string().min(1).default('Amtsgericht Wuppertal, HRB 31415'),
  /** The shop's bank account, shown for prepayment on the confirmation page and in the order mail. */
  SHOP_BANK_ACCOUNT_OWNER: z.string().min(1).default('Spiegelshop GmbH'),
  SHOP_BANK_NAME: z.string().min(1).default('Commerzbank'),
  SHOP_BANK_IBAN: z.string().min(15).default('DE89 3704 0044 0532 0130 00'),
  SHOP_BANK_BIC: z.string().min(8).default('COBADEFFXXX'),
  /**
   * Mollie (payments). Without an API key the built-in Mollie sandbox answers instead: payments
   * are simulated, the start-up log and the checkout say so.
   */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]{20,}$/, 'a Mollie API key starts with test_ or live_')
    .optional(),
  MOLLIE_API_URL: z.url().default('https://api.mollie.com/v2'),
  /**
   * The built-in Mollie sandbox and the mailbox page serve a shop on this machine only: on by
   * default while PUBLIC_URL is a local address, off otherwise unless set to true (a test server).
   */
  MOLLIE_SANDBOX: booleanFlag.optional(),
  MAILBOX: booleanFlag.optional(),
  /**
   * Mollie profile id (pfl_…): with it the checkout takes the card in Mollie Components' fields
   * on its own page (js.mollie.com); without it, or with MOLLIE_CARD_FIELDS=false, on Mollie's page.
   */
  MOLLIE_PROFILE_ID: z
    .string()
    .regex(/^pfl_[A-Za-z0-9]{4,40}$/, 'a Mollie profile id starts with pfl_')
    .optional(),
  MOLLIE_CARD_FIELDS: booleanFlag.optional(),
  /**
   * order-first: the order is placed, then paid (a failed payment can be retried for the same
   * order). payment-first: the order is placed only once Mollie reports the payment.
   */
  MOLLIE_FLOW: z.enum(['order-first', 'payment-first']).default('order-first'),
  /** The Mollie methods the checkout offers (if Mollie offers them for the cart and country). */
  MOLLIE_METHODS: z
    .string()
    .default('creditcard,paypal,klarna,banktransfer,applepay')
    .transform((value) =>
      value
        .split(',')
        .map((method) => method.trim())
        .filter(Boolean),
    ),
  /**
   * The most pieces of one variation a cart line (and so an order) may hold, whatever the stock:
   * absurd quantities and stock hoarding stop here. A variation's own maximum can only be lower.
   */
  MAX_LINE_QUANTITY: z.coerce.number().int().min(1).max(100_000).default(100),
  /**
   * Prepayment orders still unpaid after this many days are canceled and their stock given back;
   * a reminder mail goes out UNPAID_ORDER_REMINDER_DAYS after the order (must be fewer days).
   */
  UNPAID_ORDER_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  UNPAID_ORDER_REMINDER_DAYS: z.coerce.number().int().min(1).max(364).default(10),
  /**
   * Mails a visitor can have sent (reset links, sign-ups, welcome and order mails): at most this
   * many an hour to one address, and asked for from one client address.
   */
  MAIL_LIMIT_PER_RECIPIENT_HOUR: z.coerce.number().int().min(1).max(rateLimitCeiling).default(5),
  MAIL_LIMIT_PER_CLIENT_HOUR: z.coerce.number().int().min(1).max(rateLimitCeiling).default(20),
  /** Where contact messages and withdrawal declarations go (issue 20); the Impressum's address by default. */
  SHOP_CONTACT_EMAIL: z.email().default('kontakt@spiegelshop.example'),
  /** Where the shop is told of every new order (issue 36); SHOP_CONTACT_EMAIL when not set. */
  SHOP_ORDERS_EMAIL: z.email().optional(),
  /** Contact messages one sender address, and one client address, may send an hour. */
  CONTACT_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(rateLimitCeiling).default(5),
  CONTACT_LIMIT_PER_CLIENT_HOUR: z.coerce.number().int().min(1).max(rateLimitCeiling).default(5),
  /**
   * Bot check (issue 20): the built-in proof of work (ALTCHA) by default, signed with a key made
   * into DATA_DIR/bot-check-key; BOT_CHECK_KEY gives every machine of a shop the same key.
   * With both Turnstile keys set, Cloudflare Turnstile is used instead.
   */
  BOT_CHECK_KEY: z.string().min(32, 'at least 32 characters').optional(),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** Turnstile's script; its origin is allowed to run and frame (CSP) only while Turnstile is on. */
  TURNSTILE_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://challenges.cloudflare.com/turnstile/v0/api.js'),
  /**
   * Reviews (issue 20): only customers who bought the item may write one (otherwise others may,
   * after the bot check); days after writing in which a review can still be changed; the average
   * in tenth or half steps; the rating bars with percentages; reviews, changes and replies one
   * account and one client address may send an hour.
   */
  REVIEWS_REQUIRE_PURCHASE: booleanFlag.default(false),
  REVIEW_EDIT_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  REVIEW_RATING_STEPS: z.enum(['tenth', 'half']).default('tenth'),
  REVIEW_SHOW_PERCENTAGES: booleanFlag.default(true),
  REVIEW_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(rateLimitCeiling).default(10),
  /**
   * Analytics (issue 21): GA4 with consent mode v2, loaded only after the visitor's consent.
   * Unset: no analytics at all. An id starting with G-LOCAL sends nothing to Google: the events go
   * to the shop's own /analytics-collector page (a stand-in for tests and demos, like /mailbox).
   */
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'a GA4 measurement id such as G-ABC123XYZ')
    .optional(),
  /**
   * DHL preferred delivery (issue 22): the preferred day's surcharge in cents (gross; 0 = free),
   * the cut-off time (Europe/Berlin) after which orders count from the next day, the weekdays
   * without handover (0 Sunday … 6 Saturday, comma-separated) and how many days to offer.
   */
  PREFERRED_DAY_SURCHARGE_CENTS: z.coerce.number().int().min(0).max(100_000).default(120),
  PREFERRED_DAY_CUTOFF: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 14:00')
    .default('14:00'),
  PREFERRED_DAY_EXCLUDED_WEEKDAYS: z
    .string()
    .regex(/^[0-6]?(,[0-6])*$/, 'weekday numbers 0–6, comma-separated')
    .default('')
    .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : [])),
  PREFERRED_DAYS_OFFERED: z.coerce.number().int().min(1).max(14).default(6),
  /**
   * The parcel-station finder: DHL's Location Finder API with this key; without it, a built-in
   * list of demo stations in a few German cities answers (the page says they are demo data).
   */
  DHL_API_KEY: z.string().min(1).optional(),
  DHL_LOCATION_FINDER_URL: z.url().default('https://api.dhl.com/location-finder/v1'),
  /**
   * DHL labels (issue 36): the Parcel DE Shipping API v2 with the app's API key, the business
   * customer portal's user and password and the billing number (14 characters, DHL Paket V01PAK).
   * Without a key the built-in stand-in makes sample labels (a local shop, or DHL_SHIPPING_STANDIN
   * =true on a test server); a public shop without a key makes none. DHL_SHIPPING_BASE_URL: DHL's
   * sandbox (https://api-sandbox.dhl.com/parcel/de/shipping/v2) or a proxy.
   */
  DHL_SHIPPING_API_KEY: z.string().min(1).optional(),
  DHL_SHIPPING_USER: z.string().min(1).optional(),
  DHL_SHIPPING_PASSWORD: z.string().min(1).optional(),
  DHL_BILLING_NUMBER: z
    .string()
    .regex(/^\w{10}\d{2}\w{2}$/, 'a 14-character DHL billing number such as 33333333330102')
    .optional(),
  DHL_SHIPPING_PROFILE: z.string().min(1).max(35).default('STANDARD_GRUPPENPROFIL'),
  DHL_SHIPPING_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DHL_SHIPPING_STANDIN: booleanFlag.optional(),
  /**
   * VAT ids of EU business customers (issue 39) are checked with the EU's VIES (its REST API at
   * VIES_URL). A local shop, or VIES_STANDIN=true on a test server, asks a built-in stand-in
   * instead, which knows a few demo companies (README).
   */
  VIES_URL: z.url({ protocol: /^https?$/ }).default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  VIES_STANDIN: booleanFlag.optional(),
  /**
   * Backups (issue 37): the folder of the backup files (DATA_DIR/backups when not set) and how many
   * of the newest are kept; the shop makes one every night after 03:00 (Europe/Berlin).
   */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** Spec §5: e-mail hosts refused for accounts and guest orders (throw-away addresses). */
  BLOCKED_EMAIL_HOSTS: z
    .string()
    .default('mailinator.com,trashmail.com,wegwerfemail.de,10minutemail.com')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Config = z.infer<typeof configSchema> & {
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** The shop's own origin, used for absolute links (canonical, e-mails, sitemap). */
  publicUrl: string;
  isProduction: boolean;
  /**
   * How payments through Mollie work: 'live' with MOLLIE_API_KEY (test_ keys included), 'sandbox'
   * with the built-in simulation (a local shop, or MOLLIE_SANDBOX=true), 'off' for a public shop
   * without a key: then only prepayment is offered, and no shopper can mark an order paid.
   */
  mollieMode: 'live' | 'sandbox' | 'off';
  /** The /mailbox page (mails stay in the outbox without SMTP_URL): a local shop or MAILBOX=true. */
  mailboxEnabled: boolean;
  /** Analytics: none, Google's GA4, or the local collector (GA4_MEASUREMENT_ID=G-LOCAL…). */
  analyticsMode: 'off' | 'google' | 'local';
  /** DHL labels: DHL's API with a key, the built-in stand-in, or none (a public shop without a key). */
  dhlShippingMode: 'live' | 'standin' | 'off';
  /** Where the DHL shipping client sends its requests (DHL, or the stand-in on the shop's own address). */
  dhlShippingBaseUrl: string;
  /** VAT ids: VIES itself, or the built-in stand-in (a local shop, or VIES_STANDIN=true). */
  vatIdCheckMode: 'vies' | 'standin';
};

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A shop whose own address is this machine: nobody else can reach what it serves there. */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return localHosts.has(host) || host.endsWith('.localhost');
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings are treated like unset variables: `PORT= npm start` should not mean port 0.
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid configuration in environment variables:\n${problems}`);
  }
  const values = parsed.data;
  if (values.UNPAID_ORDER_REMINDER_DAYS >= values.UNPAID_ORDER_DAYS) {
    throw new ConfigError(
      'Invalid configuration in environment variables:\n  UNPAID_ORDER_REMINDER_DAYS: must be fewer than UNPAID_ORDER_DAYS',
    );
  }
  if (Boolean(values.TURNSTILE_SITE_KEY) !== Boolean(values.TURNSTILE_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration in environment variables:\n  TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY: set both or neither',
    );
  }
  const dhlAccess = [values.DHL_SHIPPING_API_KEY, values.DHL_SHIPPING_USER, values.DHL_SHIPPING_PASSWORD];
  if (dhlAccess.some(Boolean) && !(dhlAccess.every(Boolean) && values.DHL_BILLING_NUMBER)) {
    throw new ConfigError(
      'Invalid configuration in environment variables:\n  DHL_SHIPPING_API_KEY, DHL_SHIPPING_USER, DHL_SHIPPING_PASSWORD, DHL_BILLING_NUMBER: set all four or none',
    );
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const local = isLocalAddress(publicUrl);
  const dhlShippingMode = values.DHL_SHIPPING_API_KEY
    ? 'live'
    : (values.DHL_SHIPPING_STANDIN ?? local)
      ? 'standin'
      : 'off';
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    publicUrl,
    isProduction: values.NODE_ENV === 'production',
    mollieMode: values.MOLLIE_API_KEY ? 'live' : (values.MOLLIE_SANDBOX ?? local) ? 'sandbox' : 'off',
    mailboxEnabled: !values.SMTP_URL && (values.MAILBOX ?? local),
    dhlShippingMode,
    vatIdCheckMode: (values.VIES_STANDIN ?? local) ? 'standin' : 'vies',
    dhlShippingBaseUrl: (
      values.DHL_SHIPPING_BASE_URL ??
      (dhlShippingMode === 'live'
        ? 'https://api-eu.dhl.com/parcel/de/shipping/v2'
        : `${publicUrl}/dhl-shipping-standin/parcel/de/shipping/v2`)
    ).replace(/\/$/, ''),
    analyticsMode: !values.GA4_MEASUREMENT_ID
      ? 'off'
      : values.GA4_MEASUREMENT_ID.startsWith('G-LOCAL')
        ? 'local'
        : 'google',
  };
}
