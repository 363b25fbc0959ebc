import { expect, test, type Browser, type Page } from '@playwright/test';
import { derivePalette } from '../../core/design/palette';
import { editorCalls, expectNoAxeViolations, signInAsEditor, waitForHydration } from './fixtures';

/**
 * The editor's design drawer and pages drawer (issue 18). They change the shop's colours and its
 * pages, so they run in the editor project after every other browser test, one after the other.
 */
test.describe.configure({ mode: 'serial' });

const defaultPrimary = '#1f5a66';

/** The shop's default design, and no page left over from an earlier run. */
async function resetShop(playwright: Parameters<typeof editorCalls>[0], baseURL?: string) {
  const { api, call } = await editorCalls(playwright, baseURL);
  const defaults = [
    { key: 'primaryColor', value: defaultPrimary },
    { key: 'font', value: 'System' },
  ];
  expect((await call('saveSettings', { settings: defaults })).status).toBe(200);
  const robots = { tag: 'ALL', contact: 'ALL', cancellationForm: 'ALL' };
  expect((await call('saveRobotsSettings', { robots })).status).toBe(200);
  const pages = (await call('getEditorPages', {})).body.data as Array<{ id: number; details: Array<{ name: string }> }>;
  for (const page of pages.filter((entry) => entry.details.some((detail) => detail.name === 'Pflege & Reinigung'))) {
    await call('deleteCategory', { categoryId: page.id, confirmed: true });
  }
  await api.dispose();
}

test.beforeAll(async ({ playwright, baseURL }) => resetShop(playwright, baseURL));
test.afterAll(async ({ playwright, baseURL }) => resetShop(playwright, baseURL));

async function newEditorPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAsEditor(page);
  return page;
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);
const logoColour = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /Startseite/ })
    .first()
    .evaluate((link) => getComputedStyle(link).color);

