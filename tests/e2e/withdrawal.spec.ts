import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, passBotCheck, waitForHydration } from './fixtures';

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
    await expectNoAxeViolations(page);

    await page.goto('/mailbox');
    const mail = page
      .getByRole('article')
      .filter({ hasText: email })
      .filter({ hasText: 'Eingangsbestätigung Ihres Widerrufs (Bestellung 1024)' });
    await expect(mail).toContainText('Widerruf eingegangen:');
    await expect(mail).toContainText('Den Kosmetikspiegel Alba, 1 Stück');
  });

  test('the Widerrufsbelehrung links to the form', async ({ page }) => {
    await page.goto('/en/cancellation-rights');
    await page.getByRole('main').getByRole('link', { name: '"Withdraw from contract"' }).click();
    await expect(page).toHaveURL(/\/en\/cancellation-form$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdrawal form');
  });
});
