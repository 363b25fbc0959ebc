import { expect, test } from '@playwright/test';
import { addSimpleMirror, expectNoAxeViolations, passBotCheck, uniqueEmail, waitForHydration } from './fixtures';
import { owner, staffPage } from './staff-fixtures';

/**
 * The back office's newsletter and coupons (issue 37), as the shop's owner uses them: a new
 * campaign with a code – a wrong discount named at its field – that a shopper redeems in the cart at
 * once; a visitor's newsletter sign-up in the list with its dates, taken off the list and deleted.
 * Each test makes its own campaign or subscriber; nothing other specs rely on changes.
 */
test('staff create a campaign with a code; a shopper redeems it in the cart at once', async ({ page, browser }) => {
  test.slow();
  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fcoupons');
  await expect(staff.getByRole('heading', { level: 1, name: 'Gutscheine' })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole('link', { name: 'Neue Aktion' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Neue Aktion' })).toBeVisible();
  await waitForHydration(staff);
  await expectNoAxeViolations(staff);

  const name = `E2E-Aktion ${Date.now()}`;
  await staff.getByLabel('Name der Aktion').fill(name);
  await staff.getByLabel('Art des Rabatts').selectOption('percent');
  const discount = staff.getByLabel('Rabatt (Prozent oder €)');
  await discount.fill('150');
  await staff.getByLabel('Mindestbestellwert (€)').fill('1,00');
  await staff.getByRole('button', { name: 'Aktion anlegen' }).click();
  await expect(discount).toHaveAccessibleDescription(/Mehr als 100 % geht nicht\./);
  await expect(staff.getByLabel('Name der Aktion')).toHaveValue(name);

  // Uses per customer: a whole number from 1, or empty for no limit.
  await discount.fill('10');
  const perCustomer = staff.getByLabel('Einlösungen je Kunde (höchstens)');
  await perCustomer.fill('0');
  await staff.getByRole('button', { name: 'Aktion anlegen' }).click();
  await expect(perCustomer).toHaveAttribute('aria-invalid', 'true');
  await expect(perCustomer).toHaveAccessibleDescription(/Bitte geben Sie eine ganze Zahl ab 1 ein/);
  await perCustomer.fill('1');
  await staff.getByRole('button', { name: 'Aktion anlegen' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Aktion: ${name}` })).toBeVisible();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Die Aktion ist angelegt. Legen Sie jetzt ihre Codes an.' }),
  ).toBeVisible();
  await waitForHydration(staff);
  const code = `E2E${Date.now()}`;
  const single = staff.locator('form').filter({ has: staff.getByRole('button', { name: 'Code anlegen' }) });
  await single.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await single.getByRole('button', { name: 'Code anlegen' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `Der Code ${code} ist angelegt` })).toBeVisible();
  await expect(staff.getByRole('rowheader', { name: code })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Alle Codes als CSV herunterladen' })).toHaveAttribute(
    'href',
    /^\/staff\/export\/coupon-codes-\d+\.csv\?lang=de$/,
  );
  await expectNoAxeViolations(staff);

  // The shopper's cart takes the new code at once.
  await addSimpleMirror(page);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Gutscheincode' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByText('Der Gutschein wurde eingelöst.')).toBeVisible();
  await expect(page.getByTestId('applied-coupon')).toHaveText(`Eingelöster Gutschein: ${code}`);

  // The campaign in the list, with its code.
  await staff.getByRole('link', { name: 'Zurück zu den Gutscheinen' }).click();
  const row = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name }) });
  await expect(row).toContainText('10 %');
  await expect(row).toContainText('ab 1,00 €');
  await expect(row).toContainText('höchstens 1 je Kunde');
});

test('the newsletter list shows a sign-up with its dates; staff take it off the list and delete it', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Abonnieren Sie unseren Newsletter' });
  const email = uniqueEmail('abo');
  await form.getByLabel('E-Mail-Adresse *').fill(email);
  await form.getByLabel(/Ich möchte den Newsletter erhalten/).check();
  await passBotCheck(form);
  await form.getByRole('button', { name: 'Newsletter abonnieren' }).click();
  await expect(form.getByRole('status')).toHaveText(/Bitte bestätigen Sie Ihre Anmeldung/);

  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fnewsletter');
  await expect(staff.getByRole('heading', { level: 1, name: 'Newsletter-Abonnenten' })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Suche (E-Mail oder Name)' }).fill(email);
  await staff.getByRole('button', { name: 'Anwenden' }).click();
  const row = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: email }) });
  await expect(row).toContainText('Unbestätigt');
  await expect(staff.getByRole('link', { name: 'Bestätigte Abonnenten als CSV herunterladen' })).toHaveAttribute(
    'href',
    '/staff/export/newsletter.csv?lang=de',
  );
  await waitForHydration(staff);
  await expectNoAxeViolations(staff);

  await row.getByRole('button', { name: `${email} abmelden` }).click();
  const confirm = staff.getByRole('region', { name: `${email} vom Newsletter abmelden?` });
  await expect(confirm).toBeFocused();
  await expectNoAxeViolations(staff);
  await confirm.getByRole('button', { name: 'Abmelden' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `${email} ist vom Newsletter abgemeldet.` })).toBeVisible();
  await expect(row).toContainText('Abgemeldet');

  await row.getByRole('button', { name: `${email} löschen` }).click();
  await staff
    .getByRole('region', { name: `${email} endgültig löschen?` })
    .getByRole('button', { name: 'Endgültig löschen' })
    .click();
  await expect(staff.getByRole('status').filter({ hasText: `${email} ist gelöscht.` })).toBeVisible();
  await expect(staff.getByText('Keine Abonnenten gefunden.')).toBeVisible();
});
