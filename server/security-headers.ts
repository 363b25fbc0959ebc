import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../core/config';
import { cardFieldsOf, mollieComponentsOrigin } from '../core/payments/mollie-components';
import { turnstileOrigin } from '../core/security/bot-check.server';
import type { ShopEnv } from './request-context';
import { isHttps } from './session-cookie';

/**
 * The shop's header policy in one place (OWASP ASVS V3.4). Scripts run only from our origin or
 * with this response's nonce; nobody may frame the shop but the shop itself (editor preview).
 */
export function contentSecurityPolicy(
  nonce: string,
  options: {
    https: boolean;
    paymentPages?: string[];
    googleAnalytics?: boolean;
    turnstile?: string | null;
    cardFields?: string | null;
  },
): string {
  // GA4 (only when configured with a real id; its script loads only after consent).
  const analytics = options.googleAnalytics ? googleAnalyticsSources : { script: [], connect: [] };
  // Cloudflare Turnstile (only when configured): its script and its widget's frame, from its one
  // origin (Cloudflare's CSP guide; it needs no connect-src beyond 'self').
  const turnstile = options.turnstile ? [options.turnstile] : [];
  // Mollie Components (only with a real Mollie account and profile): its script and its card
  // frames, from js.mollie.com alone (the sandbox's stand-in is on our own origin).
  const cardFields = options.cardFields ? [options.cardFields] : [];
  return [
    "default-src 'self'",
    [`script-src 'self' 'nonce-${nonce}'`, ...analytics.script, ...turnstile, ...cardFields].join(' '),
    // Inline style attributes carry design settings and progress widths; no script can run from CSS.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...analytics.connect].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...analytics.connect].join(' '),
    ["frame-src 'self'", ...turnstile, ...cardFields].join(' '),
    "frame-ancestors 'self'",
    // The checkout form is answered with a redirect to the payment provider's page, which
    // browsers check against form-action too.
    ["form-action 'self'", ...(options.paymentPages ?? [])].join(' '),
    "base-uri 'none'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Where Google's gtag.js comes from and where it sends (Google's CSP guide for GA4). */
const googleAnalyticsSources = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

/** Mollie's hosted checkout (only with a real Mollie account; the sandbox is on our own origin). */
const molliePaymentPages = ['https://www.mollie.com'];

export function securityHeaders(config: Config): MiddlewareHandler<ShopEnv> {
  const paymentPages = config.MOLLIE_API_KEY ? molliePaymentPages : [];
  const turnstile = turnstileOrigin(config);
  const cardFields = cardFieldsOf(config)?.scriptUrl.startsWith(mollieComponentsOrigin) ? mollieComponentsOrigin : null;
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    const https = isHttps(c, config);
    const headers = c.res.headers;
    // Read back after the page: a page replayed from the page cache brings the nonce it was rendered with.
    const policy = contentSecurityPolicy(c.get('nonce'), {
      https,
      paymentPages,
      googleAnalytics: config.analyticsMode === 'google',
      turnstile,
      cardFields,
    });
    // Vite's dev server injects scripts of its own; in development the policy only reports.
    headers.set(config.isProduction ? 'Content-Security-Policy' : 'Content-Security-Policy-Report-Only', policy);
    headers.set('X-Content-Type-Options', 'nosniff');
    // A page whose address holds a secret (an order's or an offer's key) set same-origin itself
    // (page-cache-policy.ts): that stricter policy stays.
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
