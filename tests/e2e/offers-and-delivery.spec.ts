import { expect, test, type Page } from '@playwright/test';
import {
  acceptConsents,
  addSimpleMirror,
  editorCalls,
  expectNoAxeViolations,
  firstCardWithCartButton,
  firstSimpleMirror,
  linkFromMailbox,
  shopCalls,
  signedUpCustomer,
  signInAsEditor,
  uniqueEmail,
  waitForHydration,
} from './fixtures';

/**
 * Issue 22 in the browser: DHL preferred delivery and the parcel-station finder in a guest's
 * checkout, and an offer made in the editor's offers drawer, accepted and paid by its customer.
 */

/** A guest with a mirror in the cart on the checkout, the billing address typed (Hamburg; saved with the order). */
async function guestOnCheckout(page: Page, email: string) {
  await addSimpleMirror(page);
  await page.goto('/guest/login?redirect=%2Fcheckout');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
  await billing.getByLabel('Vorname').fill('Gero');
  await billing.getByLabel('Nachname').fill('Gastmann');
  await billing.getByLabel('Straße').fill('Hafenstraße');
  await billing.getByLabel('Hausnummer').fill('1');
  await billing.getByLabel('PLZ').fill('20095');
  await billing.getByLabel('Ort', { exact: true }).fill('Hamburg');
  await waitForHydration(page);
}

test.describe('DHL preferred delivery and parcel stations', () => {
  test('a guest orders with a preferred day and a neighbour, then to a Packstation, and sees each on the confirmation', async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail('wunschtag');
    await guestOnCheckout(page, email);

    // The preferred day costs 1,20 € and shows in the totals at once.
    const wishes = page.getByRole('group', { name: 'Wunschzustellung mit DHL' });
    await expect(wishes.getByText('Für einen Wunschtag berechnen wir 1,20 € (inkl. MwSt.).')).toBeVisible();
    const total = page.getByTestId('basket-amount');
    const before = await total.textContent();
    const day = wishes.getByLabel('Wunschtag');
    const dayOption = day.locator('option').nth(2);
    const dayLabel = (await dayOption.textContent())!;
    await day.selectOption({ index: 2 });
    await expect(page.getByTestId('preferred-delivery-amount')).toHaveText('1,20 €');
    await expect(total).not.toHaveText(before!);
    // A neighbour with a name only is refused at the address field; what was typed stays.
    await wishes.getByRole('radio', { name: 'Wunschnachbar' }).check();
    await wishes.getByLabel('Name des Nachbarn').fill('Familie Nachbar');
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const neighbourAddress = wishes.getByLabel('Adresse des Nachbarn');
    await expect(neighbourAddress).toHaveAccessibleDescription('Bitte geben Sie die Adresse des Nachbarn an.');
    await expect(wishes.getByLabel('Name des Nachbarn')).toHaveValue('Familie Nachbar');
    await expectNoAxeViolations(page);
    await neighbourAddress.fill('Hafenstraße 3');
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    const shown = page.getByTestId('order-delivery-wish');
    await expect(shown.nth(0)).toHaveText(dayLabel);
    await expect(shown.nth(1)).toHaveText('Familie Nachbar, Hafenstraße 3');
    await expect(page.getByText('Wunschtag-Zuschlag')).toBeVisible();
    await expectNoAxeViolations(page);

    // Second order: to a Packstation (DHL then takes no day, place or neighbour).
    await addSimpleMirror(page);
    await page.goto('/checkout');
    await waitForHydration(page);
    const finder = page.getByRole('group', { name: 'An eine Packstation oder Filiale liefern' });
    await expect(finder.getByText(/Demo-Daten/)).toBeVisible();
    await finder.getByLabel('Postleitzahl').fill('4265');
    await finder.getByRole('button', { name: 'Stationen suchen' }).click();
    await expect(finder.getByLabel('Postleitzahl')).toHaveAccessibleDescription(
      'Bitte geben Sie eine Postleitzahl mit 5 Ziffern ein.',
    );
    await finder.getByLabel('Postleitzahl').fill('42651');
    await finder.getByRole('button', { name: 'Stationen suchen' }).click();
    await finder.getByRole('radio', { name: 'Packstation 229 (Packstation)' }).check();
    await expectNoAxeViolations(page);
    await finder.getByRole('button', { name: 'An diese Station liefern' }).click();
    await expect(finder.getByLabel('DHL-Postnummer')).toHaveAccessibleDescription(
      /Die Postnummer ist für eine Packstation erforderlich/,
    );
    await finder.getByLabel('DHL-Postnummer').fill('12345678');
    await finder.getByRole('button', { name: 'An diese Station liefern' }).click();
    await expect(page.getByTestId('chosen-station')).toContainText('Packstation 229, Mühlenplatz 1, 42651 Solingen');
    await expect(page.getByRole('group', { name: 'Wunschzustellung mit DHL' })).toHaveCount(0);
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    await expect(page.getByTestId('order-delivery-wish')).toHaveText('Packstation 229, Mühlenplatz 1, 42651 Solingen');
    const delivery = page.getByRole('region', { name: 'Lieferadresse' });
    await expect(delivery).toContainText('Gero Gastmann');
    await expect(delivery).toContainText('Packstation 229');
    await expect(delivery).toContainText('12345678');
    await expect(page.getByText('Wunschtag-Zuschlag')).toHaveCount(0);
  });

  test('without JavaScript the finder searches and the station is chosen with the post number', async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Cart and guest login work without JavaScript too.
    await page.goto('/alle-spiegel?itemsPerPage=100');
    await firstCardWithCartButton(page).getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.goto('/guest/login?redirect=%2Fcheckout');
    await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('ohne-js'));
    await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
    const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
    await billing.getByLabel('Vorname').fill('Nora');
    await billing.getByLabel('Nachname').fill('Skript');
    await billing.getByLabel('Straße').fill('Hafenstraße');
    await billing.getByLabel('Hausnummer').fill('1');
    await billing.getByLabel('PLZ').fill('20095');
    await billing.getByLabel('Ort', { exact: true }).fill('Hamburg');
    const finder = page.getByRole('group', { name: 'An eine Packstation oder Filiale liefern' });
    await finder.getByLabel('Ort', { exact: true }).fill('Köln');
    await finder.getByRole('button', { name: 'Stationen suchen' }).click();
    // The typed billing address was kept while searching.
    await expect(page.getByRole('group', { name: 'Rechnungsadresse' }).getByLabel('Straße')).toHaveValue('Hafenstraße');
    await finder.getByRole('radio', { name: /Postfiliale 530/ }).check();
    await finder.getByRole('button', { name: 'An diese Station liefern' }).click();
    await expect(page.getByTestId('chosen-station')).toContainText('Postfiliale 530, Breite Straße 6, 50667 Köln');
    await context.close();
  });
});

