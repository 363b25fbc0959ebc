import { expect, test, type Browser, type Page } from '@playwright/test';
import { derivePalette } from '../../core/design/palette';
import {
  editorCalls,
  expectNoAxeViolations,
  freshContentPage,
  removeContentPage,
  signInAsEditor,
  waitForHydration,
  watchConsole,
  type TestPageNames,
} from './fixtures';

/**
 * Merchant tasks that failed when the editor was tried as a merchant would (issue 34): each test
 * does what the merchant did, in German or in English. They run in the editor project after all
 * shopper tests; none saves the shop's design, and pages they change are put back.
 */
test.describe.configure({ mode: 'serial' });

async function newEditorPage(browser: Browser, language: 'de' | 'en' = 'de') {
  const page = await (await browser.newContext()).newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAsEditor(page, language);
  return page;
}

/** A content page of these tests' own, in both languages; gone again afterwards. */
const carePage: TestPageNames = {
  de: { name: 'Spiegelpflege', slug: 'spiegelpflege' },
  en: { name: 'Mirror care', slug: 'mirror-care' },
};
const homepageDefaults = ['de', 'en'].map((lang) => ({ lang, name: '', metaTitle: '', metaRobots: 'ALL' }));

test.beforeAll(async ({ playwright, baseURL }) => {
  const { api, call } = await editorCalls(playwright, baseURL);
  await freshContentPage(call, carePage);
  expect((await call('setHomepageSettings', { details: homepageDefaults })).status).toBe(200);
  await api.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const { api, call } = await editorCalls(playwright, baseURL);
  await removeContentPage(call, carePage);
  expect((await call('setHomepageSettings', { details: homepageDefaults })).status).toBe(200);
  await api.dispose();
});

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
/** The colour the header's logo link takes from the primary colour. */
const headerColourFor = (primary: string) => rgb(derivePalette('primary', primary).stops[800]);

test('a colour change shows in the page and in the viewport preview, in any order of the steps (en)', async ({
  browser,
}) => {
  const page = await newEditorPage(browser, 'en');
  const problems = watchConsole(page);
  const toolbar = page.getByRole('region', { name: 'Editor' });
  const logo = (scope: Pick<Page, 'getByRole'>) =>
    scope
      .getByRole('banner')
      .getByRole('link', { name: /go to the home page/ })
      .first()
      .evaluate((link) => getComputedStyle(link).color);

  const hiddenParts = () =>
    page.evaluate(
      () => [...document.body.children].filter((part) => part.getAttribute('aria-hidden') === 'true').length,
    );
  const hiddenBefore = await hiddenParts();

  // The narrow preview first, the settings second: the colour shows in the frame.
  await toolbar.getByLabel('View').selectOption('sm');
  const frame = page.frameLocator('iframe[title="Preview at 640 px width"]');
  await expect(frame.getByRole('banner')).toBeVisible();
  await page.getByRole('navigation', { name: 'Editor side toolbar' }).getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('complementary', { name: 'Settings' });
  const primary = drawer.getByLabel('Primary colour', { exact: true });
  await primary.fill('#8b1e3f');
  await expect.poll(() => logo(frame)).toBe(headerColourFor('#8b1e3f'));
  await expectNoAxeViolations(page);

  // Back to full width: the page itself follows every further change.
  await toolbar.getByLabel('View').selectOption('full');
  await expect(page.locator('iframe')).toHaveCount(0);
  // The page under the frame is back for screen readers; what was hidden before stays hidden.
  expect(await hiddenParts()).toBe(hiddenBefore);
  await primary.fill('#2b6a2f');
  await expect.poll(() => logo(page)).toBe(headerColourFor('#2b6a2f'));

  // A preview opened after the change starts with it, and both follow the next one.
  await toolbar.getByLabel('View').selectOption('md');
  const wider = page.frameLocator('iframe[title="Preview at 768 px width"]');
  await expect.poll(() => logo(wider)).toBe(headerColourFor('#2b6a2f'));
  await primary.fill('#5b3a8c');
  await expect.poll(() => logo(wider)).toBe(headerColourFor('#5b3a8c'));
  await toolbar.getByLabel('View').selectOption('full');
  await primary.fill('#1d4e89');
  await expect.poll(() => logo(page)).toBe(headerColourFor('#1d4e89'));
  expect(problems).toEqual([]);
});

const sideToolbarButton = (page: Page, name: string, toolbar = 'Seitenleiste des Editors') =>
  page.getByRole('navigation', { name: toolbar }).getByRole('button', { name });

