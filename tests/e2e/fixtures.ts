import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA rules: what BFSG requires of a German shop. */
export async function expectNoAxeViolations(page: Page) {
  // Only the violations are read: axe keeps one node each of the other kinds of result (its own
  // speed-up, `resultTypes`). A page without frames is checked in one `axe.run` – the same rules
  // on the same nodes as the frame-by-frame run, which also opens a blank page to join the frames'
  // results; a page with frames keeps that run (it reaches frames of other origins too).
  // (`options` replaces what was set before it: the tags come after.)
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (page.frames().length === 1) builder.setLegacyMode();
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  await expectNoUntranslatedKeys(page);
}

/**
 * A text whose translation part the page did not load shows as its key ("checkout.title"); every
 * page checked with axe is checked for that too (the parts of ADR 0011).
 */
export async function expectNoUntranslatedKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text, `untranslated keys on ${page.url()}`).not.toMatch(
    /\b(?:auth|address|myAccount|account|checkout|order|storefrontError|documents|mail|errorMessages|editor|contact|withdrawal|botCheck|consent|pwa|reviewForm)\.[a-z]\w*/,
  );
}

/** Waits until the page runs JavaScript (the app marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Collects console errors and uncaught exceptions (hydration mismatches show up here). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Passes the bot check of a form as a person does (issue 20): with JavaScript, ticks "Ich bin kein
 * Roboter" / "I am not a robot" and waits for the proof of work; without, answers the page's sum.
 */
export async function passBotCheck(scope: Page | Locator, options: { javaScript?: boolean } = {}) {
  if (options.javaScript === false) {
    const question = scope.getByText(botQuestion);
    await scope.getByLabel(botQuestion).fill(botAnswer((await question.textContent()) ?? ''));
    return;
  }
  await scope.getByLabel(/Ich bin kein Roboter|I am not a robot/).check();
  await expect(scope.getByText(/Geprüft\.|Checked\./)).toBeVisible({ timeout: 20_000 });
}

/** The fields of a page's bot-check sum, answered, for a form posted with page.request. */
export async function answeredBotQuestion(page: Page, path: string): Promise<Record<string, string>> {
  const html = await (await page.request.get(path)).text();
  const token = /name="botQuestionToken" value="([^"]+)"/.exec(html)![1]!;
  return { botQuestionToken: token, botAnswer: botAnswer(html) };
}

/** The page's sum is asked in words ("Wie viel ist vier plus drei?"): a person reads it, as the test does. */
const numberWords = [
  ['eins', 'one'],
  ['zwei', 'two'],
  ['drei', 'three'],
  ['vier', 'four'],
  ['fünf', 'five'],
  ['sechs', 'six'],
  ['sieben', 'seven'],
  ['acht', 'eight'],
  ['neun', 'nine'],
];
const botQuestion = /(Wie viel ist|What is) \p{L}+ plus \p{L}+/u;

function botAnswer(text: string): string {
  const [, first = '', second = ''] = /(?:Wie viel ist|What is) (\p{L}+) plus (\p{L}+)/u.exec(text)!;
  const value = (word: string) => numberWords.findIndex((words) => words.includes(word)) + 1;
  expect(value(first) * value(second), `the sum's words in "${text}"`).toBeGreaterThan(0);
  return String(value(first) + value(second));
}

export const informationPages = [
  { slug: 'legal-disclosure', de: 'Impressum', en: 'Legal disclosure' },
  { slug: 'cancellation-rights', de: 'Widerrufsbelehrung', en: 'Right of withdrawal' },
  { slug: 'privacy-policy', de: 'Datenschutzerklärung', en: 'Privacy policy' },
  { slug: 'terms-and-conditions', de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and conditions' },
  { slug: 'shipping', de: 'Versand', en: 'Shipping' },
  { slug: 'zahlung-und-versand', de: 'Zahlung und Versand', en: 'Payment and shipping' },
  { slug: 'declaration-of-accessibility', de: 'Erklärung zur Barrierefreiheit', en: 'Accessibility statement' },
] as const;

/**
 * A client-side page change to a path no link of the shop leads to (a 404), through the router
 * the page runs (React Router keeps it on window for this kind of use).
 */
export async function navigateInApp(page: Page, path: string) {
  await waitForHydration(page);
  await page.evaluate((to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } })
      .__reactRouterDataRouter;
    void router.navigate(to);
  }, path);
}

/**
 * Registers on /login and confirms the account as its owner would: the link of the mail (in the
 * local mailbox), then the button on its page. Ends logged in, on "Mein Konto".
 */