test('the primary colour changes the header at once; saved, shoppers get it on their next page', async ({
  browser,
}) => {
  const page = await newEditorPage(browser);
  const expected = rgb(derivePalette('primary', '#8b1e3f').stops[800]);
  expect(await logoColour(page)).not.toBe(expected);
  await page
    .getByRole('navigation', { name: 'Seitenleiste des Editors' })
    .getByRole('button', { name: 'Einstellungen' })
    .click();
  const drawer = page.getByRole('complementary', { name: 'Einstellungen' });
  await expect(drawer).toBeVisible();
  await expectNoAxeViolations(page);
  const save = drawer.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeDisabled();
  await drawer.getByLabel('Primärfarbe', { exact: true }).fill('8B1E3F');
  await expect.poll(() => logoColour(page)).toBe(expected);
  await expect(save).toBeEnabled();
  // Where the colour itself appears, and the shades derived from it (the logo wears the 800).
  await expect(drawer.getByText('Genau diese Farbe tragen die Hauptschaltflächen.', { exact: false })).toBeVisible();
  const shades = drawer.getByRole('list', { name: 'Primärfarbe: abgeleitete Töne, von hell nach dunkel' });
  await expect(shades.getByRole('listitem')).toHaveCount(12);
  await expect(shades).toContainText(`800: ${derivePalette('primary', '#8b1e3f').stops[800]}`);
  // A font from the list: the page switches to it at once (the shop serves the file itself).
  await drawer.getByLabel('Schrift', { exact: true }).selectOption('Atkinson Hyperlegible Next');
  await expect.poll(() => bodyFont(page)).toContain('Atkinson Hyperlegible Next');
  // A light colour cannot carry white text: the drawer says so.
  await drawer.getByLabel('Sekundärfarbe', { exact: true }).fill('#ffee00');
  await expect(drawer.getByText(/Weiße Schrift wäre darauf schlecht lesbar/)).toBeVisible();
  await drawer.getByLabel('Sekundärfarbe', { exact: true }).fill('#64748b');
  await save.click();
  await expect(page.getByText('Die Einstellungen sind gespeichert.')).toBeVisible();
  await expect(save).toBeDisabled();

  const shopper = await (await browser.newContext()).newPage();
  const requested: string[] = [];
  shopper.on('request', (request) => requested.push(request.url()));
  await shopper.goto('/');
  expect(await logoColour(shopper)).toBe(expected);
  expect(await bodyFont(shopper)).toContain('Atkinson Hyperlegible Next');
  await shopper.evaluate(() => document.fonts.ready);
  expect(requested.some((url) => url.includes('/fonts/files/atkinson-hyperlegible-next/'))).toBe(true);
  // Nothing leaves the shop: every request goes to the shop's own address.
  const origin = new URL(shopper.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});

test('search engine rules per kind of page: tag pages kept out of the index for every visitor', async ({ browser }) => {
  const page = await newEditorPage(browser);
  await page
    .getByRole('navigation', { name: 'Seitenleiste des Editors' })
    .getByRole('button', { name: 'Einstellungen' })
    .click();
  const drawer = page.getByRole('complementary', { name: 'Einstellungen' });
  await drawer.getByText('Suchmaschinen', { exact: true }).click();
  const tagPages = drawer.getByLabel('Schlagwort-Seiten');
  await expect(tagPages).toHaveValue('ALL');
  // The demo shop's own choice for search results is shown as it is stored.
  await expect(drawer.getByLabel('Suchergebnisse')).toHaveValue('NOINDEX');
  await expectNoAxeViolations(page);
  const save = drawer.getByRole('button', { name: 'Suchmaschinen-Einstellungen speichern' });
  await expect(save).toBeDisabled();
  await tagPages.selectOption('NOINDEX');
  await drawer.getByLabel('Kontakt').selectOption('NOINDEX_NOFOLLOW');
  await drawer.getByLabel('Widerrufsformular').selectOption('NOINDEX');
  await save.click();
  await expect(page.getByText('Die Einstellungen für Suchmaschinen sind gespeichert.')).toBeVisible();
  await expect(save).toBeDisabled();

  const visitor = await (await browser.newContext()).newPage();
  for (const [path, content] of [
    ['/en/tag/gift-idea', 'noindex'],
    ['/contact', 'noindex, nofollow'],
    ['/en/cancellation-form', 'noindex'],
  ] as const) {
    await visitor.goto(path);
    await expect(visitor.locator('meta[name=robots]')).toHaveAttribute('content', content);
  }
});

const pagesDrawer = (page: Page) => page.getByRole('complementary', { name: 'Seiten' });

async function openPagesDrawer(page: Page) {
  // A save keeps the drawer open: the toolbar button would close it again.
  if (await pagesDrawer(page).isVisible()) return;
  await page
    .getByRole('navigation', { name: 'Seitenleiste des Editors' })
    .getByRole('button', { name: 'Seiten' })
    .click();
}

/** Opens the pages drawer and one entry of the test page's menu. */
async function pageMenuAction(page: Page, action: string) {
  await openPagesDrawer(page);
  await pagesDrawer(page).getByRole('button', { name: 'Aktionen für Pflege & Reinigung' }).click();
  await pagesDrawer(page).getByRole('button', { name: action }).click();
}

test('a content page: added, put in the header navigation, reached by shoppers in both languages, renamed with a 301, deleted', async ({
  browser,
  request,
}) => {
  const page = await newEditorPage(browser);
  await openPagesDrawer(page);
  const drawer = pagesDrawer(page);
  await expect(drawer.getByRole('heading', { name: 'Inhaltsseiten' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Produktkategorien' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Einstellungen speichern' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await drawer.getByRole('button', { name: 'Seite hinzufügen' }).click();
  await drawer.getByLabel('Seitenname (Deutsch)').fill('Pflege & Reinigung');
  await drawer.getByLabel('Seitenname (Englisch)').fill('Care & cleaning');
  await drawer.getByRole('button', { name: 'Seite anlegen' }).click();
  // Straight to the new page, which starts with a Rich Text block holding its name; the save's
  // message stays on the screen (spec §8).
  await expect(page).toHaveURL(/\/pflege-reinigung$/);
  await expect(page.getByText('Die Seiteneinstellungen sind gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pflege & Reinigung' })).toBeVisible();
  await waitForHydration(page);
  // Its blocks are edited like the home page's (part 1): a subtitle, saved with the toolbar.
  await page.getByRole('button', { name: 'Text bearbeiten' }).click();
  await page
    .getByRole('complementary', { name: 'Text' })
    .getByLabel('Unterzeile', { exact: true })
    .fill('So bleibt Ihr Spiegel klar');
  await page.getByRole('region', { name: 'Editor' }).getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Die Änderungen sind gespeichert.')).toBeVisible();

  // General Settings: into the header navigation ("link list").
  await pageMenuAction(page, 'Allgemeine Einstellungen');
  await expect(drawer.getByLabel('Seiten-ID')).toHaveAttribute('readonly', '');
  await drawer.getByLabel('In der Kopfnavigation anzeigen').check();
  await drawer.getByRole('button', { name: 'Zurück zur Seitenliste' }).click();
  await expect(drawer.getByTestId('unsaved-marker')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Einstellungen speichern' }).click();
  // The save ends with its message, and the merchant stays where they were: the drawer open.
  await expect(page.getByText('Die Seiteneinstellungen sind gespeichert.').last()).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Inhaltsseiten' })).toBeVisible();
  await expect(drawer.getByTestId('unsaved-marker')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Einstellungen speichern' })).toBeDisabled();
  // … and the page's own navigation follows at once.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pflege & Reinigung' })).toBeVisible();

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/');
  await shopper.getByRole('banner').getByRole('link', { name: 'Pflege & Reinigung' }).click();
  await expect(shopper).toHaveURL(/\/pflege-reinigung$/);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Pflege & Reinigung' })).toBeVisible();
  await expect(shopper.getByText('So bleibt Ihr Spiegel klar')).toBeVisible();
  await expect(shopper.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/care-cleaning$/);
  await expect(shopper.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pflege-reinigung$/);
  await shopper.goto('/en');
  await shopper.getByRole('banner').getByRole('link', { name: 'Care & cleaning' }).click();
  await expect(shopper).toHaveURL(/\/en\/care-cleaning$/);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Care & cleaning' })).toBeVisible();

  // A new slug: the old address answers with a permanent redirect to the new one.
  await waitForHydration(page);
  await pageMenuAction(page, 'Allgemeine Einstellungen');
  await drawer.getByLabel('URL-Slug (Deutsch)').fill('pflege-und-reinigung');
  await drawer.getByRole('button', { name: 'Zurück zur Seitenliste' }).click();
  // SEO Settings of the same page, saved together with the slug.
  await drawer.getByRole('button', { name: 'Aktionen für Pflege & Reinigung' }).click();
  await drawer.getByRole('button', { name: 'SEO-Einstellungen' }).click();
  await expectNoAxeViolations(page);
  await drawer.getByLabel('Titel', { exact: true }).fill('Spiegel pflegen');
  await drawer.getByLabel('Robots').selectOption('NOINDEX');
  await drawer.getByRole('button', { name: 'Zurück zur Seitenliste' }).click();
  await drawer.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page).toHaveURL(/\/pflege-und-reinigung$/);
  await expect(page.getByText('Die Seiteneinstellungen sind gespeichert.').first()).toBeVisible();
  await shopper.goto('/de/pflege-und-reinigung');
  await expect(shopper).toHaveTitle(/^Spiegel pflegen/);
  await expect(shopper.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(shopper.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    // German pages' canonical address has no /de prefix.
    /^http:\/\/[^/]+\/pflege-und-reinigung$/,
  );
  const old = await request.get('/pflege-reinigung', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toMatch(/\/pflege-und-reinigung$/);

  // Deleted (the editor confirms): shoppers get "page not found".
  await waitForHydration(page);
  await pageMenuAction(page, 'Seite löschen');
  await expect(page.getByText(/Die Seite „Pflege & Reinigung“ \(ID \d+\) ist gelöscht\./)).toBeVisible();
  expect((await request.get('/pflege-und-reinigung')).status()).toBe(404);
});
