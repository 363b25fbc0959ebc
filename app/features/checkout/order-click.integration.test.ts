import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api/errors';
import { createGuest, findVariationWithStock, guestAddress } from '../../../tests/support/shopper';
import { countStatements } from '../../../tests/support/statement-counter';
import { startTestShop, type TestShop } from '../../../tests/support/test-shop';
import type { ShopRequestContext } from '../../shop-context';
import { checkoutAction } from './checkout-action';

/**
 * One "order" click of a guest on the checkout page, as the browser posts it: how many BFF calls
 * and SQL statements it costs. The numbers are printed for the closing note of issue 16 (before
 * and after the checkout became one core operation) and kept from growing back.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Guest = Awaited<ReturnType<typeof createGuest>>;

/** The page's shop context for a guest's browser: the action's calls go through the BFF. */
function shopContextOf(guest: Guest, calls: string[]): ShopRequestContext {
  return {
    locale: 'de',
    nonce: 'test',
    publicUrl: shop.url,
    async call(name, input) {
      calls.push(name);
      const answer = await guest.call<never>(name, input ?? {});
      if (answer.error) throw new ApiError({ status: answer.status, key: answer.error.key });
      return answer.data as never;
    },
    documentRequest: false,
    secureCookies: false,
    shopper: () => Promise.reject(new Error('the checkout action reads no shopper')),
  };
}

async function guestReadyToOrder(email: string) {
  const guest = await createGuest(shop, { email });
  const variation = await findVariationWithStock(shop, 50);
  expect((await guest.call('doAddCartItem', { productId: variation.id, quantity: 1 })).status).toBe(200);
  const checkout = await guest.call<{ billingAddress: { id: number }; shippingProfileId: number }>('getCheckout');
  return { guest, checkout: checkout.data! };
}

/** The checkout form's "order" click as the browser posts it (one rendering: one key). */
function orderRequest(
  checkout: { billingAddress: { id: number }; shippingProfileId: number },
  paymentMethodId: number,
  idempotencyKey: string,
) {
  const form = new URLSearchParams({
    intent: 'order',
    idempotencyKey,
    billingAddressId: String(checkout.billingAddress.id),
    shippingProfileId: String(checkout.shippingProfileId),
    paymentMethodId: String(paymentMethodId),
    orderContactWish: '',
    orderCustomerSign: '',
    terms: '1',
    cancellationRights: '1',
    privacy: '1',
    ...Object.fromEntries(Object.entries(guestAddress).map(([name, value]) => [name, String(value)])),
  });
  form.delete('typeId');
  return new Request(`${shop.url}/checkout`, { method: 'POST', body: form });
}

async function clickOrder(paymentMethodId: number) {
  const { guest, checkout } = await guestReadyToOrder(`klick-${paymentMethodId}@example.org`);
  const calls: string[] = [];
  const request = orderRequest(checkout, paymentMethodId, `click-${paymentMethodId}-${Date.now()}`);
  const counter = countStatements(shop);
  let response: unknown;
  try {
    response = await checkoutAction(shopContextOf(guest, calls), request);
  } finally {
    counter.restore();
  }
  return { response: response as Response, calls, statements: counter.statements };
}

describe('one order click on the checkout page', () => {
  it('places a prepayment order with few calls', async () => {
    const click = await clickOrder(6000);
    expect(click.response.status).toBe(303);
    expect(click.response.headers.get('location')).toMatch(/\/confirmation\/\d+\//);
    // Before issue 16: 10 calls and 131 statements (each choice its own call and checkout reload);
    // since issue 38 (the order's write one statement): 9.
    expect(click.calls).toEqual(['doSaveAddress', 'doSubmitCheckout']);
    expect(click.statements).toBeLessThanOrEqual(12);
    console.log(
      `order click, prepayment: ${click.calls.length} calls (${click.calls.join(', ')}), ${click.statements} SQL statements`,
    );
  });

  it('starts a Mollie payment for the new order with few calls', async () => {
    const click = await clickOrder(6102);
    expect(click.response.status).toBe(303);
    expect(click.response.headers.get('location')).toMatch(/mollie-sandbox/);
    // Before issue 16: 14 calls and 158 statements; since issue 38: 24.
    expect(click.calls).toEqual(['doSaveAddress', 'doSubmitCheckout']);
    expect(click.statements).toBeLessThanOrEqual(28);
    console.log(
      `order click, Mollie: ${click.calls.length} calls (${click.calls.join(', ')}), ${click.statements} SQL statements`,
    );
  });

  it('three tabs order one cart at once: one order, the others see the refusal at the form', async () => {
    const { guest, checkout } = await guestReadyToOrder(`drei-tabs-${Date.now()}@example.org`);
    const cart = await guest.call<{ id: number }>('getCart');
    // Hold the cart's row, so all three clicks meet inside their orders' transactions.
    const pool = (shop.services.db as unknown as { $client: Pool }).$client;
    const holder = await pool.connect();
    let answers: unknown[];
    try {
      await holder.query('begin');
      await holder.query('select id from carts where id = $1 for update', [cart.data!.id]);
      const clicks = [1, 2, 3].map((tab) =>
        checkoutAction(shopContextOf(guest, []), orderRequest(checkout, 6000, `tab-${tab}-${Date.now()}-order`)),
      );
      // Until all three orders wait for the cart's row (inside the order's transaction); the
      // activity view is read afresh each time, not from the transaction's snapshot.
      for (;;) {
        await holder.query('select pg_stat_clear_snapshot()');
        const { rows } = await holder.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0]!.waiting >= 3) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await holder.query('rollback');
      answers = await Promise.all(clicks);
    } finally {
      holder.release();
    }
    const placed = answers.filter((answer): answer is Response => answer instanceof Response);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.headers.get('location')).toMatch(/\/confirmation\/\d+\//);
    // The others are the form's failure (not the error page), with the translated refusal.
    const refused = answers.filter((answer) => !(answer instanceof Response));
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        init: { status: 409 },
        data: { ok: false, formError: { key: 'order.cartAlreadyOrdered' } },
      });
    }
  });
});
