import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../core/db/order-schema';
import { createCustomer, findVariationWithStock } from './shopper';
import type { TestShop } from './test-shop';

/** Helpers of the Mollie checkout's integration tests (the built-in sandbox answers for Mollie). */

export const consents = { terms: true, cancellationRights: true, privacy: true };
export const paypal = 6102;

export type Payment = {
  id: string;
  paymentId: number;
  status: string;
  amount: number;
  checkoutUrl: string | null;
  orderId: number | null;
  problem: string | null;
  order?: { id: number; accessKey: string } | null;
  review?: { cart: { basketAmount: number } } | null;
};
export type Placed = { order: { id: number }; accessKey: string; totals: { totalGross: number } };

/** A customer with one piece in the cart and PayPal (through Mollie) chosen. */
export async function buyerWithPaypal(target: TestShop, stock = 20) {
  const buyer = await createCustomer(target);
  const variation = await findVariationWithStock(target, stock);
  expect((await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 })).status).toBe(200);
  expect((await buyer.call('setPaymentProvider', { paymentId: paypal })).status).toBe(200);
  return { ...buyer, variation };
}

/** The tester's choice on the sandbox's hosted page; answers where Mollie sends the shopper. */
export async function finishOnHostedPage(checkoutUrl: string, outcome: string) {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** Mollie's webhook as it arrives: form-encoded, the id only. */
export const webhook = (target: TestShop, id: string) =>
  fetch(`${target.url}/payment-webhooks/mollie`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }),
  });

export async function orderRow(target: TestShop, id: number) {
  const [row] = await target.services.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** Order first, as the checkout does it: place, create, attach, patch. */
export async function orderFirst(buyer: Awaited<ReturnType<typeof buyerWithPaypal>>) {
  const placed = await buyer.call<Placed>('doPlaceOrder', { idempotencyKey: randomUUID(), legalConsents: consents });
  expect(placed.status).toBe(200);
  const orderId = placed.data!.order.id;
  const created = await buyer.call<Payment>('doCreateMolliePaymentFromOrder', { orderId });
  expect(created.status).toBe(200);
  const attached = await buyer.call<Payment>('doAttachMolliePaymentToOrder', {
    orderId,
    molliePaymentId: created.data!.id,
  });
  expect(attached.data).toMatchObject({ orderId });
  const patched = await buyer.call<Payment>('doPatchMolliePayment', { molliePaymentId: created.data!.id });
  expect(patched.status).toBe(200);
  return { placed: placed.data!, payment: patched.data! };
}
