import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api/errors';
import { orders } from '../../../core/db/order-schema';
import { createGuest, createShopper, findSimpleVariation } from '../../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../../tests/support/test-shop';
import type { ShopRequestContext } from '../../shop-context';
import { proveWithdrawalOrder, withdrawalFormData } from './withdrawal-order';

/**
 * The withdrawal page's loader and its soft login (issue 33), with the page's calls going through
 * the BFF over HTTP in a visitor's session: the order mail's key alone fills in nothing.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ TRUST_PROXY: 'true' });
});
afterAll(() => shop.close());

let addressCount = 0;
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addressCount}` });
type Visitor = Awaited<ReturnType<typeof createShopper>>;

/** The page's shop context for a visitor's browser: the loader's calls go through the BFF. */
function shopContextOf(visitor: Visitor): ShopRequestContext {
  return {
    locale: 'de',
    nonce: 'test',
    publicUrl: shop.url,
    async call(name, input) {
      // The sum for browsers without JavaScript is asked on rendered pages only (not over HTTP).
      if (name === 'getBotCheckQuestion') return null as never;
      const answer = await visitor.call<never>(name, input ?? {});
      if (answer.error) throw new ApiError({ status: answer.status, key: answer.error.key });
      return answer.data as never;
    },
    documentRequest: true,
    secureCookies: false,
    shopper: () => Promise.reject(new Error('the withdrawal page reads no shopper')),
  };
}

const page = (orderId: number, accessKey: string) =>
  new Request(`${shop.url}/cancellation-form?order=${orderId}&accessKey=${accessKey}`);

function proofForm(orderId: number, accessKey: string, fields: Record<string, string>) {
  const form = new FormData();
  form.set('intent', 'prove');
  form.set('order', String(orderId));
  form.set('accessKey', accessKey);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** A guest's paid order (Gero Gastmann, Hafenstraße 1, 20095 Hamburg). */
async function paidGuestOrder() {
  const email = `seite.${crypto.randomUUID()}@beispiel.de`;
  const guest = await createGuest(shop, { email, headers: ownAddress() });
  const variation = await findSimpleVariation(shop, { minimumStock: 10 });
  await guest.call('doAddCartItem', { productId: variation.id, quantity: 1 });
  const placed = await guest.call<{ order: { id: number }; accessKey: string }>('doPlaceOrder', {
    idempotencyKey: crypto.randomUUID(),
    legalConsents: { terms: true, cancellationRights: true, privacy: true },
  });
  const orderId = placed.data!.order.id;
  await shop.services.db.update(orders).set({ statusId: 5 }).where(eq(orders.id, orderId));
  return { guest, email, orderId, accessKey: placed.data!.accessKey };
}

describe('the withdrawal page opened with the order mail’s link', () => {
  it('shows a stranger none of the order’s personal data, only the soft login above the empty form', async () => {
    const { email, orderId, accessKey } = await paidGuestOrder();
    const stranger = await createShopper(shop, { headers: ownAddress() });
    const data = await withdrawalFormData(shopContextOf(stranger), page(orderId, accessKey));
    expect(data).toMatchObject({ order: null, proof: { orderId, accessKey }, email: '' });
    for (const personal of [email, 'Gastmann', 'Hafenstraße', '20095', 'Hamburg']) {
      expect(JSON.stringify(data)).not.toContain(personal);
    }
    // A wrong key: not even the soft login.
    const wrong = await withdrawalFormData(shopContextOf(stranger), page(orderId, 'x'.repeat(32)));
    expect(wrong).toMatchObject({ order: null, proof: null, accessKey: '' });
  });

  it('fills the form in for the guest who placed the order', async () => {
    const { guest, email, orderId, accessKey } = await paidGuestOrder();
    const data = await withdrawalFormData(shopContextOf(guest), page(orderId, accessKey));
    expect(data).toMatchObject({ proof: null, email, order: { orderNumber: String(orderId), name: 'Gero Gastmann' } });
    expect(data.order!.lines).toHaveLength(1);
  });

  it('after the soft login the page shows the order; a wrong proof is a message at the form', async () => {
    const { email, orderId, accessKey } = await paidGuestOrder();
    const visitor = await createShopper(shop, { headers: ownAddress() });
    const shopOfVisitor = shopContextOf(visitor);
    const request = new Request(`${shop.url}/cancellation-form?order=${orderId}&accessKey=${accessKey}`, {
      method: 'POST',
    });

    const wrong = await proveWithdrawalOrder(
      shopOfVisitor,
      request,
      proofForm(orderId, accessKey, { proofName: 'Fremd' }),
    );
    expect(wrong).toMatchObject({ init: { status: 403 }, data: { step: 'proof', refusal: 'refused' } });
    expect(await withdrawalFormData(shopOfVisitor, page(orderId, accessKey))).toMatchObject({ order: null });

    const proven = await proveWithdrawalOrder(
      shopOfVisitor,
      request,
      proofForm(orderId, accessKey, { proofPostcode: '20095' }),
    );
    expect(proven).toBeInstanceOf(Response);
    expect((proven as Response).status).toBe(303);
    expect((proven as Response).headers.get('location')).toBe(
      `/cancellation-form?order=${orderId}&accessKey=${accessKey}`,
    );
    const data = await withdrawalFormData(shopOfVisitor, page(orderId, accessKey));
    expect(data).toMatchObject({ proof: null, email, order: { orderNumber: String(orderId) } });
  });

  it('too many wrong proofs are a message at the form, not the error page', async () => {
    const { orderId, accessKey } = await paidGuestOrder();
    const visitor = await createShopper(shop, { headers: ownAddress() });
    const request = new Request(`${shop.url}/cancellation-form`, { method: 'POST' });
    const refusals: unknown[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await proveWithdrawalOrder(
        shopContextOf(visitor),
        request,
        proofForm(orderId, accessKey, { proofPostcode: `9999${attempt}` }),
      );
      refusals.push((answer as { data: { refusal: string } }).data.refusal);
    }
    expect(refusals).toEqual([...Array(10).fill('refused'), 'tooManyAttempts']);
  });
});
