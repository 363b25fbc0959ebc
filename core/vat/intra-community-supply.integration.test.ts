import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoShipping } from '../../seed/editors';
import { pdfText } from '../../tests/support/pdf-text';
import { createCustomer, createShopper, findVariationWithStock, saveAddress } from '../../tests/support/shopper';
import { createBusinessCustomer, legalConsents, signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { netFromGross } from '../catalog/pricing';
import { orderItems, orders } from '../db/order-schema';
import { recheckUnconfirmedVatIds } from '../order-handling/recheck-vat-id.server';
import { viesLookupsPerClientHour } from './vat-id-checks.server';

/**
 * Issue 39: a business customer from another EU country with a VAT id VIES confirms buys tax-free
 * (reverse charge, the note and both VAT ids on the invoice); German ids and ids VIES refuses stay
 * taxed; when VIES does not answer the order still goes through, is rechecked, and does not ship
 * before it is confirmed. The shop talks to a local server that answers like VIES's REST API.
 */
type ViesAnswer = 'valid' | 'invalid' | 'unavailable';
const viesAnswers = new Map<string, ViesAnswer>();
const viesAsked: string[] = [];
let vies: Server;
let shop: TestShop;

function answerLikeVies(response: ServerResponse, vatId: string) {
  const answer = viesAnswers.get(vatId) ?? 'invalid';
  const body =
    answer === 'unavailable'
      ? { valid: false, userError: 'MS_UNAVAILABLE' }
      : answer === 'valid'
        ? { valid: true, name: `Firma ${vatId}`, requestIdentifier: `WAPI${viesAsked.length}`, userError: 'VALID' }
        : { valid: false, name: '---', userError: 'INVALID' };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  vies = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const { countryCode, vatNumber } = JSON.parse(text) as { countryCode: string; vatNumber: string };
      viesAsked.push(`${countryCode}${vatNumber}`);
      answerLikeVies(response, `${countryCode}${vatNumber}`);
    });
  });
  await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
  const viesUrl = `http://127.0.0.1:${(vies.address() as AddressInfo).port}/rest-api`;
  shop = await startTestShop({ VIES_URL: viesUrl, VIES_STANDIN: 'false' });
});
afterAll(async () => {
  await shop.close();
  await new Promise<void>((resolve) => vies.close(() => resolve()));
});

type Shopper = Awaited<ReturnType<typeof createCustomer>>;
type Checkout = {
  vat: { treatment: string; vatId?: string; confirmed?: boolean; refusedVatId?: string | null; notChecked?: string };
  cart: {
    taxFree?: boolean;
    basketAmount: number;
    basketAmountNet: number;
    shippingAmount: number;
    totalVats: Array<{ vatValue: number; vatAmount: number }>;
    items: Array<{ unitPrice: number; unitPriceNet: number; vatRate: number; quantity: number }>;
  };
};

/** A billing address abroad with a VAT id, chosen for the checkout; the goods go there too. */
async function billAbroad(
  buyer: Shopper,
  address: { countryId: number; zipCode: string; city: string; vatNumber: string },
) {
  const addressId = await saveAddress(buyer, { typeId: 1, companyName: 'Spiegel Handel', ...address });
  const chosen = await buyer.call('setCheckoutAddress', { typeId: 1, addressId });
  expect(chosen.status).toBe(200);
  return (await buyer.call<Checkout>('getCheckout')).data!;
}

async function withMirrorInCart(buyer: Shopper) {
  const variation = await findVariationWithStock(shop, 30);
  expect((await buyer.call('doAddCartItem', { productId: variation.id, quantity: 2 })).status).toBe(200);
  return variation;
}

const placeOrder = async (buyer: Shopper) => {
  const placed = await buyer.call<{ order: { id: number }; accessKey: string }>('doPlaceOrder', {
    idempotencyKey: randomUUID(),
    legalConsents,
  });
  expect(placed.status).toBe(200);
  const [row] = await shop.services.db.select().from(orders).where(eq(orders.id, placed.data!.order.id));
  return { row: row!, accessKey: placed.data!.accessKey };
};

