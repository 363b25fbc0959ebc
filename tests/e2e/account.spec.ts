import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, linkFromMailbox, registerAndConfirm, waitForHydration } from './fixtures';

const password = 'Glasklar2026';
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@beispiel.de`;

async function register(page: Page, email: string, options: { checkAxe?: boolean; javaScript?: boolean } = {}) {
  await registerAndConfirm(page, { email, password, firstName: 'Anna' }, options);
}

test.describe('customer account', () => {
  test('register, log out, and the guard brings a login back to the page that asked for it', async ({ page }) => {
    const email = uniqueEmail('anna');
    await page.goto('/login');
    await expectNoAxeViolations(page);
    // The "mail sent" state of the login page and the confirmation page pass axe too.
    await register(page, email, { checkAxe: true });
    await expect(page.getByText(`Hallo ${email}!`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mein Konto' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();

    await page.goto('/my-account/personal-data');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account%2Fpersonal-data$/);
    const login = page.getByRole('region', { name: 'Anmelden' });
    await login.getByLabel('E-Mail-Adresse').fill(email);
    await login.getByLabel('Passwort').fill('Falsch123');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
    await expect(login.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await expect(login.getByLabel('Passwort')).toHaveValue('');

    await login.getByLabel('Passwort').fill(password);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/my-account\/personal-data$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Persönliche Daten' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a shipping address saved "also as billing address" is in both books; a refused form keeps the tick', async ({
    page,
  }) => {
    await register(page, uniqueEmail('beide'));
    await page.goto('/en/my-account/shipping-details?edit=new');
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'New address' });
    await form.getByLabel('First name').fill('Anna');
    await form.getByLabel('Last name').fill('Berger');
    await form.getByLabel('Street').fill('Spiegelgasse');
    await form.getByLabel('House number').fill('7');
    await form.getByLabel('Postal code').fill('10115');
    const both = form.getByLabel('Also use as billing address');
    await both.check();
    await expectNoAxeViolations(page);
    // The town is missing: refused at its field, and the tick is still there.
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByLabel('Town/city')).toHaveAttribute('aria-invalid', 'true');
    await expect(both).toBeChecked();
    await form.getByLabel('Town/city').fill('Berlin');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(
      page.getByText('The address is saved – with your billing and with your shipping addresses.'),
    ).toBeVisible();
    await page.goto('/en/my-account/billing-details');
    const billing = page.getByRole('list', { name: 'Saved addresses' });
    await expect(billing.getByRole('listitem')).toHaveCount(1);
    await expect(billing).toContainText('Spiegelgasse 7');
    await expect(billing).toContainText('Default address');
  });

  test('a weak password is explained next to its field, and what was typed stays', async ({ page }) => {
    await page.goto('/en/login');
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'New customer account' });
    await form.getByLabel('E-mail address').fill('no-at-sign');
    await form.getByLabel('First name').fill('<b>Ben</b>');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByLabel('Repeat password').fill('other');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByLabel('E-mail address')).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /at least 8 characters, including a letter and a digit/,
    );
    await expect(form.getByLabel('Repeat password')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First name')).toHaveValue('<b>Ben</b>');
    await expectNoAxeViolations(page);
  });

  test('reset a forgotten password through the local mailbox', async ({ page }) => {
    const email = uniqueEmail('vergessen');
    await register(page, email);
    await page.getByRole('button', { name: 'Abmelden' }).click();

    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expectNoAxeViolations(page);
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(page.getByText('Wenn es zu dieser Adresse ein Kundenkonto gibt', { exact: false })).toBeVisible();

    const link = await linkFromMailbox(page, email, /set-new-password/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neues Passwort festlegen');
    await expectNoAxeViolations(page);
    await page.getByLabel('Passwort', { exact: true }).fill('Morgenlicht5');
    await page.getByLabel('Passwort wiederholen').fill('Morgenlicht5');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page).toHaveURL(/\/reset-password-success$/);
    await expectNoAxeViolations(page);

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('ungültig oder abgelaufen');

    await page.goto('/login');
    const login = page.getByRole('region', { name: 'Anmelden' });
    await login.getByLabel('E-Mail-Adresse').fill(email);
    await login.getByLabel('Passwort').fill('Morgenlicht5');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  });

  test('keep billing addresses: add with a mistake, fix, edit, make default, delete', async ({ page }) => {
    // A long flow with two axe runs: it needs more than the default limit when CI's two cores are busy.
    test.slow();
    await register(page, uniqueEmail('adressen'));
    await page
      .getByRole('navigation', { name: 'Kontonavigation' })
      .getByRole('link', { name: 'Rechnungsadressen' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rechnungsadressen' })).toBeVisible();
    await expect(page.getByText('Sie haben noch keine Adresse gespeichert.')).toBeVisible();
    await page.getByRole('link', { name: 'Neue Adresse' }).click();
    const form = page.getByRole('region', { name: 'Neue Adresse' });
    await form.getByLabel('Vorname').fill('Anna');
    await form.getByLabel('Nachname').fill('<i>Berger</i>');
    await form.getByLabel('Straße').fill('Spiegelgasse');
    await form.getByLabel('Hausnummer').fill('7');
    await form.getByLabel('PLZ').fill('123');
    await form.getByLabel('Ort', { exact: true }).fill('Berlin');
    await form.getByLabel('Bundesland').selectOption({ label: 'Berlin' });
    await form.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(form.getByLabel('PLZ')).toHaveAccessibleDescription('Diese Postleitzahl passt nicht zum Land.');
    await expect(form.getByLabel('PLZ')).toBeFocused();
    await expect(form.getByLabel('Nachname')).toHaveValue('<i>Berger</i>');
    await expectNoAxeViolations(page);
    await form.getByLabel('PLZ').fill('10115');
    await form.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(page.getByText('Die Adresse ist gespeichert.')).toBeVisible();
    const book = page.getByRole('list', { name: 'Gespeicherte Adressen' });
    await expect(book.getByRole('listitem')).toHaveCount(1);
    await expect(book).toContainText('Standardadresse');
    await expect(book).toContainText('Anna <i>Berger</i>');

    await page.getByRole('link', { name: 'Neue Adresse' }).click();
    const second = page.getByRole('region', { name: 'Neue Adresse' });
    await second.getByLabel('Vorname').fill('Bernd');
    await second.getByLabel('Nachname').fill('Krämer');
    await second.getByLabel('Straße').fill('Hafenstraße');
    await second.getByLabel('Hausnummer').fill('1');
    await second.getByLabel('PLZ').fill('1010');
    await second.getByLabel('Ort', { exact: true }).fill('Wien');
    await second.getByLabel('Land', { exact: true }).selectOption({ label: 'Österreich' });
    await second.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(book.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('link', { name: 'Adresse von Bernd Krämer bearbeiten' }).click();
    await page.getByRole('region', { name: 'Adresse bearbeiten' }).getByLabel('Ort', { exact: true }).fill('Graz');
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(book).toContainText('1010 Graz');
    await page.getByRole('button', { name: 'Adresse von Bernd Krämer als Standard festlegen' }).click();
    await expect(page.getByText('Die Standardadresse ist geändert.')).toBeVisible();
    await expect(book.getByRole('listitem').first()).toContainText('Bernd Krämer');
    await page.getByRole('button', { name: 'Adresse von Anna <i>Berger</i> löschen' }).click();
    await expect(page.getByText('Die Adresse ist gelöscht.')).toBeVisible();
    await expect(book.getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('the other account pages pass axe', async ({ page }) => {
    await register(page, uniqueEmail('konto-axe'));
    for (const [link, heading] of [
      ['Meine Bestellungen', 'Meine Bestellungen'],
      ['Lieferadressen', 'Lieferadressen'],
      ['Wunschliste', 'Wunschliste'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Kontonavigation' }).getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('personal data: name, e-mail with password confirmation, password', async ({ page }) => {
    const email = uniqueEmail('daten');
    await register(page, email);
    await page.goto('/my-account/personal-data');
    await expect(page.getByText(`Sie melden sich mit ${email} an.`)).toBeVisible();
    const name = page.getByRole('region', { name: 'Name' });
    await name.getByLabel('Nachname').fill('Musterfrau');
    await name.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Ihr Name ist gespeichert.')).toBeVisible();

    const mail = page.getByRole('region', { name: 'E-Mail-Adresse ändern' });
    const newEmail = uniqueEmail('neu');
    await mail.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
    await mail.getByLabel('Zur Bestätigung: Ihr Passwort').fill('Falsch123');
    await mail.getByRole('button', { name: 'Speichern' }).click();
    await expect(mail.getByLabel('Zur Bestätigung: Ihr Passwort')).toHaveAccessibleDescription(
      'Das aktuelle Passwort ist nicht richtig.',
    );
    await expect(mail.getByLabel('Neue E-Mail-Adresse')).toHaveValue(newEmail);
    await expectNoAxeViolations(page);
    await mail.getByLabel('Zur Bestätigung: Ihr Passwort').fill(password);
    await mail.getByRole('button', { name: 'Speichern' }).click();
    // The new address counts once the link sent to it is opened (issue 33).
    await expect(mail.getByRole('status')).toHaveText(
      `Wir haben einen Link an ${newEmail} geschickt. Erst wenn Sie ihn öffnen, gilt die neue Adresse; bis dahin melden Sie sich weiter mit der bisherigen an.`,
    );
    await expect(page.getByText(`Sie melden sich mit ${email} an.`)).toBeVisible();
    await page.goto(await linkFromMailbox(page, newEmail, /confirm-email/));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Ihre E-Mail-Adresse ist geändert. Sie melden sich ab jetzt mit ${newEmail} an.`,
    );
    await page.goto('/my-account/personal-data');
    await expect(page.getByText(`Sie melden sich mit ${newEmail} an.`)).toBeVisible();

    const change = page.getByRole('region', { name: 'Passwort ändern' });
    await change.getByLabel('Aktuelles Passwort').fill(password);
    await change.getByLabel('Passwort', { exact: true }).fill('GanzNeu2026');
    await change.getByLabel('Passwort wiederholen').fill('GanzNeu2026');
    await change.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Ihr Passwort ist geändert.', { exact: false })).toBeVisible();
  });

  test('too many wrong current passwords: the form says how long to wait, not the error page', async ({ page }) => {
    await register(page, uniqueEmail('sperre'));
    await page.goto('/my-account/personal-data');
    const change = page.getByRole('region', { name: 'Passwort ändern' });
    const attempt = async (current: string) => {
      await change.getByLabel('Aktuelles Passwort').fill(current);
      await change.getByLabel('Passwort', { exact: true }).fill('GanzNeu2026');
      await change.getByLabel('Passwort wiederholen').fill('GanzNeu2026');
      await change.getByRole('button', { name: 'Speichern' }).click();
    };
    // The wrong tries an account has in an hour (currentPasswordLimits); each answer empties the
    // password fields, so the next try starts only then.
    for (let wrong = 1; wrong <= 10; wrong++) {
      await attempt(`Falsch-${wrong}`);
      await expect(change.getByLabel('Aktuelles Passwort')).toHaveValue('');
      await expect(change.getByLabel('Aktuelles Passwort')).toHaveAccessibleDescription(
        'Das aktuelle Passwort ist nicht richtig.',
      );
    }
    await attempt(password);
    await expect(change.getByRole('alert')).toHaveText(
      /^Das Passwort wurde zu oft falsch eingegeben\. Bitte versuchen Sie es in \d+ Minuten noch einmal\.$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persönliche Daten');
  });

  test('continue as a guest with just an e-mail', async ({ page }) => {
    await page.goto('/guest/login?redirect=/cart');
    await expectNoAxeViolations(page);
    await page.getByLabel('E-Mail-Adresse').fill('gast@beispiel.de');
    await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('registering works as a plain form', async ({ page }) => {
      await register(page, uniqueEmail('ohnejs'), { javaScript: false });
    });
  });
});
