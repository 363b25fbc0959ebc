import { expect, test, type Page } from '@playwright/test';
import {
  acceptConsents,
  addSimpleMirror,
  confirmAccountFromMailbox,
  customerWithAddress,
  expectNoAxeViolations,
  passBotCheck,
  uniqueEmail,
  waitForHydration,
} from './fixtures';
import { shipping as shippingStaff, staffPage } from './staff-fixtures';

const password = 'Glasklar2026';

/** WCAG 1.4.10 (reflow): at 320 CSS pixels nothing makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test.describe('checkout', () => {
  test('on a 320 px wide phone the list, cart and checkout fit the screen, long German words and e-mail addresses too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await addSimpleMirror(page);
    await expectNoSidewaysScroll(page);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    await page.getByRole('link', { name: 'Ohne Konto als Gast bestellen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Als Gast bestellen' })).toBeVisible();
    const email = `${'spiegelliebhaberin'.repeat(2)}.${Date.now()}@beispiel.de`;
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
    await expect(page.getByText(`Die Bestellbestätigung senden wir an ${email}.`)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('an empty cart sends the checkout back to the cart with a notice', async ({ page }) => {
    await customerWithAddress(page);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart\?notice=emptyCheckout$/);
    await expect(page.getByText('Ihr Warenkorb ist leer – es gibt nichts zu bestellen.')).toBeVisible();
  });

  test('a customer orders with prepayment and lands on the confirmation with the bank details', async ({
    page,
    browser,
  }) => {
    test.slow();
    await customerWithAddress(page);
    const name = await addSimpleMirror(page);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Rechnungsadresse' })).toContainText('Spiegelgasse 7');
    await expect(page.getByRole('radio', { name: /Vorkasse/ })).toBeChecked();
    await expectNoAxeViolations(page);

    // Without the consents nothing is ordered; the first missing one is named and focused.
    await page.getByLabel('Ihre Nachricht zur Bestellung').fill('Bitte klingeln.');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const terms = page.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' });
    await expect(terms).toBeFocused();
    await expect(terms).toHaveAccessibleDescription('Bitte bestätigen Sie dies, um zu bestellen.');
    await expect(page.getByLabel('Ihre Nachricht zur Bestellung')).toHaveValue('Bitte klingeln.');

    await terms.check();
    await page.getByRole('checkbox', { name: 'Ich habe die Widerrufsbelehrung zur Kenntnis genommen.' }).check();
    await page.getByRole('checkbox', { name: 'Ich habe die Datenschutzerklärung zur Kenntnis genommen.' }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    await expect(page).toHaveURL(/\/confirmation\/\d+\/[\w-]{32}$/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    const confirmationUrl = page.url();
    await expect(page.getByRole('table')).toContainText(name);
    const bank = page.getByRole('region', { name: /Bitte überweisen Sie/ });
    await expect(bank).toContainText('DE89 3704 0044 0532 0130 00');
    await expect(bank).toContainText(orderNumber);
    await expect(page.getByText('Warten auf Zahlungseingang')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
    await expectNoAxeViolations(page);
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Rechnung (PDF)' }).click(),
    ]);
    expect(invoice.suggestedFilename()).toBe(`Rechnung-${orderNumber}.pdf`);

    // The order is in the account too.
    await page.goto('/my-account/my-orders');
    await page.getByRole('link', { name: `Bestellung ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('table')).toContainText(name);
    await expectNoAxeViolations(page);

    // Someone else with the link proves it is theirs first (spec §6 soft login).
    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await stranger.goto(confirmationUrl);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Ihre Bestellung anzeigen' })).toBeVisible();
    await stranger.getByLabel('Nachname oder Firma').fill('Müller');
    await stranger.getByRole('button', { name: 'Bestellung anzeigen' }).click();
    await expect(stranger.getByRole('main').getByRole('alert')).toContainText('Nachnamen oder der Postleitzahl');
    await expect(stranger.getByLabel('Nachname oder Firma')).toHaveValue('Müller');
    await expectNoAxeViolations(stranger);
    await stranger.getByLabel('Nachname oder Firma').fill('');
    await stranger.getByLabel('Postleitzahl').fill('10115');
    await stranger.getByRole('button', { name: 'Bestellung anzeigen' }).click();
    await expect(stranger.getByTestId('order-number')).toHaveText(orderNumber);
    // A wrong key is simply not found.
    const wrong = await stranger.goto(confirmationUrl.replace(/\/[\w-]+$/, '/falscher-schluessel'));
    expect(wrong?.status()).toBe(404);
    // The mark a payment's return puts on the address deletes no cart of someone who did not place
    // the order (the clear-cart event is only for the session that did).
    await stranger.goto('/x_100');
    await waitForHydration(stranger);
    await stranger.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(stranger.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
    await stranger.goto(`${confirmationUrl}?afterPayment=1`);
    await waitForHydration(stranger);
    await expect(stranger).toHaveURL(confirmationUrl);
    await stranger.reload();
    await expect(stranger.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
    await strangerContext.close();
  });

  test('a guest orders with prepayment: e-mail, address typed in the checkout, a mistake fixed on the way', async ({
    page,
  }) => {
    test.slow();
    await addSimpleMirror(page);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    await page.getByRole('link', { name: 'Ohne Konto als Gast bestellen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Als Gast bestellen' })).toBeVisible();
    const email = uniqueEmail('gast');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    await expect(page.getByText(`Die Bestellbestätigung senden wir an ${email}.`)).toBeVisible();

    const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
    await billing.getByLabel('Vorname').fill('Gero');
    await billing.getByLabel('Nachname').fill('Gastmann');
    await billing.getByLabel('Straße').fill('Hafenstraße');
    await billing.getByLabel('Hausnummer').fill('1');
    await billing.getByLabel('PLZ').fill('200');
    await billing.getByLabel('Ort', { exact: true }).fill('Hamburg');
    // The parcel goes elsewhere: a second address form opens.
    const delivery = page.getByRole('group', { name: 'Lieferadresse' });
    await expect(delivery.getByLabel('Vorname')).toBeHidden();
    await delivery.getByRole('checkbox', { name: 'An eine andere Adresse liefern' }).check();
    await delivery.getByLabel('Vorname').fill('Greta');
    await delivery.getByLabel('Nachname').fill('Gastmann');
    await delivery.getByLabel('Straße').fill('Marienplatz');
    await delivery.getByLabel('Hausnummer').fill('8');
    await delivery.getByLabel('PLZ').fill('80331');
    await delivery.getByLabel('Ort', { exact: true }).fill('München');
    for (const consent of [
      'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
      'Ich habe die Widerrufsbelehrung zur Kenntnis genommen.',
      'Ich habe die Datenschutzerklärung zur Kenntnis genommen.',
    ]) {
      await page.getByRole('checkbox', { name: consent }).check();
    }
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    // The wrong postal code is named at its field; everything typed stays.
    await expect(billing.getByLabel('PLZ')).toHaveAccessibleDescription('Diese Postleitzahl passt nicht zum Land.');
    await expect(billing.getByLabel('PLZ')).toBeFocused();
    await expect(billing.getByLabel('Nachname')).toHaveValue('Gastmann');
    await expect(delivery.getByLabel('Ort', { exact: true })).toHaveValue('München');
    await expectNoAxeViolations(page);

    await billing.getByLabel('PLZ').fill('20095');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rechnungsadresse' })).toContainText('20095 Hamburg');
    await expect(page.getByRole('region', { name: 'Lieferadresse' })).toContainText('80331 München');
    await expect(page.getByRole('region', { name: /Bitte überweisen Sie/ })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

    // The guest keeps the order in a new account: only a password is missing.
    const save = page.getByRole('region', { name: 'Bestellung im Kundenkonto speichern' });
    await expect(save).toContainText(email);
    await save.getByLabel('Passwort', { exact: true }).fill(password);
    await save.getByLabel('Passwort wiederholen').fill('anders2026');
    await save.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await expect(save.getByLabel('Passwort wiederholen')).toBeFocused();
    await save.getByLabel('Passwort', { exact: true }).fill(password);
    await save.getByLabel('Passwort wiederholen').fill(password);
    await save.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(`Wir haben Ihnen eine E-Mail an ${email}`);
    await expect(save).toHaveCount(0);
    // The link of the mail creates the account with the order in it, and shows the order.
    await confirmAccountFromMailbox(page, email);
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible();
  });
});

test('a company from Austria types its VAT id with the order: it sees the tax-free total first, then orders without VAT', async ({
  page,
  browser,
}) => {
  test.slow();
  await addSimpleMirror(page);
  await page.goto('/checkout');
  await page.getByRole('link', { name: 'Ohne Konto als Gast bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Als Gast bestellen' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('wien'));
  await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
  await billing.getByLabel('Firma').fill('Spiegelhaus Wien GmbH');
  await billing.getByLabel('Vorname').fill('Eva');
  await billing.getByLabel('Nachname').fill('Kern');
  await billing.getByLabel('Straße').fill('Kärntner Straße');
  await billing.getByLabel('Hausnummer').fill('3');
  await billing.getByLabel('Land', { exact: true }).selectOption({ label: 'Österreich' });
  await billing.getByLabel('PLZ').fill('1010');
  await billing.getByLabel('Ort', { exact: true }).fill('Wien');
  await billing.getByLabel('USt-IdNr.').fill('ATU12345675');
  const shownTotal = await page.getByTestId('basket-amount').textContent();
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  // Nothing is ordered at a total the page did not show: the tax-free total comes first.
  await expect(page.getByText('Mit Ihren Angaben hat sich die Gesamtsumme geändert.')).toBeVisible();
  await expect(page.getByTestId('vat-notice')).toContainText('Ihre USt-IdNr. ATU12345675 ist bestätigt');
  await expect(page.getByText('Umsatzsteuer 0 % (Reverse Charge)')).toBeVisible();
  await expect(page.getByTestId('basket-amount')).not.toHaveText(shownTotal ?? '');
  await expectNoAxeViolations(page);
  const taxFreeTotal = (await page.getByTestId('basket-amount').textContent())!;
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(taxFreeTotal);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await expect(page.getByTestId('tax-free-supply')).toContainText(
    'Steuerfreie innergemeinschaftliche Lieferung: Die Umsatzsteuer schuldet der Empfänger (Reverse Charge). USt-IdNr. des Empfängers: ATU12345675',
  );
  // The same order in English.
  await page.goto(page.url().replace(/\/confirmation\//, '/en/confirmation/'));
  await expect(page.getByTestId('tax-free-supply')).toContainText(
    "Tax-free intra-Community supply: the recipient is liable for the VAT (reverse charge). Recipient's VAT ID: ATU12345675",
  );
  await expect(page.getByText('VAT 0 % (reverse charge)')).toBeVisible();
  await expectNoAxeViolations(page);

  // The staff see how the order is taxed, what VIES said and the name it has for the id.
  const staff = await staffPage(browser, page, shippingStaff, `/staff/orders/${orderNumber}`);
  await expect(staff.getByText('Steuerfreie innergemeinschaftliche Lieferung (Reverse Charge)')).toBeVisible();
  await expect(staff.getByText(/^ATU12345675 – USt-IdNr\. bestätigt · .* · Abfragenummer WAPI/)).toBeVisible();
  await expect(staff.getByText('Spiegelhaus Wien GmbH').first()).toBeVisible();
  await expectNoAxeViolations(staff);
});

/** A new customer with a mirror in the cart, on the checkout page. */
async function checkoutWithMirror(page: Page) {
  await customerWithAddress(page);
  await addSimpleMirror(page);
  await page.goto('/checkout');
  await waitForHydration(page);
}

