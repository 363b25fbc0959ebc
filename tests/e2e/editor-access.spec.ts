import { expect, test } from '@playwright/test';
import { waitForHydration } from './fixtures';

const editorCalls = [
  'getEditorSession',
  'doSetEditorMode',
  'getEditableBlocks',
  'doSaveBlocks',
  'saveBlocks',
  'getBlockVersions',
  'getBlockVersion',
  'doRestoreBlockVersion',
];

/** Issue 17: a customer's session never shows the editor and is refused by every editor call. */
test('a logged-in customer sees no editor controls and gets 401/403 from every editor call', async ({ page }) => {
  await page.goto('/login');
  const login = page.getByRole('region', { name: 'Anmelden' });
  await login.getByLabel('E-Mail-Adresse').fill('kundin@spiegelshop.example');
  await login.getByLabel('Passwort').fill('Spiegel2026');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  // A cookie named like the peer's preview flag grants nothing here.
  await page.context().addCookies([{ name: 'pwa', value: '1', url: page.url() }]);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Editor' })).toHaveCount(0);
  await expect(page.locator('section[data-block-uuid]')).toHaveCount(0);
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(scripts.filter((name) => /editor-shell|rich-text/.test(name))).toEqual([]);

  const csrf = await page.evaluate(async () => (await fetch('/api/getSession')).headers.get('x-csrf-token'));
  for (const call of editorCalls) {
    const response = await page.request.post(`/api/${call}`, {
      data: { identifier: 'index', entityType: 'immutable', editing: true },
      headers: { 'x-csrf-token': csrf ?? '' },
    });
    expect([401, 403], call).toContain(response.status());
  }
  const upload = await page.request.post('/api/doUploadBlockImage', {
    multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) } },
    headers: { 'x-csrf-token': csrf ?? '' },
  });
  expect([401, 403]).toContain(upload.status());
});
