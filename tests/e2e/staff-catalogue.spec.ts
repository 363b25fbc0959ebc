import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { owner, staffPage } from './staff-fixtures';

/**
 * The back office's catalogue (issue 37), as the shop's owner uses it on a tablet: find a mirror,
 * put it on special offer – a wrong price is named at its field and nothing typed is lost – and the
 * product page shows the reduction with the 30-day lowest price the law asks for; correct its stock.
 */
test('staff put a mirror on special offer; the product page names the 30-day lowest price; stock is corrected', async ({
  page,
  browser,
}) => {
  test.slow();
  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fcatalogue');
  await expect(staff.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Suche' }).fill('Kosmetikspiegel');
  await staff.getByLabel('Status').selectOption('active');
  await staff.getByRole('button', { name: 'Anwenden' }).click();
  await expect(staff).toHaveURL(/search=Kosmetikspiegel/);
  await expectNoAxeViolations(staff);
  await staff.getByRole('table').getByRole('rowheader').first().getByRole('link').click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Artikel: / })).toBeVisible();
  await waitForHydration(staff);
  await expectNoAxeViolations(staff);

  const variation = staff.getByRole('group', { name: /^Variante / }).first();
  const regular = await variation.getByLabel('Preis (brutto, €)').inputValue();
  const regularCents = Math.round(Number(regular.replace('.', '').replace(',', '.')) * 100);
  const lowestNote = (await variation
    .getByText(/^Niedrigster Preis der letzten 30 Tage \(führt der Shop selbst\): /)
    .textContent())!;
  const lowest = lowestNote.split(': ')[1]!;

  // A special price that is no reduction: named at its field, what was typed is still there.
  await variation.getByLabel('Sonderpreis (€)').fill(regular);
  await staff.getByRole('button', { name: 'Artikel speichern' }).click();
  const special = variation.getByLabel('Sonderpreis (€)');
  await expect(special).toHaveAccessibleDescription('Ein Sonderpreis muss unter dem regulären Preis liegen.');
  await expect(special).toHaveValue(regular);

  const offer = ((regularCents - 500) / 100).toFixed(2).replace('.', ',');
  await special.fill(offer);
  await saveItem(staff);
  // The staff page names the reference the product page shows: the lowest price before the offer.
  await expect(
    variation.getByText(`Niedrigster Preis der letzten 30 Tage (führt der Shop selbst): ${lowest}`),
  ).toBeVisible();

  // The shopper's product page: the special price, the regular one crossed out, the lowest price.
  const shopPage = await staff.context().newPage();
  const link = staff.getByRole('link', { name: /^Variante .+ im Shop ansehen$/ }).first();
  await shopPage.goto((await link.getAttribute('href'))!);
  await expect(shopPage.getByText(`Niedrigster Preis der letzten 30 Tage: ${lowest}`)).toBeVisible();
  await expect(shopPage.getByText(`${offer} €`).first()).toBeVisible();

  // A stock correction, recorded with its reason.
  const stock = staff.getByRole('region', { name: /^Variante .+: \d+ Stück$/ }).first();
  const before = Number(/: (\d+) Stück$/.exec((await stock.getByRole('heading').textContent())!)![1]);
  await stock.getByLabel('Änderung').fill('+3');
  await stock.getByLabel('Grund').fill('Inventur');
  await stock.getByRole('button', { name: 'Bestand ändern' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Der Bestand ist geändert.' })).toBeVisible();
  await expect(stock.getByRole('heading')).toHaveText(new RegExp(`: ${before + 3} Stück$`));
  await expect(stock.getByRole('list')).toContainText(`+3, danach ${before + 3} Stück`);
  await expect(stock.getByRole('list')).toContainText('Korrektur: Inventur');

  // The offer ends again (other tests look at this mirror's price).
  await variation.getByLabel('Sonderpreis (€)').fill('');
  await saveItem(staff);
  await expect(variation.getByLabel('Sonderpreis (€)')).toHaveValue('');
});

