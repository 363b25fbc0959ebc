import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper } from '../tests/support/shopper';
import { startTestShop, type TestShop } from '../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('the local mailbox', () => {
  it('shows the outbox to this machine, with names escaped and links clickable', async () => {
    const shopper = await createShopper(shop);
    const email = `mailbox.${Date.now()}@beispiel.de`;
    await shopper.call('doRegisterUser', {
      email,
      firstName: '<script>alert(1)</script>',
      password: 'Glasklar2026',
      passwordRepeat: 'Glasklar2026',
    });
    await shopper.call('doResetPassword', { email });
    const response = await fetch(`${shop.url}/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Postausgang (lokal)');
    expect(html).toContain('Bitte bestätigen Sie Ihr Kundenkonto bei Spiegelshop');
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/confirm-account\?token=[\w-]+">/);
    expect(html).toContain('Hallo &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/set-new-password\?token=[\w-]+">/);
  });

  it('is a 404 for anything that is not a direct local request', async () => {
    expect((await fetch(`${shop.url}/mailbox`, { headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(404);
    // fetch() may not set Host; a plain request can, as a proxy in front of the shop would.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.get(`${shop.url}/mailbox`, { headers: { host: 'shop.example' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
    });
    expect(status).toBe(404);
  });

  it('does not exist for a shop with a public address, even for a request from this machine', async () => {
    const publicShop = await startTestShop({ PUBLIC_URL: 'https://spiegelshop.example' });
    try {
      expect(publicShop.config.mailboxEnabled).toBe(false);
      expect((await fetch(`${publicShop.url}/mailbox`)).status).toBe(404);
    } finally {
      await publicShop.close();
    }
  });

  it('does not exist once SMTP is configured', async () => {
    const withSmtp = await startTestShop({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect((await fetch(`${withSmtp.url}/mailbox`)).status).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
