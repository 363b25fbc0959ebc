import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, informationPages, navigateInApp, waitForHydration, watchConsole } from './fixtures';

test.describe('home page', () => {
  test('German without prefix: language, heading, category navigation from the database', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Spiegelshop – Kosmetikspiegel und Rasierspiegel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfektes Licht für jedes Detail');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.getByRole('link', { name: 'Rasierspiegel', exact: true })).toHaveAttribute(
      'href',
      '/rasierspiegel',
    );
    // Subcategories sit in a submenu that opens on hover or focus.
    await expect(navigation.locator('a[href="/marken/frasco"]')).toHaveText('Frasco');
    await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toHaveAttribute('href', '/cart');
    await expect(page.getByRole('link', { name: 'Wunschliste, 0 Artikel' })).toHaveAttribute('href', '/wishlist');
    await expect(page.getByRole('search')).toHaveAttribute('action', '/search');
    expect(problems).toEqual([]);
  });

  test('English under /en: English texts, slugs and links that keep the language', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfect light for every detail');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Shaving mirrors' })).toHaveAttribute(
      'href',
      '/en/shaving-mirrors',
    );
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/en/cart');
    await expect(page.getByRole('link', { name: 'Legal disclosure' })).toHaveAttribute('href', '/en/legal-disclosure');
    await expect(page.getByRole('search')).toHaveAttribute('action', '/en/search');
  });

  test('German under /de keeps the /de prefix in its links', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/legal-disclosure');
  });

  test('canonical and hreflang links point at the German and English URLs', async ({ page }) => {
    await page.goto('/de/shipping');
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(canonical?.endsWith('/shipping')).toBe(true);
    expect(canonical).not.toContain('/de/');
    await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', /\/en\/shipping$/);
    await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', /\/shipping$/);
  });
});

test.describe('language switch', () => {
  test('keeps path and query and remembers the language for 365 days', async ({ page, context }) => {
    await page.goto('/legal-disclosure?ref=footer');
    // The choice is remembered by the click handler, so the page must run JavaScript first.
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Zu Englisch wechseln' }).first().click();
    await expect(page).toHaveURL(/\/en\/legal-disclosure\?ref=footer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal disclosure');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'lang');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await waitForHydration(page);
    await page.getByRole('link', { name: 'Switch to German' }).first().click();
    await expect(page).toHaveURL(/\/legal-disclosure\?ref=footer$/);
    expect(new URL(page.url()).pathname).toBe('/legal-disclosure');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('language switch on pages whose path differs per language', () => {
  test("a category page switches to the other language's path, keeping the query, and back", async ({ page }) => {
    await page.goto('/rasierspiegel?sort=sorting.price.avg_asc');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Zu Englisch wechseln' }).first().click();
    await expect(page).toHaveURL(/\/en\/shaving-mirrors\?sort=sorting\.price\.avg_asc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shaving mirrors');

    await waitForHydration(page);
    await page.getByRole('link', { name: 'Switch to German' }).first().click();
    await expect(page).toHaveURL(/\/rasierspiegel\?sort=sorting\.price\.avg_asc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rasierspiegel');
  });

  test("a category path of the other language redirects permanently to this language's path", async ({ request }) => {
    for (const [from, to] of [
      ['/en/rasierspiegel?page=2', '/en/shaving-mirrors?page=2'],
      ['/shaving-mirrors', '/rasierspiegel'],
      ['/de/shaving-mirrors', '/de/rasierspiegel'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
  });
});

test.describe('information pages', () => {
  for (const info of informationPages) {
    test(`${info.slug} in German and English`, async ({ page }) => {
      const german = await page.goto(`/${info.slug}`);
      expect(german?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.de);
      await expect(page).toHaveTitle(`${info.de} | Spiegelshop`);
      await page.goto(`/en/${info.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.en);
    });
  }

  test('on a 320 px phone the German texts fit the screen, their long compound headings too (reflow)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const info of informationPages) {
      await page.goto(`/${info.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.de);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), info.slug).toBeLessThanOrEqual(320);
    }
  });

  test('footer links lead to the pages with client-side navigation', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    // The note on VAT and shipping leads to the shipping costs by country.
    await expect(
      page.getByRole('link', { name: 'Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten außerhalb Deutschlands.' }),
    ).toHaveAttribute('href', '/shipping');
    await page.getByRole('navigation', { name: 'Informationen' }).getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/legal-disclosure$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    await expect(page.getByText('HRB 31415')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('unknown pages', () => {
  test('German 404 with the path', async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page.getByText('/gibt-es-nicht')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite', exact: true })).toHaveAttribute('href', '/');
    // The shop frame stays, so the shopper can navigate on.
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });

  test('English 404 and unknown language prefixes', async ({ page }) => {
    const english = await page.goto('/en/does-not-exist');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const french = await page.goto('/fr/legal-disclosure');
    expect(french?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a 404 reached by client navigation shows the error page too', async ({ page }) => {
    await page.goto('/');
    await navigateInApp(page, '/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  });
});

test.describe('loading bar', () => {
  test('appears after 200 ms on a slow page change, 3 px high, and ends in the error colour on an error page', async ({
    page,
  }) => {
    await page.goto('/');
    // Slow down the data request of the next page change.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await navigateInApp(page, '/gibt-es-nicht');
    const bar = page.getByRole('progressbar', { name: 'Seite wird geladen' });
    await expect(bar).toHaveAttribute('data-state', 'busy');
    expect((await bar.boundingBox())?.height).toBe(3);
    // Even the bar sits in a landmark (axe "region"), here its own labelled region.
    await expect(page.getByRole('region', { name: 'Seite wird geladen' }).getByRole('progressbar')).toBeVisible();
    // The page does not exist: the change ends on the error page and the bar turns red.
    await expect(bar).toHaveAttribute('data-state', 'failed');
    await expect(bar).toHaveClass(/bg-red-600/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(bar).toBeHidden({ timeout: 3000 });
  });
});

test.describe('accessibility', () => {
  const pages = [
    '/',
    '/en',
    '/gibt-es-nicht',
    '/en/nothing-here',
    ...informationPages.flatMap((info) => [`/${info.slug}`, `/en/${info.slug}`]),
  ];
  for (const path of pages) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('subcategories open for keyboard users', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.getByRole('link', { name: 'Frasco' })).toBeHidden();
    await navigation.getByRole('link', { name: 'Marken' }).focus();
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: 'Frasco' })).toBeFocused();
    await expect(navigation.getByRole('link', { name: 'Frasco' })).toBeVisible();
  });
});

test.describe('small screens @mobile', () => {
  test('the menu opens without JavaScript and lists the categories', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    const menu = page.getByText('Menü', { exact: true });
    await menu.click();
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Emco' }),
    ).toBeVisible();
    await context.close();
  });

  test('axe finds nothing on the small-screen home page with the menu open', async ({ page }) => {
    await page.goto('/en');
    await page.getByText('Menu', { exact: true }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Emco' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