test.describe('offers', () => {
  test('an editor makes an offer in the editor; its customer accepts it and pays with PayPal in the sandbox', async ({
    page,
    browser,
  }) => {
    test.slow();
    const email = uniqueEmail('hotel');
    await signedUpCustomer(page, { email, password: 'Glasklar2026' }, { address: true });
    // A variation the editor quotes: the one a simple mirror in the cart has.
    await shopCalls(page)('doAddCartItem', { productId: await firstSimpleMirror(page), quantity: 1 });
    const cart = await page.evaluate(() => fetch('/api/getCart?body=%7B%7D').then((response) => response.json()));
    const { variationId, variation } = (
      cart as { data: { items: Array<{ variationId: number; variation: { itemId: number } }> } }
    ).data.items[0]!;
    // Its article number, as the product page shows it: what the editor searches for.
    const product = await page.evaluate(
      (input) =>
        fetch(`/api/getProduct?body=${encodeURIComponent(JSON.stringify(input))}`).then((response) => response.json()),
      { itemId: variation.itemId, variationId },
    );
    const sku = (product as { data: { variation: { number: string } } }).data.variation.number;

    // The editor, in another browser, opens "Angebote" from the side toolbar.
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signInAsEditor(editor);
    const drawer = editor.getByRole('complementary', { name: 'Angebote' });
    // The side toolbar is in the page before the editor's code runs: click again until it answers.
    await expect(async () => {
      if (!(await drawer.isVisible())) {
        await editor
          .getByRole('navigation', { name: 'Seitenleiste des Editors' })
          .getByRole('button', { name: 'Angebote' })
          .click();
      }
      await expect(drawer).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await drawer.getByLabel('E-Mail des Kundenkontos').fill(email);
    const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await drawer.getByLabel('Gültig bis').fill(validUntil);
    const line = drawer.getByRole('group', { name: 'Position 1' });
    await line.getByRole('combobox', { name: 'Artikel' }).fill(sku);
    await line.getByRole('option', { name: `Art.-Nr. ${sku} ` }).click();
    await line.getByLabel('Menge').fill('12');
    await line.getByLabel('Preis je Stück in € (brutto)').fill('29,90');
    await drawer.getByLabel('Hinweis für den Kunden').fill('Sonderpreis für 12 Zimmer.');
    await expectNoAxeViolations(editor);
    await drawer.getByRole('button', { name: 'Angebot anlegen und senden' }).click();
    await expect(
      editor.getByText(new RegExp(`Angebot \\d+ wurde an ${email.replace(/\./g, '\\.')} gesendet`)),
    ).toBeVisible();
    await expect(drawer.getByRole('listitem').filter({ hasText: email })).toContainText('offen');
    await editorContext.close();

    // Someone without the account is asked to log in first.
    const link = await linkFromMailbox(page, email, /\/offer\/\d+\//);
    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await stranger.goto(link);
    await expect(stranger).toHaveURL(/\/login\?redirect=/);
    await strangerContext.close();

    // The customer finds it in the account and opens it.
    await page.goto('/my-account');
    await expect(page.getByRole('region', { name: 'Ihre offenen Angebote' })).toContainText('358,80 €');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /Angebot \d+ ansehen/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Angebot \d+/ })).toBeVisible();
    await expect(page.getByText('Sonderpreis für 12 Zimmer.')).toBeVisible();
    await expect(page.getByTestId('offer-total')).toHaveText('358,80 €');
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mollie-Testzahlung (simuliert)' })).toBeVisible();
    await page.getByRole('button', { name: 'Bezahlt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('358,80 €');
    await expect(page.getByText('Vollständig bezahlt')).toBeVisible();

    // The offer is taken: its page says so, and it no longer shows as open. Its key leaves the
    // page for no other site (no Referer there), and no cache keeps it.
    const offerPage = await page.goto(link);
    expect(offerPage!.headers()['referrer-policy']).toBe('same-origin');
    expect(offerPage!.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('main').getByRole('status')).toContainText('Sie haben dieses Angebot angenommen.');
    await expect(page.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' })).toHaveCount(0);
    // The same address under /en is the English page.
    await page.goto(`/en${link}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Offer \d+$/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText('You accepted this offer.');
    await expectNoAxeViolations(page);
  });

  test('an offer follows the addresses chosen: tax-free to an Austrian business, and never accepted at a total not shown', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const email = uniqueEmail('wien');
    await signedUpCustomer(page, { email, password: 'Glasklar2026' }, { address: true });
    const call = shopCalls(page);
    const address = { firstName: 'Eva', lastName: 'Kern', streetName: 'Hauptstraße', houseNumber: '3' };
    // The VIES stand-in confirms ATU12345675 (README).
    await call('doSaveAddress', {
      ...address,
      typeId: 1,
      companyName: 'Spiegel Handel GmbH',
      zipCode: '1010',
      city: 'Wien',
      countryId: 2,
      vatNumber: 'ATU12345675',
    });
    const { api, call: editorCall } = await editorCalls(playwright, baseURL);
    const created = await editorCall('doCreateOffer', {
      customerEmail: email,
      validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      items: [{ variationId: await firstSimpleMirror(page), quantity: 2, priceCents: 2990 }],
    });
    await api.dispose();
    expect(created.status).toBe(200);
    const { id, accessKey } = created.body.data as { id: number; accessKey: string };
    const link = `/offer/${id}/${accessKey}`;
    const vienna = /Spiegel Handel GmbH/;
    const taxFreeNotice = 'Ihre USt-IdNr. ATU12345675 ist bestätigt';
    const piece = (target: Page) => target.getByRole('table').getByRole('row').nth(1);

    // Without JavaScript: another billing address, and the order button straight away. The shown
    // total was Berlin's, so nothing is ordered; the page shows Vienna's total and asks to check it.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto(link);
    await expect(piece(plain)).toContainText('29,90 €');
    await expect(plain.getByText('enthaltene MwSt. 19 %')).toBeVisible();
    await plain.getByRole('radio', { name: vienna }).check();
    await acceptConsents(plain);
    await plain.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' }).click();
    await expect(plain.getByRole('main').getByRole('alert')).toHaveText(
      'Die Gesamtsumme gilt für die gewählten Adressen. Bitte prüfen Sie sie und nehmen Sie das Angebot dann erneut an.',
    );
    await expect(plain.getByText(taxFreeNotice)).toBeVisible();
    await expect(piece(plain)).toContainText('25,13 €');
    await expect(plain.getByRole('radio', { name: vienna })).toBeChecked();
    // The button shows the totals for the addresses chosen: Berlin's again.
    await plain.getByRole('radio', { name: /Anna/ }).check();
    await plain.getByRole('button', { name: 'Summe für diese Adressen anzeigen' }).click();
    await expect(piece(plain)).toContainText('29,90 €');
    await expect(plain.getByText(taxFreeNotice)).toHaveCount(0);
    await noScript.close();

    // With JavaScript the totals follow the choice in place; the order is placed at the total shown.
    await page.goto(link);
    await waitForHydration(page);
    const berlinTotal = await page.getByTestId('offer-total').textContent();
    await page.getByRole('radio', { name: vienna }).check();
    await expect(page.getByText(taxFreeNotice)).toBeVisible();
    await expect(piece(page)).toContainText('25,13 €');
    await expect(page.getByText('Umsatzsteuer 0 % (Reverse Charge)')).toBeVisible();
    await expect(page.getByTestId('offer-total')).not.toHaveText(berlinTotal!);
    await expect(page.getByRole('button', { name: 'Summe für diese Adressen anzeigen' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const taxFreeTotal = await page.getByTestId('offer-total').textContent();
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(taxFreeTotal!);
  });
});
