import { expect, test } from '@playwright/test';
import {
  acceptConsents,
  addSimpleMirror,
  customerWithAddress,
  expectNoAxeViolations,
  linkFromMailbox,
  passBotCheck,
  uniqueEmail,
  waitForHydration,
} from './fixtures';

/** Issue 20, § 356a BGB: the "Vertrag widerrufen" function without login, in two steps, with a receipt. */
test.describe('withdrawal as a guest', () => {
  test('from the footer button: fill in, check and change, confirm; the receipt shows at once and is mailed', async ({
    page,
  }) => {
    test.slow();
    const email = `widerruf.${Date.now()}@beispiel.de`;
    await page.goto('/shipping');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
    await expect(page).toHaveURL(/\/cancellation-form$/);
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie die Bestellnummer ein')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Name *').fill('Gero Gastmann');
    await page.getByLabel('E-Mail-Adresse für die Bestätigung *').fill(email);
    await page.getByLabel('Bestellnummer *').fill('1024');
    await page.getByLabel('Erhalten am').fill('2026-11-20');
    await page.getByLabel('nur einzelne Artikel').check();
    await page.getByLabel(/Welche Artikel\? \(Beschreibung\)/).fill('Den Kosmetikspiegel Alba, 1 Stück');
    await page.getByRole('button', { name: 'Weiter' }).click();

    const confirm = page.getByRole('heading', { name: 'Bitte prüfen Sie Ihren Widerruf' });
    await expect(confirm).toBeFocused();
    await expect(page.getByRole('main')).toContainText('Den Kosmetikspiegel Alba, 1 Stück');
    await page.getByRole('button', { name: 'Angaben ändern' }).click();
    await expect(page.getByLabel('Name *')).toHaveValue('Gero Gastmann');
    await expect(page.getByLabel('nur einzelne Artikel')).toBeChecked();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(confirm).toBeVisible();

    // Without the bot check the declaration is not taken, and nothing is lost.
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(page.getByText('Bitte bestätigen Sie, dass Sie kein Roboter sind.')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Gero Gastmann');
    await expectNoAxeViolations(page);
    await passBotCheck(page);
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();

    const receipt = page.getByRole('main').getByRole('status');
    await expect(receipt.getByRole('heading', { name: 'Ihr Widerruf ist bei uns eingegangen' })).toBeFocused();
    await expect(receipt).toContainText(/Eingegangen am \d{1,2}\. \w+ 2026 um \d{2}:\d{2}:\d{2}/);
    await expect(receipt).toContainText(email);
    // No order of this shop was proven: the shop checks the declaration and confirms it.
    await expect(receipt).toContainText('Wir prüfen Ihren Widerruf anhand Ihrer Bestellung');
    await expectNoAxeViolations(page);

    await page.goto('/mailbox');
    const mail = page
      .getByRole('article')
      .filter({ hasText: email })
      .filter({ hasText: 'Eingangsbestätigung Ihres Widerrufs (Bestellung 1024)' });
    await expect(mail).toContainText('Widerruf eingegangen:');
    await expect(mail).toContainText('Den Kosmetikspiegel Alba, 1 Stück');
  });

  test('the order mail’s link opened by someone else shows nothing of the order until the soft login', async ({
    page,
    browser,
  }) => {
    test.slow();
    const email = uniqueEmail('widerruf');
    await customerWithAddress(page, email);
    const name = await addSimpleMirror(page);
    await page.goto('/checkout');
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    const link = await linkFromMailbox(page, email, /cancellation-form\?order=/);

    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await stranger.goto(link);
    await waitForHydration(stranger);
    const main = stranger.getByRole('main');
    const proof = stranger.getByRole('region', { name: 'Bestellung bestätigen' });
    await expect(proof).toBeVisible();
    await expect(stranger.getByLabel('Name *')).toHaveValue('');
    await expect(stranger.getByLabel('Bestellnummer *')).toHaveValue('');
    for (const personal of ['Anna', 'Berger', 'Spiegelgasse', email, name])
      await expect(main).not.toContainText(personal);

    await proof.getByLabel('Postleitzahl').fill('99999');
    await proof.getByRole('button', { name: 'Bestellung bestätigen' }).click();
    await expect(proof.getByRole('alert')).toContainText('passen nicht zu dieser Bestellung');
    await expect(proof.getByLabel('Postleitzahl')).toHaveValue('99999');
    await expectNoAxeViolations(stranger);
    await proof.getByLabel('Postleitzahl').fill('10115');
    await proof.getByRole('button', { name: 'Bestellung bestätigen' }).click();

    await expect(stranger.getByLabel('Name *')).toHaveValue('Anna Berger');
    await expect(stranger.getByLabel('Bestellnummer *')).toHaveValue(orderNumber);
    await expect(proof).toHaveCount(0);
    await stranger.getByLabel('nur einzelne Artikel').check();
    await stranger.getByRole('checkbox', { name: `1 × ${name}` }).check();
    await stranger.getByRole('button', { name: 'Weiter' }).click();
    await passBotCheck(stranger);
    await stranger.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    const receipt = main.getByRole('status');
    await expect(receipt).toContainText('Ihr Widerruf ist bei uns eingegangen');
    await expect(receipt).toContainText(`1 × ${name}`);
    await expect(receipt).not.toContainText('Wir prüfen Ihren Widerruf');
    await strangerContext.close();
  });

  test('the Widerrufsbelehrung links to the form', async ({ page }) => {
    await page.goto('/en/cancellation-rights');
    await page.getByRole('main').getByRole('link', { name: '"Withdraw from contract"' }).click();
    await expect(page).toHaveURL(/\/en\/cancellation-form$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdrawal form');
  });
});
