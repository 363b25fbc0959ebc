import { expect, type Browser, type Page } from '@playwright/test';
import { consentCookie } from '../../core/consent/consent-choice';
import { acceptConsents, addSimpleMirror, uniqueEmail } from './fixtures';

/** What the back office's browser tests share (issue 36): the demo staff, a guest's order, a staff browser. */

export const shipping = { email: 'versand@spiegelshop.example', password: 'Spiegel-Versand-2026' };
export const owner = { email: 'inhaber@spiegelshop.example', password: 'Spiegel-Inhaber-2026' };

/** A guest's prepayment order placed through the checkout: its number and the confirmation page. */
export async function guestPrepaymentOrder(page: Page) {
  await addSimpleMirror(page);
  await page.goto('/guest/login?redirect=%2Fcheckout');
  const email = uniqueEmail('ueberweisung');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
  await billing.getByLabel('Vorname').fill('Łukasz');
  await billing.getByLabel('Nachname').fill('Dvořák');
  await billing.getByLabel('Straße').fill('Spiegelgasse');
  await billing.getByLabel('Hausnummer').fill('3');
  await billing.getByLabel('PLZ').fill('10115');
  await billing.getByLabel('Ort', { exact: true }).fill('Berlin');
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  return { email, orderNumber, confirmation: page.url() };
}

/**
 * The customer opens the order's page from its mail: a browser whose guest sign-in has ended
 * proves the order with the postal code first.
 */
export async function openOrderPage(page: Page, confirmation: string) {
  await page.goto(confirmation);
  const proof = page.getByRole('heading', { level: 1, name: 'Ihre Bestellung anzeigen' });
  const details = page.getByTestId('order-number');
  await expect(proof.or(details)).toBeVisible();
  if (await proof.isVisible()) {
    await page.getByLabel('Postleitzahl').fill('10115');
    await page.getByRole('button', { name: 'Bestellung anzeigen' }).click();
    await expect(details).toBeVisible();
  }
}

/** A staff member's own browser (the consent already answered, like every test's). */
export async function staffPage(
  browser: Browser,
  page: Page,
  account: { email: string; password: string },
  path: string,
) {
  // Only the consent answer: a copied session would be the customer's, and signing in rotates it.
  const { cookies } = await page.context().storageState();
  const context = await browser.newContext({
    storageState: { cookies: cookies.filter((cookie) => cookie.name === consentCookie.name), origins: [] },
  });
  const staff = await context.newPage();
  await staff.goto(path);
  const german = !path.startsWith('/en');
  await staff.getByLabel(german ? 'E-Mail-Adresse' : 'E-mail address').fill(account.email);
  await staff.getByLabel(german ? 'Passwort' : 'Password').fill(account.password);
  await staff.getByRole('button', { name: german ? 'Anmelden' : 'Sign in' }).click();
  return staff;
}
