import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  customerWithAddress,
  expectNoAxeViolations,
  firstCardWithCartButton,
  uniqueEmail,
  waitForHydration,
} from './fixtures';

/**
 * The shop as an installable app (issue 21): web manifest, service worker, offline page and
 * notice, updates to a new build, and nothing personal kept by the worker.
 */

/** Waits until the service worker controls the page (it registers once the page is idle). */
async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 })
    .toMatch(/\/sw\.js$/);
}

// The other tests block the worker (playwright.config.ts); here it is what is tested.
test.use({ serviceWorkers: 'allow' });

const firstVisit = { storageState: { cookies: [], origins: [] }, serviceWorkers: 'allow' as const };

test.describe('installable app', () => {
  test('the shop is installable: manifest with name, icons and start page per language, and a worker controlling the page', async ({
    page,
  }) => {
    await page.goto('/en/travel-mirrors');
    await waitForHydration(page);
    await controlledByServiceWorker(page);
    // Chromium's own verdict: what keeps the page from being installed (nothing).
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Test browsers run like private windows, where nothing can be installed: that one is theirs.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

    const manifestUrl = await page.locator('link[rel=manifest]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest.webmanifest?lang=en');
    const manifest = (await (await page.request.get(manifestUrl!)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: '/en', display: 'standalone', lang: 'en', short_name: 'Spiegelshop' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    // The browser's bar has the installed app's colour: the saved design's (not one written in the page).
    await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', manifest.theme_color as string);
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    const german = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(german).toMatchObject({ start_url: '/', lang: 'de' });
    for (const icon of manifest.icons as Array<{ src: string }>) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
  });

  test('offline: a notice while the page runs, forms refused politely, and /offline for a page never visited', async ({
    page,
    context,
  }) => {
    await page.goto('/alle-spiegel?itemsPerPage=100');
    await waitForHydration(page);
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await expect(page.getByText('Sie sind offline. Besuchte Seiten bleiben lesbar')).toBeVisible();
    // Into the cart while offline: refused with a message, nothing lost, nothing broken.
    await firstCardWithCartButton(page).getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(
      page.getByText('Sie sind offline. Bitte versuchen Sie es erneut, sobald Sie wieder verbunden sind.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A page link goes to the worker, which answers with the offline page for a page it never saw.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Reisespiegel' }).click();
    await expect(page).toHaveURL(/\/reisespiegel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/en/travel-mirrors');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

    // Back online, "Erneut versuchen" loads the page that was wanted.
    await page.goto('/schminkspiegel');
    await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schminkspiegel' })).toBeVisible();
  });

  test('after logout no page of the customer comes from the worker: offline there is the public copy or the offline page', async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext(firstVisit);
    const page = await context.newPage();
    // A first visit: this public page may be kept by the worker.
    await page.goto('/rasierspiegel');
    await waitForHydration(page);
    await controlledByServiceWorker(page);
    await page.reload();

    await customerWithAddress(page, uniqueEmail('offline'));
    for (const path of ['/rasierspiegel', '/reisespiegel', '/my-account', '/cart']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Mein Konto' }).first()).toBeVisible();
    }
    await page.goto('/my-account');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();

    await context.setOffline(true);
    await page.goto('/rasierspiegel');
    await expect(page.getByRole('heading', { level: 1, name: 'Rasierspiegel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mein Konto' })).toHaveCount(0);
    for (const path of ['/reisespiegel', '/my-account', '/cart']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
    }
    const kept = await page.evaluate(async () => {
      const pages = await caches.open('spiegelshop-pages-v1');
      return (await pages.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(kept).toEqual(['/rasierspiegel']);
    await context.close();
  });

  test('the install offer: shown when the browser makes one, never while paying, and "Nicht jetzt" is remembered with consent', async ({
    page,
  }) => {
    /** What Chromium does when the shop may be installed: a beforeinstallprompt event. */
    const offerInstall = () =>
      page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        dispatchEvent(offer);
      });
    const installOffer = page.getByRole('region', { name: 'Spiegelshop als App' });
    /** The page's app part listens for the browser's offer once it runs (loaded when idle). */
    const appReady = () => expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    // The tests' visitors chose "Nur notwendige": the offer comes, its dismissal is not kept.
    await page.goto('/rasierspiegel');
    await appReady();
    await offerInstall();
    await expect(installOffer).toBeVisible();
    await expectNoAxeViolations(page);
    await installOffer.getByRole('button', { name: 'Nicht jetzt' }).click();
    await expect(installOffer).toHaveCount(0);
    await page.reload();
    await appReady();
    await offerInstall();
    await expect(installOffer).toBeVisible();

    // Never in the checkout's way.
    await page.goto('/cart');
    await appReady();
    await offerInstall();
    await page.waitForTimeout(500);
    await expect(installOffer).toHaveCount(0);

    // With the "App-Hinweis" allowed, "Nicht jetzt" holds on later pages too.
    await page.goto('/cookie-settings');
    await waitForHydration(page);
    await page.getByRole('switch', { name: 'App-Hinweis' }).check();
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(page.getByText('Ihre Cookie-Einstellungen wurden gespeichert.')).toBeVisible();
    await page.goto('/rasierspiegel');
    await appReady();
    await offerInstall();
    await installOffer.getByRole('button', { name: 'Nicht jetzt' }).click();
    await page.reload();
    await appReady();
    await offerInstall();
    await page.waitForTimeout(500);
    await expect(installOffer).toHaveCount(0);
  });

  test('a new build: the hourly check finds it, says so, and the page reloads once its worker takes over', async ({
    page,
  }) => {
    const clientDir = path.resolve('build/client');
    const files = ['sw.js', 'latest-build.json'].map((name) => path.join(clientDir, name));
    const originals = files.map((file) => readFileSync(file));
    await page.clock.install();
    await page.goto('/rasierspiegel');
    await waitForHydration(page);
    // The idle callback that starts the worker's registration and the hourly check.
    await page.clock.runFor(5_000);
    await controlledByServiceWorker(page);
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
      new MutationObserver(() => {
        if (document.body.innerText.includes('Neue Version verfügbar.')) sessionStorage.setItem('saw-update', '1');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    try {
      // The second build: another worker script and another id.
      writeFileSync(files[0]!, Buffer.concat([originals[0]!, Buffer.from('\n// the next build\n')]));
      writeFileSync(files[1]!, JSON.stringify({ id: 'the-next-build' }));
      await page.clock.fastForward(3_600_000);
      // The page reloads: what it held before is gone (a reload under way answers nothing yet).
      const stillThere = () =>
        page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false).catch(() => true);
      await expect.poll(stillThere, { timeout: 20_000 }).toBe(false);
      expect(await page.evaluate(() => sessionStorage.getItem('saw-update'))).toBe('1');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Rasierspiegel' })).toBeVisible();
    } finally {
      files.forEach((file, index) => writeFileSync(file, originals[index]!));
    }
  });
});