describe('a tax-free intra-community supply', () => {
  it('charges an Austrian business customer with a confirmed VAT id no VAT, and the invoice says why', async () => {
    viesAnswers.set('ATU12345675', 'valid');
    const buyer = await createBusinessCustomer(shop);
    await withMirrorInCart(buyer);
    // The same cart delivered in Germany first: German VAT.
    const taxed = (await buyer.call<Checkout>('getCheckout')).data!;
    expect(taxed.vat).toEqual({ treatment: 'domestic', refusedVatId: null });
    expect(taxed.cart.totalVats.some((vat) => vat.vatAmount > 0)).toBe(true);

    const checkout = await billAbroad(buyer, { countryId: 2, zipCode: '1010', city: 'Wien', vatNumber: 'ATU12345675' });
    expect(checkout.vat).toEqual({ treatment: 'intraCommunitySupply', vatId: 'ATU12345675', confirmed: true });
    expect(checkout.cart.taxFree).toBe(true);
    const line = checkout.cart.items[0]!;
    const grossLine = taxed.cart.items[0]!;
    // The piece costs its net price, at 0 %; so does the shipping to Austria (6,90 € gross).
    expect(line).toMatchObject({ unitPrice: netFromGross(grossLine.unitPrice, grossLine.vatRate), vatRate: 0 });
    expect([0, netFromGross(690, 1900)]).toContain(checkout.cart.shippingAmount);
    expect(checkout.cart.basketAmount).toBe(line.unitPrice * line.quantity + checkout.cart.shippingAmount);
    expect(checkout.cart.basketAmountNet).toBe(checkout.cart.basketAmount);
    expect(checkout.cart.totalVats).toEqual([{ vatValue: 0, vatAmount: 0 }]);
    // Read again and again, the checkout asks VIES once (the answer is kept for an hour).
    await buyer.call('getCheckout');
    expect(viesAsked.filter((id) => id === 'ATU12345675')).toHaveLength(1);

    const { row, accessKey } = await placeOrder(buyer);
    expect(row).toMatchObject({
      vatTreatment: 'intraCommunitySupply',
      buyerVatId: 'ATU12345675',
      vatIdStatus: 'confirmed',
      totalGross: checkout.cart.basketAmount,
      totalNet: checkout.cart.basketAmount,
    });
    expect(row.vatIdRequestIdentifier).toMatch(/^WAPI/);
    const lines = await shop.services.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(lines.every((item) => item.vatRate === 0)).toBe(true);

    for (const [lang, note] of [
      ['de', 'Steuerfreie innergemeinschaftliche Lieferung'],
      ['en', 'Tax-free intra-Community supply'],
    ] as const) {
      const invoice = await buyer.browser.fetch(
        `/order-documents/${row.id}/invoice.pdf?key=${encodeURIComponent(accessKey)}&lang=${lang}`,
      );
      expect(invoice.status).toBe(200);
      const text = (await pdfText(new Uint8Array(await invoice.arrayBuffer()))).replace(/\s+/g, ' ');
      expect(text).toContain(note);
      expect(text).toContain('ATU12345675');
      expect(text).toContain(shop.config.SHOP_VAT_ID);
    }
    // The order's own page (and its mail) name it too.
    const view = await buyer.call<{ totals: { taxFreeSupply: unknown } }>('getOrder', { orderId: row.id });
    expect(view.data!.totals.taxFreeSupply).toEqual({ buyerVatId: 'ATU12345675' });
    // The tax adviser's export tells the supply apart (the EC sales list needs it).
    const owner = await signedInStaff(shop, demoShipping);
    const day = new Date().toISOString().slice(0, 10);
    const csv = await (await owner.browser.fetch(`/staff/export/documents.csv?from=${day}&to=${day}`)).text();
    const invoiceRow = csv.split('\r\n').find((line) => line.startsWith(`Rechnung;R-${row.id};`))!;
    expect(invoiceRow).toContain(';ATU12345675;innergemeinschaftliche Lieferung (steuerfrei);');
  });

  it('shows the tax-free total before ordering when the VAT id comes with the order click', async () => {
    viesAnswers.set('FR40303265045', 'valid');
    const buyer = await createCustomer(shop);
    await withMirrorInCart(buyer);
    const shown = (await buyer.call<Checkout>('getCheckout')).data!.cart.basketAmount;
    const saved = await buyer.call<{ id: number }>('doSaveAddress', {
      typeId: 1,
      companyName: 'Miroiterie Lumière SARL',
      firstName: 'Luc',
      lastName: 'Martin',
      streetName: 'Rue de la République',
      houseNumber: '5',
      zipCode: '69002',
      city: 'Lyon',
      countryId: 10,
      vatNumber: 'FR40303265045',
    });
    const order = (shownTotal: number) => ({
      choices: { billingAddressId: saved.data!.id },
      order: { idempotencyKey: randomUUID(), legalConsents, shownTotal },
    });
    // The page showed the German total; the address chosen with the click makes it tax-free.
    const refused = await buyer.call('doSubmitCheckout', order(shown));
    expect(refused).toMatchObject({ status: 409, error: { key: 'checkout.totalChanged' } });
    const now = (await buyer.call<Checkout>('getCheckout')).data!;
    expect(now.cart.taxFree).toBe(true);
    expect(now.cart.basketAmount).toBeLessThan(shown);
    const placed = await buyer.call<{ next: string; orderId: number }>(
      'doSubmitCheckout',
      order(now.cart.basketAmount),
    );
    expect(placed).toMatchObject({ status: 200, data: { next: 'confirmation' } });
    const [row] = await shop.services.db.select().from(orders).where(eq(orders.id, placed.data!.orderId));
    expect(row).toMatchObject({ totalGross: now.cart.basketAmount, vatTreatment: 'intraCommunitySupply' });
  });

  it('keeps German VAT for a German VAT id, goods staying in Germany, and an id VIES calls invalid', async () => {
    const buyer = await createCustomer(shop);
    await withMirrorInCart(buyer);
    const asked = viesAsked.length;
    const german = await billAbroad(buyer, { countryId: 2, zipCode: '1010', city: 'Wien', vatNumber: 'DE123456789' });
    expect(german.vat).toEqual({ treatment: 'domestic', refusedVatId: null });
    expect(german.cart.taxFree).toBeUndefined();
    // Not a question for VIES at all.
    expect(viesAsked.length).toBe(asked);
    // A VAT id abroad without a company in the address: taxed, and the checkout says why.
    const saved = await buyer.call<{ id: number }>('doSaveAddress', {
      typeId: 1,
      firstName: 'Max',
      lastName: 'Huber',
      streetName: 'Ring',
      houseNumber: '1',
      countryId: 2,
      zipCode: '1010',
      city: 'Wien',
      vatNumber: 'ATU12345675',
    });
    await buyer.call('setCheckoutAddress', { typeId: 1, addressId: saved.data!.id });
    const noCompany = (await buyer.call<Checkout>('getCheckout')).data!;
    expect(noCompany.vat).toEqual({
      treatment: 'domestic',
      refusedVatId: null,
      notChecked: 'companyRequired',
      vatId: 'ATU12345675',
    });
    expect(noCompany.cart.taxFree).toBeUndefined();

    viesAnswers.set('NL123456789B01', 'invalid');
    const refused = await billAbroad(buyer, {
      countryId: 21,
      zipCode: '3511 AB',
      city: 'Utrecht',
      vatNumber: 'NL123456789B01',
    });
    expect(refused.vat).toEqual({ treatment: 'domestic', refusedVatId: 'NL123456789B01' });
    expect(refused.cart.totalVats.some((vat) => vat.vatAmount > 0)).toBe(true);
    const { row } = await placeOrder(buyer);
    expect(row).toMatchObject({ vatTreatment: 'domestic', vatIdStatus: null, buyerVatId: '' });
  });

  it('takes the order when VIES does not answer, does not ship it, and ships once the recheck confirms', async () => {
    viesAnswers.set('BE0123456749', 'unavailable');
    const buyer = await createCustomer(shop);
    await withMirrorInCart(buyer);
    const checkout = await billAbroad(buyer, {
      countryId: 3,
      zipCode: '1000',
      city: 'Brüssel',
      vatNumber: 'BE0123456749',
    });
    expect(checkout.vat).toEqual({ treatment: 'intraCommunitySupply', vatId: 'BE0123456749', confirmed: false });
    const { row } = await placeOrder(buyer);
    expect(row).toMatchObject({ vatTreatment: 'intraCommunitySupply', vatIdStatus: 'unconfirmed' });

    const staff = await signedInStaff(shop, demoShipping);
    const paid = await staff.call('doRecordPayment', {
      orderId: row.id,
      amount: row.totalGross,
      receivedOn: new Date().toISOString().slice(0, 10),
    });
    expect(paid.status).toBe(200);
    const refused = await staff.call('doShipOrder', { orderId: row.id, carrier: 'dhl', trackingNumbers: ['123'] });
    expect(refused).toMatchObject({ status: 409, error: { key: 'staff.orders.vatIdUnconfirmed' } });
    type Page = { vatId: { status: string } | null; can: Record<string, boolean> };
    const page = (await staff.call<Page>('getStaffOrder', { orderId: row.id })).data!;
    expect(page.vatId).toMatchObject({ status: 'unconfirmed' });
    expect(page.can).toMatchObject({ ship: false, recheckVatId: true });
    const toCheck = await staff.call<{ entries: Array<{ orderId: number; vatIdToCheck: string | null }> }>(
      'getStaffOrders',
      { status: 'vatIdToCheck' },
    );
    expect(toCheck.data!.entries).toContainEqual(
      expect.objectContaining({ orderId: row.id, vatIdToCheck: 'unconfirmed' }),
    );

    // A staff member asks while VIES is still down: nothing changes but the history.
    const asked = await staff.call<{ order: Page }>('doRecheckVatId', { orderId: row.id, actionKey: randomUUID() });
    expect(asked.data!.order.vatId).toMatchObject({ status: 'unconfirmed' });
    // Still down an hour later: nothing changes. Then VIES answers.
    expect(await recheckUnconfirmedVatIds(shop.services)).toBe(0);
    viesAnswers.set('BE0123456749', 'valid');
    expect(await recheckUnconfirmedVatIds(shop.services)).toBeGreaterThanOrEqual(1);
    const [confirmed] = await shop.services.db.select().from(orders).where(eq(orders.id, row.id));
    expect(confirmed).toMatchObject({
      vatIdStatus: 'confirmed',
      vatIdRequestIdentifier: expect.stringMatching(/^WAPI/),
    });
    const after = (
      await staff.call<Page & { history: Array<{ kind: string; actor: string }> }>('getStaffOrder', {
        orderId: row.id,
      })
    ).data!;
    expect(after.history).toContainEqual(expect.objectContaining({ kind: 'vatIdChecked', actor: 'system' }));
    expect(after.can).toMatchObject({ ship: true, recheckVatId: false });
    const shipped = await staff.call('doShipOrder', { orderId: row.id, carrier: 'dhl', trackingNumbers: ['123'] });
    expect(shipped.status).toBe(200);
    // Confirmed is confirmed: asking again (VIES down or not) is refused and changes nothing.
    viesAnswers.set('BE0123456749', 'unavailable');
    expect(await staff.call('doRecheckVatId', { orderId: row.id })).toMatchObject({
      status: 409,
      error: { key: 'staff.orders.vatIdConfirmedAlready' },
    });
  });

  it('lets the staff ask VIES again, and an id found invalid keeps the order from shipping', async () => {
    viesAnswers.set('DK12345678', 'unavailable');
    const buyer = await createCustomer(shop);
    await withMirrorInCart(buyer);
    await billAbroad(buyer, { countryId: 7, zipCode: '1050', city: 'Kopenhagen', vatNumber: 'DK12345678' });
    const { row } = await placeOrder(buyer);
    // Nobody but the staff may ask: not the customer, not a stranger.
    expect((await buyer.call('doRecheckVatId', { orderId: row.id })).status).toBe(401);
    expect((await (await createShopper(shop)).call('doRecheckVatId', { orderId: row.id })).status).toBe(401);

    viesAnswers.set('DK12345678', 'invalid');
    const staff = await signedInStaff(shop, demoShipping);
    const checked = await staff.call<{ order: { vatId: { status: string }; can: Record<string, boolean> } }>(
      'doRecheckVatId',
      { orderId: row.id, actionKey: randomUUID() },
    );
    expect(checked.status).toBe(200);
    expect(checked.data!.order.vatId).toMatchObject({ status: 'invalid' });
    expect(checked.data!.order.can.ship).toBe(false);
    const toCheck = await staff.call<{ entries: Array<{ orderId: number; vatIdToCheck: string | null }> }>(
      'getStaffOrders',
      { status: 'vatIdToCheck' },
    );
    expect(toCheck.data!.entries).toContainEqual(expect.objectContaining({ orderId: row.id, vatIdToCheck: 'invalid' }));
    // A taxed order has nothing to check.
    const [taxed] = await shop.services.db
      .select()
      .from(orders)
      .where(eq(orders.vatTreatment, 'domestic'))
      .orderBy(asc(orders.id))
      .limit(1);
    expect(await staff.call('doRecheckVatId', { orderId: taxed!.id })).toMatchObject({
      status: 409,
      error: { key: 'staff.orders.noVatIdToCheck' },
    });
  });

  it('asks VIES about at most a limited number of ids for one client an hour', async () => {
    const buyer = await createCustomer(shop);
    await withMirrorInCart(buyer);
    const before = viesAsked.length;
    for (let index = 0; index <= viesLookupsPerClientHour; index += 1) {
      await billAbroad(buyer, {
        countryId: 15,
        zipCode: '20121',
        city: 'Mailand',
        vatNumber: `IT${String(10_000_000_000 + index)}`.slice(0, 13),
      });
    }
    // The other tests of this file asked from the same address: the limit is for all of them.
    expect(viesAsked.length - before).toBeLessThanOrEqual(viesLookupsPerClientHour);
    // Over the limit nothing is known, so nothing is tax-free: German VAT, and the page says why.
    const last = (await buyer.call<Checkout>('getCheckout')).data!;
    expect(last.vat).toMatchObject({ treatment: 'domestic', notChecked: 'tooManyChecks' });
    expect(last.cart.taxFree).toBeUndefined();
  });
});