test('staff create a new mirror with two variations; a shopper finds it by search and buys the second at its price', async ({
  page,
  browser,
}) => {
  test.slow();
  // Unique per run: a retried test must not meet the mirror of its first attempt. Not named
  // "Kosmetikspiegel": the special-offer test above, running alongside, opens the newest active
  // "Kosmetikspiegel" of the staff list (newest first) and would change this mirror's prices and
  // version (a save of either then refused as made meanwhile).
  const run = String(Date.now()).slice(-6);
  const name = `Schminkspiegel Borealis ${run}`;
  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fcatalogue');
  await staff.getByText('Neuer Artikel').click();
  const create = staff.getByRole('group').or(staff.locator('details')).filter({ hasText: 'Artikel anlegen' }).first();
  await create.getByLabel('Name (Deutsch)').fill(name);
  await create.getByLabel('Name (Englisch)').fill(`Makeup mirror Borealis ${run}`);
  await create.getByLabel('Kategorie').selectOption({ index: 1 });
  await create.getByLabel('Variantennummer').fill(`BOR-${run}-5X`);
  await create.getByLabel('Preis (brutto, €)').fill('39,90');
  await create.getByLabel('Anfangsbestand').fill('12');
  await create.getByRole('button', { name: 'Artikel anlegen' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Artikel: ${name}` })).toBeVisible();
  await expect(staff.getByRole('status').filter({ hasText: 'Der Artikel ist angelegt.' })).toBeVisible();
  // In English the page names the item by its English name.
  const itemPage = staff.url();
  await staff.goto(new URL(`/en${new URL(itemPage).pathname}`, itemPage).href);
  await expect(staff.getByRole('heading', { level: 1, name: `Item: Makeup mirror Borealis ${run}` })).toBeVisible();
  await staff.goto(itemPage);
  await waitForHydration(staff);

  // The second variation, with a magnification of its own; a taken number is named at its field.
  const another = staff.getByRole('region', { name: 'Weitere Variante' });
  await another.getByLabel('Variantennummer').fill(`BOR-${run}-5X`);
  await another.getByLabel('Preis (brutto, €)').fill('49,90');
  await another.getByRole('button', { name: 'Variante hinzufügen' }).click();
  await expect(another.getByLabel('Variantennummer')).toHaveAccessibleDescription(
    'Diese Variantennummer ist schon vergeben.',
  );
  await expect(another.getByLabel('Preis (brutto, €)')).toHaveValue('49,90');
  await another.getByLabel('Variantennummer').fill(`BOR-${run}-10X`);
  await another.getByLabel('Anfangsbestand').fill('4');
  await another.getByLabel('Vergrößerung').selectOption({ index: 2 });
  await another.getByRole('button', { name: 'Variante hinzufügen' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Die Variante ist angelegt.' })).toBeVisible();
  await expect(staff.getByRole('group', { name: new RegExp(`^Variante BOR-${run}-10X`) })).toBeVisible();
  // Its magnification is the one chosen in its own select (a save keeps it).
  await expect(
    staff.getByRole('group', { name: new RegExp(`^Variante BOR-${run}-10X`) }).getByLabel('Vergrößerung'),
  ).not.toHaveValue('');
  // A photo with its description in both languages.
  const pictures = staff.getByRole('region', { name: 'Bilder' });
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b08d57' } })
    .png()
    .toBuffer();
  await pictures.getByLabel('Foto (JPEG, PNG oder WebP, bis 15 MB)').setInputFiles({
    name: 'borealis.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await pictures.getByLabel('Bildbeschreibung (Deutsch)').fill('Borealis mit Lichtring');
  await pictures.getByLabel('Bildbeschreibung (Englisch)').fill('Borealis with a light ring');
  await pictures.getByRole('button', { name: 'Bild hochladen' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Das Bild ist hinzugefügt.' })).toBeVisible();
  await expect(pictures.getByRole('img', { name: 'Borealis mit Lichtring' })).toBeVisible();

  // Safety notes (GPSR) typed into the rich-text field with a bold part, a tag, and the second
  // variation sold as a pair (its base price is then per piece).
  const safety = staff
    .getByRole('group', { name: 'Deutsch' })
    .getByRole('textbox', { name: 'Warn- und Sicherheitshinweise (GPSR)' });
  await safety.click();
  await staff.keyboard.type('Brandgefahr: ');
  await staff
    .getByRole('toolbar', { name: 'Textformat für Warn- und Sicherheitshinweise (GPSR)' })
    .first()
    .getByRole('button', { name: 'Fett' })
    .click();
  await staff.keyboard.type('nicht in die Sonne stellen');
  await staff.getByRole('group', { name: 'Tags' }).getByRole('checkbox').first().check();
  await staff
    .getByRole('group', { name: new RegExp(`^Variante BOR-${run}-10X`) })
    .getByLabel('Inhalt')
    .fill('2');
  // What search engines read of it (structured data): the maker's part number and the condition.
  await staff
    .getByRole('group', { name: new RegExp(`^Variante BOR-${run}-10X`) })
    .getByLabel('Herstellerartikelnummer (MPN)')
    .fill(`BX-${run}`);
  await staff.getByLabel('Zustand').selectOption({ label: 'Generalüberholt' });
  await saveItem(staff);
  await expect(
    staff
      .getByRole('group', { name: 'Deutsch' })
      .getByRole('textbox', { name: /Sicherheitshinweise/ })
      .locator('strong'),
  ).toHaveText('nicht in die Sonne stellen');
  await expectNoAxeViolations(staff);

  // The shopper finds it and buys the second variation at its price.
  await page.goto(`/search?term=Borealis+${run}`);
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Borealis mit Lichtring' }).first()).toBeVisible();
  const variationLink = staff.getByRole('link', { name: `Variante BOR-${run}-10X im Shop ansehen` });
  await page.goto((await variationLink.getAttribute('href'))!);
  await expect(page.getByText('49,90 €').first()).toBeVisible();
  await expect(page.getByText('24,95 € pro').first()).toBeVisible();
  const structuredData = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(structuredData).toMatchObject({
    mpn: `BX-${run}`,
    offers: { price: '49.90', itemCondition: 'https://schema.org/RefurbishedCondition' },
  });
  await expect(page.getByRole('region', { name: 'Produktsicherheit' })).toContainText(
    'Brandgefahr: nicht in die Sonne stellen',
  );
  await waitForHydration(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByRole('main')).toContainText('49,90 €');

  // A price for business customers: the signed-in retailer sees it, everyone else the regular one.
  const variationPath = (await variationLink.getAttribute('href'))!;
  await staff
    .getByRole('group', { name: new RegExp(`^Variante BOR-${run}-10X`) })
    .getByLabel('Preis für Geschäftskunden (brutto, €)')
    .fill('44,90');
  await saveItem(staff);
  const retailer = await (
    await browser.newContext({
      storageState: {
        cookies: (await page.context().cookies()).filter((cookie) => cookie.name !== 'sid'),
        origins: [],
      },
    })
  ).newPage();
  await retailer.goto(`/login?redirect=${encodeURIComponent(variationPath)}`);
  const login = retailer.getByRole('region', { name: 'Anmelden' });
  await login.getByLabel('E-Mail-Adresse').fill('haendler@spiegelshop.example');
  await login.getByLabel('Passwort').fill('Spiegel2026');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(retailer.getByRole('heading', { level: 1, name })).toBeVisible();
  // The retailer sees prices net (spec §6 showNetPrices): 44,90 € gross is 37,73 € plus 19 % VAT.
  await expect(retailer.getByTestId('price')).toHaveText('37,73\u00a0€');
  await expect(retailer.getByRole('main').getByText('zzgl. MwSt.', { exact: false }).first()).toBeVisible();
  await retailer.reload();
  await expect(retailer.getByTestId('price')).toHaveText('37,73\u00a0€');
  await page.goto(variationPath);
  await expect(page.getByTestId('price')).toHaveText('49,90\u00a0€');
  await expect(page.getByRole('main').getByText('37,73 €')).toHaveCount(0);
  await retailer.context().close();

  // Taken offline: both variations inactive, and shoppers no longer find it.
  for (const group of await staff.getByRole('group', { name: new RegExp(`^Variante BOR-${run}`) }).all()) {
    await group.getByRole('checkbox', { name: 'Aktiv (im Shop sichtbar)' }).uncheck();
  }
  await saveItem(staff);
  await page.goto(`/search?term=Borealis+${run}`);
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
});

test('staff check a CSV with a wrong row: the dry run names its row and column and changes nothing', async ({
  page,
  browser,
}) => {
  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fcatalogue%2Fimport');
  await expect(staff.getByRole('heading', { level: 1, name: 'Katalog importieren' })).toBeVisible();
  await expectNoAxeViolations(staff);
  // The export as the spreadsheet gets it; its first variation with its price, and a row with none.
  const exported = await staff.request.get(
    (await staff.getByRole('link', { name: 'Katalog als CSV herunterladen' }).getAttribute('href'))!,
  );
  const [header, first] = (await exported.text()).replace(/^\uFEFF/, '').split('\r\n');
  const columns = header!.split(';');
  const cells = first!.split(';');
  const number = cells[columns.indexOf('Variantennummer')]!;
  const price = cells[columns.indexOf('Preis')]!;
  const csv = (rows: string[]) => ({
    name: 'katalog.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${['Variantennummer;Preis', ...rows].join('\r\n')}\r\n`),
  });
  await waitForHydration(staff);
  await staff.getByLabel('CSV-Datei').setInputFiles(csv([`${number};${price}`, `${number}-X;zwölf`]));
  await staff.getByRole('button', { name: 'Probelauf' }).click();
  const status = staff.getByRole('main').getByRole('status');
  await expect(status).toContainText('Probleme – nichts wurde gespeichert.');
  const problems = staff.getByRole('table', { name: 'Probleme der Datei' });
  await expect(problems.getByRole('row').filter({ hasText: 'Ein Preis über 0 €' })).toContainText(/^3\s*Preis/);
  await expectNoAxeViolations(staff);

  // Without the wrong row the same price changes nothing.
  await staff.getByLabel('CSV-Datei').setInputFiles(csv([`${number};${price}`]));
  await staff.getByRole('button', { name: 'Importieren' }).click();
  await expect(status).toContainText('Importiert: 0 neu, 0 geändert, 1 unverändert.');
});