export async function registerAndConfirm(
  page: Page,
  account: { email: string; password: string; firstName?: string },
  options: { checkAxe?: boolean; javaScript?: boolean } = {},
) {
  await page.goto('/login');
  const form = page.getByRole('region', { name: 'Neues Kundenkonto' });
  await form.getByLabel('E-Mail-Adresse').fill(account.email);
  if (account.firstName) await form.getByLabel('Vorname').fill(account.firstName);
  await form.getByLabel('Passwort', { exact: true }).fill(account.password);
  await form.getByLabel('Passwort wiederholen').fill(account.password);
  await form.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
  await expect(form.getByRole('status')).toContainText(`Wir haben Ihnen eine E-Mail an ${account.email} geschickt`);
  if (options.checkAxe) await expectNoAxeViolations(page);
  await confirmAccountFromMailbox(page, account.email, options);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
}

/** Opens the confirmation link of the newest mail to the address and confirms with its button. */
export async function confirmAccountFromMailbox(
  page: Page,
  email: string,
  options: { checkAxe?: boolean; javaScript?: boolean } = {},
) {
  await page.goto(await linkFromMailbox(page, email, /confirm-account/));
  if (options.checkAxe) await expectNoAxeViolations(page);
  // A person with JavaScript clicks the page that runs it (the sign-up event comes from the
  // page's script; a click before it runs confirms as a plain form, without the event).
  if (options.javaScript !== false) await waitForHydration(page);
  await page.getByRole('button', { name: 'Kundenkonto bestätigen' }).click();
}

/**
 * The path and query of a link in the newest mail to an address (the local mailbox). Mails are
 * written just after the answer (their timing must not tell whether an address has an account),
 * so the mailbox may need a moment.
 */
export async function linkFromMailbox(page: Page, email: string, linkName: RegExp): Promise<string> {
  const link = page.getByRole('article').filter({ hasText: email }).first().getByRole('link', { name: linkName });
  await expect(async () => {
    await page.goto('/mailbox');
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const url = new URL((await link.getAttribute('href'))!);
  return url.pathname + url.search;
}

/** A new address for each test: accounts must not collide across runs and workers. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@beispiel.de`;

/** A new customer with a billing address in Berlin (through the account pages). */
export async function customerWithAddress(page: Page, email = uniqueEmail('kasse')) {
  await registerAndConfirm(page, { email, password: 'Glasklar2026' });
  await page.goto('/my-account/billing-details?edit=new');
  const address = page.getByRole('region', { name: 'Neue Adresse' });
  await address.getByLabel('Vorname').fill('Anna');
  await address.getByLabel('Nachname').fill('Berger');
  await address.getByLabel('Straße').fill('Spiegelgasse');
  await address.getByLabel('Hausnummer').fill('7');
  await address.getByLabel('PLZ').fill('10115');
  await address.getByLabel('Ort', { exact: true }).fill('Berlin');
  await address.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page.getByText('Die Adresse ist gespeichert.')).toBeVisible();
}

/**
 * The shop's calls (the BFF) in the page's session, as its pages make them, for a test's setup:
 * `call(name, data)` answers the call's data; any answer but 200 fails the test.
 */
export function shopCalls(page: Page) {
  return async <Data = unknown>(name: string, data: object = {}): Promise<Data> => {
    // The session's token, read for each call: signing in starts a new session.
    const token = (await page.request.get('/api/getSession')).headers()['x-csrf-token'] ?? '';
    const answer = await page.request.post(`/api/${name}`, { data, headers: { 'x-csrf-token': token, locale: 'de' } });
    expect(answer.status(), `${name}: ${await answer.text()}`).toBe(200);
    return ((await answer.json()) as { data: Data }).data;
  };
}

/**
 * A confirmed customer, signed in in the page's browser, made through the calls the sign-up pages
 * make (doRegisterUser, the link of the mail, doConfirmAccount; with `address`, the billing
 * address of customerWithAddress). For tests whose subject comes after the sign-up: the pages
 * themselves are tested in account.spec.ts. Ends on the mailbox.
 */
export async function signedUpCustomer(
  page: Page,
  account: { email: string; password: string; firstName?: string },
  options: { address?: boolean } = {},
) {
  const call = shopCalls(page);
  await call('doRegisterUser', { ...account, passwordRepeat: account.password });
  const link = new URL(await linkFromMailbox(page, account.email, /confirm-account/), 'http://shop');
  await call('doConfirmAccount', { token: link.searchParams.get('token') });
  if (options.address) {
    await call('doSaveAddress', {
      typeId: 1,
      firstName: 'Anna',
      lastName: 'Berger',
      streetName: 'Spiegelgasse',
      houseNumber: '7',
      zipCode: '10115',
      city: 'Berlin',
      countryId: 1,
    });
  }
}

/** The variation id of the first simple mirror of the catalog: the one addSimpleMirror puts into the cart. */
export async function firstSimpleMirror(page: Page): Promise<number> {
  const body = encodeURIComponent(JSON.stringify({ categoryUrlPath: '/alle-spiegel', itemsPerPage: 100 }));
  const list = (await (await page.request.get(`/api/getFacet?body=${body}`)).json()) as {
    data: { products: Array<{ canAddToCart: boolean; variationId: number }> };
  };
  return list.data.products.find((card) => card.canAddToCart)!.variationId;
}

/** The first product card of a list that can go into the cart straight away. */
export const firstCardWithCartButton = (page: Page) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'In den Warenkorb' }) })
    .first();

