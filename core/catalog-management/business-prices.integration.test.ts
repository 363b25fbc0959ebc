import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwner } from '../../seed/editors';
import { createCustomer, createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { createBusinessCustomer, legalConsents, signedInStaff } from '../../tests/support/staff';
import { itemSaveInputOf } from '../../tests/support/staff-item';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { netFromGross } from '../catalog/pricing';
import { itemCategories, variationPrices, variations } from '../db/catalog-schema';
import { orderItems } from '../db/order-schema';
import type { StaffItemPage } from './staff-item-page.server';

/**
 * Customer-class prices (issue 37, ADR 0029) through the BFF against PostgreSQL: staff give a
 * variation a price for business customers; a signed-in business customer sees and pays it on the
 * product page, in lists and in the cart, and nobody else ever does — not even after a business
 * customer's read filled the caches.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Product = { prices: { unitPriceCents: number } };
type Card = { itemId: number; priceCents: number };

describe('a price for business customers', () => {
  it('is what a business customer sees and pays; guests and private customers keep the regular price', async () => {
    const variation = await findSimpleVariation(shop, {
      where: sql`not exists (select 1 from variation_prices p where p.variation_id = ${variations.id} and p.kind = 'special')
        and (select count(*) from variations o where o.item_id = ${variations.itemId}) = 1`,
    });
    const owner = await signedInStaff(shop, demoOwner);
    const page = (await owner.call<StaffItemPage>('getStaffItem', { itemId: variation.itemId })).data!;
    const regular = page.variations[0]!.salePriceCents;
    const business = regular - 500;
    const input = itemSaveInputOf(page);
    input.item.variations[0] = { ...input.item.variations[0]!, businessPriceCents: business };
    expect((await owner.call('doSaveItem', input)).status).toBe(200);
    const saved = (await owner.call<StaffItemPage>('getStaffItem', { itemId: page.id })).data!;
    expect(saved.variations[0]).toMatchObject({ salePriceCents: regular, businessPriceCents: business });
    // Not a reduction for consumers: the consumer price history is untouched.
    expect(saved.variations[0]!.lowestPriceCents).toBe(page.variations[0]!.lowestPriceCents);

    // The business customer reads first, so every cache is filled from their side.
    const retailer = await createBusinessCustomer(shop);
    const productFor = async (shopper: { call: typeof retailer.call }) =>
      (await shopper.call<Product>('getProduct', { itemId: page.id })).data!.prices.unitPriceCents;
    const name = page.texts.de!.name;
    const cardFor = async (shopper: { call: typeof retailer.call }) =>
      (await shopper.call<{ products: Card[] }>('getSearch', { term: name })).data!.products.find(
        (card) => card.itemId === page.id,
      )?.priceCents;
    // A business customer sees prices net (spec §6 showNetPrices) and pays them with VAT on top.
    expect(await productFor(retailer)).toBe(netFromGross(business, variation.vatRate));
    expect(await cardFor(retailer)).toBe(netFromGross(business, variation.vatRate));
    const cart = await retailer.call('doAddCartItem', { productId: variation.id, quantity: 2 });
    expect(cart.data!.items[0]).toMatchObject({ unitPrice: business, linePrice: 2 * business });

    // Its list is filtered by the price it shows: "up to" its net business price finds the mirror,
    // a cent less does not.
    const [category] = await shop.services.db
      .select({ id: itemCategories.categoryId })
      .from(itemCategories)
      .where(eq(itemCategories.itemId, page.id));
    type List = { products: Card[] };
    const listFor = async (shopper: { call: typeof retailer.call }, limits: { priceMax?: number } = {}) =>
      (await shopper.call<List>('getFacet', { categoryId: category!.id, itemsPerPage: 100, ...limits })).data!;
    const lists = (list: List) => list.products.some((card) => card.itemId === page.id);
    const shownNet = netFromGross(business, variation.vatRate);
    expect(lists(await listFor(retailer, { priceMax: shownNet }))).toBe(true);
    expect(lists(await listFor(retailer, { priceMax: shownNet - 1 }))).toBe(false);

    const guest = await createShopper(shop);
    const privateCustomer = await createCustomer(shop);
    for (const shopper of [guest, privateCustomer]) {
      expect(await productFor(shopper)).toBe(regular);
      expect(await cardFor(shopper)).toBe(regular);
      // Their limit at the business price (gross) does not find it: they pay the regular price.
      expect(lists(await listFor(shopper, { priceMax: business }))).toBe(false);
      const own = await shopper.call('doAddCartItem', { productId: variation.id, quantity: 1 });
      expect(own.data!.items[0]!.unitPrice).toBe(regular);
    }

    // Emptied: business customers pay the regular price again, at once.
    const cleared = itemSaveInputOf(saved);
    cleared.item.variations[0] = { ...cleared.item.variations[0]!, businessPriceCents: null };
    expect((await owner.call('doSaveItem', cleared)).status).toBe(200);
    expect(await productFor(retailer)).toBe(netFromGross(regular, variation.vatRate));
    expect(
      await shop.services.db.select().from(variationPrices).where(eq(variationPrices.variationId, variation.id)),
    ).toSatisfy((rows: Array<{ customerClassId: number | null }>) => rows.every((row) => row.customerClassId === null));
  });

  it("never makes a business customer pay more than a consumer: everyone's graduated price applies when lower", async () => {
    const variation = await findSimpleVariation(shop, {
      minimumStock: 12,
      where: sql`not exists (select 1 from variation_prices p where p.variation_id = ${variations.id} and p.kind = 'special')
        and (select count(*) from variations o where o.item_id = ${variations.itemId}) = 1`,
    });
    const owner = await signedInStaff(shop, demoOwner);
    const page = (await owner.call<StaffItemPage>('getStaffItem', { itemId: variation.itemId })).data!;
    const regular = page.variations[0]!.salePriceCents;
    const input = itemSaveInputOf(page);
    // Business customers: 5 € off; everyone from 10 pieces on: 30 % off.
    const fromTen = Math.round(regular * 0.7);
    input.item.variations[0] = {
      ...input.item.variations[0]!,
      businessPriceCents: regular - 500,
      graduated: [{ minimumQuantity: 10, priceCents: fromTen }],
    };
    expect((await owner.call('doSaveItem', input)).status).toBe(200);
    const retailer = await createBusinessCustomer(shop);
    const consumer = await createCustomer(shop);
    const one = await retailer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    expect(one.data!.items[0]!.unitPrice).toBe(regular - 500);
    const ten = await retailer.call('doAddCartItem', { productId: variation.id, quantity: 9 });
    expect(ten.data!.items[0]!.unitPrice).toBe(fromTen);
    expect(
      (await consumer.call('doAddCartItem', { productId: variation.id, quantity: 10 })).data!.items[0]!.unitPrice,
    ).toBe(fromTen);

    // The order keeps the price; "order again" names today's price as the retailer pays it.
    const placed = await retailer.call<{ order: { id: number } }>('doPlaceOrder', {
      idempotencyKey: randomUUID(),
      legalConsents,
    });
    expect(placed.status).toBe(200);
    const [line] = await shop.services.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.data!.order.id));
    expect(line!.priceGross).toBe(fromTen);
    const again = await retailer.call<{ items: Array<{ currentUnitPrice: number; changed: boolean }> }>(
      'doOrderAgainInformation',
      { orderId: placed.data!.order.id },
    );
    expect(again.data!.items[0]).toMatchObject({ currentUnitPrice: fromTen, changed: false });
  });

  it('is refused at its field when it is no price or not below the regular price', async () => {
    const variation = await findSimpleVariation(shop);
    const owner = await signedInStaff(shop, demoOwner);
    const page = (await owner.call<StaffItemPage>('getStaffItem', { itemId: variation.itemId })).data!;
    const input = itemSaveInputOf(page);
    const first = page.variations[0]!;
    input.item.variations[0] = { ...input.item.variations[0]!, businessPriceCents: 0 };
    expect((await owner.call('doSaveItem', input)).status).toBe(400);
    input.item.variations[0] = { ...input.item.variations[0]!, businessPriceCents: first.salePriceCents };
    const notBelow = await owner.call('doSaveItem', input);
    expect(notBelow.status).toBe(422);
    expect((notBelow.error as { cause?: Array<{ field: string }> }).cause?.map((problem) => problem.field)).toEqual([
      `v${first.id}-businessPrice`,
    ]);
  });
});