test("two tabs on one item: the second save is refused, then keeps only its own change over the first's", async ({
  page,
  browser,
}) => {
  const first = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fcatalogue');
  await first.getByRole('searchbox', { name: 'Suche' }).fill('Rasierspiegel');
  await first.getByRole('button', { name: 'Anwenden' }).click();
  await expect(first).toHaveURL(/search=Rasierspiegel/);
  await first.getByRole('table').getByRole('rowheader').last().getByRole('link').click();
  await expect(first.getByRole('heading', { level: 1, name: /^Artikel: / })).toBeVisible();
  const itemPath = new URL(first.url()).pathname;
  const second = await first.context().newPage();
  await second.goto(itemPath);
  await waitForHydration(first);
  await waitForHydration(second);
  const variationOf = (tab: Page) => tab.getByRole('group', { name: /^Variante / }).first();
  const weight = await variationOf(first).getByLabel('Gewicht (g)').inputValue();
  const mpn = await variationOf(first).getByLabel('Herstellerartikelnummer (MPN)').inputValue();
  const newWeight = String(Number(weight) + 7);
  const newMpn = `QA-${Date.now().toString(36)}`;

  // The first tab changes the weight and saves.
  await variationOf(first).getByLabel('Gewicht (g)').fill(newWeight);
  await saveItem(first);
  // The second, opened before, changes the part number: refused, and it shows the new state with
  // its own change over it – not its old weight, which saving again would have put back.
  await variationOf(second).getByLabel('Herstellerartikelnummer (MPN)').fill(newMpn);
  await second.getByRole('button', { name: 'Artikel speichern' }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'Jemand anderes hat diesen Artikel inzwischen gespeichert.' }),
  ).toBeVisible();
  await expect(variationOf(second).getByLabel('Gewicht (g)')).toHaveValue(newWeight);
  await expect(variationOf(second).getByLabel('Herstellerartikelnummer (MPN)')).toHaveValue(newMpn);
  await saveItem(second);
  await first.reload();
  await expect(variationOf(first).getByLabel('Gewicht (g)')).toHaveValue(newWeight);
  await expect(variationOf(first).getByLabel('Herstellerartikelnummer (MPN)')).toHaveValue(newMpn);

  // Back as it was (other tests read this mirror).
  await waitForHydration(first);
  await variationOf(first).getByLabel('Gewicht (g)').fill(weight);
  await variationOf(first).getByLabel('Herstellerartikelnummer (MPN)').fill(mpn);
  await saveItem(first);
});

test('staff without the catalogue role see why', async ({ page, browser }) => {
  const clerk = await staffPage(
    browser,
    page,
    { email: 'versand@spiegelshop.example', password: 'Spiegel-Versand-2026' },
    '/en/staff/login?redirect=%2Fen%2Fstaff%2Fcatalogue',
  );
  await expect(clerk.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(clerk.getByText('This area needs the role “Catalogue”.')).toBeVisible();
  await expect(
    clerk.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Catalogue' }),
  ).toHaveCount(0);
});

/** Saves the item page and waits for the server's answer (an earlier save's notice may still show). */
async function saveItem(staff: Page) {
  const answer = staff.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/staff/catalogue/'),
  );
  await staff.getByRole('button', { name: 'Artikel speichern' }).click();
  expect((await answer).status()).toBe(200);
  await expect(staff.getByRole('status').filter({ hasText: 'Der Artikel ist gespeichert' })).toBeVisible();
}
