import { expect, test } from '@playwright/test';
import {
  answeredBotQuestion,
  expectNoAxeViolations,
  linkFromMailbox,
  passBotCheck,
  waitForHydration,
  watchConsole,
} from './fixtures';

test.describe('home page blocks', () => {
  test('German sample home: hero carousel, gallery categories and the featured categories 29, 27, 24', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    // For a first visit (no consent choice yet) the home page may be kept by shared caches.
    const firstVisit = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    expect((await firstVisit.get('/')).headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    await firstVisit.dispose();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('group')).toHaveCount(2);
    await expect(carousel.getByRole('group', { name: 'Folie 1 von 2' }).getByRole('link')).toHaveAttribute(
      'href',
      '/beleuchtete-kosmetikspiegel/led-kosmetikspiegel',
    );
    // The hero picture is the LCP candidate: eager and first in line; the others wait.
    const hero = carousel.getByRole('img', { name: /Runder goldener Wandspiegel/ });
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('img', { name: 'Runder Wandspiegel in Chrom' })).toHaveAttribute('loading', 'lazy');

    await carousel.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect(carousel.getByRole('button', { name: 'Folie 2 zeigen' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('heading', { name: 'Glatte Rasur ohne Beschlag' })).toBeInViewport();

    await expect(page.getByRole('link', { name: 'Zu den Standspiegeln' })).toHaveAttribute(
      'href',
      '/kosmetikspiegel/stand-kosmetikspiegel',
    );
    for (const [title, linkText, slug] of [
      ['Beleuchtete Kosmetikspiegel', 'Alle beleuchteten Kosmetikspiegel', '/beleuchtete-kosmetikspiegel'],
      ['Rasierspiegel', 'Alle Rasierspiegel', '/rasierspiegel'],
      ['Reisespiegel', 'Alle Reisespiegel', '/reisespiegel'],
    ] as const) {
      const section = page.getByRole('region', { name: title, exact: true });
      await expect(section.getByRole('heading', { level: 3 }).first()).toBeVisible();
      expect(await section.getByRole('article').count()).toBeGreaterThan(2);
      await expect(section.getByRole('link', { name: linkText })).toHaveAttribute('href', slug);
    }
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('English sample home in English with English links; a product row leads to the product', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfect light for every detail');
    const shaving = page.getByRole('region', { name: 'Shaving mirrors', exact: true });
    await expect(shaving.getByRole('link', { name: 'All shaving mirrors' })).toHaveAttribute(
      'href',
      '/en/shaving-mirrors',
    );
    const first = shaving.getByRole('article').first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/en\/[a-z0-9-]+_\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.goto('/en');
    await expectNoAxeViolations(page);
  });

  test('newsletter sign-up: field messages keep what was typed', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Abonnieren Sie unseren Newsletter' });
    await form.getByLabel('Vorname (optional)').fill('Anna');
    await form.getByLabel('E-Mail-Adresse *').fill('anna@beispiel');
    await form.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(
      form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.'),
    ).toBeVisible();
    await expect(form.getByLabel('E-Mail-Adresse *')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Bitte bestätigen Sie, dass Sie den Newsletter erhalten möchten.')).toBeVisible();
    await expect(form.getByLabel('Vorname (optional)')).toHaveValue('Anna');
    await expectNoAxeViolations(page);
  });

  test('newsletter double opt-in: the link in the confirmation e-mail confirms once', async ({ page }) => {
    // Four page loads of the full home page and an axe scan: past the 30 s limit under CI load.
    test.slow();
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'Abonnieren Sie unseren Newsletter' });
    const email = `anna.${Date.now()}@beispiel.de`;
    await form.getByLabel('E-Mail-Adresse *').fill(email);
    await form.getByLabel(/Ich möchte den Newsletter erhalten/).check();
    await passBotCheck(form);
    await form.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(form.getByRole('status')).toHaveText(/Bitte bestätigen Sie Ihre Anmeldung/);

    // Double opt-in: the link of the confirmation e-mail (local mailbox) opens the home page.
    const link = await linkFromMailbox(page, email, /newsletterConfirmation/);
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Newsletter-Anmeldung ist bestätigt' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(link);
    await expect(page.getByText('Dieser Bestätigungslink ist ungültig oder wurde schon verwendet.')).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the newsletter form posts to its own page, which answers in English', async ({ page }) => {
      await page.goto('/en');
      const form = page.getByRole('region', { name: 'Newsletter' });
      await form.getByLabel('E-mail address *').fill('ben@example.com');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page).toHaveURL(/\/en\/newsletter$/);
      await expect(page.getByText('Please confirm that you would like to receive the newsletter.')).toBeVisible();
      await expect(page.getByLabel('E-mail address *')).toHaveValue('ben@example.com');
      // The block has no bot check without JavaScript; its page asks the sum.
      await expect(page.getByText('Please confirm that you are not a robot.')).toBeVisible();
      await page.getByRole('checkbox').check();
      await passBotCheck(page, { javaScript: false });
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(/Please confirm your subscription/);
    });

    test('a sign-up beyond the hourly mail limit of an address is a message on the form, not an error page', async ({
      page,
    }) => {
      const email = `limit.${Date.now()}@example.com`;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const botCheck = await answeredBotQuestion(page, '/en/newsletter');
        const response = await page.request.post('/en/newsletter', {
          form: { email, privacyAccepted: '1', ...botCheck },
        });
        expect(response.status()).toBe(200);
      }
      await page.goto('/en/newsletter');
      await page.getByLabel('E-mail address *').fill(email);
      await page.getByRole('checkbox').check();
      await passBotCheck(page, { javaScript: false });
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText('already sent enough e-mails');
      await expect(page.getByLabel('E-mail address *')).toHaveValue(email);
    });
  });
});
