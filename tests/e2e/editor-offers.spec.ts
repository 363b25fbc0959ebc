import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, linkFromMailbox, registerAndConfirm, signInAsEditor, uniqueEmail } from './fixtures';

/**
 * Issue 34, offers: staff find the product to quote by typing part of its name (no variation ids)
 * and choose it from a list, with the keyboard in German and the mouse in English; the offers'
 * dates read as the language writes them ("31.12.2099", "31 Dec 2099"), never ISO, in the drawer
 * and on the customer's offer page. The test makes a customer and offers of its own only.
 */

/** The offers drawer, opened from the side toolbar (clicked again until the editor's code answers). */
async function openOffers(page: Page, language: 'de' | 'en') {
  const german = language === 'de';
  const drawer = page.getByRole('complementary', { name: german ? 'Angebote' : 'Offers' });
  await expect(async () => {
    if (!(await drawer.isVisible())) {
      await page
        .getByRole('navigation', { name: german ? 'Seitenleiste des Editors' : 'Editor side toolbar' })
        .getByRole('button', { name: german ? 'Angebote' : 'Offers' })
        .click();
    }
    await expect(drawer).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return drawer;
}

test('staff quote a product found by part of its name; the dates read as the language writes them', async ({
  browser,
}) => {
  test.slow();
  const email = uniqueEmail('angebot');
  const customer = await (await browser.newContext()).newPage();
  await registerAndConfirm(customer, { email, password: 'Glasklar2026' });

  // German, with the keyboard: part of a name, the arrow key, Enter.
  const editor = await (await browser.newContext()).newPage();
  await signInAsEditor(editor);
  const drawer = await openOffers(editor, 'de');
  await drawer.getByLabel('E-Mail des Kundenkontos').fill(email);
  await drawer.getByLabel('Gültig bis').fill('2099-12-31');
  const line = drawer.getByRole('group', { name: 'Position 1' });
  // Sending without a product asks for one at its field.
  await drawer.getByRole('button', { name: 'Angebot anlegen und senden' }).click();
  const product = line.getByRole('combobox', { name: 'Artikel' });
  await expect(line.getByText('Bitte wählen Sie einen Artikel aus der Liste.')).toBeVisible();
  await expect(product).toHaveAttribute('aria-invalid', 'true');

  await product.fill('Reisespieg');
  const list = line.getByRole('listbox', { name: 'Artikel' });
  await expect(list.getByRole('option').first()).toContainText('Reisespiegel');
  await expect(list.getByRole('option').first()).toContainText(/Art\.-Nr\. \S+ · \d+,\d\d\s€/);
  await expect(product).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(editor);
  await product.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const chosenName = (await list.getByRole('option').first().locator('span').first().textContent())!.trim();
  await product.press('Enter');
  await expect(list).toBeHidden();
  await expect(product).toHaveValue(chosenName);
  await expect(line.getByRole('status')).toContainText(/Gewählt: Art\.-Nr\. \S+, aktueller Preis \d+,\d\d\s€/);
  // The chosen variation brings its current price.
  await expect(line.getByLabel('Preis je Stück in € (brutto)')).toHaveValue(/^\d+,\d\d$/);
  await line.getByLabel('Menge').fill('3');
  await line.getByLabel('Preis je Stück in € (brutto)').fill('19,90');
  await drawer.getByRole('button', { name: 'Angebot anlegen und senden' }).click();
  await expect(editor.getByText(`wurde an ${email} gesendet`)).toBeVisible();
  const germanEntry = drawer.getByRole('listitem').filter({ hasText: email }).first();
  await expect(germanEntry).toContainText('59,70 € · gültig bis 31.12.2099');
  await expect(germanEntry).not.toContainText('2099-12-31');

  // English, with the mouse: the names are the English ones.
  const english = await (await browser.newContext()).newPage();
  await signInAsEditor(english, 'en');
  const offers = await openOffers(english, 'en');
  await offers.getByLabel('Customer account e-mail').fill(email);
  await offers.getByLabel('Valid until').fill('2099-12-31');
  const item = offers.getByRole('group', { name: 'Item 1' });
  await item.getByRole('combobox', { name: 'Product' }).fill('travel mir');
  const option = item.getByRole('listbox', { name: 'Product' }).getByRole('option').first();
  await expect(option).toContainText('Travel mirror');
  await expect(option).toContainText(/SKU \S+ · €\d+\.\d\d/);
  await option.click();
  await expect(item.getByRole('status')).toContainText(/Chosen: SKU \S+, current price €\d+\.\d\d/);
  await item.getByLabel('Price per piece in € (gross)').fill('10.00');
  await offers.getByRole('button', { name: 'Create and send the offer' }).click();
  await expect(english.getByText(`was sent to ${email}`)).toBeVisible();
  const englishEntry = offers.getByRole('listitem').filter({ hasText: '€10.00' }).filter({ hasText: email });
  await expect(englishEntry).toContainText('valid until 31 Dec 2099');
  await expectNoAxeViolations(english);

  // The customer's offer page says the day in its language too.
  const link = await linkFromMailbox(customer, email, /\/offer\/\d+\//);
  await customer.goto(link);
  await expect(customer.getByText('Donnerstag, 31. Dezember 2099')).toBeVisible();
  await customer.goto(`/en${link}`);
  await expect(customer.getByText('Thursday, 31 December 2099')).toBeVisible();
});
