import type { Executor } from '../core/db/connection.server';
import { customers } from '../core/db/customer-schema';
import { hashPassword } from '../core/customers/passwords.server';

/** The demo shop's accounts (README "Demo accounts"); all share one password. */
export const demoPassword = 'Spiegel2026';

export const demoCustomers = [
  { email: 'kundin@spiegelshop.example', firstName: 'Anna', lastName: 'Berger' },
  // A retailer: customer class 2, business, so the HAENDLER20 coupon applies; sees net prices.
  {
    email: 'haendler@spiegelshop.example',
    firstName: 'Bernd',
    lastName: 'Krämer',
    customerClassId: 2,
    customerType: 'business' as const,
    showNetPrices: true,
  },
  // Shows the "account blocked" message of spec §8.
  { email: 'gesperrt@spiegelshop.example', firstName: 'Carla', lastName: 'Sperr', isBlocked: true },
];

export async function seedCustomers(db: Executor): Promise<number> {
  const passwordHash = await hashPassword(demoPassword);
  await db
    .insert(customers)
    .values(demoCustomers.map((customer) => ({ ...customer, passwordHash, emailConfirmedAt: new Date() })));
  return demoCustomers.length;
}
