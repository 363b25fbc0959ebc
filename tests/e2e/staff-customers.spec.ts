import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, registerAndConfirm, uniqueEmail, waitForHydration } from './fixtures';
import { owner, staffPage } from './staff-fixtures';

/**
 * The back office's customers (issue 37): staff find a customer who just registered, keep a note
 * about them and block the account – the customer's own browser is logged out on its next request –
 * and finally delete it on request.
 */
test('staff find a new customer, keep a note, block the account (the customer is logged out at once) and delete it', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail('kundenpflege');
  await registerAndConfirm(page, { email, password: 'Glasklar2026', firstName: 'Greta' });

  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fcustomers');
  await expect(staff.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Suche' }).fill(email);
  await staff.getByRole('button', { name: 'Suchen' }).click();
  await expect(staff).toHaveURL(/search=kundenpflege/);
  const table = staff.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: email })).toBeVisible();
  await expectNoAxeViolations(staff);

  await table.getByRole('link', { name: 'Greta' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Greta \(Kunde \d+\)$/ })).toBeVisible();
  await waitForHydration(staff);
  await expectNoAxeViolations(staff);

  const note = staff.getByRole('textbox', { name: 'Notiz' });
  await note.fill('Wünscht Rückruf vor dem Versand.');
  await staff.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Die Notiz ist gespeichert.' })).toBeVisible();
  await staff.reload();
  await expect(note).toHaveValue('Wünscht Rückruf vor dem Versand.');

  // The customer is still logged in in their own browser …
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();

  await staff.getByRole('button', { name: 'Konto sperren' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Das Konto ist gesperrt' })).toBeVisible();
  const account = staff.getByRole('region', { name: 'Konto' });
  await expect(account.getByText('Gesperrt', { exact: true }).last()).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Sperre aufheben' })).toBeVisible();

  // … and logged out on their next request.
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeHidden();

  // Deleted on request (no orders): back at the list, which no longer finds the address.
  await staff.getByRole('checkbox', { name: `Ja, das Konto ${email} endgültig löschen` }).check();
  await staff.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(staff.getByRole('status').filter({ hasText: /Das Konto von Kunde \d+ ist gelöscht/ })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Suche' }).fill(email);
  await staff.getByRole('button', { name: 'Suchen' }).click();
  await expect(staff.getByText('Keine Kunden gefunden.')).toBeVisible();
});
