import { splitLocalePath } from '../core/i18n/locales';

/**
 * Which pages a cache (the shop's own page cache, a CDN, the browser) may keep: the one table of
 * it, tested against the route table (server/page-cache-policy.test.ts). Route modules set no
 * cache headers of their own; the server applies this after rendering.
 *
 * - `shared`: the same for every visitor but for the shopper parts (catalog, content; ADR 0019).
 *   Cached publicly only when the answer is a 200 (or a 404) for a visitor without a session;
 *   otherwise private. Their loaders change nothing: the page cache may render one for a visitor
 *   without a session before it renders it for a shopper.
 * - `personal`: a visitor's own page (cart, account, checkout): never stored.
 * - `secretLink`: a page whose address holds a secret (an order's access key, a one-time token):
 *   never stored, and the address is not passed on as referrer.
 */
export type PageCachePolicy = 'shared' | 'personal' | 'secretLink';

/** Route paths as in app/routes.ts, without the language prefix. */
export const pageCachePolicies: Record<string, PageCachePolicy> = {
  '/': 'shared',
  '/login': 'personal',
  '/guest/login': 'personal',
  '/reset-password': 'personal',
  '/reset-password-success': 'shared',
  '/set-new-password': 'secretLink',
  '/confirm-account': 'secretLink',
  '/confirm-email': 'secretLink',
  '/editor/login': 'personal',
  // The staff area (issue 36): a staff member's own pages.
  '/staff/login': 'personal',
  '/staff': 'personal',
  '/staff/orders/:orderId': 'personal',
  '/staff/returns': 'personal',
  '/staff/bank-statements': 'personal',
  '/staff/catalogue': 'personal',
  '/staff/catalogue/import': 'personal',
  '/staff/catalogue/manufacturers': 'personal',
  '/staff/catalogue/tags': 'personal',
  '/staff/catalogue/attributes': 'personal',
  '/staff/catalogue/order-properties': 'personal',
  '/staff/catalogue/:itemId': 'personal',
  '/staff/customers': 'personal',
  '/staff/customers/:customerId': 'personal',
  '/staff/backups': 'personal',
  '/staff/newsletter': 'personal',
  '/staff/coupons': 'personal',
  '/staff/coupons/:campaignId': 'personal',
  '/staff/accounts': 'personal',
  '/staff/security': 'personal',
  '/staff/invitation/:token': 'secretLink',
  '/my-account': 'personal',
  '/my-account/personal-data': 'personal',
  '/my-account/billing-details': 'personal',
  '/my-account/shipping-details': 'personal',
  '/my-account/my-orders': 'personal',
  '/my-account/my-orders/:orderId': 'personal',
  '/my-account/returns': 'personal',
  '/my-account/new-return/:orderId/:accessKey': 'secretLink',
  '/my-account/wishlist': 'personal',
  '/checkout': 'personal',
  '/readonly-checkout': 'personal',
  '/mollie-payment': 'personal',
  '/cart': 'personal',
  '/confirmation/:orderId/:accessKey': 'secretLink',
  '/offer/:offerId/:accessKey': 'secretLink',
  '/wishlist': 'personal',
  '/comparisonlist': 'personal',
  '/search': 'shared',
  '/tag/:slug': 'shared',
  // Forms with a bot check: the page's sum for browsers without JavaScript is new on every view.
  '/newsletter': 'personal',
  '/contact': 'personal',
  // The visitor's own consent choice.
  '/cookie-settings': 'personal',
  '/cancellation-form': 'personal',
  '/review/:itemId': 'personal',
  '/p/:variationId/:slug?': 'shared',
  // Information pages, product and category pages, and the 404 page.
  '/*': 'shared',
};

/** `/tag/:slug` → /^\/tag\/[^/]+$/; an optional last parameter (`:slug?`) may be left out. */
function patternOf(path: string): RegExp {
  const parts = path.split('/').filter(Boolean);
  const source = parts
    .map((part) => (part.endsWith('?') ? '(?:/[^/]+)?' : part.startsWith(':') ? '/[^/]+' : `/${part}`))
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

const matchers = Object.entries(pageCachePolicies)
  .filter(([path]) => path !== '/*')
  .map(([path, policy]) => ({ pattern: patternOf(path), policy }));

/**
 * Query parameters that hold a secret, on any page: the newsletter confirmation link of the home
 * page (which confirms the sign-up when opened), an order's key (the withdrawal form's link in
 * the order mail).
 */
const secretQueryParameters = ['newsletterConfirmation', 'accessKey'];

/**
 * The policy of a page's path (with or without language prefix; `.data` requests alike), and of
 * its query when `url` is given.
 */
export function pageCachePolicyOf(path: string, url?: string): PageCachePolicy {
  if (url !== undefined) {
    const query = new URL(url, 'http://shop.invalid').searchParams;
    if (secretQueryParameters.some((name) => query.has(name))) return 'secretLink';
  }
  const { path: unprefixed, prefixed } = splitLocalePath(path.replace(/\.data$/, '').replace(/^\/_root$/, '/'));
  const withoutSlash = unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed;
  const policy = policyOfRoutePath(withoutSlash);
  // A first segment that is no language still reaches the route after it (ADR 0030: /xyz/cart is
  // the cart's path, answered with a 404): such an answer is kept like that route's.
  const afterFirstSegment = prefixed ? null : /^\/[^/]+(\/.+)$/.exec(withoutSlash)?.[1];
  if (policy !== 'shared' || !afterFirstSegment) return policy;
  return policyOfRoutePath(afterFirstSegment);
}

function policyOfRoutePath(path: string): PageCachePolicy {
  return matchers.find((matcher) => matcher.pattern.test(path))?.policy ?? 'shared';
}

/**
 * Browsers ask again every time (max-age=0, and no stale-while-revalidate: a browser would show
 * its anonymous copy once to a shopper who has just logged in, issue 21); shared caches keep the
 * page for 5 minutes. Serving it stale while refreshing is for CDNs only: CDN-Cache-Control
 * (RFC 9213) is read by CDNs and ignored by browsers.
 */
export const publicPageCacheControl = 'public, max-age=0, s-maxage=300';
export const publicPageCdnCacheControl = 'public, max-age=300, stale-while-revalidate=3600';
/** A page that does not exist may come to exist (an editor adds it): shared caches keep it briefly. */
export const publicNotFoundCacheControl = 'public, max-age=0, s-maxage=60';

/**
 * The cache headers of a rendered page. A shared page keeps a stricter Cache-Control its route
 * set for one answer (the home page confirming a newsletter sign-up from a link).
 */
export function pageCacheHeaders(
  policy: PageCachePolicy,
  answer: { status: number; personal: boolean; routeCacheControl: string | null },
): Record<string, string> {
  // The key never leaves for another site. Not no-referrer: browsers then send "Origin: null" with
  // the page's own forms (a confirmation without JavaScript), which the CSRF guard rightly refuses.
  if (policy === 'secretLink') return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };
  if (policy === 'personal') return { 'Cache-Control': 'private, no-store' };
  if (answer.routeCacheControl) return { 'Cache-Control': answer.routeCacheControl };
  if (answer.personal || (answer.status !== 200 && answer.status !== 404))
    return { 'Cache-Control': 'private, no-store' };
  return answer.status === 200
    ? { 'Cache-Control': publicPageCacheControl, 'CDN-Cache-Control': publicPageCdnCacheControl }
    : { 'Cache-Control': publicNotFoundCacheControl };
}
