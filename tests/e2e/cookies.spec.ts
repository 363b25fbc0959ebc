import { expect, test } from '@playwright/test';
import { cookieNameMatches, shopCookies } from '../../core/consent/shop-cookies';
import { waitForHydration } from './fixtures';

/**
 * The cookie list of /cookie-settings is a legal text (issue 33): every cookie a visit really sets
 * (by the server's Set-Cookie or by the page's scripts) is in the one table of cookies with the
 * same name and Max-Age, and the page lists the table, in both languages. The browser tests' shop
 * runs with the defaults (sessions of 30 days) and the local analytics stand-in.
 */
const table = shopCookies({ sessionDays: 30, analytics: true });

test('every cookie a visit sets is in the table of cookies, and /cookie-settings lists the table in both languages', async ({
  page,
}) => {
  // Every cookie set: Set-Cookie of the answers, and document.cookie of the page's scripts.
  const set: string[] = [];
  page.on('response', async (response) => {
    for (const header of await response.headersArray().catch(() => [])) {
      if (header.name.toLowerCase() === 'set-cookie') set.push(header.value);
    }
  });
  await page.exposeFunction('recordCookieWrite', (text: string) => set.push(text));
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie.get!.call(document) as string,
      set: (text: string) => {
        void (window as unknown as { recordCookieWrite(text: string): Promise<void> }).recordCookieWrite(text);
        cookie.set!.call(document, text);
      },
    });
  });

  // A visitor puts an item on the wish list (the session), switches the language and saves the
  // cookie settings (the consent cookie).
  await page.goto('/search?term=Spiegel');
  await waitForHydration(page);
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Auf die Wunschliste: / })
    .click();
  await expect(page.getByText('Der Artikel steht jetzt auf Ihrer Wunschliste.')).toBeVisible();
  await page.getByRole('link', { name: 'Zu Englisch wechseln' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // "Only necessary", not "Accept all": GA4 events here would reach the analytics collector that
  // consent.spec.ts reads at the same time. GA4's cookie is compared in server/shop-cookies.integration.test.ts.
  await page.goto('/en/cookie-settings');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Only necessary' }).click();
  await expect.poll(() => set.filter((text) => text.startsWith('consent=')).length).toBe(1);

  const cookies = set
    .map((text) => ({
      name: text.split('=')[0]!.trim(),
      maxAge: Number(/;\s*max-age=(\d+)/i.exec(text)?.[1] ?? NaN),
    }))
    .filter((cookie) => cookie.maxAge !== 0);
  expect([...new Set(cookies.map((cookie) => cookie.name))].sort()).toEqual(['consent', 'lang', 'sid']);
  for (const cookie of cookies) {
    const entry = table.find((row) => cookieNameMatches(row.name, cookie.name));
    expect(entry, `${cookie.name} is not in the table of cookies`).toBeDefined();
    expect(cookie.maxAge, cookie.name).toBe(entry!.maxAgeSeconds);
  }

  // The page lists each cookie of the table with its lifespan, under its service.
  for (const [path, stores, lasts] of [
    ['/cookie-settings', 'Speichert:', (days: number) => `Dauer: ${days} Tage`],
    ['/en/cookie-settings', 'Stores:', (days: number) => `Duration: ${days} days`],
  ] as const) {
    await page.goto(path);
    const descriptions = await page.locator('[id^="consent-service-"]').allInnerTexts();
    for (const cookie of table) {
      const listed = descriptions.filter((text) =>
        new RegExp(`${stores} (.*, )?${cookie.name.replace('*', '\\*')}(,|\\.)`).test(text),
      );
      expect(listed, `${path} lists ${cookie.name}`).toHaveLength(1);
      expect(listed[0]).toContain(lasts(cookie.maxAgeSeconds / 86_400));
    }
  }
});
