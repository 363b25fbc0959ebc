import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

/** The editors' sign-in page (issue 17): not linked from the shop, separate from customer logins. */
test.describe('editor sign-in', () => {
  test('the demo editor signs in and out; a wrong password gets the login-failed words', async ({ page }) => {
    await page.goto('/editor/login');
    await expect(page.getByRole('heading', { name: 'Anmeldung für die Redaktion' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('E-Mail-Adresse').fill('redaktion@spiegelshop.example');
    await page.getByLabel('Passwort').fill('falsch-falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('redaktion@spiegelshop.example');

    await page.getByLabel('Passwort').fill('Spiegel-Redaktion-2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/en/editor/login');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Signed in as editor: redaktion@spiegelshop.example',
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out as editor.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test("a customer's password is no editor's", async ({ page }) => {
    await page.goto('/editor/login');
    await page.getByLabel('E-Mail-Adresse').fill('kundin@spiegelshop.example');
    await page.getByLabel('Passwort').fill('Spiegel2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
  });
});
