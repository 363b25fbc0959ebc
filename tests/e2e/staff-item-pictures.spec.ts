import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, shopCalls, waitForHydration } from './fixtures';
import { owner, staffPage } from './staff-fixtures';

/**
 * The catalogue screens' newer parts (issue 37): an item's pictures ordered by drag and drop and
 * by keyboard, their alt texts edited – the product page follows at once – and the catalogue
 * import showing how far it is. The test makes its own mirror (unique name) and takes it offline
 * at the end; the import is a dry run that stores nothing.
 */
test.describe.configure({ mode: 'serial' });

async function upload(pictures: ReturnType<Page['getByRole']>, colour: string, alt: { de: string; en: string }) {
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  await pictures.getByLabel('Foto (JPEG, PNG oder WebP, bis 15 MB)').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await pictures.getByLabel('Bildbeschreibung (Deutsch)').last().fill(alt.de);
  await pictures.getByLabel('Bildbeschreibung (Englisch)').last().fill(alt.en);
  await pictures.getByRole('button', { name: 'Bild hochladen' }).click();
  await expect(pictures.getByRole('img', { name: alt.de })).toBeVisible();
}

/** The alt texts of the item page's pictures, first to last. */
const order = (staff: Page) =>
  staff
    .locator('[data-picture] [data-testid="picture-handle"] img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

test('staff order an item’s pictures by drag and drop and by keyboard and edit an alt text; shoppers see it', async ({
  page,
  browser,
}) => {
  test.slow();
  const run = String(Date.now()).slice(-6);
  const name = `Wandspiegel Bildfolge ${run}`;
  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fcatalogue');
  await expect(staff.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();
  // The mirror is made through the call of the "Neuer Artikel" form (the form is tested in
  // staff-catalogue.spec.ts): in the first category, as the form's first choice.
  const call = shopCalls(staff);
  const { categories } = await call<{ categories: Array<{ id: number }> }>('getStaffCatalogueOptions');
  const { itemId } = await call<{ itemId: number }>('doCreateItem', {
    names: { de: name, en: `Wall mirror picture order ${run}` },
    categoryId: categories[0]!.id,
    variation: { number: `BF-${run}`, salePriceCents: 5990, vatRate: 1900, stock: 3 },
  });
  await staff.goto(`/staff/catalogue/${itemId}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Artikel: ${name}` })).toBeVisible();
  await waitForHydration(staff);

  const pictures = staff.getByRole('region', { name: 'Bilder' });
  const first = { de: `Vorderseite ${run}`, en: `Front ${run}` };
  const second = { de: `Seitenansicht ${run}`, en: `Side view ${run}` };
  await upload(pictures, '#b08d57', first);
  await upload(pictures, '#5778b0', second);
  await expect.poll(() => order(staff)).toEqual([first.de, second.de]);
  const status = staff.getByTestId('picture-order-status');

  // Dragged with the mouse onto the first place: the whole order in one call, the place said.
  const sorted = staff.waitForResponse((response) => response.request().method() === 'POST');
  await staff
    .locator('[data-picture]')
    .nth(1)
    .getByTestId('picture-handle')
    .dragTo(staff.locator('[data-picture]').first());
  expect((await sorted).status()).toBe(200);
  await expect(status).toHaveText(`„${second.de}“ ist jetzt Bild 1 von 2.`);
  await expect.poll(() => order(staff)).toEqual([second.de, first.de]);

  // By keyboard: "back" moves it one place, the focus stays on the button to go on.
  const back = pictures.getByRole('button', { name: `Nach hinten: ${second.de}` });
  await back.focus();
  await staff.keyboard.press('Enter');
  await expect(status).toHaveText(`„${second.de}“ ist jetzt Bild 2 von 2.`);
  await expect.poll(() => order(staff)).toEqual([first.de, second.de]);
  await expect(back).toBeFocused();
  const forward = pictures.getByRole('button', { name: `Nach vorn: ${second.de}` });
  await forward.focus();
  await staff.keyboard.press('Enter');
  await expect(status).toHaveText(`„${second.de}“ ist jetzt Bild 1 von 2.`);
  await expect(forward).toBeFocused();
  await expectNoAxeViolations(staff);

  // The alt texts edited: both required (named at the field), then saved.
  const picture = staff.locator('[data-picture]').first();
  await picture.getByText(`Bearbeiten: ${second.de}`, { exact: true }).click();
  const altDe = picture.getByLabel('Bildbeschreibung (Deutsch)');
  await altDe.fill(' ');
  await picture.getByLabel('Bildbeschreibung (Englisch)').fill(`Side view with frame ${run}`);
  await picture.getByRole('button', { name: 'Bild speichern' }).click();
  const refusedDe = staff.locator('[data-picture]').first().getByLabel('Bildbeschreibung (Deutsch)');
  await expect(refusedDe).toHaveAccessibleDescription(
    'Bitte beschreiben Sie das Bild (für Menschen, die es nicht sehen).',
  );
  await expect(staff.locator('[data-picture]').first().getByLabel('Bildbeschreibung (Englisch)')).toHaveValue(
    `Side view with frame ${run}`,
  );
  await expectNoAxeViolations(staff);
  const edited = `Seitenansicht mit Rahmen ${run}`;
  await refusedDe.fill(edited);
  await staff.locator('[data-picture]').first().getByRole('button', { name: 'Bild speichern' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Das Bild ist geändert.' })).toBeVisible();
  await expect.poll(() => order(staff)).toEqual([edited, first.de]);

  // The shopper's product page: the new first picture with its new alt text.
  const shop = await staff.context().newPage();
  await shop.goto((await staff.getByRole('link', { name: 'Im Shop ansehen', exact: true }).getAttribute('href'))!);
  const gallery = shop.getByRole('region', { name: 'Produktbilder' });
  await expect(gallery.locator('img').first()).toHaveAttribute('alt', edited);

  // Taken offline again: only this test's own mirror was changed.
  await staff
    .getByRole('group', { name: /^Variante / })
    .first()
    .getByRole('checkbox', { name: 'Aktiv (im Shop sichtbar)' })
    .uncheck();
  await staff.getByRole('button', { name: 'Artikel speichern' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Der Artikel ist gespeichert' })).toBeVisible();
});

test('the catalogue import shows how far it is: a progress bar and the rows checked, then the result', async ({
  page,
  browser,
}) => {
  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fcatalogue%2Fimport');
  await expect(staff.getByRole('heading', { level: 1, name: 'Katalog importieren' })).toBeVisible();
  await waitForHydration(staff);
  // 20,000 new rows of one new item in a category of the shop (a dry run: nothing is stored).
  const options = await staff.request.get('/api/getStaffCatalogueOptions?body=%7B%7D');
  const categoryIds = String(
    ((await options.json()) as { data: { categories: Array<{ id: number }> } }).data.categories[0]!.id,
  );
  const rows = Array.from(
    { length: 20_000 },
    (_, index) => `neu-fortschritt;ZZ-FS-${index + 1};Spiegel;Mirror;${categoryIds};19,90`,
  );
  await staff.getByLabel('CSV-Datei').setInputFiles({
    name: 'gross.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${['Artikelnummer;Variantennummer;Name (de);Name (en);Kategorien;Preis', ...rows].join('\r\n')}\r\n`,
    ),
  });
  const lines = staff.waitForResponse((response) => response.url().endsWith('/api/doImportCatalogue'));
  // Every count the bar shows is noted: they come while the shop works, not only at the end.
  await staff.evaluate(() => {
    const shown: number[] = [];
    (window as unknown as { shownCounts: number[] }).shownCounts = shown;
    new MutationObserver(() => {
      const value = document.querySelector('progress')?.getAttribute('value');
      if (value) shown.push(Number(value));
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  await staff.getByRole('button', { name: 'Probelauf' }).click();
  const bar = staff.getByRole('progressbar', { name: 'Fortschritt' });
  await expect(bar).toBeVisible();
  expect((await lines).headers()['content-type']).toBe('application/x-ndjson; charset=utf-8');
  const status = staff.getByRole('main').getByRole('status');
  // 20,000 rows take a few seconds, more on a busy CI machine (seen: 18,000 checked after 5 s).
  await expect(status).toContainText('Probelauf:', { timeout: 30_000 });
  await expect(status).toContainText('20.000 von 20.000 Zeilen geprüft');
  await expect(bar).toHaveAttribute('value', '20000');
  await expect(bar).toHaveAccessibleDescription('20.000 von 20.000 Zeilen geprüft');
  const shown = await staff.evaluate(() => (window as unknown as { shownCounts: number[] }).shownCounts);
  expect(
    shown.some((count) => count > 0 && count < 20_000),
    JSON.stringify(shown),
  ).toBe(true);
  await expectNoAxeViolations(staff);
});
