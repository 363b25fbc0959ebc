import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ PUBLIC_URL: 'https://www.spiegelshop.example' });
});
afterAll(() => shop.close());

describe('/sitemap.xml', () => {
  it('lists home, categories, products and information pages in both languages with alternates', async () => {
    const response = await fetch(`${shop.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<loc>https://www.spiegelshop.example/</loc>');
    expect(xml).toContain('<loc>https://www.spiegelshop.example/en</loc>');
    expect(xml).toContain('<loc>https://www.spiegelshop.example/marken/frasco</loc>');
    expect(xml).toContain('<loc>https://www.spiegelshop.example/en/brands/frasco</loc>');
    expect(xml).toMatch(/<loc>https:\/\/www\.spiegelshop\.example\/led-wandkosmetikspiegel-[a-z]+_100<\/loc>/);
    expect(xml).toMatch(
      /hreflang="en" href="https:\/\/www\.spiegelshop\.example\/en\/led-wall-cosmetic-mirror-[a-z]+_100"/,
    );
    expect(xml).toContain('<loc>https://www.spiegelshop.example/en/legal-disclosure</loc>');
    // Customers-only categories stay out.
    expect(xml).not.toContain('hotel-kosmetikspiegel<');
    const urls = xml.match(/<url>/g)?.length ?? 0;
    expect(urls).toBeGreaterThan(2 * 86);
  });
});

describe('/robots.txt', () => {
  it('keeps personal pages and the API out and names the sitemap', async () => {
    const text = await (await fetch(`${shop.url}/robots.txt`)).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /en/checkout');
    // The search page's robots setting must be readable; /offer/ is no route (yet).
    expect(text).not.toMatch(/Disallow: (\/de|\/en)?\/search/);
    expect(text).not.toContain('/offer/');
    expect(text).toContain('Sitemap: https://www.spiegelshop.example/sitemap.xml');
  });
});
