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

  it("lets Turnstile's script and frame in from its one origin, only while Turnstile is configured", async () => {
    const policyOf = async (env: Record<string, string>) => {
      const app = new Hono<ShopEnv>();
      app.use(securityHeaders(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', ...env })));
      app.get('/', (c) => c.text('page'));
      const policy = (await app.request('/')).headers.get('Content-Security-Policy') ?? '';
      return Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    };
    const keys = { TURNSTILE_SITE_KEY: 'site-key', TURNSTILE_SECRET_KEY: 'secret-key' };

    const withTurnstile = await policyOf(keys);
    expect(withTurnstile['script-src']).toMatch(
      /^script-src 'self' 'nonce-[^']+' https:\/\/challenges\.cloudflare\.com$/,
    );
    expect(withTurnstile['frame-src']).toBe("frame-src 'self' https://challenges.cloudflare.com");
    expect(withTurnstile['connect-src']).toBe("connect-src 'self'");

    // A script address of its own (a local stand-in): that origin only, without its path.
    const standIn = await policyOf({ ...keys, TURNSTILE_SCRIPT_URL: 'http://127.0.0.1:4100/turnstile/v0/api.js' });
    expect(standIn['script-src']).toMatch(/ http:\/\/127\.0\.0\.1:4100$/);
    expect(standIn['frame-src']).toBe("frame-src 'self' http://127.0.0.1:4100");

    // Without Turnstile (or with one key only, which the configuration refuses) nothing of it.
    const without = await policyOf({});
    expect(JSON.stringify(without)).not.toContain('cloudflare');
    expect(without['frame-src']).toBe("frame-src 'self'");
    expect(() => loadConfig({ TURNSTILE_SITE_KEY: 'site-key' })).toThrow();
    expect(() => loadConfig({ ...keys, TURNSTILE_SCRIPT_URL: 'javascript:alert(1)' })).toThrow();
  });
});

describe('Mollie Components', () => {
  const policyOf = async (env: Record<string, string>) => {
    const app = new Hono<ShopEnv>();
    app.use(securityHeaders(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', ...env })));
    app.get('/', (c) => c.text('page'));
    const policy = (await app.request('/')).headers.get('Content-Security-Policy') ?? '';
    return Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
  };
  const live = { MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz', PUBLIC_URL: 'https://spiegel.example' };

  it('lets exactly js.mollie.com in (script and card frames) with a Mollie account and its profile', async () => {
    const withFields = await policyOf({ ...live, MOLLIE_PROFILE_ID: 'pfl_QkEhN94Ba' });
    expect(withFields['script-src']).toMatch(/^script-src 'self' 'nonce-[^']+' https:\/\/js\.mollie\.com$/);
    expect(withFields['frame-src']).toBe("frame-src 'self' https://js.mollie.com");
    expect(withFields['connect-src']).toBe("connect-src 'self'");
  });

  it('lets nothing of it in without a profile, with the fields switched off, or with the sandbox', async () => {
    for (const env of [
      live,
      { ...live, MOLLIE_PROFILE_ID: 'pfl_QkEhN94Ba', MOLLIE_CARD_FIELDS: 'false' },
      { ...live, MOLLIE_PROFILE_ID: 'pfl_QkEhN94Ba', MOLLIE_METHODS: 'paypal,banktransfer' },
      // The sandbox's stand-in is served by the shop itself.
      { PUBLIC_URL: 'http://127.0.0.1:3000' },
    ]) {
      expect(JSON.stringify(await policyOf(env))).not.toContain('js.mollie.com');
      expect((await policyOf(env))['frame-src']).toBe("frame-src 'self'");
    }
    expect(() => loadConfig({ ...live, MOLLIE_PROFILE_ID: 'https://evil.example' })).toThrow();
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
