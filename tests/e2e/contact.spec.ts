import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, passBotCheck, waitForHydration } from './fixtures';

/** Issue 20: the contact form, with and without JavaScript, and its bot check failing closed. */
test.describe('contact form', () => {
  test('refused fields keep what was typed; sent, the message reaches the shop and the sender gets a copy', async ({
    page,
  }) => {
    const email = `kontakt.${Date.now()}@beispiel.de`;
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByLabel('E-Mail-Adresse *').fill(email);
    await page.getByLabel('Ihre Nachricht *').fill('Gibt es den Spiegel Alba auch in Schwarz?');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible();
    await expect(page.getByText('Bitte bestätigen Sie, dass Sie kein Roboter sind.')).toBeVisible();
    await expect(page.getByLabel('Name *')).toBeFocused();
    await expect(page.getByLabel('Ihre Nachricht *')).toHaveValue('Gibt es den Spiegel Alba auch in Schwarz?');
    await expectNoAxeViolations(page);

    await page.getByLabel('Name *').fill('Lena Graf');
    await page.getByLabel(/Ich bin damit einverstanden/).check();
    await passBotCheck(page);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank, Lena Graf!' })).toContainText(email);
    await expectNoAxeViolations(page);

    await page.goto('/mailbox');
    const toShop = page.getByRole('article').filter({ hasText: 'Kontaktanfrage: ohne Betreff (Lena Graf)' });
    await expect(toShop).toContainText('Gibt es den Spiegel Alba auch in Schwarz?');
    await expect(page.getByRole('article').filter({ hasText: email }).first()).toContainText(
      'Ihre Nachricht an Spiegelshop',
    );
  });

  test('a proof that does not hold is refused at the bot check, which asks again; nothing typed is lost', async ({
    page,
  }) => {
    await page.goto('/en/contact');
    await waitForHydration(page);
    await page.getByLabel('Name *').fill('Mallory');
    await page.getByLabel('Email address *').fill('mallory@example.com');
    await page.getByLabel('Your message *').fill('Buy cheap watches');
    await page.getByLabel(/I agree that my details/).check();
    await passBotCheck(page);
    // A bot's guess instead of the work done.
    await page.locator('input[name="botProofOfWork"]').evaluate((input: HTMLInputElement) => {
      input.value = btoa(JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: 1 } }));
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('The security check has expired or was used already.')).toBeVisible();
    await expect(page.getByLabel('I am not a robot *')).not.toBeChecked();
    await expect(page.getByLabel('Your message *')).toHaveValue('Buy cheap watches');
    await page.goto('/mailbox');
    await expect(page.getByRole('article').filter({ hasText: 'Mallory' })).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page asks a sum; a wrong result asks a new one, the right one sends', async ({ page }) => {
      await page.goto('/en/contact');
      await page.getByLabel('Name *').fill('Ben Otto');
      await page.getByLabel('Email address *').fill('ben.otto@example.com');
      await page.getByLabel('Your message *').fill('Do you ship to Austria?');
      await page.getByLabel(/I agree that my details/).check();
      // The sum is asked in words, never as a pair of numbers a script could add up.
      await page.getByLabel(/What is (one|two|three|four|five|six|seven|eight|nine) plus [a-z]+\?/).fill('99');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('That is not the right result. Please work out the new sum.')).toBeVisible();
      await expect(page.getByLabel('Your message *')).toHaveValue('Do you ship to Austria?');
      await passBotCheck(page, { javaScript: false });
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you, Ben Otto!');
    });
  });
});
