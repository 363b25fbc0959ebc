import { expect, test, type Page } from '@playwright/test';
import { base32Decode, totpCode, totpStep } from '../../core/staff/totp.server';
import { expectNoAxeViolations, linkFromMailbox, uniqueEmail, waitForHydration } from './fixtures';
import { owner, staffPage } from './staff-fixtures';

/**
 * Staff accounts and two-factor sign-in (issue 37): the owner invites a new staff member, who
 * sets a password with the mailed link and is signed in with the role given; they turn on
 * two-factor sign-in with the QR code's key and sign in again with a code; the owner resets it (a
 * lost phone) and they sign in with the password alone; the owner locks the account and its sign-in
 * ends. Every account here is the test's own.
 */
const password = 'Lichtblick-Team-2026';

/** The code an authenticator app shows now for the key on the page (`offset` steps later). */
const codeOf = (secret: string, offset = 0) => totpCode(base32Decode(secret)!, totpStep(new Date()) + offset);

async function signIn(page: Page, email: string) {
  await page.goto('/staff/login?redirect=%2Fstaff%2Fcatalogue');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

test('the owner invites a staff member, who sets a password, turns on two-factor sign-in and is locked out again', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail('team');
  const admin = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Faccounts');
  await expect(admin.getByRole('heading', { level: 1, name: 'Mitarbeitende' })).toBeVisible();
  await waitForHydration(admin);
  await expectNoAxeViolations(admin);

  // A missing role is named at its group; then the invitation goes out.
  const invite = admin.getByRole('region', { name: 'Mitarbeiterin oder Mitarbeiter einladen' });
  await invite.getByLabel('E-Mail-Adresse').fill(email);
  await invite.getByLabel('Name (optional)').fill('Mira Glas');
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(invite.getByRole('group', { name: 'Rollen' })).toHaveAttribute('aria-invalid', 'true');
  await expect(invite.getByText('Bitte wählen Sie mindestens eine Rolle.')).toBeVisible();
  await invite.getByRole('checkbox', { name: 'Katalog' }).check();
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(admin.getByRole('main').getByRole('status')).toContainText(`Die Einladung an ${email} ist verschickt.`);
  const entry = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: email }) });
  await expect(entry).toContainText('Eingeladen, noch nicht angenommen');

  // The invited person, in their own browser, with the link from the mail.
  const context = await browser.newContext();
  const person = await context.newPage();
  const link = await linkFromMailbox(person, email, /staff\/invitation\//);
  await person.goto(link);
  await expect(person.getByRole('heading', { level: 1, name: 'Passwort festlegen' })).toBeVisible();
  await expectNoAxeViolations(person);
  await person.getByLabel('Passwort', { exact: true }).fill(password);
  await person.getByLabel('Passwort wiederholen').fill(password);
  await person.getByRole('button', { name: 'Passwort festlegen und anmelden' }).click();
  await expect(person).toHaveURL(/\/staff\/catalogue$/);
  const nav = person.getByRole('navigation', { name: 'Backoffice' });
  await expect(nav.getByRole('link', { name: 'Katalog' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mitarbeitende' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Bestellungen' })).toHaveCount(0);

  // The link works once.
  const response = await person.goto(link);
  expect(response?.status()).toBe(410);
  await expect(person.getByRole('heading', { level: 1, name: 'Dieser Link gilt nicht mehr' })).toBeVisible();

  // Two-factor sign-in: the QR code and its key, the first code turns it on, recovery codes once.
  await person.goto('/staff/security');
  await expect(person.getByText('Die Zwei-Faktor-Anmeldung ist ausgeschaltet.')).toBeVisible();
  await person.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
  await expect(person.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  await expectNoAxeViolations(person);
  const secret = (await person.locator('main code').textContent())!.replace(/\s/g, '');
  await person.getByLabel('Code aus der App').fill('000000');
  await person.getByRole('button', { name: 'Einschalten' }).click();
  await expect(person.getByLabel('Code aus der App')).toHaveAttribute('aria-invalid', 'true');
  await person.getByLabel('Code aus der App').fill(codeOf(secret));
  await person.getByRole('button', { name: 'Einschalten' }).click();
  await expect(person.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await expect(person.getByText(/Die Zwei-Faktor-Anmeldung ist eingeschaltet/)).toBeVisible();

  // Signing in again asks for the code after the password (the next step's: each code counts once).
  await person.getByRole('button', { name: 'Abmelden' }).click();
  await expect(person.getByText('Sie sind abgemeldet.')).toBeVisible();
  await signIn(person, email);
  await expect(person.getByRole('heading', { name: 'Bestätigungscode' })).toBeVisible();
  await expect(person.getByLabel('Code', { exact: true })).toBeFocused();
  await person.getByLabel('Code', { exact: true }).fill(codeOf(secret, 1));
  await person.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(person.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();

  // The phone is lost: the owner resets the two-factor sign-in (asked first); the person is signed
  // out at once and signs in with the password alone.
  await admin.reload();
  await entry.getByRole('button', { name: 'Zwei-Faktor-Anmeldung zurücksetzen' }).click();
  const question = entry.getByRole('region', { name: `Zwei-Faktor-Anmeldung von ${email} zurücksetzen?` });
  await expect(question).toBeFocused();
  await expectNoAxeViolations(admin);
  await question.getByRole('button', { name: 'Ja, zurücksetzen' }).click();
  await expect(admin.getByRole('main').getByRole('status')).toContainText(
    'Zwei-Faktor-Anmeldung des Kontos ist zurückgesetzt',
  );
  await expect(entry.getByRole('button', { name: 'Zwei-Faktor-Anmeldung zurücksetzen' })).toHaveCount(0);
  await person.goto('/staff/catalogue');
  await expect(person).toHaveURL(/\/staff\/login\?redirect=/);
  await signIn(person, email);
  await expect(person.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();

  // The owner locks the account: the person's next page is the sign-in, and signing in fails.
  await admin.reload();
  await expect(entry.getByText('Aktiv', { exact: true })).toBeVisible();
  await entry.getByRole('button', { name: 'Sperren' }).click();
  await expect(admin.getByRole('main').getByRole('status')).toContainText('Das Konto ist gesperrt');
  await person.goto('/staff/catalogue');
  await expect(person).toHaveURL(/\/staff\/login\?redirect=/);
  await signIn(person, email);
  await expect(person.getByRole('main').getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
  await context.close();
});
