import { expect, test, type Page, type Request } from '@playwright/test';
import {
  acceptConsents,
  addSimpleMirror,
  customerWithAddress,
  expectNoAxeViolations,
  uniqueEmail,
  waitForHydration,
} from './fixtures';

/**
 * Cookie consent and analytics (issue 21). The e2e shop runs GA4 with the local collector
 * (GA4_MEASUREMENT_ID=G-LOCALE2E): whatever would go to Google goes to /analytics-collector.
 * These tests start as first-time visitors, without the consent cookie the other tests carry.
 */
test.use({ storageState: { cookies: [], origins: [] } });
// One test at a time: they count what reaches the one collector.
test.describe.configure({ mode: 'serial' });

interface CollectedEntry {
  kind: 'consent' | 'config' | 'event';
  name: string;
  params: Record<string, unknown>;
  receivedAt: number;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies und Datenschutz' });

/** Every request a page makes that analytics would make: Google's hosts or the local stand-in. */
function watchAnalyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('request', (request: Request) => {
    const url = request.url();
    if (/google-analytics|googletagmanager|analytics\.google|doubleclick|\/analytics-collector/.test(url)) {
      seen.push(url);
    }
  });
  return seen;
}

async function collected(page: Page, since: number): Promise<CollectedEntry[]> {
  const entries = (await (await page.request.get('/analytics-collector/events.json')).json()) as CollectedEntry[];
  return entries.filter((entry) => entry.receivedAt >= since);
}

async function analyticsCookies(page: Page) {
  return (await page.context().cookies()).filter((cookie) => cookie.name === '_ga' || cookie.name.startsWith('_ga_'));
}

/** A registered customer with an address orders the cart by prepayment; answers the order's id. */
async function orderTheCart(page: Page): Promise<string> {
  await page.goto('/checkout');
  await waitForHydration(page);
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  return /\/confirmation\/(\d+)\//.exec(page.url())![1]!;
}

