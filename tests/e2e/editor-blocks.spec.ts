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

  // The history lists both saves; the earlier one is shown in preview, then restored.
  await toolbar.getByRole('button', { name: 'Verlauf' }).click();
  const history = page.getByRole('complementary', { name: 'Verlauf' });
  await expect(history.getByText('Fassung 2 · aktuell')).toBeVisible();
  await history.getByRole('button', { name: 'Fassung 1 ansehen' }).click();
  await expect(page.getByRole('heading', { name: 'Spiegel der Woche' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Banner löschen' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await history.getByRole('button', { name: 'Fassung 1 wiederherstellen' }).click();
  await expect(page.getByText('Fassung 1 ist wiederhergestellt und gespeichert.')).toBeVisible();
  await expect(history.getByText('Fassung 3 · aktuell')).toBeVisible();

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
