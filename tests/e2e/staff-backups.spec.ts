import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { owner, staffPage } from './staff-fixtures';

/**
 * Backups (issue 37, role admin): the owner makes a backup now, sees it listed with its date and
 * size and downloads it; the page reads in German and English.
 */
test('the owner makes a backup, sees it listed with its size and downloads it', async ({ page, browser }) => {
  const staff = await staffPage(browser, page, owner, '/staff/login?redirect=%2Fstaff%2Fbackups');
  await expect(staff.getByRole('heading', { level: 1, name: 'Sicherungen' })).toBeVisible();
  await expect(
    staff.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Sicherungen' }),
  ).toHaveAttribute('aria-current', 'page');
  await waitForHydration(staff);
  await expectNoAxeViolations(staff);

  await staff.getByRole('button', { name: 'Jetzt sichern' }).click();
  const made = staff
    .getByRole('status')
    .filter({ hasText: /Die Sicherung spiegelshop-[\dT-]+Z\.tar\.gz wurde angelegt\./ });
  await expect(made).toBeVisible();
  const fileName = /spiegelshop-[\dT-]+Z\.tar\.gz/.exec((await made.textContent()) ?? '')![0];
  const row = staff.getByRole('row').filter({ hasText: fileName });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: /^\d+(,\d)? (kB|MB)$/ })).toBeVisible();
  await expectNoAxeViolations(staff);

  const download = staff.waitForEvent('download');
  await row.getByRole('link', { name: /^Sicherung vom .+ herunterladen$/ }).click();
  expect((await download).suggestedFilename()).toBe(fileName);

  await staff.goto('/en/staff/backups');
  await expect(staff.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Back up now' })).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: fileName })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.context().close();
});
