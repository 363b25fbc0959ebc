import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { camtStatement } from '../support/camt-statement';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { guestPrepaymentOrder, shipping, staffPage } from './staff-fixtures';

/**
 * The back office's bank statements (issue 36): the shipping staff upload the bank's CAMT.053
 * statement; a transfer naming a guest's order is recorded on it, one without an order number is
 * assigned by hand, and the same file again records nothing twice.
 */

test('staff import a statement: a transfer naming an order is recorded, another assigned by hand', async ({
  page,
  browser,
}) => {
  test.slow();
  const { orderNumber } = await guestPrepaymentOrder(page);
  const run = randomUUID().replace(/-/g, '').slice(0, 16);
  const statement = camtStatement([
    { ref: `E2E-${run}-1`, amountCents: 100, remittance: `Bestellung ${orderNumber} Anzahlung` },
    { ref: `E2E-${run}-2`, amountCents: 250, remittance: `Spiegel ${run}`, payerName: 'Max Ohnenummer' },
  ]);
  const file = { name: 'kontoauszug.xml', mimeType: 'application/xml', buffer: Buffer.from(statement) };

  const staff = await staffPage(browser, page, shipping, '/staff/bank-statements');
  await expect(staff.getByRole('heading', { level: 1, name: 'Kontoauszüge' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Kontoauszüge' })).toHaveAttribute('aria-current', 'page');
  await waitForHydration(staff);
  await expectNoAxeViolations(staff);

  const upload = staff.getByLabel('Kontoauszug (CAMT.053 als XML, höchstens 5 MB)');
  await upload.setInputFiles(file);
  await staff.getByRole('button', { name: 'Importieren' }).click();
  const result = staff.getByRole('status').filter({ hasText: 'Ergebnis des Imports' });
  await expect(result).toContainText('1 gebucht, 1 nicht zugeordnet, 0 bereits früher importiert');
  await expect(result.getByRole('link', { name: `Bestellung ${orderNumber}` })).toBeVisible();
  await expect(result).toContainText('Teilzahlung');
  await expectNoAxeViolations(staff);

  // The transfer without an order number is listed with its reason, and assigned by order number.
  const entry = staff.getByRole('listitem').filter({ hasText: `Spiegel ${run}` });
  await expect(entry).toContainText('Der Verwendungszweck nennt keine Bestellnummer.');
  await entry.getByRole('textbox', { name: /Bestellnummer/ }).fill(orderNumber);
  await entry.getByRole('button', { name: 'Zuordnen' }).click();
  await expect(
    staff
      .getByRole('status')
      .filter({ hasText: `Die Überweisung wurde Bestellung ${orderNumber} als Zahlung gebucht.` }),
  ).toBeVisible();
  await expect(staff.getByRole('listitem').filter({ hasText: `Spiegel ${run}` })).toHaveCount(0);

  // The same file again records nothing twice.
  await staff.getByLabel('Kontoauszug (CAMT.053 als XML, höchstens 5 MB)').setInputFiles(file);
  await staff.getByRole('button', { name: 'Importieren' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Ergebnis des Imports' })).toContainText(
    '0 gebucht, 0 nicht zugeordnet, 2 bereits früher importiert',
  );

  // Not a statement: a translated message at the field.
  await staff
    .getByLabel('Kontoauszug (CAMT.053 als XML, höchstens 5 MB)')
    .setInputFiles({ name: 'rechnung.xml', mimeType: 'application/xml', buffer: Buffer.from('<kein>xml') });
  await staff.getByRole('button', { name: 'Importieren' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'Die Datei ist kein XML.' })).toBeVisible();
  await expect(staff.getByLabel('Kontoauszug (CAMT.053 als XML, höchstens 5 MB)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // The order shows both payments.
  await staff.goto(`/staff/orders/${orderNumber}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Überblick' })).toContainText('3,50 €');
  await staff.context().close();
});
