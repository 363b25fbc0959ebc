import { expect, test, type Browser, type Page } from '@playwright/test';
import { derivePalette } from '../../core/design/palette';
import { expectNoAxeViolations, signInAsEditor, watchConsole } from './fixtures';

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