test.describe('cookie consent', () => {
  test('the banner asks on the first visit; "Nur notwendige" is one click and a whole purchase then sends nothing to analytics', async ({
    page,
  }) => {
    test.slow();
    const analytics = watchAnalyticsRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    // Accepting and refusing look the same: the same kind of button, side by side.
    const reject = banner(page).getByRole('button', { name: 'Nur notwendige' });
    const accept = banner(page).getByRole('button', { name: 'Alle akzeptieren' });
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
    await expectNoAxeViolations(page);

    await reject.click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByText('Ihre Cookie-Einstellungen wurden gespeichert.')).toBeVisible();
    // Focus does not get lost with the banner: it goes to the page's main content.
    await expect(page.locator('#main-content')).toBeFocused();
    // The choice is stored by the server's answer, which may come a moment after the banner closed.
    const consentCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'consent');
    await expect.poll(async () => (await consentCookie())?.value).toMatch(/^[0-9a-z]+\.\.\d+$/);
    const consent = (await consentCookie())!;
    // Kept for a year (365 days, give or take the test's own run time).
    expect(consent.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

    await customerWithAddress(page, uniqueEmail('nur-notwendig'));
    await page.goto('/search?term=Spiegel');
    await addSimpleMirror(page);
    const orderId = await orderTheCart(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    // The banner stays away on every page, a cached one too.
    await page.goto('/alle-spiegel');
    await expect(banner(page)).toHaveCount(0);
    expect(analytics, `analytics requests around order ${orderId}`).toEqual([]);
    expect(await analyticsCookies(page)).toEqual([]);
  });

  test('without any answer the banner stays, and a purchase sends nothing to analytics either', async ({ page }) => {
    test.slow();
    const analytics = watchAnalyticsRequests(page);
    await customerWithAddress(page, uniqueEmail('ohne-wahl'));
    await expect(banner(page)).toBeVisible();
    await addSimpleMirror(page);
    await orderTheCart(page);
    await expect(banner(page)).toBeVisible();
    expect(analytics).toEqual([]);
    expect(await analyticsCookies(page)).toEqual([]);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('consent');
  });

  test('with consent each of the 8 events reaches analytics once with its parameters; a withdrawn consent stops them at once', async ({
    page,
  }) => {
    test.slow();
    const since = Date.now();
    await page.goto('/');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner(page)).toHaveCount(0);

    const email = uniqueEmail('analyse');
    // sign_up (the confirmation of the account), then login after logging out.
    await customerWithAddress(page, email);
    await page.goto('/my-account');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();
    await page.goto('/login');
    await waitForHydration(page);
    const login = page.getByRole('region', { name: 'Anmelden' });
    await login.getByLabel('E-Mail-Adresse').fill(email);
    await login.getByLabel('Passwort').fill('Glasklar2026');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();

    await page.goto('/search?term=Spiegel');
    await waitForHydration(page);
    // add_to_wishlist from a card's heart.
    const card = page.getByRole('article').first();
    const wished = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('button', { name: `Auf die Wunschliste: ${wished}` }).click();
    await expect(page.getByText('Der Artikel steht jetzt auf Ihrer Wunschliste.')).toBeVisible();

    // add_to_cart, then remove_from_cart in the cart; the order is then of a second mirror.
    const removed = await addSimpleMirror(page);
    await page.goto('/cart');
    await waitForHydration(page);
    await page.getByRole('button', { name: new RegExp(`^Entfernen\\s*: ${removed}$`) }).click();
    await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
    // The second mirror goes in without an add event of the page (straight through the shop's API).
    const session = await page.request.get('/api/getSession');
    const csrf = session.headers()['x-csrf-token']!;
    const ordered = await page.request.post('/api/doAddCartItem', {
      data: { productId: Number(await firstSimpleVariation(page)), quantity: 2 },
      headers: { 'x-csrf-token': csrf },
    });
    expect(ordered.status()).toBe(200);
    const orderId = await orderTheCart(page);
    // The confirmation again (a reload): the purchase is not counted twice.
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(1_000);

    const events = (await collected(page, since)).filter((entry) => entry.kind === 'event');
    const named = (name: string) => events.filter((event) => event.name === name);
    for (const name of [
      'sign_up',
      'login',
      'search',
      'add_to_wishlist',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
      'purchase',
    ]) {
      expect(named(name), name).toHaveLength(1);
    }
    expect(named('search')[0]!.params).toEqual({ search_term: 'Spiegel' });
    expect(named('login')[0]!.params).toEqual({ method: 'email' });
    expect(named('add_to_wishlist')[0]!.params.items).toEqual([
      expect.objectContaining({ item_name: wished, quantity: 1 }),
    ]);
    const added = named('add_to_cart')[0]!.params as {
      currency: string;
      value: number;
      items: Array<Record<string, unknown>>;
    };
    expect(added.currency).toBe('EUR');
    expect(added.items).toEqual([expect.objectContaining({ item_name: removed, quantity: 1 })]);
    expect(added.value).toBe(added.items[0]!.price);
    expect(named('remove_from_cart')[0]!.params.items).toEqual([expect.objectContaining({ item_name: removed })]);
    const purchase = named('purchase')[0]!.params as {
      transaction_id: string;
      value: number;
      currency: string;
      items: Array<{ price: number; quantity: number }>;
    };
    expect(purchase.transaction_id).toBe(orderId);
    expect(purchase.currency).toBe('EUR');
    expect(purchase.items).toHaveLength(1);
    expect(purchase.items[0]!.quantity).toBe(2);
    expect(purchase.value).toBeCloseTo(purchase.items[0]!.price * 2, 2);
    expect(named('begin_checkout')[0]!.params).toMatchObject({ currency: 'EUR', value: purchase.value });
    // Consent mode v2: denied by default, then granted by the choice, before any event.
    const consents = (await collected(page, since)).filter((entry) => entry.kind === 'consent');
    expect(consents[0]).toMatchObject({
      name: 'default',
      params: { analytics_storage: 'denied', ad_user_data: 'denied' },
    });
    expect(consents[1]).toMatchObject({
      name: 'update',
      params: {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    });
    expect(await analyticsCookies(page)).toHaveLength(1);
    // The reported order is remembered (listed with GA4 on the consent page) …
    const reported = () => page.evaluate(() => localStorage.getItem('analytics-purchases'));
    expect(await reported()).toContain(orderId);

    // Withdrawn from the footer: the switch off, saved; GA4 stops at once and its cookie goes.
    const withdrawnAt = Date.now();
    await page.getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await expect(page.getByRole('heading', { name: 'Cookies und Datenschutz' })).toBeFocused();
    await banner(page).getByRole('switch', { name: 'Google Analytics 4' }).uncheck();
    await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cookie-Einstellungen' })).toBeFocused();
    await expect.poll(() => analyticsCookies(page)).toEqual([]);
    // … and forgotten with the consent.
    expect(await reported()).toBeNull();
    await page.goto('/search?term=Rasierspiegel');
    await waitForHydration(page);
    await page.waitForTimeout(1_000);
    const after = await collected(page, withdrawnAt);
    expect(after.filter((entry) => entry.kind === 'event')).toEqual([]);
    expect(after.filter((entry) => entry.kind === 'consent').map((entry) => entry.params.analytics_storage)).toEqual([
      'denied',
    ]);
  });

  test('without JavaScript the banner is a form: the choice is stored and the visitor stays on their page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/rasierspiegel');
    await banner(page).getByText('Einstellungen', { exact: true }).click();
    await banner(page).getByRole('switch', { name: 'App-Hinweis' }).check();
    await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(page).toHaveURL(/\/rasierspiegel$/);
    await expect(banner(page)).toHaveCount(0);
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'consent')!;
    expect(consent.value).toMatch(/^[0-9a-z]+\.installHint\.\d+$/);

    // The footer link is the settings page; it shows the choice and sends the visitor back.
    await page.getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(page.getByText(/Ihre aktuelle Wahl vom/)).toBeVisible();
    await expect(page.getByRole('switch', { name: 'App-Hinweis' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Google Analytics 4' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page).toHaveURL(/\/rasierspiegel$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'consent')!.value).toMatch(
      /\.installHint-ga4\.\d+$/,
    );
    await context.close();
  });

  test('in English the banner and the settings page speak English and pass axe', async ({ page }) => {
    await page.goto('/en/cookie-settings');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible();
    await expect(page.getByText('You have not made a choice yet.')).toBeVisible();
    // The settings page holds the form itself: no second banner over it.
    await expect(page.getByRole('region', { name: 'Cookies and privacy' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto('/en/travel-mirrors');
    await waitForHydration(page);
    const english = page.getByRole('region', { name: 'Cookies and privacy' });
    await english.getByText('Settings', { exact: true }).click();
    await expect(english.getByRole('switch', { name: 'Google Analytics 4' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Chosen, the settings page names the choice's time as every English page writes a date.
    await english.getByRole('button', { name: 'Save choice' }).click();
    await page.goto('/en/cookie-settings');
    await expect(page.getByText(/^Your current choice of \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\.$/)).toBeVisible();
  });
});

/** The variation id of the first card of the list that goes into the cart straight from the card. */
async function firstSimpleVariation(page: Page): Promise<string> {
  const html = await (await page.request.get('/alle-spiegel?itemsPerPage=100')).text();
  return /name="productId" value="(\d+)"/.exec(html)![1]!;
}
