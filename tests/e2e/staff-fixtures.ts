import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { consentCookie } from '../../core/consent/consent-choice';
import { firstSimpleMirror, shopCalls, uniqueEmail } from './fixtures';

/** What the back office's browser tests share (issue 36): the demo staff, a guest's order, a staff browser. */

export const shipping = { email: 'versand@spiegelshop.example', password: 'Spiegel-Versand-2026' };
export const owner = { email: 'inhaber@spiegelshop.example', password: 'Spiegel-Inhaber-2026' };

/**
 * A guest's prepayment order of the first simple mirror, placed through the calls the checkout
 * makes (the checkout's pages are tested in checkout.spec.ts): its number and its confirmation page.
 */
export async function guestPrepaymentOrder(page: Page) {
  const call = shopCalls(page);
  const email = uniqueEmail('ueberweisung');
  await call('doLoginAsGuest', { email });
  await call('doSaveAddress', {
    typeId: 1,
    firstName: 'Łukasz',
    lastName: 'Dvořák',
    streetName: 'Spiegelgasse',
    houseNumber: '3',
    zipCode: '10115',
    city: 'Berlin',
    countryId: 1,
  });
  await call('doAddCartItem', { productId: await firstSimpleMirror(page), quantity: 1 });
  const placed = await call<{ order: { id: number }; accessKey: string }>('doPlaceOrder', {
    idempotencyKey: randomUUID(),
    legalConsents: { terms: true, cancellationRights: true, privacy: true },
  });
  return {
    email,
    orderNumber: String(placed.order.id),
    confirmation: `/confirmation/${placed.order.id}/${placed.accessKey}`,
  };
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