/** Orders paying with a Mollie method from the checkout page; ends on Mollie's (the sandbox's) page. */
async function payWith(page: Page, method: string) {
  await page.getByRole('radio', { name: method }).check();
  await expect(page.getByRole('radio', { name: method })).toBeChecked();
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mollie-Testzahlung (simuliert)' })).toBeVisible();
}

test.describe('paying through Mollie (the built-in sandbox)', () => {
  test('a customer pays with PayPal and lands on the confirmation, paid', async ({ page }) => {
    test.slow();
    await checkoutWithMirror(page);
    await expect(page.getByText('Testbetrieb: Zahlungen über Mollie werden nur simuliert')).toBeVisible();
    await payWith(page, 'PayPal');
    // Mollie's hosted page (the sandbox's test screen): the tester decides.
    await expect(page.getByText('Zahlungsart: PayPal')).toBeVisible();
    await expectNoAxeViolations(page);
    // Meanwhile another tab puts a mirror into the cart: back from the payment, the payment module's
    // clear-cart event empties it (spec §4), as the peer's Mollie return does.
    const other = await page.context().newPage();
    await other.goto('/x_100');
    await waitForHydration(other);
    await other.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(other.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
    await other.close();
    await page.getByRole('button', { name: 'Bezahlt' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    await expect(page).toHaveURL(/\/confirmation\/\d+\/[\w-]{32}$/);
    await expect(page.getByText('Vollständig bezahlt')).toBeVisible();
    await expect(page.getByText('Testzahlung: Es wurde kein Geld bewegt.')).toBeVisible();
    await expect(page.getByText('Freigabe Versand')).toBeVisible();
    await expect(page.getByRole('region', { name: /Bitte überweisen Sie/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
  });

  test('a customer types the card on the checkout, in the card fields loaded only for the card; a wrong card is stopped there', async ({
    page,
  }) => {
    test.slow();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/components/v1/mollie.js')) scripts.push(request.url());
    });
    await checkoutWithMirror(page);
    // Not before the card is chosen.
    expect(scripts).toEqual([]);
    await expect(page.getByRole('group', { name: 'Kartendaten' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Kreditkarte' }).check();
    const fields = page.frameLocator('iframe[title="Kartendaten (Mollie-Testfelder)"]');
    await fields.getByLabel('Name auf der Karte').fill('Erika Mustermann');
    await fields.getByLabel('Kartennummer').fill('4242 4242 4242 4241');
    await fields.getByLabel('Gültig bis').fill('01/20');
    await fields.getByLabel('Prüfnummer (CVC)').fill('123');
    expect(scripts).toHaveLength(1);
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    // Stopped on the page: the frame names the wrong fields, the page says so; nothing was ordered.
    await expect(page.getByRole('group', { name: 'Kartendaten' }).getByRole('alert')).toHaveText(
      'Bitte prüfen Sie Ihre Kartendaten.',
    );
    await expect(fields.getByText('Diese Kartennummer ist ungültig.')).toBeVisible();
    await expect(fields.getByLabel('Kartennummer')).toBeFocused();
    await expect(fields.getByLabel('Gültig bis')).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.getByLabel('Name auf der Karte')).not.toHaveAttribute('aria-invalid');
    await expect(page).toHaveURL(/\/checkout$/);
    await expectNoAxeViolations(page);

    await fields.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
    await fields.getByLabel('Gültig bis').fill('12/39');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    // Only the token went to the shop; what is left is the bank's check of that card.
    await expect(page.getByText('Bestätigung der Karte Visa •••• 4242 bei der Bank')).toBeVisible();
    await page.getByRole('button', { name: 'Bezahlt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    await expect(page.getByText('Vollständig bezahlt')).toBeVisible();
  });

  test('Apple Pay on a device that has it: the sheet opens for the total shown once the consents are given; canceled, failed by a refused order, then paid', async ({
    page,
  }) => {
    test.slow();
    await checkoutWithMirror(page);
    const total = (await page.locator('input[name="shownTotal"]').inputValue()).replace(/(\d\d)$/, ',$1');
    await page.getByRole('radio', { name: 'Apple Pay' }).check();
    // Without the consents the sheet does not open (it would say "paid" for an order the shop
    // refuses): the shop names the missing consent.
    const sheet = page.getByRole('dialog', { name: 'Apple Pay (simuliert)' });
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByText('Bitte bestätigen Sie dies, um zu bestellen.').first()).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(sheet).toContainText(`Spiegelshop: ${total} €`);
    await expectNoAxeViolations(page);
    // Canceled in the sheet: nothing was ordered, the order click works again.
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    // What the page tells the sheet, kept on the page (gone if the page were loaded anew).
    await page.evaluate(() => {
      const stand = window as unknown as {
        ApplePaySession: { prototype: { completePayment(status: number): void } };
        sheetResults: number[];
      };
      const completePayment = stand.ApplePaySession.prototype.completePayment;
      stand.sheetResults = [];
      stand.ApplePaySession.prototype.completePayment = function (status: number) {
        stand.sheetResults.push(status);
        completePayment.call(this, status);
      };
    });
    // The cart changes in another tab while the sheet is open: the shop refuses the order, so the
    // sheet fails instead of saying "paid", and the checkout says why.
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const other = await page.context().newPage();
    await other.goto('/x_100');
    await waitForHydration(other);
    await other.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(other.getByRole('link', { name: /^Warenkorb, [2-9] Artikel/ })).toBeVisible();
    await other.close();
    await sheet.getByRole('button', { name: 'Mit Apple Pay bezahlen' }).click();
    await expect(sheet).toContainText('Die Zahlung konnte nicht freigegeben werden.');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(
      page.getByText('Mit Ihren Angaben hat sich die Gesamtsumme geändert.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await sheet.getByRole('button', { name: 'Mit Apple Pay bezahlen' }).click();
    // Mollie charges the device's token at once: straight to the confirmation, paid.
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    await expect(page.getByText('Vollständig bezahlt')).toBeVisible();
    await expect(page.getByText('Apple Pay', { exact: true }).first()).toBeVisible();
    // The sheet was told "failed" for the refused order and "done" for the paid one, on this same page.
    expect(await page.evaluate(() => (window as unknown as { sheetResults?: number[] }).sheetResults)).toEqual([1, 0]);
  });

  test('a canceled and then a failed payment return to the checkout; the kept order is paid on the third try', async ({
    page,
  }) => {
    test.slow();
    await checkoutWithMirror(page);
    await payWith(page, 'PayPal');
    await page.getByRole('button', { name: 'Abgebrochen' }).click();

    await expect(page).toHaveURL(/\/checkout\?payment=canceled&orderId=\d+&accessKey=/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Sie haben die Zahlung abgebrochen.');
    const retry = page.getByRole('region', { name: /Bestellung \d+ wartet auf Ihre Zahlung/ });
    await expect(retry).toBeVisible();
    await expect(retry.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expectNoAxeViolations(page);

    await retry.getByRole('radio', { name: 'Kreditkarte' }).check();
    await retry.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await expect(page.getByText('Zahlungsart: Kreditkarte')).toBeVisible();
    await page.getByRole('button', { name: 'Fehlgeschlagen' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Die Zahlung ist fehlgeschlagen.');

    await page
      .getByRole('region', { name: /wartet auf Ihre Zahlung/ })
      .getByRole('button', { name: 'Jetzt bezahlen' })
      .click();
    await page.getByRole('button', { name: 'Bezahlt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    await expect(page.getByText('Vollständig bezahlt')).toBeVisible();
    await expect(page.getByText('Kreditkarte', { exact: true }).first()).toBeVisible();
  });

  test('coming back without deciding: the read-only review waits, asks again, then offers the order for payment', async ({
    page,
  }) => {
    test.slow();
    await checkoutWithMirror(page);
    await payWith(page, 'Überweisung über Mollie');
    const paymentId = page.url().split('/').at(-1)!;

    // The shopper leaves Mollie's page through the browser's back button, say: still open.
    await page.goto(`/mollie-payment?mollie_payment_id=${paymentId}`);
    await expect(page).toHaveURL(/\/readonly-checkout\?mollie_payment_id=tr_\w+&attempt=1$/);
    await expect(page.getByRole('heading', { name: 'Zahlung wird geprüft' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Wir warten auf die Bestätigung');
    await expectNoAxeViolations(page);
    // It asks again every 2 s; after three answers of "open" the payment counts as not made.
    await expect(page).toHaveURL(/\/checkout\?payment=notPaid&orderId=\d+&accessKey=/, { timeout: 15_000 });
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Die Zahlung wurde nicht abgeschlossen.');
    await expect(page.getByRole('region', { name: /wartet auf Ihre Zahlung/ })).toBeVisible();
  });
});

/** A new customer's prepayment order of one mirror: its name and the order number. */
async function customerWithPrepaymentOrder(page: Page) {
  await customerWithAddress(page);
  const name = await addSimpleMirror(page);
  await page.goto('/checkout');
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  return { name, orderNumber };
}

test.describe('after the order', () => {
  test('order again puts the ordered mirror back into the cart from the order page', async ({ page }) => {
    test.slow();
    const { name, orderNumber } = await customerWithPrepaymentOrder(page);

    await page.goto(`/my-account/my-orders/${orderNumber}`);
    const again = page.getByRole('region', { name: 'Erneut bestellen' });
    await expect(again.getByRole('checkbox', { name: `${name} auswählen` })).toBeChecked();
    await again.getByRole('spinbutton', { name: `Menge von ${name}` }).fill('2');
    await expectNoAxeViolations(page);
    await again.getByRole('button', { name: 'Ausgewählte Artikel in den Warenkorb' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(name);
  });

  test('a customer withdraws from one item of an order from its page; the receipt names it and is mailed', async ({
    page,
  }) => {
    test.slow();
    const { name, orderNumber } = await customerWithPrepaymentOrder(page);
    // The form opened from the footer lets a customer pick among their orders.
    await page.goto('/cancellation-form');
    await expect(page.getByRole('link', { name: new RegExp(`^Bestellung ${orderNumber} vom`) })).toBeVisible();
    await page.goto(`/my-account/my-orders/${orderNumber}`);
    await page.getByRole('main').getByRole('link', { name: 'Vertrag widerrufen' }).click();
    await waitForHydration(page);
    await expect(page.getByLabel('Bestellnummer *')).toHaveValue(orderNumber);
    await expect(page.getByLabel('Name *')).toHaveValue('Anna Berger');
    await page.getByLabel('nur einzelne Artikel').check();
    await page.getByRole('checkbox', { name: `1 × ${name}` }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('main')).toContainText(`1 × ${name}`);
    await passBotCheck(page);
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    const receipt = page.getByRole('main').getByRole('status');
    await expect(receipt).toContainText('Ihr Widerruf ist bei uns eingegangen');
    await expect(receipt).toContainText(`1 × ${name}`);
    await page.goto('/mailbox');
    await expect(
      page.getByRole('article').filter({ hasText: `Eingangsbestätigung Ihres Widerrufs (Bestellung ${orderNumber})` }),
    ).toContainText(`1 × ${name}`);
  });

  test('a return: the pieces and the reason, a missing reason named at its field, then the returns list', async ({
    page,
  }) => {
    test.slow();
    // Paid (through the sandbox): an order still waiting for its money has nothing to send back.
    await customerWithAddress(page);
    const name = await addSimpleMirror(page);
    await page.goto('/checkout');
    await waitForHydration(page);
    await payWith(page, 'PayPal');
    await page.getByRole('button', { name: 'Bezahlt' }).click();
    await expect(page.getByText('Vollständig bezahlt')).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

    await page.goto(`/my-account/my-orders/${orderNumber}`);
    await page.getByRole('link', { name: 'Artikel zurücksenden' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Artikel aus Bestellung ${orderNumber} zurücksenden` }),
    ).toBeVisible();
    const line = page.getByRole('group', { name });
    await expect(line).toContainText('1 von 1 Stück rücksendbar');
    await line.getByLabel(`Anzahl zurück: ${name}`).fill('1');
    await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
    const reason = line.getByLabel(`Grund: ${name}`);
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAccessibleDescription('Bitte nennen Sie den Grund.');
    await expect(line.getByLabel(`Anzahl zurück: ${name}`)).toHaveValue('1');
    await expectNoAxeViolations(page);
    await reason.selectOption({ label: 'Beschädigt angekommen' });
    await page.getByLabel('Anmerkung').fill('Glas gesprungen');
    await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();

    await expect(page).toHaveURL(/\/my-account\/returns\?created=\d+$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('ist angemeldet');
    const entry = page.getByRole('article', { name: new RegExp(`zu Bestellung ${orderNumber}$`) });
    await expect(entry).toContainText(`1 × ${name} – Beschädigt angekommen`);
    await expect(entry).toContainText('Glas gesprungen');
    await expectNoAxeViolations(page);
    // Everything is on its way back: the order offers no further return.
    await page.goto(`/my-account/my-orders/${orderNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Artikel zurücksenden' })).toHaveCount(0);
  });
});
