import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

describe('content security policy', () => {
  it("lets forms go only to the shop itself, and to Mollie's page when Mollie takes the payments", () => {
    expect(contentSecurityPolicy('n0nce', { https: false })).toContain("form-action 'self';");
    const withMollie = contentSecurityPolicy('n0nce', { https: true, paymentPages: ['https://www.mollie.com'] });
    expect(withMollie).toContain("form-action 'self' https://www.mollie.com;");
    expect(withMollie).toContain("script-src 'self' 'nonce-n0nce'");
    expect(withMollie).toContain('upgrade-insecure-requests');
  });
});
