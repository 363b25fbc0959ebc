import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';

/**
 * The block editor on the home page (issue 17). These tests change the home page, so they run in
 * their own project after every other browser test (playwright.config.ts), one after the other.
 */
test.describe.configure({ mode: 'serial' });

const editor = { email: 'redaktion@spiegelshop.example', password: 'Spiegel-Redaktion-2026' };

async function signInAsEditor(page: Page, language: 'de' | 'en' = 'de') {
  await page.goto(language === 'de' ? '/editor/login' : '/en/editor/login');
  await page.getByLabel(language === 'de' ? 'E-Mail-Adresse' : 'E-mail address').fill(editor.email);
  await page.getByLabel(language === 'de' ? 'Passwort' : 'Password').fill(editor.password);
  await page.getByRole('button', { name: language === 'de' ? 'Anmelden' : 'Sign in' }).click();
  await expect(page.getByRole('region', { name: 'Editor' })).toBeVisible();
  await waitForHydration(page);
}

async function newEditorPage(browser: Browser, language: 'de' | 'en' = 'de') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsEditor(page, language);
  return page;
}

/**
 * Both home pages back to the sample blocks (an empty save shows them), so the serial group starts
 * from the same page on its first run and on a retry.
 */
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const csrf = (await api.get('/api/getSession')).headers()['x-csrf-token'] ?? '';
  const post = (call: string, data: object, locale = 'de') =>
    api.post(`/api/${call}`, { data, headers: { 'x-csrf-token': csrf, locale } });
  expect((await post('doLoginEditor', editor)).status()).toBe(200);
  const token = (await api.get('/api/getSession')).headers()['x-csrf-token'] ?? csrf;
  for (const locale of ['de', 'en']) {
    const home = { identifier: 'index', entityType: 'immutable' };
    const start = await api.post('/api/getEditableBlocks', { data: home, headers: { 'x-csrf-token': token, locale } });
    const { version } = ((await start.json()) as { data: { version: number } }).data;
    const reset = await api.post('/api/doSaveBlocks', {
      data: { ...home, blocks: [], baseVersion: version },
      headers: { 'x-csrf-token': token, locale },
    });
    expect(reset.status()).toBe(200);
  }
  await api.dispose();
});

const heroCarousel = (page: Page) => page.locator('[data-block-uuid="a7b3c1d9-2e6f-4a5b-8c7d-1e2f3b4c5a6d"]');

test('an editor adds a banner under the hero, edits it live, moves it up and saves; shoppers see it', async ({
  browser,
}) => {
  const page = await newEditorPage(browser);
  const toolbar = page.getByRole('region', { name: 'Editor' });
  const save = toolbar.getByRole('button', { name: 'Änderungen speichern' });
  await expect(save).toBeDisabled();

  // The controls of a block show on keyboard focus as well as on hover.
  const hero = heroCarousel(page);
  await hero.getByRole('button', { name: 'Block darunter einfügen' }).focus();
  await expect(hero.getByRole('button', { name: 'Block darunter einfügen' })).toBeVisible();
  await hero.getByRole('button', { name: 'Block darunter einfügen' }).click();
  const addDrawer = page.getByRole('complementary', { name: 'Block hinzufügen' });
  await expect(addDrawer.getByRole('heading', { name: 'Block hinzufügen' })).toBeFocused();
  await expectNoAxeViolations(page);
  await addDrawer.getByTestId('block-add-banner-0').click();

  // The new banner's settings open on the right; typing shows on the page at once.
  const settings = page.getByRole('complementary', { name: 'Banner' });
  await expect(settings).toBeVisible();
  await settings.getByLabel('Überschrift', { exact: true }).fill('Spiegel der Woche');
  const newBanner = page.locator('section[data-block-uuid]').nth(1);
  await expect(newBanner.getByRole('heading', { name: 'Spiegel der Woche' })).toBeVisible();
  await expect(save).toBeEnabled();
  await expectNoAxeViolations(page);
  await settings.getByRole('button', { name: 'Banner schließen' }).click();

  // Move it above the hero: it becomes the first block (and carries the page's h1).
  await newBanner.getByRole('button', { name: 'Banner nach oben' }).click();
  await expect(page.locator('section[data-block-uuid]').first()).toContainText('Spiegel der Woche');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spiegel der Woche');

  await save.click();
  await expect(page.getByText('Die Änderungen sind gespeichert.')).toBeVisible();
  await expect(save).toBeDisabled();

  // Sign out from the editor's menu: the page is the shoppers' again.
  await toolbar.getByRole('button', { name: 'Editor-Menü' }).click();
  await toolbar.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByText('Sie sind als Redaktion abgemeldet.')).toBeVisible();

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/');
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Spiegel der Woche');
  await expect(shopper.getByRole('region', { name: 'Editor' })).toHaveCount(0);
  await expect(shopper.locator('section[data-block-uuid]')).toHaveCount(0);
});

