import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ GA4_MEASUREMENT_ID: 'G-LOCALTEST' });
});
afterAll(() => shop.close());

const collect = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${shop.url}/analytics-collector`, { method: 'POST', body, headers });

describe('the local analytics collector (GA4_MEASUREMENT_ID=G-LOCAL…)', () => {
  it('serves the stand-in for gtag.js and lists what it was sent, escaped, to this machine only', async () => {
    const script = await fetch(`${shop.url}/analytics-collector/gtag.js?id=G-LOCALTEST`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("consent.analytics_storage !== 'granted'");

    const event = { kind: 'event', name: 'add_to_cart', params: { items: [{ item_name: '<b>Aurora</b>' }] } };
    expect((await collect(JSON.stringify(event))).status).toBe(204);
    const listed = (await (await fetch(`${shop.url}/analytics-collector/events.json`)).json()) as unknown[];
    expect(listed.at(-1)).toMatchObject(event);
    const page = await (await fetch(`${shop.url}/analytics-collector`)).text();
    expect(page).toContain('Analyse-Sammelstelle (lokal)');
    expect(page).toContain('&lt;b&gt;Aurora&lt;/b&gt;');
    expect(page).not.toContain('<b>Aurora</b>');
    // What visitors did is not shown to anyone else.
    const remote = { 'x-forwarded-for': '198.51.100.7' };
    expect((await fetch(`${shop.url}/analytics-collector`, { headers: remote })).status).toBe(404);
    expect((await fetch(`${shop.url}/analytics-collector/events.json`, { headers: remote })).status).toBe(404);
  });

  it('refuses what is not a gtag command with a 4xx and keeps at most 500', async () => {
    expect((await collect('{')).status).toBe(400);
    expect((await collect('null')).status).toBe(400);
    expect((await collect(JSON.stringify({ kind: 'event', name: 'a\u0000b' }))).status).toBe(400);
    expect((await collect(JSON.stringify({ kind: 'event', name: 'x', params: { term: '\ud800' } }))).status).toBe(400);
    expect((await collect(JSON.stringify({ kind: 'drop table', name: 'x' }))).status).toBe(400);
    expect((await collect(JSON.stringify({ kind: 'event', name: 'x'.repeat(101) }))).status).toBe(400);
    expect(
      (await collect(JSON.stringify({ kind: 'event', name: 'x', params: { a: 'y'.repeat(20_000) } }))).status,
    ).toBe(413);
    for (let index = 0; index < 520; index += 1) {
      await collect(JSON.stringify({ kind: 'event', name: `burst_${index}`, params: {} }));
    }
    const listed = (await (await fetch(`${shop.url}/analytics-collector/events.json`)).json()) as Array<{
      name: string;
    }>;
    expect(listed).toHaveLength(500);
    expect(listed.at(-1)!.name).toBe('burst_519');
  });

  it('does not exist without a local measurement id, and the CSP lets in Google only for a real one', async () => {
    const page = await fetch(`${shop.url}/healthz`);
    expect(page.headers.get('content-security-policy')).not.toContain('googletagmanager');
    const withoutAnalytics = await startTestShop();
    const withGoogle = await startTestShop({ GA4_MEASUREMENT_ID: 'G-ABC123XYZ' });
    try {
      for (const other of [withoutAnalytics, withGoogle]) {
        expect((await fetch(`${other.url}/analytics-collector/gtag.js`)).status).toBe(404);
        expect((await fetch(`${other.url}/analytics-collector`, { method: 'POST', body: '{}' })).status).toBe(404);
      }
      expect((await fetch(`${withoutAnalytics.url}/healthz`)).headers.get('content-security-policy')).not.toContain(
        'googletagmanager',
      );
      const policy = (await fetch(`${withGoogle.url}/healthz`)).headers.get('content-security-policy')!;
      expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com/);
      expect(policy).toContain("connect-src 'self' https://*.google-analytics.com");
    } finally {
      await withoutAnalytics.close();
      await withGoogle.close();
    }
  });
});

describe('the web manifest', () => {
  it('has the shop name, its icons, the design colour and the start page of the language', async () => {
    const german = await fetch(`${shop.url}/manifest.webmanifest`);
    expect(german.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await german.json()).toMatchObject({
      name: 'Spiegelshop – Kosmetik- und Rasierspiegel',
      start_url: '/',
      lang: 'de',
      display: 'standalone',
      theme_color: '#1f5a66',
    });
    const english = (await (await fetch(`${shop.url}/manifest.webmanifest?lang=en`)).json()) as Record<string, unknown>;
    expect(english).toMatchObject({
      start_url: '/en',
      lang: 'en',
      description: 'Buy cosmetic, shaving and travel mirrors online.',
    });
  });
});
