import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { informationPageSlugs, staffPageSlugs } from '../core/content/information-page-slugs';

/**
 * The shop's route table. Spec §2: every route exists without prefix (German), under /de and under
 * /en. The table is mounted once with an optional language segment (`:lang?`, ADR 0030): a route
 * table mounted three times cost the first hydration most of its time and the manifest a third of
 * its bytes. The language itself is always read from the path (core/i18n/locales.ts); a first
 * segment that is no language (/xyz/cart) is a 404 (app/lib/root-loader.ts). The home page and the
 * catalogue's catch-all are the exceptions: `/:lang` alone or `/:lang/*` would swallow every
 * one-segment product path, so home is mounted at /, /de and /en and the catch-all reads the
 * language from the path itself.
 * Screens are added here when their feature is built.
 */
const withLanguage = (routes: RouteConfigEntry[]) => prefix(':lang?', routes);

export default [
  layout(
    'layouts/auth-layout.tsx',
    { id: 'layout/auth' },
    withLanguage([
      route('login', 'routes/login.tsx', { id: 'login', caseSensitive: true }),
      route('guest/login', 'routes/guest-login.tsx', { id: 'guest-login', caseSensitive: true }),
      route('reset-password', 'routes/reset-password.tsx', { id: 'reset-password', caseSensitive: true }),
      route('reset-password-success', 'routes/reset-password-success.tsx', {
        id: 'reset-password-success',
        caseSensitive: true,
      }),
      route('set-new-password', 'routes/set-new-password.tsx', { id: 'set-new-password', caseSensitive: true }),
      route('confirm-account', 'routes/confirm-account.tsx', { id: 'confirm-account', caseSensitive: true }),
      route('confirm-email', 'routes/confirm-email.tsx', { id: 'confirm-email', caseSensitive: true }),
      route('editor/login', 'routes/editor-login.tsx', { id: 'editor-login', caseSensitive: true }),
      route('staff/login', 'routes/staff/staff-login.tsx', { id: 'staff-login', caseSensitive: true }),
      route('staff/invitation/:token', 'routes/staff/staff-invitation.tsx', {
        id: 'staff-invitation',
        caseSensitive: true,
      }),
    ]),
  ),
  // The staff area (issue 36): its own frame, only for signed-in staff.
  layout(
    'layouts/staff-layout.tsx',
    { id: 'layout/staff' },
    withLanguage([
      route('staff', 'routes/staff/staff-orders.tsx', { id: 'staff-orders', caseSensitive: true }),
      route('staff/orders/:orderId', 'routes/staff/staff-order.tsx', { id: 'staff-order', caseSensitive: true }),
      route('staff/returns', 'routes/staff/staff-returns.tsx', { id: 'staff-returns', caseSensitive: true }),
      route('staff/bank-statements', 'routes/staff/staff-bank-statements.tsx', {
        id: 'staff-bank-statements',
        caseSensitive: true,
      }),
      route('staff/catalogue', 'routes/staff/staff-items.tsx', { id: 'staff-items', caseSensitive: true }),
      route('staff/catalogue/import', 'routes/staff/staff-catalogue-import.tsx', {
        id: 'staff-catalogue-import',
        caseSensitive: true,
      }),
      route('staff/catalogue/attributes', 'routes/staff/staff-attributes.tsx', {
        id: 'staff-attributes',
        caseSensitive: true,
      }),
      route('staff/catalogue/order-properties', 'routes/staff/staff-order-properties.tsx', {
        id: 'staff-order-properties',
        caseSensitive: true,
      }),
      route('staff/catalogue/manufacturers', 'routes/staff/staff-manufacturers.tsx', {
        id: 'staff-manufacturers',
        caseSensitive: true,
      }),
      route('staff/catalogue/tags', 'routes/staff/staff-tags.tsx', { id: 'staff-tags', caseSensitive: true }),
      route('staff/catalogue/:itemId', 'routes/staff/staff-item.tsx', { id: 'staff-item', caseSensitive: true }),
      route('staff/accounts', 'routes/staff/staff-accounts.tsx', { id: 'staff-accounts', caseSensitive: true }),
      route('staff/security', 'routes/staff/staff-security.tsx', { id: 'staff-security', caseSensitive: true }),
      route('staff/customers', 'routes/staff/staff-customers.tsx', { id: 'staff-customers', caseSensitive: true }),
      route('staff/customers/:customerId', 'routes/staff/staff-customer.tsx', {
        id: 'staff-customer',
        caseSensitive: true,
      }),
      route('staff/newsletter', 'routes/staff/staff-newsletter.tsx', {
        id: 'staff-newsletter',
        caseSensitive: true,
      }),
      route('staff/coupons', 'routes/staff/staff-coupons.tsx', { id: 'staff-coupons', caseSensitive: true }),
      route('staff/backups', 'routes/staff/staff-backups.tsx', { id: 'staff-backups', caseSensitive: true }),
      route('staff/coupons/:campaignId', 'routes/staff/staff-coupon.tsx', {
        id: 'staff-coupon',
        caseSensitive: true,
      }),
    ]),
  ),
  layout(
    'layouts/account-layout.tsx',
    { id: 'layout/account' },
    withLanguage([
      route('my-account', 'routes/my-account.tsx', { id: 'my-account', caseSensitive: true }),
      route('my-account/personal-data', 'routes/personal-data.tsx', { id: 'personal-data', caseSensitive: true }),
      route('my-account/billing-details', 'routes/address-book.tsx', {
        id: 'billing-details',
        caseSensitive: true,
      }),
      route('my-account/shipping-details', 'routes/address-book.tsx', {
        id: 'shipping-details',
        caseSensitive: true,
      }),
      route('my-account/my-orders', 'routes/my-orders.tsx', { id: 'my-orders', caseSensitive: true }),
      route('my-account/my-orders/:orderId', 'routes/my-order.tsx', { id: 'my-order', caseSensitive: true }),
      route('my-account/returns', 'routes/returns.tsx', { id: 'returns', caseSensitive: true }),
      route('my-account/new-return/:orderId/:accessKey', 'routes/new-return.tsx', { id: 'new-return' }),
      route('my-account/wishlist', 'routes/wishlist.tsx', { id: 'account-wishlist', caseSensitive: true }),
    ]),
  ),
  layout(
    'layouts/checkout-layout.tsx',
    { id: 'layout/checkout' },
    withLanguage([
      route('checkout', 'routes/checkout.tsx', { id: 'checkout', caseSensitive: true }),
      route('readonly-checkout', 'routes/readonly-checkout.tsx', { id: 'readonly-checkout', caseSensitive: true }),
      route('mollie-payment', 'routes/mollie-payment.tsx', { id: 'mollie-payment', caseSensitive: true }),
    ]),
  ),
  // Offers (issue 22): the simplified frame, like the checkout.
  layout(
    'layouts/simplified-header-and-footer-layout.tsx',
    { id: 'layout/simplified' },
    withLanguage([route('offer/:offerId/:accessKey', 'routes/offer.tsx', { id: 'offer' })]),
  ),
  layout('layouts/default-layout.tsx', { id: 'layout/default' }, [
    index('routes/home.tsx', { id: 'home' }),
    route('de', 'routes/home.tsx', { id: 'home/de', caseSensitive: true }),
    route('en', 'routes/home.tsx', { id: 'home/en', caseSensitive: true }),
    ...withLanguage([
      ...[...informationPageSlugs, ...staffPageSlugs].map((slug) =>
        route(slug, 'routes/information-page.tsx', { id: `page/${slug}`, caseSensitive: true }),
      ),
      route('contact', 'routes/contact.tsx', { id: 'contact', caseSensitive: true }),
      route('cookie-settings', 'routes/cookie-settings.tsx', { id: 'cookie-settings', caseSensitive: true }),
      route('offline', 'routes/offline.tsx', { id: 'offline', caseSensitive: true }),
      // The review form without JavaScript (with it, the product page opens a dialog).
      route('review/:itemId', 'routes/write-review.tsx', { id: 'write-review' }),
      route('cancellation-form', 'routes/cancellation-form.tsx', { id: 'cancellation-form', caseSensitive: true }),
      route('cart', 'routes/cart.tsx', { id: 'cart', caseSensitive: true }),
      route('confirmation/:orderId/:accessKey', 'routes/confirmation.tsx', { id: 'confirmation' }),
      route('wishlist', 'routes/wishlist.tsx', { id: 'wishlist', caseSensitive: true }),
      route('comparisonlist', 'routes/comparison-list.tsx', { id: 'comparisonlist', caseSensitive: true }),
      route('search', 'routes/search.tsx', { id: 'search', caseSensitive: true }),
      route('tag/:slug', 'routes/tag.tsx', { id: 'tag', caseSensitive: true }),
      // Sign-ups from the NewsletterSubscribe block (a page only for browsers without JavaScript).
      route('newsletter', 'routes/newsletter.tsx', { id: 'newsletter', caseSensitive: true }),
      // Short product links from feeds and older pages: redirect to the product page.
      route('p/:variationId/:slug?', 'routes/product-short-link.tsx', { id: 'product-short-link' }),
    ]),
    // Category, product and content pages (under /de and /en too) and, for everything unknown,
    // the 404 page.
    route('*', 'routes/catalog-page.tsx', { id: 'catalog' }),
  ]),
] satisfies RouteConfig;
