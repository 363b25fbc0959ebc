import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startTurnstileStandIn } from '../support/turnstile-stand-in';
import { waitForHydration, watchConsole } from './fixtures';

/**
 * The shop configured for Cloudflare Turnstile (issue 33): a second shop process on the browser
 * tests' database, with Turnstile's script and siteverify pointed at a local stand-in on an origin
 * of its own (tests/support/turnstile-stand-in.ts). A visitor with JavaScript sends the contact
 * form through the widget, and the shop's Content-Security-Policy lets exactly that in.
 */
test.describe('contact form with Turnstile configured', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  const port = 3196;
  const base = `http://127.0.0.1:${port}`;
  const keys = { siteKey: 'stand-in-site-key', secretKey: 'stand-in-secret-key' };
  let standIn: Awaited<ReturnType<typeof startTurnstileStandIn>>;
  let shop: ChildProcess | undefined;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    standIn = await startTurnstileStandIn(keys);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'spiegelshop-turnstile-'));
    // The database of the browser tests' shop (scripts/e2e-server.mjs), already migrated and seeded.
    const password = readFileSync(path.join('var', 'e2e', 'postgres-password'), 'utf8').trim();
    const databasePort = process.env.E2E_PG_PORT ?? '25499';
    shop = spawn(process.execPath, ['build/server-main.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${databasePort}/spiegelshop`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        WEB_CONCURRENCY: '1',
        // As the browser tests' shop: the consent cookie of the tests fits its service list.
        GA4_MEASUREMENT_ID: 'G-LOCALE2E',
        CONTACT_LIMIT_PER_CLIENT_HOUR: '1000',
        MAIL_LIMIT_PER_CLIENT_HOUR: '100000',
        TURNSTILE_SITE_KEY: keys.siteKey,
        TURNSTILE_SECRET_KEY: keys.secretKey,
        TURNSTILE_SCRIPT_URL: standIn.scriptUrl,
        TURNSTILE_VERIFY_URL: standIn.verifyUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    shop.stdout!.on('data', (chunk) => (output += chunk));
    shop.stderr!.on('data', (chunk) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      shop!.stdout!.on('data', () => {
        if (output.includes('Spiegelshop is ready')) resolve();
      });
      shop!.once('exit', (code) => reject(new Error(`the Turnstile shop exited with ${code}:\n${output}`)));
    });
  });
  test.afterAll(async () => {
    if (shop && shop.exitCode === null) {
      const exited = new Promise((resolve) => shop!.once('exit', resolve));
      shop.kill('SIGTERM');
      await exited;
    }
    await standIn?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a visitor with JavaScript passes the widget and sends the message; the CSP blocks nothing', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const answer = await page.goto(`${base}/contact`);
    await waitForHydration(page);
    const email = `turnstile.${Date.now()}@beispiel.de`;
    await page.getByLabel('Name *').fill('Tara Stein');
    await page.getByLabel('E-Mail-Adresse *').fill(email);
    await page.getByLabel('Ihre Nachricht *').fill('Liefern Sie auch nach Südtirol?');
    await page.getByLabel(/Ich bin damit einverstanden/).check();
    await page.getByLabel('Ich bin kein Roboter *').check();
    await expect(page.frameLocator('iframe[title="Turnstile (stand-in)"]').getByText('Success!')).toBeVisible();
    await expect(page.getByText('Geprüft.')).toBeVisible();
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank, Tara Stein!' })).toContainText(email);

    // The shop asked siteverify with its secret and the widget's token, which passed once.
    expect(standIn.verifications).toEqual([{ secret: keys.secretKey, response: expect.any(String), success: true }]);
    expect(problems.filter((problem) => /Content Security Policy|CSP violation/i.test(problem))).toEqual([]);
    expect(problems).toEqual([]);
    // The policy still holds: the stand-in's origin only, for scripts and frames.
    const policy = answer!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`frame-src 'self' ${standIn.origin};`);
    expect(policy).toContain(`connect-src 'self';`);
  });
});
