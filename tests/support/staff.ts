import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers } from '../../core/db/customer-schema';
import { orders } from '../../core/db/order-schema';
import { demoOwner } from '../../seed/editors';
import { createCustomer, createShopper, findVariationWithStock } from './shopper';
import type { TestShop } from './test-shop';

/** A session with a staff account signed in (the demo accounts of seed/editors.ts). */
export async function signedInStaff(shop: TestShop, account: { email: string; password: string }) {
  const staff = await createShopper(shop);
  expect((await staff.call('doLoginStaff', { email: account.email, password: account.password })).status).toBe(200);
  return staff;
}

/**
 * A registered, logged-in customer the owner made a business customer (customer class 2, net
 * prices) on the staff's customer page.
 */
export async function createBusinessCustomer(shop: TestShop) {
  const customer = await createCustomer(shop);
  const [row] = await shop.services.db.select().from(customers).where(eq(customers.email, customer.email));
  const owner = await signedInStaff(shop, demoOwner);
  expect((await owner.call('doSetCustomerClass', { customerId: row!.id, business: true })).status).toBe(200);
  return customer;
}

export const legalConsents = { terms: true, cancellationRights: true, privacy: true };

/** A customer's prepayment order of `pieces` pieces of a mirror with 20 in stock, and its row. */
export async function prepaymentOrderOf(shop: TestShop, pieces = 2) {
  const buyer = await createCustomer(shop);
  const variation = await findVariationWithStock(shop, 20);
  await buyer.call('doAddCartItem', { productId: variation.id, quantity: pieces });
  const placed = await buyer.call<{ order: { id: number } }>('doPlaceOrder', {
    idempotencyKey: randomUUID(),
    legalConsents,
  });
  expect(placed.status).toBe(200);
  const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, placed.data!.order.id));
  return { buyer, variation, order: order! };
}