test('a deleted block comes back from the history; preview disables the controls', async ({ browser }) => {
  const page = await newEditorPage(browser);
  const toolbar = page.getByRole('region', { name: 'Editor' });
  const weekly = page.locator('section[data-block-uuid]').filter({ hasText: 'Spiegel der Woche' });
  await expect(weekly).toHaveCount(1);

  // Preview: the page as shoppers see it, no block controls, and the drawer closes.
  await weekly.getByRole('button', { name: 'Banner bearbeiten' }).click();
  await expect(page.getByRole('complementary', { name: 'Banner' })).toBeVisible();
  await toolbar.getByRole('button', { name: 'Vorschau' }).click();
  await expect(page.getByRole('complementary', { name: 'Banner' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Banner löschen' })).toHaveCount(0);
  await expect(page.locator('section[data-block-uuid]')).toHaveCount(0);
  await toolbar.getByRole('button', { name: 'Bearbeiten' }).click();

  await weekly.getByRole('button', { name: 'Banner löschen' }).click();
  await expect(page.getByRole('heading', { name: 'Spiegel der Woche' })).toHaveCount(0);
  await toolbar.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Die Änderungen sind gespeichert.')).toBeVisible();

  // The history lists the saves, newest first; the one before is shown in preview, then restored.
  await toolbar.getByRole('button', { name: 'Verlauf' }).click();
  const history = page.getByRole('complementary', { name: 'Verlauf' });
  const newest = history.getByText(/^Version \d+ · aktuell$/);
  const current = Number(/\d+/.exec((await newest.textContent())!)![0]);
  const before = current - 1;
  await history.getByRole('button', { name: `Version ${before} ansehen` }).click();
  await expect(page.getByRole('heading', { name: 'Spiegel der Woche' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Banner löschen' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await history.getByRole('button', { name: `Version ${before} wiederherstellen` }).click();
  await expect(page.getByText(`Version ${before} ist wiederhergestellt und gespeichert.`)).toBeVisible();
  await expect(history.getByText(`Version ${current + 1} · aktuell`)).toBeVisible();

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/');
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Spiegel der Woche');
});

test('a second editor saving a stale version gets the conflict message and can overwrite knowingly', async ({
  browser,
}) => {
  const first = await newEditorPage(browser, 'en');
  const second = await newEditorPage(browser, 'en');
  for (const page of [first, second]) await page.goto('/en');
  await expect(first.locator('section[data-block-uuid]').first()).toBeVisible();
  await expect(second.locator('section[data-block-uuid]').first()).toBeVisible();

  async function retitleFirstTextBlock(page: Page, title: string) {
    const block = page
      .locator('section[data-block-uuid]')
      .filter({ has: page.getByRole('button', { name: 'Edit Rich Text' }) })
      .first();
    await block.getByRole('button', { name: 'Edit Rich Text' }).click();
    await page.getByRole('complementary', { name: 'Rich Text' }).getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('region', { name: 'Editor' }).getByRole('button', { name: 'Save changes' }).click();
  }

  await retitleFirstTextBlock(first, 'Saved first');
  await expect(first.getByText('The changes have been saved.')).toBeVisible();

  await retitleFirstTextBlock(second, 'Saved second');
  const conflict = second.getByText('Redaktion has saved this page in the meantime', { exact: false });
  await expect(conflict).toBeVisible();
  await expect(
    second.getByRole('region', { name: 'Editor' }).getByRole('button', { name: 'Save changes' }),
  ).toBeEnabled();
  await second.getByRole('button', { name: 'Overwrite anyway' }).click();
  await expect(second.getByText('The changes have been saved.')).toBeVisible();

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/en');
  await expect(shopper.getByRole('heading', { name: 'Saved second' })).toBeVisible();
  await expect(shopper.getByRole('heading', { name: 'Saved first' })).toHaveCount(0);
});

test('viewport preview shows the draft at an editor breakpoint; tablet mode and the language switch', async ({
  browser,
}) => {
  const page = await newEditorPage(browser);
  const toolbar = page.getByRole('region', { name: 'Editor' });
  const language = toolbar.getByLabel('Sprache');
  await expect(language).toBeEnabled();

  // An unsaved change: the language cannot be switched (it would lose it).
  const welcome = page.locator('[data-block-uuid="c1d2e3f4-0003-4a5b-8c7d-000000000003"]');
  await welcome.getByRole('button', { name: 'Text bearbeiten' }).click();
  const settings = page.getByRole('complementary', { name: 'Text' });
  await settings.getByLabel('Überschrift', { exact: true }).fill('Nur im Entwurf');
  await expect(language).toBeDisabled();

  // The page at 768 px in a frame, showing the draft, not the saved page.
  await toolbar.getByLabel('Ansicht').selectOption('md');
  const frame = page.frameLocator('iframe[title="Vorschau mit 768 px Breite"]');
  await expect(frame.getByRole('heading', { name: 'Nur im Entwurf' })).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Editor' })).toHaveCount(0);
  await expect(page.locator('iframe[title="Vorschau mit 768 px Breite"]')).toHaveJSProperty('offsetWidth', 768);
  await toolbar.getByLabel('Ansicht').selectOption('full');

  // Tablet mode: a block's controls show once the block is tapped, not on hover.
  await settings.getByRole('button', { name: 'Text schließen' }).click();
  await toolbar.getByRole('button', { name: 'Tablet-Modus' }).click();
  const second = page.locator('section[data-block-uuid]').nth(1);
  const controls = second.getByRole('toolbar').first();
  await second.hover();
  await expect(controls).toHaveCSS('opacity', '0');
  await second.click({ position: { x: 5, y: 5 } });
  await expect(controls).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);

  // Leaving with unsaved changes asks first; declining keeps the editor on the page.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page
    .getByRole('banner')
    .getByRole('link', { name: /warenkorb/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Nur im Entwurf' })).toBeVisible();
});

test("the editor's language switch goes to the page's own path in the other language, keeping the query", async ({
  browser,
}) => {
  const page = await newEditorPage(browser);
  await page.goto('/rasierspiegel?sort=sorting.price.avg_asc');
  await waitForHydration(page);
  const toolbar = page.getByRole('region', { name: 'Editor' });
  await expect(toolbar.getByRole('button', { name: 'Seite: Rasierspiegel' })).toBeVisible();
  await toolbar.getByLabel('Sprache').selectOption('en');
  await expect(page).toHaveURL(/\/en\/shaving-mirrors\?sort=sorting\.price\.avg_asc$/);
  const cookies = await page.context().cookies();
  const languageCookie = cookies.find((cookie) => cookie.name === 'editor-lang');
  expect(languageCookie?.value).toBe('en');
  // 100 days (spec §9), give or take the test's own seconds.
  expect(languageCookie!.expires - Date.now() / 1000).toBeGreaterThan(99 * 24 * 3600);
  expect(languageCookie!.expires - Date.now() / 1000).toBeLessThan(101 * 24 * 3600);

  // The page list is searchable and leads to a page in the page's language; it closes on Escape.
  await toolbar.getByRole('button', { name: 'Page: Shaving mirrors' }).click();
  await toolbar.getByLabel('Search pages').fill('home');
  await expect(toolbar.getByRole('list', { name: 'Pages' }).getByRole('button')).toHaveText(['Homepage']);
  await page.keyboard.press('Escape');
  await expect(toolbar.getByLabel('Search pages')).toHaveCount(0);
  await toolbar.getByRole('button', { name: 'Page: Shaving mirrors' }).click();
  await toolbar.getByRole('button', { name: 'Homepage' }).click();
  await expect(page).toHaveURL(/\/en$/);
});
