import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { informationPageSlugs, staffPageSlugs } from '../core/content/information-page-slugs';

/**
 * The shop's route table. Spec §2: every route exists without prefix (German), under /de and under
 * /en, so the table is mounted three times; route ids carry the mount to stay unique.
 * Screens are added here when their feature is built.
 */
function shopRoutes(mount: 'root' | 'de' | 'en'): RouteConfigEntry[] {
  const id = (name: string) => `${mount}/${name}`;
  return [
    layout('layouts/auth-layout.tsx', { id: id('layout/auth') }, [
      route('login', 'routes/login.tsx', { id: id('login'), caseSensitive: true }),
      route('guest/login', 'routes/guest-login.tsx', { id: id('guest-login'), caseSensitive: true }),
      route('reset-password', 'routes/reset-password.tsx', { id: id('reset-password'), caseSensitive: true }),
      route('reset-password-success', 'routes/reset-password-success.tsx', {
        id: id('reset-password-success'),
        caseSensitive: true,
      }),
      route('set-new-password', 'routes/set-new-password.tsx', { id: id('set-new-password'), caseSensitive: true }),
      route('confirm-account', 'routes/confirm-account.tsx', { id: id('confirm-account'), caseSensitive: true }),
      route('confirm-email', 'routes/confirm-email.tsx', { id: id('confirm-email'), caseSensitive: true }),
      route('editor/login', 'routes/editor-login.tsx', { id: id('editor-login'), caseSensitive: true }),
      route('staff/login', 'routes/staff/staff-login.tsx', { id: id('staff-login'), caseSensitive: true }),
      route('staff/invitation/:token', 'routes/staff/staff-invitation.tsx', {
        id: id('staff-invitation'),
        caseSensitive: true,
      }),
    ]),
    // The staff area (issue 36): its own frame, only for signed-in staff.
    layout('layouts/staff-layout.tsx', { id: id('layout/staff') }, [
      route('staff', 'routes/staff/staff-orders.tsx', { id: id('staff-orders'), caseSensitive: true }),
      route('staff/orders/:orderId', 'routes/staff/staff-order.tsx', { id: id('staff-order'), caseSensitive: true }),
      route('staff/returns', 'routes/staff/staff-returns.tsx', { id: id('staff-returns'), caseSensitive: true }),
      route('staff/bank-statements', 'routes/staff/staff-bank-statements.tsx', {
        id: id('staff-bank-statements'),
        caseSensitive: true,
      }),
      route('staff/catalogue', 'routes/staff/staff-items.tsx', { id: id('staff-items'), caseSensitive: true }),
      route('staff/catalogue/import', 'routes/staff/staff-catalogue-import.tsx', {
        id: id('staff-catalogue-import'),
        caseSensitive: true,
      }),
      route('staff/catalogue/attributes', 'routes/staff/staff-attributes.tsx', {
        id: id('staff-attributes'),
        caseSensitive: true,
      }),
      route('staff/catalogue/order-properties', 'routes/staff/staff-order-properties.tsx', {
        id: id('staff-order-properties'),
        caseSensitive: true,
      }),
      route('staff/catalogue/manufacturers', 'routes/staff/staff-manufacturers.tsx', {
        id: id('staff-manufacturers'),
        caseSensitive: true,
      }),
      route('staff/catalogue/tags', 'routes/staff/staff-tags.tsx', { id: id('staff-tags'), caseSensitive: true }),
      route('staff/catalogue/:itemId', 'routes/staff/staff-item.tsx', { id: id('staff-item'), caseSensitive: true }),
      route('staff/accounts', 'routes/staff/staff-accounts.tsx', { id: id('staff-accounts'), caseSensitive: true }),
      route('staff/security', 'routes/staff/staff-security.tsx', { id: id('staff-security'), caseSensitive: true }),
      route('staff/customers', 'routes/staff/staff-customers.tsx', { id: id('staff-customers'), caseSensitive: true }),
      route('staff/customers/:customerId', 'routes/staff/staff-customer.tsx', {
        id: id('staff-customer'),
        caseSensitive: true,
      }),
      route('staff/newsletter', 'routes/staff/staff-newsletter.tsx', {
        id: id('staff-newsletter'),
        caseSensitive: true,
      }),
      route('staff/coupons', 'routes/staff/staff-coupons.tsx', { id: id('staff-coupons'), caseSensitive: true }),
      route('staff/backups', 'routes/staff/staff-backups.tsx', { id: id('staff-backups'), caseSensitive: true }),
      route('staff/coupons/:campaignId', 'routes/staff/staff-coupon.tsx', {
        id: id('staff-coupon'),
        caseSensitive: true,
      }),
    ]),
    layout('layouts/account-layout.tsx', { id: id('layout/account') }, [
      route('my-account', 'routes/my-account.tsx', { id: id('my-account'), caseSensitive: true }),
      route('my-account/personal-data', 'routes/personal-data.tsx', { id: id('personal-data'), caseSensitive: true }),
      route('my-account/billing-details', 'routes/address-book.tsx', {
        id: id('billing-details'),
        caseSensitive: true,
      }),
      route('my-account/shipping-details', 'routes/address-book.tsx', {
        id: id('shipping-details'),
        caseSensitive: true,
      }),
      route('my-account/my-orders', 'routes/my-orders.tsx', { id: id('my-orders'), caseSensitive: true }),
      route('my-account/my-orders/:orderId', 'routes/my-order.tsx', { id: id('my-order'), caseSensitive: true }),
      route('my-account/returns', 'routes/returns.tsx', { id: id('returns'), caseSensitive: true }),
      route('my-account/new-return/:orderId/:accessKey', 'routes/new-return.tsx', { id: id('new-return') }),
      route('my-account/wishlist', 'routes/wishlist.tsx', { id: id('account-wishlist'), caseSensitive: true }),
    ]),
    layout('layouts/checkout-layout.tsx', { id: id('layout/checkout') }, [
      route('checkout', 'routes/checkout.tsx', { id: id('checkout'), caseSensitive: true }),
      route('readonly-checkout', 'routes/readonly-checkout.tsx', { id: id('readonly-checkout'), caseSensitive: true }),
      route('mollie-payment', 'routes/mollie-payment.tsx', { id: id('mollie-payment'), caseSensitive: true }),
    ]),
    // Offers (issue 22): the simplified frame, like the checkout.
    layout('layouts/simplified-header-and-footer-layout.tsx', { id: id('layout/simplified') }, [
      route('offer/:offerId/:accessKey', 'routes/offer.tsx', { id: id('offer') }),
    ]),
    layout('layouts/default-layout.tsx', { id: id('layout/default') }, [
      index('routes/home.tsx', { id: id('home') }),
      ...[...informationPageSlugs, ...staffPageSlugs].map((slug) =>
        route(slug, 'routes/information-page.tsx', { id: id(`page/${slug}`), caseSensitive: true }),
      ),
      route('contact', 'routes/contact.tsx', { id: id('contact'), caseSensitive: true }),
      route('cookie-settings', 'routes/cookie-settings.tsx', { id: id('cookie-settings'), caseSensitive: true }),
      route('offline', 'routes/offline.tsx', { id: id('offline'), caseSensitive: true }),
      // The review form without JavaScript (with it, the product page opens a dialog).
      route('review/:itemId', 'routes/write-review.tsx', { id: id('write-review') }),
      route('cancellation-form', 'routes/cancellation-form.tsx', { id: id('cancellation-form'), caseSensitive: true }),
      route('cart', 'routes/cart.tsx', { id: id('cart'), caseSensitive: true }),
      route('confirmation/:orderId/:accessKey', 'routes/confirmation.tsx', { id: id('confirmation') }),
      route('wishlist', 'routes/wishlist.tsx', { id: id('wishlist'), caseSensitive: true }),
      route('comparisonlist', 'routes/comparison-list.tsx', { id: id('comparisonlist'), caseSensitive: true }),
      route('search', 'routes/search.tsx', { id: id('search'), caseSensitive: true }),
      route('tag/:slug', 'routes/tag.tsx', { id: id('tag'), caseSensitive: true }),
      // Sign-ups from the NewsletterSubscribe block (a page only for browsers without JavaScript).
      route('newsletter', 'routes/newsletter.tsx', { id: id('newsletter'), caseSensitive: true }),
      // Short product links from feeds and older pages: redirect to the product page.
      route('p/:variationId/:slug?', 'routes/product-short-link.tsx', { id: id('product-short-link') }),
      // Product pages and, for everything unknown, the 404 page.
      route('*', 'routes/catalog-page.tsx', { id: id('catalog') }),
    ]),
  ];
}

export default [
  ...shopRoutes('root'),
  ...prefix('de', shopRoutes('de')),
  ...prefix('en', shopRoutes('en')),
] satisfies RouteConfig;
