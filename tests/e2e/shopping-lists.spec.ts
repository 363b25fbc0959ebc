import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

test.describe('wishlist and comparison list', () => {
  test('heart on a card and on the product page toggles the wishlist; the wishlist page adds all to the cart', async ({
    page,
  }) => {
    await page.goto('/alle-spiegel');
    const card = page.getByRole('article').first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const heart = card.getByRole('button', { name: `Auf die Wunschliste: ${name}` });
    // The cards' buttons send the frame's one form (issue 38): no form inside a card.
    await expect(page.locator('#card-list-toggles input[name=js]')).toHaveCount(1);
    await expect(card.locator('form')).toHaveCount(0);
    await heart.click();
    await expect(page.getByText('Der Artikel steht jetzt auf Ihrer Wunschliste.')).toBeVisible();
    const removeHeart = card.getByRole('button', { name: `Von der Wunschliste entfernen: ${name}` });
    await expect(removeHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: /Wunschliste, 1/ })).toBeVisible();

    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wunschliste');
    const list = page.getByRole('list', { name: 'Wunschliste' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(name);
    await expectNoAxeViolations(page);

    // The product page's own heart shows the same state and removes it.
    await list.getByRole('link', { name }).click();
    // The wishlist stays until the product page is ready (its chunk may still be loading).
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const pageHeart = page
      .getByRole('main')
      .getByRole('button', { name: 'Von der Wunschliste entfernen', exact: true });
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').locator('input[name=js]').first()).toHaveCount(1);
    await pageHeart.click();
    await expect(page.getByText('Der Artikel wurde von Ihrer Wunschliste entfernt.')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Auf die Wunschliste', exact: true }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('all simple mirrors of the wishlist go into the cart at once', async ({ page }) => {
    await page.goto('/alle-spiegel?itemsPerPage=100');
    const simple = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'In den Warenkorb' }) });
    await expect(simple.first().locator('input[name=js]').first()).toHaveCount(1);
    for (const index of [0, 1]) {
      await simple
        .nth(index)
        .getByRole('button', { name: /^Auf die Wunschliste/ })
        .click();
      await expect(simple.nth(index).getByRole('button', { name: /^Von der Wunschliste entfernen/ })).toBeVisible();
    }
    await page.goto('/wishlist');
    await page.getByRole('button', { name: 'Alle in den Warenkorb' }).click();
    await expect(page.getByText('2 Artikel liegen jetzt in Ihrem Warenkorb.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toBeVisible();
  });

  test('compare mirrors side by side, with a clear message when the list is full', async ({ page }) => {
    // A slow line: the page's data comes late, so the clicks below come faster than it (the fifth,
    // refused, must not leave the header and the buttons with a count from before the fourth).
    await page.route(/\.data(\?|$)/, async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fallback();
    });
    await page.goto('/alle-spiegel');
    const cards = page.getByRole('article');
    await expect(page.locator('#card-list-toggles input[name=js]')).toHaveCount(1);
    for (const index of [0, 1, 2, 3]) {
      await cards
        .nth(index)
        .getByRole('button', { name: /^Vergleichen/ })
        .click();
      await expect(cards.nth(index).getByRole('button', { name: /^Aus dem Vergleich entfernen/ })).toBeVisible();
    }
    await cards
      .nth(4)
      .getByRole('button', { name: /^Vergleichen/ })
      .click();
    await expect(page.getByText('Sie können höchstens 4 Artikel vergleichen.', { exact: false })).toBeVisible();

    for (const index of [0, 1, 2, 3]) {
      await expect(cards.nth(index).getByRole('button', { name: /^Aus dem Vergleich entfernen/ })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Vergleich, 4 Artikel' }).click();
    await expect(page).toHaveURL(/\/comparisonlist$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    await expect(table.getByRole('rowheader', { name: 'Preis' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Verfügbarkeit' })).toBeVisible();
    await expectNoAxeViolations(page);
    await table
      .getByRole('button', { name: /^Aus dem Vergleich entfernen/ })
      .first()
      .click();
    await expect(table.getByRole('columnheader')).toHaveCount(3);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the heart is a form that comes back to the page', async ({ page }) => {
      await page.goto('/en/all-mirrors');
      const card = page.getByRole('article').first();
      await card.getByRole('button', { name: /^Add to wishlist/ }).click();
      await expect(page).toHaveURL(/\/en\/all-mirrors$/);
      await expect(
        page
          .getByRole('article')
          .first()
          .getByRole('button', { name: /^Remove from wishlist/ }),
      ).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
