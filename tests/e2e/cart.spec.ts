import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';

/** A real 1×1 PNG, as a phone photo would arrive (only much smaller). */
const photo = {
  name: 'herz.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

test.describe('cart', () => {
  test('empty cart: a friendly message with links back to the catalog', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warenkorb');
    await expect(page.getByText('Ihr Warenkorb ist noch leer.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Spiegel entdecken' })).toHaveAttribute('href', '/alle-spiegel');
    await expectNoAxeViolations(page);
  });

  test('add from the product page, change the quantity, remove', async ({ page }) => {
    await page.goto('/x_110');
    const cartLink = page.getByRole('link', { name: /^Warenkorb, \d+ Artikel$/ });
    await expect(cartLink).toHaveAccessibleName('Warenkorb, 0 Artikel');
    // The hotel mirror needs its required bracket colour first.
    await expect(page.getByRole('main').locator('input[name=js]').first()).toHaveCount(1);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Bitte füllen Sie alle Pflichtangaben (**) aus.',
    );
    await page
      .getByRole('combobox', { name: /Farbe der Wandhalterung/ })
      .selectOption({ label: 'Edelstahl gebürstet' });
    const addButton = page.getByRole('button', { name: 'In den Warenkorb' });
    await addButton.click();
    // The mini cart slides in with the line just added, its details and the totals.
    const miniCart = page.getByRole('dialog', { name: 'Der Artikel liegt in Ihrem Warenkorb.' });
    await expect(miniCart).toBeVisible();
    const added = miniCart.getByRole('listitem').filter({ hasText: 'Gerade hinzugefügt' });
    await expect(added).toContainText('Farbe der Wandhalterung:Edelstahl gebürstet');
    await expect(added).toContainText(/^.*2 × /);
    await expect(miniCart.getByTestId('basket-amount')).toHaveText(/\d+,\d{2}\s€/);
    await expectNoAxeViolations(page);
    // Escape closes it and the shopper is back on the button, still on the product page.
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(page).toHaveURL(/_110$/);
    await expect(cartLink).toHaveAccessibleName('Warenkorb, 2 Artikel');

    await cartLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warenkorb');
    const line = page.getByRole('list', { name: 'Artikel im Warenkorb' }).getByRole('listitem').first();
    await expect(line).toContainText('Farbe der Wandhalterung:Edelstahl gebürstet');
    const total = await page.getByTestId('basket-amount').textContent();
    await line.getByRole('button', { name: 'Menge erhöhen' }).click();
    await line.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(line.getByRole('spinbutton')).toHaveValue('4');
    await expect(page.getByTestId('basket-amount')).not.toHaveText(total ?? '');
    await expect(page.getByText(/enthaltene MwSt\. 19 %/)).toBeVisible();
    await expectNoAxeViolations(page);
    await line.getByRole('button', { name: /^Entfernen/ }).click();
    await expect(page.getByText('Ihr Warenkorb ist noch leer.')).toBeVisible();
  });

  test('simple mirrors go into the cart straight from the category page', async ({ page }) => {
    await page.goto('/alle-spiegel?itemsPerPage=100');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'In den Warenkorb' }) })
      .first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    // Once the page runs JavaScript the form says so, and the shopper stays on the list.
    await expect(card.locator('input[name=js]').first()).toHaveCount(1);
    await card.getByRole('button', { name: 'In den Warenkorb' }).click();
    const miniCart = page.getByRole('dialog', { name: 'Der Artikel liegt in Ihrem Warenkorb.' });
    await expect(miniCart.getByRole('listitem')).toContainText(name);
    await miniCart.getByRole('button', { name: 'Weiter einkaufen' }).click();
    await expect(miniCart).toBeHidden();
    await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Artikel im Warenkorb' })).toContainText(name);
  });

  test('the shipping estimate follows the delivery country', async ({ page }) => {
    await page.goto('/x_100');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(page.getByText('Versand nach Deutschland')).toBeVisible();
    await expect(page.getByTestId('shipping-amount')).toHaveText('kostenlos');

    const country = page.getByRole('combobox', { name: 'Lieferland' });
    await country.selectOption({ label: 'Österreich' });
    await page.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByText('Versand nach Österreich')).toBeVisible();
    await expect(page.getByTestId('shipping-amount')).toHaveText('6,90 €');

    await country.selectOption({ label: 'Schweiz' });
    await page.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByText('Nach Schweiz können wir leider nicht liefern.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('shipping-amount')).toHaveText('nicht möglich');
    await expect(country).toHaveAccessibleDescription(/können wir leider nicht liefern/);
    await expectNoAxeViolations(page);
  });

  test('a refused add shows the cart as it is: the header counts what another tab added, no mini cart', async ({
    page,
    context,
  }) => {
    await page.goto('/x_100');
    await waitForHydration(page);
    const cartLink = page.getByRole('link', { name: /^Warenkorb, \d+ Artikel$/ });
    await expect(cartLink).toHaveAccessibleName('Warenkorb, 0 Artikel');
    // Another tab of the same browser puts a mirror into the cart meanwhile.
    const other = await context.newPage();
    await other.goto('/x_100');
    await waitForHydration(other);
    await other.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(other.getByRole('dialog')).toBeVisible();
    await other.close();
    // Here, far more than there is: refused, and the header shows the cart as it is now (spec §4).
    await page.getByRole('main').getByRole('spinbutton', { name: 'Menge' }).fill('90000');
    await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(cartLink).toHaveAccessibleName('Warenkorb, 1 Artikel');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a retailer account sees net prices with the VAT on top', async ({ page }) => {
    await page.goto('/login?redirect=/x_100');
    const login = page.getByRole('region', { name: 'Anmelden' });
    await login.getByLabel('E-Mail-Adresse').fill('haendler@spiegelshop.example');
    await login.getByLabel('Passwort').fill('Spiegel2026');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/x_100$|_100$/);
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).first().click();
    const miniCart = page.getByRole('dialog');
    // The mini cart shows the retailer's net sums too.
    await expect(miniCart.getByRole('region', { name: 'Zusammenfassung' })).toContainText('Zwischensumme (netto)');
    await miniCart.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(miniCart).toBeHidden();
    const summary = page.getByRole('main').getByRole('region', { name: 'Zusammenfassung' });
    await expect(summary).toContainText('Zwischensumme (netto)');
    await expect(summary).toContainText('zzgl. MwSt. 19 %');
    await expect(page.getByText(/Stückpreis .* zzgl\. MwSt\./)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('apply and remove a coupon; a wrong code is explained and stays in the field', async ({ page }) => {
    await page.goto('/alle-spiegel?itemsPerPage=100');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'In den Warenkorb' }) })
      .first();
    await expect(card.locator('input[name=js]').first()).toHaveCount(1);
    await card.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
    await page.goto('/cart');
    const field = page.getByRole('textbox', { name: 'Gutscheincode' });
    await expect(field).toBeVisible();
    const total = (await page.getByTestId('basket-amount').textContent()) ?? '';

    await page.getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByText('Bitte geben Sie einen Gutscheincode ein.')).toBeVisible();
    await field.fill('sommer2026');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByText('Dieser Gutschein ist abgelaufen.')).toBeVisible();
    await expect(field).toHaveValue('sommer2026');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('willkommen10');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByText('Der Gutschein wurde eingelöst.')).toBeVisible();
    await expect(page.getByTestId('applied-coupon')).toHaveText('Eingelöster Gutschein: WILLKOMMEN10');
    await expect(page.getByTestId('coupon-value')).toContainText('-');
    await expect(page.getByTestId('basket-amount')).not.toHaveText(total);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Gutschein entfernen' }).click();
    await expect(page.getByText('Der Gutschein wurde entfernt.')).toBeVisible();
    await expect(page.getByTestId('coupon-value')).toHaveCount(0);
    await expect(page.getByTestId('basket-amount')).toHaveText(total);
  });

  test('attach a photo for the engraving; a wrong file is explained before anything is sent', async ({ page }) => {
    // Item 103 (a make-up mirror) takes an engraving photo and needs nothing else.
    await page.goto('/x_103');
    await waitForHydration(page);
    const picker = page.getByLabel(/^Foto für die Gravur/);
    await picker.setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('hallo') });
    const problem = page.getByText(
      'Dieser Dateityp wird nicht unterstützt. Bitte wählen Sie eine JPG-, PNG- oder PDF-Datei.',
    );
    await expect(problem).toBeVisible();
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(picker).toBeFocused();
    await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();

    await picker.setInputFiles(photo);
    await expect(problem).toBeHidden();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    const miniCart = page.getByRole('dialog', { name: 'Der Artikel liegt in Ihrem Warenkorb.' });
    await expect(miniCart.getByRole('link', { name: 'herz.png' })).toBeVisible();
    await miniCart.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(miniCart).toBeHidden();
    const attached = page.getByRole('list', { name: 'Artikel im Warenkorb' }).getByRole('link', { name: 'herz.png' });
    await expect(attached).toHaveAttribute('href', /^\/uploads\/order-properties\/[0-9a-f]{32}$/);
    const download = await page.request.get((await attached.getAttribute('href'))!);
    expect(download.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await download.body())).toEqual(photo.buffer);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('adding from the product page continues to the cart', async ({ page }) => {
      await page.goto('/en/x_100');
      await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(page).toHaveURL(/\/en\/cart$/);
      await expect(page.getByRole('list', { name: 'Items in the cart' }).getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });

    test('a photo for the engraving goes along with the form', async ({ page }) => {
      await page.goto('/en/x_103');
      await page.getByLabel(/^Photo for the engraving/).setInputFiles(photo);
      await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(page).toHaveURL(/\/en\/cart$/);
      await expect(
        page.getByRole('list', { name: 'Items in the cart' }).getByRole('link', { name: 'herz.png' }),
      ).toBeVisible();
    });
  });
});
