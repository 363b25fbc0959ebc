import { expect, test } from '@playwright/test';
import {
  addSimpleMirror,
  acceptConsents,
  expectNoAxeViolations,
  signedUpCustomer,
  uniqueEmail,
  waitForHydration,
} from './fixtures';
import { guestPrepaymentOrder, openOrderPage, owner, shipping, staffPage } from './staff-fixtures';

/**
 * The back office's orders (issue 36), as the shop's people use it on a tablet: a guest's
 * prepayment order is paid by bank transfer, recorded, shipped with a DHL label (the built-in
 * stand-in), refunded in part – and the customer sees each step on the order's page and by mail.
 */

test('a transfer is recorded, the order shipped with a DHL label and refunded in part; the customer sees each step', async ({
  page,
  browser,
}) => {
  test.slow();
  const order = await guestPrepaymentOrder(page);

  // Staff come to the order list through the sign-in, which brings them back to it.
  const staff = await staffPage(browser, page, shipping, '/staff');
  await expect(staff).toHaveURL(/\/staff$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Suche' }).fill(order.email);
  await staff.getByRole('button', { name: 'Anwenden' }).click();
  await expect(staff.getByText('1 Bestellungen')).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole('link', { name: order.orderNumber, exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Bestellung ${order.orderNumber}` })).toBeVisible();
  await waitForHydration(staff);
  await expectNoAxeViolations(staff);

  // The customer's accounts department wants a paper to pay against.
  await staff.getByRole('button', { name: 'Proforma-Rechnung erstellen' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Die Proforma-Rechnung ist erstellt' })).toBeVisible();
  await expect(
    staff.getByRole('region', { name: 'Dokumente' }).getByRole('link', { name: /^Proforma-Rechnung PR-\d+$/ }),
  ).toBeVisible();

  // A second tab on the order, opened before the transfer is booked in the first.
  const stale = await staff.context().newPage();
  await stale.goto(staff.url());
  await waitForHydration(stale);

  // The transfer: the amount still open is filled in.
  const payment = staff.getByRole('region', { name: 'Überweisung verbuchen' });
  await payment.getByLabel('Verwendungszweck').fill(`Bestellung ${order.orderNumber}`);
  await payment.getByRole('button', { name: 'Zahlung verbuchen' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Die Zahlung ist verbucht.' })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Überblick' })).toContainText('Freigabe Versand');
  await expect(staff.getByRole('region', { name: 'Verlauf' })).toContainText('Vollständig bezahlt');
  await expect(payment).toBeHidden();
  // The second tab books 10 € more: refused, and with its form gone the page itself says why.
  const stalePayment = stale.getByRole('region', { name: 'Überweisung verbuchen' });
  await stalePayment.getByLabel('Betrag in Euro').fill('10,00');
  await stalePayment.getByRole('button', { name: 'Zahlung verbuchen' }).click();
  await expect(stalePayment).toBeHidden();
  await expect(stale.getByRole('main').getByRole('alert')).toContainText(
    'Jemand anderes hat diese Bestellung inzwischen geändert.',
  );
  await stale.close();

  // The customer is told.
  await page.goto('/mailbox');
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: order.email })
      .filter({ hasText: `Zahlung erhalten: Ihre Bestellung ${order.orderNumber}` }),
  ).toBeVisible();

  // Shipping with a DHL label made by the DHL client.
  const ship = staff.getByRole('region', { name: 'Versenden' });
  await expect(ship.getByRole('checkbox', { name: 'DHL-Versandetikett erstellen' })).toBeChecked();
  await ship.getByRole('button', { name: 'Als versendet markieren' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Die Bestellung ist als versendet markiert.' }),
  ).toBeVisible();
  const label = staff.getByRole('region', { name: 'Sendungen' }).getByRole('link', { name: 'Versandetikett (PDF)' });
  const download = await staff.request.get((await label.getAttribute('href'))!);
  expect(download.headers()['content-type']).toBe('application/pdf');

  // The customer's order page: shipped, with the tracking link.
  await openOrderPage(page, order.confirmation);
  await expect(page.getByText('Versendet', { exact: true })).toBeVisible();
  const tracking = page
    .getByRole('region', { name: 'Sendungsverfolgung' })
    .getByRole('link', { name: /Sendung \d{12} verfolgen/ });
  await expect(tracking).toHaveAttribute(
    'href',
    /^https:\/\/www\.dhl\.de\/de\/privatkunden\/pakete-empfangen\/verfolgen\.html\?piececode=\d{12}$/,
  );

  // The owner refunds the shipping in English; the credit note is in the customer's documents.
  const ownerPage = await staffPage(browser, page, owner, `/en/staff/orders/${order.orderNumber}`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  // The owner holds the editor's role too, but the storefront editor stays on the shop's pages.
  await waitForHydration(ownerPage);
  await expect(ownerPage.getByRole('region', { name: 'Editor', exact: true })).toHaveCount(0);
  const refund = ownerPage.getByRole('region', { name: /^Refund \(at most/ });
  await refund.getByLabel('Amount in euros').fill('5,00');
  await refund.getByLabel('Reason').fill('Goodwill: the box was dented');
  // Money going out is confirmed first: the page refuses the form without the tick (the browser's
  // own check switched off, as an old browser or a forged form would send it).
  await refund.locator('form').evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByRole('alert')).toHaveText(
    'Please tick the box first to confirm that you really want this. Nothing was done.',
  );
  await expect(ownerPage.getByRole('status').filter({ hasText: 'The refund is under way' })).toHaveCount(0);
  await expect(ownerPage.getByRole('region', { name: 'Refunds' })).not.toContainText('to pay back');
  await refund.getByRole('checkbox', { name: 'Yes, refund now – a refund cannot be taken back.' }).check();
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(ownerPage.getByRole('status').filter({ hasText: 'The refund is under way' })).toBeVisible();
  // Done, the form starts afresh: a second click refunds nothing by mistake.
  await expect(refund.getByLabel('Amount in euros')).toHaveValue('');
  await expect(refund.getByRole('checkbox', { name: /^Yes, refund now/ })).not.toBeChecked();
  await expect(ownerPage.getByRole('region', { name: 'Refunds' })).toContainText('to pay back');
  await expectNoAxeViolations(ownerPage);

  await openOrderPage(page, order.confirmation);
  const creditNote = page.getByRole('region', { name: 'Dokumente' }).getByRole('link', { name: /^Gutschrift GS-\d+$/ });
  await expect(creditNote).toBeVisible();
  const pdf = await page.request.get((await creditNote.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('staff without the orders role see why; visitors are sent to the staff sign-in', async ({ page, browser }) => {
  await page.goto('/staff/orders/1001');
  await expect(page).toHaveURL(/\/staff\/login\?redirect=%2Fstaff%2Forders%2F1001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Mitarbeitende' })).toBeVisible();
  await expectNoAxeViolations(page);

  const editor = await staffPage(
    browser,
    page,
    { email: 'redaktion@spiegelshop.example', password: 'Spiegel-Redaktion-2026' },
    '/en/staff/login?redirect=%2Fen%2Fstaff',
  );
  await expect(editor.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(editor.getByText('This area needs the role “Orders”.')).toBeVisible();
  // Staff with the role content get the way to the storefront editor instead.
  await expect(
    editor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Shop editor' }),
  ).toBeVisible();
  await expect(
    editor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(editor);
  const file = await editor.request.get('/staff/files/orders/1001/invoice.pdf');
  expect(file.status()).toBe(403);

  // The other way round: the shipping clerk signing in at the editor's sign-in has nothing to edit
  // on the shop's pages and lands in the staff area.
  const clerk = await staffPage(browser, page, shipping, '/en/editor/login');
  await expect(clerk).toHaveURL(/\/en\/staff$/);
  await expect(clerk.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // Coming back to the editor's sign-in while signed in sends them there again.
  await clerk.goto('/en/editor/login');
  await expect(clerk).toHaveURL(/\/en\/staff$/);
});

test('a customer pays with PayPal and returns a mirror; staff book its arrival, Mollie refunds it, and the return note and credit note reach the customer', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  // Paid through Mollie (the built-in sandbox's hosted page).
  await signedUpCustomer(page, { email: uniqueEmail('kasse'), password: 'Glasklar2026' }, { address: true });
  const name = await addSimpleMirror(page);
  await page.goto('/checkout');
  await waitForHydration(page);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.getByRole('button', { name: 'Bezahlt' }).click();
  await expect(page.getByText('Vollständig bezahlt')).toBeVisible();
  const orderNumber = Number((await page.getByTestId('order-number').textContent())!.trim());

  // Shipped by staff through their call (the order page's forms are tested above).
  const api = await playwright.request.newContext({ baseURL });
  const csrf = (await api.get('/api/getSession')).headers()['x-csrf-token'] ?? '';
  await api.post('/api/doLoginStaff', { data: shipping, headers: { 'x-csrf-token': csrf } });
  const token = (await api.get('/api/getSession')).headers()['x-csrf-token'] ?? csrf;
  const shipped = await api.post('/api/doShipOrder', {
    data: { orderId: orderNumber, carrier: 'dpd', trackingNumbers: ['09445440577701'] },
    headers: { 'x-csrf-token': token },
  });
  expect(shipped.status()).toBe(200);
  await api.dispose();

  // The customer announces the return from the order's page and gets the return note for the parcel.
  await page.goto(`/my-account/my-orders/${orderNumber}`);
  await page.getByRole('link', { name: 'Artikel zurücksenden' }).click();
  await page.getByLabel(`Anzahl zurück: ${name}`).fill('1');
  await page.getByLabel(`Grund: ${name}`).selectOption({ label: 'Beschädigt angekommen' });
  await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
  await expect(page).toHaveURL(/\/my-account\/returns\?created=\d+$/);
  await page.goto(`/my-account/my-orders/${orderNumber}`);
  const documents = page.getByRole('region', { name: 'Dokumente' });
  const returnNote = documents.getByRole('link', { name: /^Retourenschein RS-\d+$/ });
  await expect(returnNote).toBeVisible();
  expect((await page.request.get((await returnNote.getAttribute('href'))!)).headers()['content-type']).toBe(
    'application/pdf',
  );

  const staff = await staffPage(browser, page, shipping, '/staff/login?redirect=%2Fstaff%2Freturns');
  const entry = staff
    .getByRole('article')
    .filter({ has: staff.getByRole('link', { name: `Bestellung ${orderNumber}` }) });
  await expect(entry).toBeVisible();
  await expectNoAxeViolations(staff);
  // It arrived broken: refunded, but not back on the shelf.
  await entry.getByRole('checkbox', { name: `${name} zurück ins Lager` }).uncheck();
  await entry.getByRole('button', { name: 'Eingang buchen' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Der Eingang der Retoure ist gebucht.' })).toBeVisible();
  await expect(entry).toContainText('Eingegangen und gebucht.');

  // Mollie (the sandbox) refunds the PayPal payment and reports it by webhook.
  await staff.goto(`/staff/orders/${orderNumber}`);
  await expect(async () => {
    await staff.reload();
    await expect(staff.getByRole('region', { name: 'Erstattungen' })).toContainText(/ – erstattet \(von /, {
      timeout: 1000,
    });
  }).toPass();

  await page.goto(`/my-account/my-orders/${orderNumber}`);
  await expect(documents.getByRole('link', { name: /^Gutschrift GS-\d+$/ })).toBeVisible();
});