/** Signs the demo editor in; ends on the home page (of that language) with the editor on it, ready to click. */
export async function signInAsEditor(page: Page, language: 'de' | 'en' = 'de') {
  const german = language === 'de';
  await page.goto(german ? '/editor/login' : '/en/editor/login');
  await page.getByLabel(german ? 'E-Mail-Adresse' : 'E-mail address').fill('redaktion@spiegelshop.example');
  await page.getByLabel(german ? 'Passwort' : 'Password').fill('Spiegel-Redaktion-2026');
  await page.getByRole('button', { name: german ? 'Anmelden' : 'Sign in' }).click();
  // Exactly "Editor": the English login form itself is a region "Sign-in for editors".
  await expect(page.getByRole('region', { name: 'Editor', exact: true })).toBeVisible();
  await waitForHydration(page);
}

/** Puts the first simple mirror of the catalog into the cart and answers its name. */
export async function addSimpleMirror(page: Page): Promise<string> {
  await page.goto('/alle-spiegel?itemsPerPage=100');
  await waitForHydration(page);
  const card = firstCardWithCartButton(page);
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
  return name;
}

/** Ticks the three legal consents of the checkout. */
export async function acceptConsents(page: Page) {
  await page.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' }).check();
  await page.getByRole('checkbox', { name: 'Ich habe die Widerrufsbelehrung zur Kenntnis genommen.' }).check();
  await page.getByRole('checkbox', { name: 'Ich habe die Datenschutzerklärung zur Kenntnis genommen.' }).check();
}

/**
 * The demo editor's calls over HTTP, for a test's setup and clean-up (a page to work on, settings
 * back to the defaults): `call(name, data)` answers the status and the body.
 */
export async function editorCalls(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL?: string,
) {
  const api = await playwright.request.newContext({ baseURL });
  const csrf = (await api.get('/api/getSession')).headers()['x-csrf-token'] ?? '';
  const login = await api.post('/api/doLoginEditor', {
    data: { email: 'redaktion@spiegelshop.example', password: 'Spiegel-Redaktion-2026' },
    headers: { 'x-csrf-token': csrf, locale: 'de' },
  });
  expect(login.status()).toBe(200);
  const token = (await api.get('/api/getSession')).headers()['x-csrf-token'] ?? csrf;
  const call = async (name: string, data: object = {}, locale: 'de' | 'en' = 'de') => {
    const response = await api.post(`/api/${name}`, { data, headers: { 'x-csrf-token': token, locale } });
    return { status: response.status(), body: (await response.json()) as { data?: unknown } };
  };
  return { api, call };
}

export type EditorCall = Awaited<ReturnType<typeof editorCalls>>['call'];
/** A test's own content page: its name and slug in each language. */
export type TestPageNames = Record<'de' | 'en', { name: string; slug: string }>;

/** Deletes a test's content page (found by its German name) if an earlier run left it. */
export async function removeContentPage(call: EditorCall, names: TestPageNames) {
  const pages = (await call('getEditorPages')).body.data as Array<{ id: number; details: Array<{ name: string }> }>;
  for (const page of pages.filter((entry) => entry.details.some((detail) => detail.name === names.de.name))) {
    expect((await call('deleteCategory', { categoryId: page.id, confirmed: true })).status).toBe(200);
  }
}

/** A test's own content page, made afresh in both languages (an earlier run's goes first); answers its id. */
export async function freshContentPage(call: EditorCall, names: TestPageNames): Promise<number> {
  await removeContentPage(call, names);
  const created = await call('doAddCategory', {
    type: 'content',
    details: (['de', 'en'] as const).map((lang) => ({ lang, name: names[lang].name, nameUrl: names[lang].slug })),
  });
  expect(created.status).toBe(200);
  return (created.body.data as { id: number }).id;
}
