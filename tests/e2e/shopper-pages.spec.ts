import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration, watchConsole } from './fixtures';

/**
 * Shared pages come from the page cache for every shopper, with the shopper's own parts filled in
 * by the server (ADR 0019). What must hold: the filled-in page is exactly the page the shop renders
 * for that shopper, and nothing of one shopper reaches another's page.
 */

/** The same page, whoever's nonce it carries. */
const withoutNonce = (html: string) => html.replace(/nonce(=|-)"?[A-Za-z0-9+/=_-]+"?/g, 'nonce');

/** Logs a demo account in on a cookie jar (a request context or a page's). */
async function logIn(api: APIRequestContext, email: string) {
  const csrf = (await api.get('/api/getSession')).headers()['x-csrf-token']!;
  const login = await api.post('/api/doLogin', {
    data: { email, password: 'Spiegel2026' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(login.status()).toBe(200);
}

/** A shopper with their own cookie jar: a cart line, the mirror on the wishlist and compared. */
async function shopperWith(api: APIRequestContext, variationId: number) {
  const session = await api.get('/api/getSession');
  const csrf = session.headers()['x-csrf-token']!;
  const post = (call: string, data: object) => api.post(`/api/${call}`, { data, headers: { 'x-csrf-token': csrf } });
  expect((await post('doAddCartItem', { productId: variationId, quantity: 2 })).status()).toBe(200);
  expect((await post('doAddWishlistItem', { variationId })).status()).toBe(200);
  expect((await post('doAddComparisonItem', { variationId })).status()).toBe(200);
  return { csrf };
}

/** The variation ids of the list toggles a page shows, in page order. */
async function toggledVariations(api: APIRequestContext, path: string): Promise<number[]> {
  const html = await (await api.get(path)).text();
  return [...new Set([...html.matchAll(/&quot;variationId&quot;:(\d+)/g)].map((match) => Number(match[1])))];
}

test.describe('shared pages filled in for each shopper', () => {
  test('a cached page filled in for a shopper is the page rendered for them, and shows nobody else`s parts', async ({
    playwright,
    baseURL,
    request,
  }) => {
    const [first, second] = await toggledVariations(request, '/rasierspiegel');
    expect(first && second && first !== second).toBeTruthy();
    const anna = await playwright.request.newContext({ baseURL });
    const ben = await playwright.request.newContext({ baseURL });
    const annas = await shopperWith(anna, first!);
    const bens = await shopperWith(ben, second!);

    for (const path of ['/rasierspiegel', '/en/shaving-mirrors', '/', '/gibt-es-nicht']) {
      await request.get(path); // a visitor without a session fills the page cache
      const filledIn = await anna.get(path);
      expect(filledIn.headers()['x-page-cache'], path).toBe('personalized');
      expect(filledIn.headers()['cache-control']).toBe('private, no-store');
      const rendered = await anna.get(path, { headers: { noCache: '1' } });
      expect(rendered.headers()['x-page-cache']).toBeUndefined();
      expect(withoutNonce(await filledIn.text()), path).toBe(withoutNonce(await rendered.text()));
    }

    const annasPage = await (await anna.get('/rasierspiegel')).text();
    const bensPage = await (await ben.get('/rasierspiegel')).text();
    const visitorsPage = await (await request.get('/rasierspiegel')).text();
    // Each sees their own cart count, hearts and CSRF token …
    expect(annasPage).toContain('aria-label="Warenkorb, 2 Artikel"');
    expect(annasPage).toContain(annas.csrf);
    expect(bensPage).toContain(bens.csrf);
    expect(pressedToggles(annasPage)).toEqual([first, first]);
    expect(pressedToggles(bensPage)).toEqual([second, second]);
    // … and nothing of the other's.
    expect(bensPage).not.toContain(annas.csrf);
    expect(annasPage).not.toContain(bens.csrf);
    expect(visitorsPage).not.toContain(annas.csrf);
    expect(visitorsPage).not.toContain(bens.csrf);
    expect(pressedToggles(visitorsPage)).toEqual([]);
    expect(visitorsPage).toContain('aria-label="Warenkorb, 0 Artikel"');
    await anna.dispose();
    await ben.dispose();
  });

  test('a logged-in customer gets their account link and a page only customers may see; a visitor does not', async ({
    playwright,
    baseURL,
    request,
  }) => {
    const customer = await playwright.request.newContext({ baseURL });
    const csrf = (await customer.get('/api/getSession')).headers()['x-csrf-token']!;
    const login = await customer.post('/api/doLogin', {
      data: { email: 'kundin@spiegelshop.example', password: 'Spiegel2026' },
      headers: { 'x-csrf-token': csrf },
    });
    expect(login.status()).toBe(200);
    for (const path of ['/rasierspiegel', '/kosmetikspiegel/hotel-kosmetikspiegel']) {
      const page = await customer.get(path);
      expect(page.status(), path).toBe(200);
      const html = await page.text();
      expect(html).toContain('aria-label="Mein Konto"');
      expect(withoutNonce(html)).toBe(
        withoutNonce(await (await customer.get(path, { headers: { noCache: '1' } })).text()),
      );
    }
    // The customers' page was never kept for others.
    const visitor = await request.get('/kosmetikspiegel/hotel-kosmetikspiegel', { maxRedirects: 0 });
    expect(visitor.status()).toBe(302);
    await customer.dispose();
  });

  test('a business customer gets shared pages with net prices, as rendered for them; nobody else ever does', async ({
    playwright,
    baseURL,
    request,
    page,
  }) => {
    const retailer = await playwright.request.newContext({ baseURL });
    await logIn(retailer, 'haendler@spiegelshop.example');
    const productPath = /href="(\/[a-z0-9-]+_\d+)"/.exec(await (await request.get('/rasierspiegel')).text())![1]!;
    const priceOf = (html: string) => /data-testid="price"[^>]*>([^<]+)</.exec(html)?.[1];
    for (const path of ['/rasierspiegel', '/en/shaving-mirrors', productPath]) {
      const english = path.startsWith('/en/');
      // The retailer asks first (filling the variant), a visitor after, the retailer again.
      const first = await retailer.get(path);
      const visitor = await request.get(path);
      const filledIn = await retailer.get(path);
      expect(filledIn.headers()['x-page-cache'], path).toBe('personalized');
      const html = await filledIn.text();
      expect(withoutNonce(await first.text()), path).toBe(withoutNonce(html));
      expect(withoutNonce(html), path).toBe(
        withoutNonce(await (await retailer.get(path, { headers: { noCache: '1' } })).text()),
      );
      expect(html).toContain(english ? 'All prices exclude VAT' : 'Alle Preise zzgl. gesetzl. MwSt.');
      expect(html).toContain(english ? '>plus VAT<' : '>zzgl. MwSt.<');
      const visitorsHtml = await visitor.text();
      expect(visitorsHtml).toContain(english ? 'All prices include German VAT' : 'Alle Preise inkl. gesetzl. MwSt.');
      expect(visitorsHtml).not.toMatch(english ? /exclude VAT|>plus VAT</ : /zzgl\. gesetzl\. MwSt|>zzgl\. MwSt\.</);
      if (path !== productPath) {
        // The price filter's limits are net too, and say so.
        const netFilter = english ? 'Price in euros, excluding VAT' : 'Preis in Euro, ohne MwSt.';
        expect(html, path).toContain(netFilter);
        expect(visitorsHtml, path).not.toContain(netFilter);
      }
    }
    const visitorsProduct = await (await request.get(productPath)).text();
    const retailersProduct = await (await retailer.get(productPath)).text();
    expect(priceOf(retailersProduct)).not.toBe(priceOf(visitorsProduct));
    await retailer.dispose();

    // In the retailer's browser the page hydrates as served, and reads well.
    const problems = watchConsole(page);
    await logIn(page.request, 'haendler@spiegelshop.example');
    await page.goto(productPath);
    await waitForHydration(page);
    await expect(page.getByTestId('price')).toHaveText(priceOf(retailersProduct)!.replace(/&nbsp;/g, '\u00a0'));
    await expect(page.getByText('zzgl. MwSt.', { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('in the browser, the filled-in hearts and counts hydrate without a mismatch and still toggle', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/rasierspiegel');
    await waitForHydration(page);
    const heart = page.getByRole('button', { name: /Auf die Wunschliste/ }).first();
    await heart.click();
    await expect(page.getByRole('link', { name: 'Wunschliste, 1 Artikel' })).toBeVisible();
    // The page again, now from the cache with this shopper filled in by the server.
    await page.reload();
    await waitForHydration(page);
    const pressed = page.locator('button[aria-pressed="true"]');
    await expect(pressed).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Wunschliste, 1 Artikel' })).toBeVisible();
    await pressed.click();
    await expect(page.locator('button[aria-pressed="true"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Wunschliste, 0 Artikel' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

/**
 * Variation ids of the pressed toggles (wishlist and comparison) in a page: a product card's
 * button says it would take its variation off the list; a form of its own holds its id in props.
 */
function pressedToggles(html: string): number[] {
  const card = /value="(?:wishlist|comparison):remove:(\d+)"[^>]*aria-pressed="true"/g;
  const form =
    /&quot;list&quot;:&quot;\w+&quot;,&quot;variationId&quot;:(\d+)[^>]*>(?:(?!<\/form>)[\s\S])*?aria-pressed="true"/g;
  return [...html.matchAll(card), ...html.matchAll(form)]
    .sort((a, b) => a.index - b.index)
    .map((match) => Number(match[1]));
}
