import { productStructuredDataProblems } from '../support/schema-org-product';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, watchConsole } from './fixtures';

/** The demo catalog is deterministic: item 100 is the first LED wall mirror, 110 a hotel mirror. */
test.describe('product page', () => {
  test('shows name, price with VAT note, availability, details and GPSR data in German', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/x_100');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/led-wandkosmetikspiegel-[a-z]+_100$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^LED-Wandkosmetikspiegel /);
    await expect(page.getByTestId('price')).toHaveText(/^\d+,\d{2}\s€$/);
    await expect(page.getByRole('link', { name: 'zzgl. Versandkosten', exact: true })).toHaveAttribute(
      'href',
      '/zahlung-und-versand',
    );
    await expect(page.getByRole('main').getByText('Versandkostenfrei innerhalb Deutschlands')).toBeVisible();
    await expect(page.getByRole('main').locator('[data-availability]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Produktsicherheit' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Sie sind hier' }).getByRole('link', { name: 'Wand-Kosmetikspiegel' }),
    ).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'EUR' } });
    // Valid for search engines, with the catalogue's identifiers and the price on the page.
    expect(productStructuredDataProblems(jsonLd)).toEqual([]);
    expect(jsonLd).toHaveProperty('gtin13');
    expect(jsonLd).toHaveProperty('mpn');
    const shownPrice = (await page.getByTestId('price').textContent())!.replace(/[^\d,]/g, '').replace(',', '.');
    expect(jsonLd.offers.price).toBe(shownPrice);
    expect(problems).toEqual([]);
  });

  test('a gift set says what it saves against its parts bought one by one, in both languages', async ({ page }) => {
    await page.goto('/search?term=Geschenkset');
    await page
      .getByRole('link', { name: /Geschenkset Zuhause/ })
      .first()
      .click();
    await expect(page.getByText(/^Einzeln gekauft \d+,\d{2}\s€ – mit dem Set sparen Sie \d+\s%\.$/)).toBeVisible();
    await expectNoAxeViolations(page);
    // The English page of the same set (its slug there differs; the item id leads to it).
    await page.goto(`/en${new URL(page.url()).pathname}`);
    await expect(page.getByText(/^Bought separately €\d+\.\d{2} – the set saves you \d+\s%\.$/)).toBeVisible();
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
    // The breakdown speaks German and English plurals: "1 Stern", "5 Sterne" (not "1 Sterne").
    const breakdown = page.locator('#reviews ul').first();
    await expect(breakdown).toContainText(/\b1 Stern: \d+/);
    await expect(breakdown).toContainText(/\b5 Sterne: \d+/);
    await expect(breakdown).not.toContainText('1 Sterne');
    await page.goto('/en/x_100');
    await expect(page.locator('#reviews ul').first()).toContainText(/\b1 star: \d+/);
  });

  test('axe finds nothing on a product page in German and English', async ({ page }) => {
    await page.goto('/x_184');
    await expectNoAxeViolations(page);
    await page.goto('/en/x_100');
    await expectNoAxeViolations(page);
  });

  test('order properties: text with surcharge, file upload, checkbox and a required selection', async ({ page }) => {
    await page.goto('/x_103');
    const wishes = page.getByRole('group', { name: 'Ihre Wünsche' });
    await expect(wishes.getByRole('textbox', { name: /^Gravur/ })).toBeVisible();
    await expect(wishes.getByText('(Aufpreis 9,90 € inkl. MwSt.)')).toBeVisible();
    await expect(wishes.getByLabel(/^Foto für die Gravur/)).toHaveAttribute('type', 'file');
    await expect(wishes.getByText('* mit Aufpreis')).toBeVisible();

    await page.goto('/x_102');
    await expect(page.getByRole('checkbox', { name: /^Geschenkverpackung/ })).not.toBeChecked();

    await page.goto('/x_110');
    const bracket = page.getByRole('combobox', { name: /Farbe der Wandhalterung.*Pflichtangabe/ });
    await expect(bracket).toHaveAttribute('required', '');
    await expect(bracket.getByRole('option')).toHaveText([
      'Bitte wählen',
      'Passend zur Oberfläche',
      'Edelstahl gebürstet',
    ]);
    await expect(page.getByText('** Pflichtangabe')).toBeVisible();
  });

  test('the quantity stepper keeps to the minimum and interval of the variation', async ({ page }) => {
    await page.goto('/x_110');
    const quantity = page.getByRole('spinbutton', { name: 'Menge' });
    await expect(quantity).toHaveValue('2');
    await expect(page.getByText('Mindestens 2 Stück, in Schritten von 2.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menge verringern' })).toBeDisabled();
    await page.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(quantity).toHaveValue('4');
    await quantity.fill('5');
    await quantity.blur();
    await expect(quantity).toHaveValue('6');
  });

  test('the main picture opens enlarged and closes with Escape; related mirrors follow', async ({ page }) => {
    await page.goto('/x_100');
    const gallery = page.getByRole('region', { name: 'Produktbilder' });
    await gallery.getByRole('link', { name: /vergrößern/ }).click();
    const zoom = page.getByRole('dialog', { name: /^Vergrößerte Ansicht/ });
    await expect(zoom).toBeVisible();
    await expect(zoom.getByRole('img')).toHaveAttribute('src', /\/full@1x\.webp$/);
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    const related = page.getByRole('region', { name: 'Das könnte Ihnen auch gefallen' });
    expect(await related.getByRole('article').count()).toBeGreaterThan(0);
    await expect(related.getByRole('link', { name: /LED-Wandkosmetikspiegel Aurora/ })).toHaveCount(0);
  });
});
