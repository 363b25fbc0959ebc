import { z } from 'zod';
import { isBlockLink } from '../blocks/block-rules';
import { informationPageSlugs, staffPageSlugs } from '../information-page-slugs';
import { locales } from '../../i18n/locales';
import { maxColumnInteger } from '../../api/column-limits';

/**
 * Page settings as the editor's pages drawer edits them (issue 18, spec §3 "Page settings", §5
 * editor validation). Pages are categories: type "item" lists products, type "content" shows blocks.
 */

/** The Homepage entry of the page list (spec: id 1, path /). It is no category and cannot be deleted. */
export const homepageId = 1;

export const robotsOptions = ['ALL', 'INDEX', 'NOFOLLOW', 'NOINDEX', 'NOINDEX_NOFOLLOW'] as const;
export const pageTypes = ['item', 'content'] as const;

/**
 * First path segments the shop's own screens and files use: no page may take them, at the top level
 * nor, as the route table takes an optional language segment first (ADR 0030: /xyz/cart is the
 * cart's path with "xyz" as language), directly below a top-level page. app/routes.test.ts checks
 * that every route's first segment is here.
 */
export const reservedTopLevelSlugs = new Set<string>([
  ...informationPageSlugs,
  ...staffPageSlugs,
  'api',
  'assets',
  'blocks',
  'cancellation-form',
  'cart',
  'checkout',
  'comparisonlist',
  'confirm-account',
  'confirm-email',
  'confirmation',
  'contact',
  'cookie-settings',
  'de',
  'editor',
  'en',
  'fonts',
  'guest',
  'healthz',
  'images',
  'login',
  'mailbox',
  'mollie-payment',
  'mollie-sandbox',
  'my-account',
  'newsletter',
  'offer',
  'offer-documents',
  'offline',
  'order-documents',
  'p',
  'payment-webhooks',
  'readonly-checkout',
  'reset-password',
  'reset-password-success',
  'review',
  'search',
  'staff',
  'set-new-password',
  'tag',
  'uploads',
  'wishlist',
]);

/** Spec: lower-case slugs; letters, digits and single hyphens (the database checks the same). */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const yesNo = z.enum(['Y', 'N'], { message: 'errorMessages.editor.pages.yesNo' });

/** A canonical link is empty, a path of this shop or an absolute http(s) address: the rule of block links. */
const canonicalLink = z
  .string()
  .trim()
  .max(500, 'errorMessages.editor.pages.canonical')
  .refine((value) => value === '' || isBlockLink(value), 'errorMessages.editor.pages.canonical');

export const pageDetailsInput = z.strictObject({
  lang: z.enum(locales),
  name: z
    .string()
    .trim()
    .min(1, 'errorMessages.editor.pages.nameRequired')
    .max(100, 'errorMessages.editor.pages.nameTooLong'),
  nameUrl: z
    .string()
    .trim()
    .min(1, 'errorMessages.editor.pages.slugRequired')
    .max(100, 'errorMessages.editor.pages.slugTooLong')
    .regex(slugPattern, 'errorMessages.editor.pages.slugFormat'),
  metaTitle: z.string().trim().max(200, 'errorMessages.editor.pages.metaTitle').optional().default(''),
  metaDescription: z.string().trim().max(500, 'errorMessages.editor.pages.metaDescription').optional().default(''),
  metaKeywords: z.string().trim().max(500, 'errorMessages.editor.pages.metaKeywords').optional().default(''),
  metaRobots: z.enum(robotsOptions, { message: 'errorMessages.editor.pages.robots' }).optional().default('ALL'),
  canonicalLink: canonicalLink.optional().default(''),
});

const categoryId = z.number().int().positive().max(maxColumnInteger);

/**
 * The home page's settings (issue 34): its name in the editor's lists (empty: "Startseite") and
 * its SEO texts per language. It has no slug, parent or right: its address is / in every language.
 */
export const homepageDetailsInput = pageDetailsInput.omit({ nameUrl: true }).extend({
  name: z.string().trim().max(100, 'errorMessages.editor.pages.nameTooLong').optional().default(''),
});
export type HomepageDetails = z.output<typeof homepageDetailsInput>;
export const homepageSettingsInput = z.strictObject({
  details: z
    .array(homepageDetailsInput)
    .min(1)
    .max(locales.length)
    .refine(
      (details) => new Set(details.map((detail) => detail.lang)).size === details.length,
      'errorMessages.editor.pages.languageTwice',
    ),
});

/** One page's settings (spec §3 page settings; `right` 'customer' is "Login Necessary"). */
export const pageSettingsInput = z.strictObject({
  id: categoryId,
  parentCategoryId: categoryId.nullable(),
  type: z.enum(pageTypes, { message: 'errorMessages.editor.pages.type' }),
  right: z.enum(['all', 'customer'], { message: 'errorMessages.editor.pages.right' }),
  sitemap: yesNo,
  linklist: yesNo,
  position: z.number().int().min(0).max(1_000_000),
  details: z.array(pageDetailsInput).min(1).max(locales.length),
});
export type PageSettingsInput = z.infer<typeof pageSettingsInput>;

/** A new page: its names and slugs, where it hangs, and what it is. */
export const newPageInput = z.strictObject({
  parentCategoryId: categoryId.nullable().optional().default(null),
  type: z.enum(pageTypes, { message: 'errorMessages.editor.pages.type' }).optional().default('content'),
  details: z.array(pageDetailsInput).min(1).max(locales.length),
});
export type NewPageInput = z.infer<typeof newPageInput>;

/** A page as the editor's page list shows it, with its texts in every language. */
export interface EditorPage {
  id: number;
  parentCategoryId: number | null;
  type: 'item' | 'content';
  right: 'all' | 'customer';
  sitemap: 'Y' | 'N';
  linklist: 'Y' | 'N';
  position: number;
  itemCount: number;
  childCount: number;
  details: Array<z.output<typeof pageDetailsInput>>;
  /** Path without language prefix, per language that has details. */
  paths: Partial<Record<(typeof locales)[number], string>>;
}
