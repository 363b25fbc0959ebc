import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, watchConsole } from './fixtures';

/** The demo catalogue is deterministic: item 100 is the first LED wall mirror, 110 a hotel mirror. */
test.describe('product page', () => {
  test('shows name, price with VAT note, availability, details and GPSR data in German', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/x_100');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/led-wandkosmetikspiegel-[a-z]+_100$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^LED-Wandkosmetikspiegel /);
    await expect(page.getByTestId('price')).toHaveText(/^\d+,\d{2}\s€$/);
    await expect(page.getByRole('link', { name: 'zzgl. Versandkosten' })).toHaveAttribute(
      'href',
      '/zahlung-und-versand',
    );
    await expect(page.getByRole('main').getByText('Versandkostenfrei innerhalb Deutschlands')).toBeVisible();
    await expect(page.locator('[data-availability]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Produktsicherheit' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Sie sind hier' }).getByRole('link', { name: 'Wand-Kosmetikspiegel' }),
    ).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'EUR' } });
    expect(problems).toEqual([]);
  });

  test('the English page has its own slug, and hreflang links point at both', async ({ page }) => {
    await page.goto('/en/anything_100');
    await expect(page).toHaveURL(/\/en\/led-wall-cosmetic-mirror-[a-z]+_100$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^LED wall cosmetic mirror /);
    await expect(page.locator('link[rel=alternate][hreflang=de]')).toHaveAttribute(
      'href',
      /\/led-wandkosmetikspiegel-[a-z]+_100$/,
    );
    await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute(
      'href',
      /\/en\/led-wall-cosmetic-mirror-[a-z]+_100$/,
    );
    // Switching the language lands on the German slug of the same product.
    await page.getByRole('link', { name: 'Switch to German' }).first().click();
    await expect(page).toHaveURL(/\/led-wandkosmetikspiegel-[a-z]+_100$/);
  });

  test('choosing another version puts its variation into the URL', async ({ page }) => {
    await page.goto('/x_100');
    const choice = page.locator('fieldset a:not([aria-current])').first();
    const href = await choice.getAttribute('href');
    expect(href).toMatch(/_100_\d+$/);
    await choice.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('fieldset a[aria-current="true"]').first()).toBeVisible();
  });

  test('graduated prices for the hotel mirrors', async ({ page }) => {
    await page.goto('/x_110');
    const table = page.getByRole('table', { name: 'Staffelpreise' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText('ab 6 Stück');
  });

  test('unknown products and variations of another product are 404 pages', async ({ page }) => {
    expect((await page.goto('/spiegel_999999'))?.status()).toBe(404);
    expect((await page.goto('/x_100_1050'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  });

  test('short links /p/{variationId}/{slug} lead to the product page of that variation', async ({ page }) => {
    await page.goto('/en/p/1001/old-name');
    await expect(page).toHaveURL(/\/en\/led-wall-cosmetic-mirror-[a-z]+_100_1001$/);
    expect((await page.goto('/p/99999999/x'))?.status()).toBe(404);
  });

  test('reviews are listed with rating, author and date', async ({ page }) => {
    await page.goto('/x_100');
    const reviews = page.locator('#reviews article');
    expect(await reviews.count()).toBeGreaterThan(0);
    await expect(reviews.first().getByRole('img', { name: /von 5 Sternen/ })).toBeVisible();
  });

  test('axe finds nothing on a product page in German and English', async ({ page }) => {
    await page.goto('/x_184');
    await expectNoAxeViolations(page);
    await page.goto('/en/x_100');
    await expectNoAxeViolations(page);
  });
});
