import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  editorCalls,
  expectNoAxeViolations,
  freshContentPage,
  removeContentPage,
  signInAsEditor,
  type TestPageNames,
} from './fixtures';

/**
 * The version history as a merchant reads it (issue 34): the blocks by their friendly names, who
 * saved and when, and a restore saying which version of when it brought back. The block toolbar's
 * icons are SVG (a font glyph showed as an empty box). The tests work on a content page of their
 * own, made before and deleted after, in German and in English.
 */
test.describe.configure({ mode: 'serial' });

const testPage: TestPageNames = {
  de: { name: 'Verlaufsprobe', slug: 'verlaufsprobe' },
  en: { name: 'History trial', slug: 'history-trial' },
};

test.beforeAll(async ({ playwright, baseURL }) => {
  const { api, call } = await editorCalls(playwright, baseURL);
  await freshContentPage(call, testPage);
  await api.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const { api, call } = await editorCalls(playwright, baseURL);
  await removeContentPage(call, testPage);
  await api.dispose();
});

async function openTestPage(browser: Browser, language: 'de' | 'en'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsEditor(page, language);
  await page.goto(language === 'de' ? `/${testPage.de.slug}` : `/en/${testPage.en.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: testPage[language].name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Editor' })).toBeVisible();
  return page;
}

/** "26.11.2026, 14:03" (de) or "26 Nov 2026, 14:03" (en): the history's moments, to the minute. */
const moment = { de: String.raw`\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}`, en: String.raw`\d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}` };

test('the history names the blocks, who saved when, and what a restore brought back (de)', async ({ browser }) => {
  const page = await openTestPage(browser, 'de');
  const toolbar = page.getByRole('region', { name: 'Editor' });
  const save = toolbar.getByRole('button', { name: 'Änderungen speichern' });

  // The block toolbar's icons are drawn, not typed: the delete button holds an SVG and no glyph.
  const remove = page.getByRole('button', { name: 'Text löschen' });
  await remove.focus();
  await expect(remove.locator('svg')).toBeVisible();
  await expect(remove).toHaveText('');
  await expect(page.getByRole('button', { name: 'Text bearbeiten' }).locator('svg')).toBeVisible();

  // Two saves after the page's first version.
  await page.getByRole('button', { name: 'Text bearbeiten' }).click();
  const subtitle = page.getByRole('complementary', { name: 'Text' }).getByLabel('Unterzeile', { exact: true });
  for (const text of ['Erster Entwurf', 'Zweiter Entwurf']) {
    await subtitle.fill(text);
    await save.click();
    await expect(page.getByText('Die Änderungen sind gespeichert.').first()).toBeVisible();
    await expect(save).toBeDisabled();
  }

  await toolbar.getByRole('button', { name: 'Verlauf', exact: true }).click();
  const history = page.getByRole('complementary', { name: 'Verlauf' });
  const entry = (version: number) =>
    history.getByRole('listitem').filter({ has: page.getByText(new RegExp(`^Version ${version}( · aktuell)?$`)) });
  await expect(entry(3)).toContainText('Version 3 · aktuell');
  const firstSaved = new RegExp(`^(${moment.de}) · Redaktion$`).exec(
    (await entry(1).locator('p').nth(1).textContent()) ?? '',
  );
  expect(firstSaved, 'version 1 names when and who').not.toBeNull();

  await history.getByRole('button', { name: 'Version 1 ansehen' }).click();
  await history.getByRole('button', { name: 'Version 1 wiederherstellen' }).click();
  await expect(page.getByText('Version 1 ist wiederhergestellt und gespeichert.')).toBeVisible();
  await expect(entry(4)).toContainText('Version 4 · aktuell');
  await expect(entry(4).locator('p').nth(1)).toHaveText(
    new RegExp(`^${moment.de} · Redaktion · wiederhergestellt aus Version 1 vom ${firstSaved![1]}$`),
  );
  // The blocks by the names the editor shows them with, not the model's.
  await expect(entry(4)).toContainText('Blöcke: Text');
  await expect(history).not.toContainText('TextCard');
  await expect(history).not.toContainText('↺');
  await expect(page.getByRole('heading', { level: 1, name: testPage.de.name })).toBeVisible();
  await expect(page.getByText('Zweiter Entwurf')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('the history in English: friendly names and "restored from version 1 of …" (en)', async ({ browser }) => {
  const page = await openTestPage(browser, 'en');
  const toolbar = page.getByRole('region', { name: 'Editor' });
  await expect(page.getByRole('button', { name: 'Delete Rich Text' }).locator('svg')).toHaveCount(1);

  await page.getByRole('button', { name: 'Edit Rich Text' }).click();
  await page
    .getByRole('complementary', { name: 'Rich Text' })
    .getByLabel('Subtitle', { exact: true })
    .fill('A first draft');
  await toolbar.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The changes have been saved.').first()).toBeVisible();

  await toolbar.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('complementary', { name: 'History' });
  const entry = (version: number) =>
    history.getByRole('listitem').filter({ has: page.getByText(new RegExp(`^Version ${version}( · current)?$`)) });
  await expect(entry(2)).toContainText('Version 2 · current');
  await history.getByRole('button', { name: 'Show version 1' }).click();
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 is restored and saved.')).toBeVisible();
  await expect(entry(3)).toContainText('Version 3 · current');
  await expect(entry(3).locator('p').nth(1)).toHaveText(
    new RegExp(`^${moment.en} · Redaktion · restored from version 1 of ${moment.en}$`),
  );
  await expect(entry(3)).toContainText('Blocks: Rich Text');
  await expect(entry(1)).toContainText('Blocks: Rich Text');
  await expectNoAxeViolations(page);
  await page.context().close();
});
