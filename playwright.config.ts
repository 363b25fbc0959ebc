import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { consentCookie, consentCookieValue, consentServices } from './core/consent/consent-choice';

const port = Number(process.env.E2E_PORT ?? 3199);

/**
 * Browsers of the tests come as visitors who already answered the consent banner with "Nur
 * notwendige" (the shop's e2e server has analytics on, scripts/e2e-server.mjs), so the banner
 * covers nothing; the consent tests start without the cookie.
 */
const services = consentServices({ analytics: true, sessionDays: 30 });
const consentCookieOfTests = {
  name: consentCookie.name,
  value: consentCookieValue({ granted: [], decidedAt: Date.now() }, services),
  domain: '127.0.0.1',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};

/**
 * The editor's tasks change what every other test looks at (the home page, colours, pages), so
 * every `editor-….spec.ts` but the access test runs in its own project after all others.
 */
const editorSpecs = /editor-(?!access\.).+\.spec\.ts$/;
/** The back office (issue 36): its own project, on a tablet's landscape width. */
const staffSpecs = /staff-.+\.spec\.ts$/;

/** Browser tests drive the built production shop in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it at start, and the suite's other reports sit beside it.
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: true,
  // Axe on a long page and a whole registration take 20–30 s on a busy 2-core machine.
  timeout: 60_000,
  workers: 2,
  // One retry under CI only: a test that needs it is listed as flaky in the report (and counted in
  // test-results/playwright.json), so flakiness stays visible without costing a landing.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    storageState: { cookies: [consentCookieOfTests], origins: [] },
    // The shop's service worker (issue 21) is tested in pwa.spec.ts; elsewhere it would only make
    // every new browser fetch the offline pages and the build's files once more.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@mobile/,
      testIgnore: [editorSpecs, staffSpecs],
    },
    {
      name: 'staff',
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1024, height: 768 }, hasTouch: true },
      testMatch: staffSpecs,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
    // Editors change the home page every other test looks at, so their tests run after all others.
    {
      name: 'editor',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: editorSpecs,
      dependencies: ['desktop', 'mobile'],
      // One at a time: editors change what the other editor tests look at too (the home page's
      // blocks and names, the colours, the pages), and two at once saw each other's changes.
      workers: 1,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
