import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoOwner } from '../../seed/editors';
import { createShopper } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * With STAFF_REQUIRE_2FA an admin who has not set up the second factor reaches no staff call (the
 * registry's guard) – and no staff file either: exports, labels, backups are the same data.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ STAFF_REQUIRE_2FA: 'true' });
});
afterAll(() => shop.close());

it('refuses every staff download to an admin without the required second factor', async () => {
  const owner = await createShopper(shop);
  expect((await owner.call('doLoginStaff', { email: demoOwner.email, password: demoOwner.password })).status).toBe(200);
  expect((await owner.call('getStaffCustomers', {})).status).toBe(403);
  for (const path of [
    '/staff/export/catalogue.csv',
    '/staff/export/newsletter.csv',
    '/staff/export/documents.csv?from=2026-01-01&to=2026-01-31',
    '/staff/export/customer-1.json',
    '/staff/files/orders/1001/invoice.pdf',
  ]) {
    expect((await owner.browser.fetch(path)).status, path).toBe(403);
  }
});
