import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

test.describe('search and tags', () => {
  test('the header search finds mirrors, forgiving a typo, and is kept out of search engines', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Suche' }).fill('Rasirspiegel');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/search\?term=Rasirspiegel$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Rasirspiegel“');
    await expect(page.getByRole('region', { name: 'Produkte' }).getByRole('article').first()).toContainText(
      'Rasierspiegel',
    );
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue('Rasirspiegel');
  });

  test('sorting search results keeps the term', async ({ page }) => {
    await page.goto('/en/search?term=mirror');
    await page.getByLabel('Sort').selectOption('sorting.price.avg_asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/term=mirror/);
    await expect(page).toHaveURL(/sort=sorting\.price\.avg_asc/);
  });

  test('no term and no results give a clear message', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('Bitte geben Sie einen Suchbegriff ein.')).toBeVisible();
    await page.goto('/search?term=xyzqwv');
    await expect(page.getByText('Zu „xyzqwv“ haben wir leider nichts gefunden.', { exact: false })).toBeVisible();
  });

  test('tag pages list the items with the tag; unknown tags are 404', async ({ page }) => {
    await page.goto('/tag/geschenkidee');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schlagwort: Geschenkidee');
    expect(await page.getByRole('region', { name: 'Produkte' }).getByRole('article').count()).toBeGreaterThan(0);
    await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', /\/en\/tag\/gift-idea$/);
    expect((await page.goto('/tag/gibts-nicht'))?.status()).toBe(404);
  });

  test("a product's tags lead to their pages, in the tag's colour and the page's language", async ({ page }) => {
    // English: the tag's address differs from the German one by its slug, not only by /en.
    await page.goto('/en/tag/gift-idea');
    await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').first().click();
    const tags = page.getByRole('list', { name: 'Tags' });
    const tag = tags.getByRole('link', { name: 'Gift idea' });
    await expect(tag).toHaveAttribute('href', '/en/tag/gift-idea');
    // The seed's "Gift idea" is pink (#be185d): white text on it.
    await expect(tag).toHaveCSS('background-color', 'rgb(190, 24, 93)');
    await expect(tag).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectNoAxeViolations(page);
    await tag.click();
    await expect(page).toHaveURL(/\/en\/tag\/gift-idea$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tag: Gift idea');
  });

  test('axe finds nothing on search and tag pages', async ({ page }) => {
    await page.goto('/search?term=Spiegel');
    await expectNoAxeViolations(page);
    await page.goto('/en/tag/new');
    await expectNoAxeViolations(page);
  });
});
