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
 * The block settings drawer as a merchant uses it (issue 34): a refused save says in words which
 * block and field and opens the drawer there; the page never shows a link the save refuses; a new
 * picture asks for its own alt text, and a banner picture goes without one only when marked
 * decorative. The tests work on a content page of their own, made and deleted here.
 */
test.describe.configure({ mode: 'serial' });

const testPage: TestPageNames = {
  de: { name: 'Blockeinstellungen im Test', slug: 'blockeinstellungen-test' },
  en: { name: 'Block settings under test', slug: 'block-settings-test' },
};
const slugs = { de: testPage.de.slug, en: testPage.en.slug };

/** A real 1×1 PNG: a new picture for a banner. */
const photo = {
  name: 'neues-bild.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

type Block = { name: string; meta: { uuid: string }; content: unknown };
type Templates = Record<string, { variations: Array<{ template: Record<'de' | 'en', Block> }> }>;

/** The page's blocks in both languages: its text, a Banner and an Image Banner with two slides. */
test.beforeAll(async ({ playwright, baseURL }) => {
  const { api, call } = await editorCalls(playwright, baseURL);
  const identifier = String(await freshContentPage(call, testPage));
  const templates = (await (await api.get('/blocks/blocksLists.json')).json()) as Templates;
  for (const locale of ['de', 'en'] as const) {
    const page = { identifier, entityType: 'category' };
    const start = (await call('getEditableBlocks', page, locale)).body.data as { blocks: Block[]; version: number };
    const fresh = (block: Block, n: number) =>
      JSON.parse(JSON.stringify(block).replaceAll('00000000-0000-4000-8000-', `${locale}00000-${n}000-4000-8000-`));
    const blocks = [
      ...start.blocks,
      fresh(templates.banner!.variations[0]!.template[locale], 1),
      fresh(templates['image-banner']!.variations[0]!.template[locale], 2),
    ];
    expect((await call('doSaveBlocks', { ...page, blocks, baseVersion: start.version }, locale)).status).toBe(200);
  }
  await api.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const { api, call } = await editorCalls(playwright, baseURL);
  await removeContentPage(call, testPage);
  await api.dispose();
});

async function editorOn(browser: Browser, language: 'de' | 'en'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsEditor(page, language);
  await page.goto(language === 'de' ? `/${slugs.de}` : `/en/${slugs.en}`);
  await expect(page.locator('section[data-block-uuid]')).toHaveCount(3);
  return page;
}

test('a refused save names the block and the field in words and opens the drawer at the field', async ({ browser }) => {
  const page = await editorOn(browser, 'de');
  const toolbar = page.getByRole('region', { name: 'Editor' });

  // Slide 2 of the Image Banner gets a link without its https://, the Banner loses its alt text.
  await page.getByRole('button', { name: 'Bildbanner bearbeiten' }).click();
  const carousel = page.getByRole('complementary', { name: 'Bildbanner' });
  await carousel.getByText('Folie 2:').click();
  const slideTwo = carousel.locator('details').nth(1);
  await slideTwo.getByLabel('Ziel der Schaltfläche').fill('www.spiegelshop.example');
  await carousel.getByRole('button', { name: 'Bildbanner schließen' }).click();
  await page.getByRole('button', { name: 'Banner bearbeiten', exact: true }).click();
  const banner = page.getByRole('complementary', { name: 'Banner', exact: true });
  await banner.getByRole('textbox', { name: 'Alternativtext', exact: true }).fill('');
  await banner.getByRole('button', { name: 'Banner schließen', exact: true }).click();

  await toolbar.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Die Änderungen konnten nicht gespeichert werden.')).toBeVisible();
  const altMessage = 'Bitte beschreiben Sie das Bild (Alternativtext) oder markieren Sie es als dekorativ.';
  const linkMessage =
    'Bitte geben Sie einen Pfad im Shop (beginnt mit /) oder eine Adresse mit http:// oder https:// an.';
  await expect(page.getByText(`Banner, Block 2 von 3, Feld „Alternativtext“: ${altMessage}`)).toBeVisible();
  await expect(
    page.getByText(`Bildbanner, Block 3 von 3, Folie 2, Feld „Ziel der Schaltfläche“: ${linkMessage}`),
  ).toBeVisible();
  await expect(page.getByText(/blocks\.\d/)).toHaveCount(0);

  // The drawer of the first block in question is open at its field, which says what is wrong.
  const alt = banner.getByRole('textbox', { name: 'Alternativtext', exact: true });
  await expect(alt).toBeFocused();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(alt).toHaveAccessibleDescription(altMessage);
  await expectNoAxeViolations(page);
  await alt.fill('Runder Wandspiegel in Chrom');
  await expect(alt).not.toHaveAttribute('aria-invalid');

  // Saved again: now the slide's link, in its slide, opened for the merchant.
  await toolbar.getByRole('button', { name: 'Änderungen speichern' }).click();
  const link = carousel.locator('details').nth(1).getByLabel('Ziel der Schaltfläche');
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription(linkMessage);
  await link.fill('/alle-spiegel');
  await toolbar.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Die Änderungen sind gespeichert.')).toBeVisible();
});

test('the page never shows a javascript: link; a new picture asks for its own alt text or a decorative mark', async ({
  browser,
}) => {
  const page = await editorOn(browser, 'en');
  const bannerBlock = page.locator('section[data-block-uuid]').nth(1);
  await expect(bannerBlock.getByRole('link', { name: 'Discover now' })).toHaveAttribute('href', '/en/all-mirrors');
  await bannerBlock.getByRole('button', { name: 'Edit Banner' }).click();
  const drawer = page.getByRole('complementary', { name: 'Banner', exact: true });

  // What the save would refuse never reaches the page; the field says why while the merchant types.
  const link = drawer.getByLabel('Button link');
  await link.fill('javascript:alert(1)');
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription(
    'Please enter a path in the shop (starting with /) or an address with http:// or https://.',
  );
  await expect(bannerBlock.getByRole('link', { name: 'Discover now' })).toHaveCount(0);
  await expect(page.locator('[href^="javascript:" i]')).toHaveCount(0);
  await link.fill('/en/all-mirrors');
  await expect(bannerBlock.getByRole('link', { name: 'Discover now' })).toHaveAttribute('href', '/en/all-mirrors');

  // A new picture: the old alt text described the old one, so it is gone and the field asks.
  const alt = drawer.getByRole('textbox', { name: 'Alternative text', exact: true });
  await expect(alt).not.toHaveValue('');
  await drawer.getByLabel('Upload a new picture for “Image”').setInputFiles(photo);
  await expect(drawer.getByRole('status')).toHaveText(
    'The new picture is in place. Please describe it in the alternative text.',
  );
  await expect(alt).toHaveValue('');
  await expect(alt).toBeFocused();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(alt).toHaveAccessibleDescription(
    'Please describe the picture (alternative text) or mark it as decorative.',
  );
  await expectNoAxeViolations(page);

  // Marked decorative on purpose: saved, and shoppers get the picture with an empty alt text.
  await drawer.getByLabel('Decorative (no alternative text)').check();
  await expect(alt).toHaveCount(0);
  await page.getByRole('region', { name: 'Editor' }).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The changes have been saved.')).toBeVisible();

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`/en/${slugs.en}`);
  const picture = shopper.getByRole('main').locator('img[src^="/images/blocks/"]');
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute('alt', '');
});