test('the page selector lists the content pages too, finds one by searching and names the page one is on', async ({
  browser,
}) => {
  const page = await newEditorPage(browser);
  const toolbar = page.getByRole('region', { name: 'Editor' });
  const selector = toolbar.getByRole('button', { name: /^Seite: / });
  await expect(selector).toHaveText('Seite: Startseite');
  await selector.click();
  const list = toolbar.getByRole('list', { name: 'Seiten' });
  // Every page the pages drawer lists: content pages and product categories.
  await expect(list.getByRole('button', { name: 'Spiegelpflege' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Kosmetikspiegel', exact: true })).toBeVisible();
  await toolbar.getByLabel('Seiten durchsuchen').fill('SPIEGELPFL');
  await expect(list.getByRole('button')).toHaveText(['Spiegelpflege']);
  await expectNoAxeViolations(page);
  await list.getByRole('button', { name: 'Spiegelpflege' }).click();
  await expect(page).toHaveURL(/\/spiegelpflege$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spiegelpflege' })).toBeVisible();
  await expect(selector).toHaveText('Seite: Spiegelpflege');
  await selector.click();
  await expect(list.getByRole('button', { name: 'Spiegelpflege' })).toHaveAttribute('aria-current', 'page');
});

test("the home page's names and SEO texts are set like any page's, per language (en)", async ({ browser }) => {
  const page = await newEditorPage(browser, 'en');
  await sideToolbarButton(page, 'Pages', 'Editor side toolbar').click();
  const drawer = page.getByRole('complementary', { name: 'Pages' });
  await drawer.getByRole('button', { name: 'Actions for Homepage' }).click();
  await expect(drawer.getByRole('button', { name: 'Delete Page' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'General Settings' }).click();
  await expect(drawer.getByLabel(/URL slug/)).toHaveCount(0);
  await drawer.getByLabel('Page name (English)').fill('Welcome');
  await drawer.getByRole('button', { name: 'Back to the page list' }).click();
  await drawer.getByRole('button', { name: 'Actions for Welcome' }).click();
  await drawer.getByRole('button', { name: 'SEO Settings' }).click();
  await drawer.getByLabel('Title', { exact: true }).fill('Make-up mirrors with light');
  await drawer.getByLabel('Meta description').fill('Lit and magnifying mirrors, shipped from Germany.');
  await drawer.getByLabel('Robots').selectOption('NOINDEX');
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: 'Back to the page list' }).click();
  await expect(drawer.getByTestId('unsaved-marker')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('The page settings have been saved.')).toBeVisible();
  await expect(drawer.getByTestId('unsaved-marker')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Editor' }).getByRole('button', { name: /^Page: / })).toHaveText(
    'Page: Welcome',
  );

  // Shoppers get the English home page's head; the German one keeps the shop's defaults.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/en');
  await expect(shopper).toHaveTitle('Make-up mirrors with light | Spiegelshop');
  await expect(shopper.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Lit and magnifying mirrors, shipped from Germany.',
  );
  await expect(shopper.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await shopper.goto('/');
  await expect(shopper).not.toHaveTitle(/Make-up mirrors/);
  await expect(shopper.locator('meta[name="robots"]')).toHaveCount(0);

  // A page and the home page in one save, the home page's refused: the page is saved (its mark
  // goes), the home page keeps its mark and the reason is given.
  await drawer.getByRole('button', { name: 'Actions for Mirror care' }).click();
  await drawer.getByRole('button', { name: 'General Settings' }).click();
  await drawer.getByLabel('Page name (English)').fill('Mirror care tips');
  await drawer.getByRole('button', { name: 'Back to the page list' }).click();
  await drawer.getByRole('button', { name: 'Actions for Welcome' }).click();
  await drawer.getByRole('button', { name: 'SEO Settings' }).click();
  await drawer.getByLabel('Canonical URL').fill('www.spiegelshop.example');
  await drawer.getByRole('button', { name: 'Back to the page list' }).click();
  await expect(drawer.getByTestId('unsaved-marker')).toHaveCount(2);
  await drawer.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText(/The page settings could not be saved/)).toBeVisible();
  await expect(drawer.getByTestId('unsaved-marker')).toHaveCount(1);
  await expect(drawer.getByRole('button', { name: 'Actions for Mirror care tips' })).toBeVisible();
});

test('a page marked "Anmeldung erforderlich" stays open and editable for the editor; guests are asked to log in', async ({
  browser,
}) => {
  const page = await newEditorPage(browser);
  await page.goto('/spiegelpflege');
  await waitForHydration(page);
  await sideToolbarButton(page, 'Seiten').click();
  const drawer = page.getByRole('complementary', { name: 'Seiten' });
  await drawer.getByRole('button', { name: 'Aktionen für Spiegelpflege' }).click();
  await drawer.getByRole('button', { name: 'Allgemeine Einstellungen' }).click();
  await drawer.getByLabel('Anmeldung erforderlich').check();
  await drawer.getByRole('button', { name: 'Zurück zur Seitenliste' }).click();
  await drawer.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByText('Die Seiteneinstellungen sind gespeichert.')).toBeVisible();
  await expect(page).toHaveURL(/\/spiegelpflege$/);
  await drawer.getByRole('button', { name: 'Seiten schließen' }).click();

  // Opened anew (the server's page), the editor still sees and edits it.
  await page.reload();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/spiegelpflege$/);
  await page.getByRole('button', { name: 'Text bearbeiten' }).click();
  await page
    .getByRole('complementary', { name: 'Text' })
    .getByLabel('Unterzeile', { exact: true })
    .fill('Nur für Kunden');
  await page.getByRole('region', { name: 'Editor' }).getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Die Änderungen sind gespeichert.')).toBeVisible();

  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/spiegelpflege');
  await expect(guest).toHaveURL(/\/login\?redirect=%2Fspiegelpflege$/);
  await expect(guest.getByText('Nur für Kunden')).toHaveCount(0);
});

test('after "Editor schließen" a small button leads back into the editor on the same page; only the editor sees it', async ({
  browser,
}) => {
  const page = await newEditorPage(browser);
  await page.goto('/spiegelpflege');
  await waitForHydration(page);
  const toolbar = page.getByRole('region', { name: 'Editor' });
  await toolbar.getByRole('button', { name: 'Editor-Menü' }).click();
  await toolbar.getByRole('button', { name: 'Editor schließen' }).click();
  await expect(toolbar).toHaveCount(0);
  const wayBack = page
    .getByRole('complementary', { name: 'Shop-Editor' })
    .getByRole('button', { name: 'Editor öffnen' });
  await expect(wayBack).toBeVisible();
  await expectNoAxeViolations(page);
  // Never in the page's HTML (a cache may serve it to anyone); shoppers never get it.
  const html = await (await page.context().request.get('/spiegelpflege')).text();
  expect(html).not.toContain('value="openEditor"');
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/');
  await waitForHydration(shopper);
  await expect(shopper.getByRole('button', { name: 'Editor öffnen' })).toHaveCount(0);

  await wayBack.click();
  await expect(page).toHaveURL(/\/spiegelpflege$/);
  await expect(toolbar).toBeVisible();
  await expect(wayBack).toHaveCount(0);
});

test('while the editor and its page load it says so, and a drawer opened meanwhile stays open (en)', async ({
  browser,
}) => {
  const page = await newEditorPage(browser, 'en');
  let releaseShell = () => {};
  const shellHeld = new Promise<void>((resolve) => (releaseShell = resolve));
  let releaseBlocks = () => {};
  const blocksHeld = new Promise<void>((resolve) => (releaseBlocks = resolve));
  await page.route(/\/assets\/editor-shell-[^/]*\.js$/, async (route) => {
    await shellHeld;
    await route.continue();
  });
  await page.route(/\/api\/getEditableBlocks/, async (route) => {
    await blocksHeld;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the editor …' })).toBeVisible();
  releaseShell();
  const loadingPage = page.getByRole('status').filter({ hasText: 'Loading the page for the editor …' });
  await expect(loadingPage).toBeVisible();
  // The blocks' controls are not there before they work.
  await expect(page.getByRole('toolbar', { name: /^Actions for / })).toHaveCount(0);
  await sideToolbarButton(page, 'Pages', 'Editor side toolbar').click();
  const drawer = page.getByRole('complementary', { name: 'Pages' });
  await expect(drawer).toBeVisible();
  releaseBlocks();
  await expect(loadingPage).toHaveCount(0);
  await expect(page.getByRole('toolbar', { name: /^Actions for / }).first()).toBeAttached();
  await expect(drawer).toBeVisible();
});

test("a block's settings drawer leaves the block and its toolbar reachable beside it", async ({ browser }) => {
  const page = await newEditorPage(browser);
  await page.goto('/spiegelpflege');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Text bearbeiten' }).click();
  const drawer = page.getByRole('complementary', { name: 'Text' });
  await expect(drawer).toBeVisible();
  const block = page.getByRole('region', { name: /^Text, Block 1 von 1/ });
  await block.hover();
  const controls = page.getByRole('toolbar', { name: 'Aktionen für Text' });
  await expect(controls).toHaveCSS('opacity', '1');
  const [drawerBox, controlsBox] = [await drawer.boundingBox(), await controls.boundingBox()];
  expect(controlsBox!.x + controlsBox!.width).toBeLessThanOrEqual(drawerBox!.x);
  // Reachable: the delete button takes the click (nothing lies on top of it).
  await controls.getByRole('button', { name: 'Text löschen' }).click({ trial: true });
  await drawer.getByRole('button', { name: 'Text schließen' }).click();
  await expect(drawer).toHaveCount(0);
});
