import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../core/config';
import type { ShopEnv } from './request-context';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('content security policy', () => {
  it("lets forms go only to the shop itself, and to Mollie's page when Mollie takes the payments", () => {
    expect(contentSecurityPolicy('n0nce', { https: false })).toContain("form-action 'self';");
    const withMollie = contentSecurityPolicy('n0nce', { https: true, paymentPages: ['https://www.mollie.com'] });
    expect(withMollie).toContain("form-action 'self' https://www.mollie.com;");
    expect(withMollie).toContain("script-src 'self' 'nonce-n0nce'");
    expect(withMollie).toContain('upgrade-insecure-requests');
  });
});

describe('referrer policy', () => {
  it('is strict-origin-when-cross-origin, unless a page with a secret in its address asked for same-origin', async () => {
    const app = new Hono<ShopEnv>();
    app.use(securityHeaders(loadConfig({ LOG_LEVEL: 'silent' })));
    app.get('/secret', (c) => {
      c.header('Referrer-Policy', 'same-origin');
      return c.text('secret');
    });
    app.get('/plain', (c) => c.text('plain'));
    expect((await app.request('/secret')).headers.get('Referrer-Policy')).toBe('same-origin');
    expect((await app.request('/plain')).headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });
});
