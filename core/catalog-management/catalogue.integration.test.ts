import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoOwner, demoShipping } from '../../seed/editors';
import { createCustomer, createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { legalConsents, signedInStaff } from '../../tests/support/staff';
import { itemSaveInputOf } from '../../tests/support/staff-item';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { priceHistory, stockMovements, variationPrices, variations } from '../db/catalog-schema';
import type { StaffItemPage } from './staff-item-page.server';
import { listenForContentChanges } from '../cache/content-change-channel.server';
import { connectDatabase } from '../db/connection.server';
import { createLogger } from '../logger';

/**
 * The staff's catalogue (issue 37) through the BFF against PostgreSQL: who may use it, saving an
 * item as a whole against concurrent edits, prices and the 30-day lowest price the shop keeps
 * itself, stock corrections that add up with sales at the same moment.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Saved = { version: number; item: StaffItemPage };
type Product = {
  texts: { name: string };
  prices: { unitPriceCents: number; crossedPriceCents: number | null; lowestPriceCents: number | null };
};
const dayMs = 86_400_000;

const saveInput = itemSaveInputOf;

/** Each test its own item: what one test saves does not meet another. */
const usedItems: number[] = [0];

/** A simple mirror (no special offer) and its item page for the owner. */
async function simpleItem() {
  const owner = await signedInStaff(shop, demoOwner);
  const variation = await findSimpleVariation(shop, {
    minimumStock: 5,
    where: sql`not exists (select 1 from variation_prices p where p.variation_id = ${variations.id} and p.kind = 'special')
      and ${variations.itemId} not in (${sql.join(
        usedItems.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  });
  usedItems.push(variation.itemId);
  const page = await owner.call<StaffItemPage>('getStaffItem', { itemId: variation.itemId });
  expect(page.status).toBe(200);
  return { owner, variation, page: page.data! };
}

const productOf = async (itemId: number, variationId?: number) =>
  (await (await createShopper(shop)).call<Product>('getProduct', { itemId, variationId })).data!;

describe('who may use the catalogue calls', () => {
  it('a visitor and a customer get 401; staff with only orders or content 403; catalogue (admin) reaches them', async () => {
    const { page, variation } = await simpleItem();
    const calls: Array<[string, object]> = [
      ['getStaffItems', {}],
      ['getStaffItem', { itemId: page.id }],
      ['doSaveItem', saveInput(page)],
      ['doAdjustStock', { variationId: variation.id, change: 1, reason: 'Inventur' }],
    ];
    const visitor = await createShopper(shop);
    const customer = await createCustomer(shop);
    for (const account of [demoShipping, demoEditor]) {
      const staff = await signedInStaff(shop, account);
      for (const [name, input] of calls) expect((await staff.call(name, input)).status, name).toBe(403);
    }
    for (const [name, input] of calls) {
      expect((await visitor.call(name, input)).status, name).toBe(401);
      expect((await customer.call(name, input)).status, name).toBe(401);
    }
  });
});

describe('the item list', () => {
  it('finds an item by name, item number and variation number, and filters by state and low stock', async () => {
    const { owner, page } = await simpleItem();
    type List = { total: number; entries: Array<{ id: number; name: string; stock: number; active: boolean }> };
    const find = async (input: object) => (await owner.call<List>('getStaffItems', input)).data!;
    const name = page.texts.de!.name;
    expect((await find({ search: name.slice(0, 8) })).entries.map((entry) => entry.id)).toContain(page.id);
    expect((await find({ search: String(page.id) })).entries.map((entry) => entry.id)).toContain(page.id);
    expect((await find({ search: page.variations[0]!.number })).entries.map((entry) => entry.id)).toEqual([page.id]);
    const all = await find({ itemsPerPage: 5 });
    expect(all.entries).toHaveLength(5);
    expect(all.total).toBeGreaterThan(20);
    const lowest = Math.min(...page.variations.map((entry) => entry.stock));
    const ids = async (input: object) => (await find({ search: name, ...input })).entries.map((entry) => entry.id);
    expect(await ids({ lowStock: lowest - 1 })).not.toContain(page.id);
    expect(await ids({ lowStock: lowest })).toContain(page.id);
    expect((await find({ state: 'inactive' })).entries.every((entry) => !entry.active)).toBe(true);
    expect((await owner.call('getStaffItems', { page: 0 })).status).toBe(400);
  });
});

describe('saving an item', () => {
  it('changes names and prices at once for shoppers; a second save from the same old version is refused with 409', async () => {
    const { owner, page } = await simpleItem();
    const variationId = page.variations[0]!.id;
    const before = await productOf(page.id, variationId);
    const input = saveInput(page);
    input.item.texts.de = { ...input.item.texts.de, name: `${page.texts.de!.name} (neu)` };
    input.item.variations[0]!.salePriceCents = page.variations[0]!.salePriceCents + 500;
    const other = saveInput(page);
    other.item.texts.de = { ...other.item.texts.de, name: 'Überschrieben' };

    const [first, second] = await Promise.all([
      owner.call<Saved>('doSaveItem', input),
      owner.call<Saved>('doSaveItem', other),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.error?.message).toContain('inzwischen');
    const winner = first.status === 200 ? first : second;
    expect(winner.data!.version).toBe(page.version + 1);

    await expect
      .poll(async () => (await productOf(page.id)).texts.name)
      .toBe(winner === first ? `${page.texts.de!.name} (neu)` : 'Überschrieben');
    if (winner === first) {
      expect((await productOf(page.id, variationId)).prices.unitPriceCents).toBe(before.prices.unitPriceCents + 500);
    }
  });

  it('refuses a special price that is not below the regular one, at its field, and a slug that is no slug', async () => {
    const { owner, page } = await simpleItem();
    const input = saveInput(page);
    const variationId = page.variations[0]!.id;
    input.item.variations[0]!.special = { priceCents: page.variations[0]!.salePriceCents, from: null, until: null };
    const refused = await owner.call('doSaveItem', input);
    expect(refused.status).toBe(422);
    expect((refused.error as { cause?: unknown }).cause).toEqual([
      expect.objectContaining({ field: `v${variationId}-specialPrice` }),
    ]);
    const slug = saveInput(page);
    slug.item.texts.en = { ...slug.item.texts.en, urlPath: 'Mirror Ä' };
    expect((await owner.call('doSaveItem', slug)).status).toBe(400);
    expect((await owner.call<StaffItemPage>('getStaffItem', { itemId: page.id })).data!.version).toBe(page.version);
  });
});

describe('an offer that ended, set again', () => {
  it("begins a new reduction: the old offer's price is the 30-day lowest price, so no saving is claimed", async () => {
    const { owner, page } = await simpleItem();
    const variationId = page.variations[0]!.id;
    const now = Date.now();
    // 80 € from day −50 to day −11, then the regular 120 €.
    await shop.services.db.delete(priceHistory).where(eq(priceHistory.variationId, variationId));
    await shop.services.db.insert(priceHistory).values([
      { variationId, priceCents: 8000, validFrom: new Date(now - 50 * dayMs), validUntil: new Date(now - 11 * dayMs) },
      { variationId, priceCents: 12000, validFrom: new Date(now - 11 * dayMs), validUntil: null },
    ]);
    await shop.services.db
      .delete(variationPrices)
      .where(and(eq(variationPrices.variationId, variationId), sql`${variationPrices.kind} <> 'default'`));
    await shop.services.db
      .update(variationPrices)
      .set({ priceCents: 12000 })
      .where(
        and(
          eq(variationPrices.variationId, variationId),
          eq(variationPrices.kind, 'default'),
          eq(variationPrices.minimumQuantity, 1),
        ),
      );
    await shop.services.db.insert(variationPrices).values({
      variationId,
      kind: 'special',
      priceCents: 8000,
      validFrom: new Date(now - 50 * dayMs),
      validUntil: new Date(now - 11 * dayMs),
    });
    const fresh = (await owner.call<StaffItemPage>('getStaffItem', { itemId: page.id })).data!;
    const input = saveInput(fresh);
    const lastDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(now + 10 * dayMs));
    input.item.variations[0]!.special = { priceCents: 8000, from: null, until: lastDay };
    expect((await owner.call('doSaveItem', input)).status).toBe(200);
    type Prices = {
      prices: { unitPriceCents: number; lowestPriceCents: number | null; reductionPercent: number | null };
    };
    await expect
      .poll(
        async () =>
          (await (await createShopper(shop)).call<Prices>('getProduct', { itemId: page.id, variationId })).data!.prices
            .unitPriceCents,
      )
      .toBe(8000);
    const { prices } = (await (await createShopper(shop)).call<Prices>('getProduct', { itemId: page.id, variationId }))
      .data!;
    expect(prices.lowestPriceCents).toBe(8000);
    expect(prices.reductionPercent).toBeNull();
  });
});

describe('graduated prices and the base price', () => {
  it('are saved per variation and reach the product page; a step not below the price is refused at its field', async () => {
    const { owner, page } = await simpleItem();
    const variation = page.variations[0]!;
    const input = saveInput(page);
    const millilitre = page.options.units.find((unit) => unit.name === 'Milliliter')!;
    input.item.variations[0] = {
      ...input.item.variations[0]!,
      unitId: millilitre.id,
      unitContent: 50,
      graduated: [{ minimumQuantity: 5, priceCents: variation.salePriceCents - 200 }],
    } as (typeof input.item.variations)[number];
    expect((await owner.call<Saved>('doSaveItem', input)).status).toBe(200);
    type Prices = {
      prices: {
        graduatedPrices: Array<{ minimumOrderQuantity: number; priceCents: number }>;
        basePrice: { per: string } | null;
      };
    };
    await expect
      .poll(
        async () =>
          (await (await createShopper(shop)).call<Prices>('getProduct', { itemId: page.id, variationId: variation.id }))
            .data!.prices.graduatedPrices,
      )
      .toEqual([expect.objectContaining({ minimumOrderQuantity: 5, priceCents: variation.salePriceCents - 200 })]);
    const product = (
      await (await createShopper(shop)).call<Prices>('getProduct', { itemId: page.id, variationId: variation.id })
    ).data!;
    expect(product.prices.basePrice).toMatchObject({ per: 'LTR' });

    const again = (await owner.call<StaffItemPage>('getStaffItem', { itemId: page.id })).data!;
    expect(again.variations[0]).toMatchObject({
      unitId: millilitre.id,
      unitContent: 50,
      graduated: [{ minimumQuantity: 5 }],
    });
    const wrong = saveInput(again);
    wrong.item.variations[0] = {
      ...wrong.item.variations[0]!,
      graduated: [{ minimumQuantity: 5, priceCents: variation.salePriceCents }],
    } as (typeof wrong.item.variations)[number];
    const refused = await owner.call('doSaveItem', wrong);
    expect(refused.status).toBe(422);
    expect((refused.error as { cause?: unknown }).cause).toEqual([
      expect.objectContaining({ field: `v${variation.id}-tier0Price` }),
    ]);
  });
});

describe('every shop process', () => {
  it('hears of a save, a stock correction and an import when they commit, and clears its caches', async () => {
    const { owner, page, variation } = await simpleItem();
    const otherProcess = connectDatabase(shop.databaseUrl, { maxConnections: 2 });
    let heard = 0;
    const listener = listenForContentChanges(otherProcess.pool, () => heard++, createLogger('silent'));
    await listener.ready;
    try {
      expect((await owner.call('doSaveItem', saveInput(page))).status).toBe(200);
      await expect.poll(() => heard).toBe(1);
      expect(
        (await owner.call('doAdjustStock', { variationId: variation.id, change: 1, reason: 'Zählung' })).status,
      ).toBe(200);
      await expect.poll(() => heard).toBe(2);
      // A refused save tells nobody.
      expect((await owner.call('doSaveItem', saveInput(page))).status).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toBe(2);
    } finally {
      await listener.stop();
      await otherProcess.close();
    }
  });
});

describe('the 30-day lowest price', () => {
  it('is taken from the history: a special that ended 10 days ago is the lowest price of a new offer', async () => {
    const { owner, page } = await simpleItem();
    const variationId = page.variations[0]!.id;
    const regular = page.variations[0]!.salePriceCents;
    const now = Date.now();
    // The history as the shop recorded it: regular price, a special 20–10 days ago, regular again.
    await shop.services.db.delete(priceHistory).where(eq(priceHistory.variationId, variationId));
    await shop.services.db.insert(priceHistory).values([
      {
        variationId,
        priceCents: regular,
        validFrom: new Date(now - 60 * dayMs),
        validUntil: new Date(now - 20 * dayMs),
      },
      {
        variationId,
        priceCents: regular - 700,
        validFrom: new Date(now - 20 * dayMs),
        validUntil: new Date(now - 10 * dayMs),
      },
      { variationId, priceCents: regular, validFrom: new Date(now - 10 * dayMs), validUntil: null },
    ]);

    const input = saveInput(page);
    const lastDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(now + 10 * dayMs));
    input.item.variations[0]!.special = { priceCents: regular - 300, from: null, until: lastDay };
    const saved = await owner.call<Saved>('doSaveItem', input);
    expect(saved.status).toBe(200);
    expect(saved.data!.item.variations[0]!.lowestPriceCents).toBe(regular - 700);
    // The offer's days read back as typed: it runs until the end of its last day.
    expect(saved.data!.item.variations[0]!.special).toMatchObject({ priceCents: regular - 300, until: lastDay });

    await expect.poll(async () => (await productOf(page.id, variationId)).prices.unitPriceCents).toBe(regular - 300);
    const product = await productOf(page.id, variationId);
    expect(product.prices.crossedPriceCents).toBe(regular);
    expect(product.prices.lowestPriceCents).toBe(regular - 700);

    // The history now says the special price is in force from now on, the regular one after it.
    const planned = await shop.services.db
      .select()
      .from(priceHistory)
      .where(
        and(eq(priceHistory.variationId, variationId), sql`${priceHistory.validFrom} >= now() - interval '1 minute'`),
      )
      .orderBy(priceHistory.validFrom);
    expect(planned.map((row) => row.priceCents)).toEqual([regular - 300, regular]);
    // Saving again without a change leaves the history alone.
    const again = saveInput(saved.data!.item);
    const savedAgain = await owner.call<Saved>('doSaveItem', again);
    expect(
      (await shop.services.db.select().from(priceHistory).where(eq(priceHistory.variationId, variationId))).length,
    ).toBe(5);
    // … and the offer keeps its start: its own price never becomes its 30-day lowest price.
    expect((await productOf(page.id, variationId)).prices.lowestPriceCents).toBe(regular - 700);
    const rrp = saveInput(savedAgain.data!.item);
    rrp.item.variations[0]!.rrpCents = regular + 2000;
    expect((await owner.call<Saved>('doSaveItem', rrp)).data!.item.variations[0]!.lowestPriceCents).toBe(regular - 700);
    await expect.poll(async () => (await productOf(page.id, variationId)).prices.lowestPriceCents).toBe(regular - 700);
    const prices = await shop.services.db
      .select()
      .from(variationPrices)
      .where(eq(variationPrices.variationId, variationId));
    expect(prices.filter((row) => row.kind === 'special').map((row) => row.priceCents)).toEqual([regular - 300]);
  });
});

describe('stock corrections', () => {
  it('add up with sales at the same moment, each recorded with who and why', async () => {
    const { owner, variation } = await simpleItem();
    const start = variation.stock;
    const buyers = await Promise.all([1, 2, 3].map(() => createCustomer(shop)));
    for (const buyer of buyers) await buyer.call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        owner.call('doAdjustStock', { variationId: variation.id, change: 2, reason: 'Wareneingang' }),
      ),
      ...buyers.map((buyer) => buyer.call('doPlaceOrder', { idempotencyKey: randomUUID(), legalConsents })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(200));
    const [row] = await shop.services.db.select().from(variations).where(eq(variations.id, variation.id));
    expect(row!.stock).toBe(start + 12 - 3);
    const movements = await shop.services.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variationId, variation.id));
    expect(movements.filter((entry) => entry.reason === 'correction')).toHaveLength(6);
    expect(movements.filter((entry) => entry.reason === 'sale').every((entry) => entry.orderId !== null)).toBe(true);
    expect(movements.reduce((sum, entry) => sum + entry.change, 0)).toBe(12 - 3);
    expect(movements.find((entry) => entry.reason === 'correction')).toMatchObject({
      actor: demoOwner.email,
      note: 'Wareneingang',
    });

    const page = (await owner.call<StaffItemPage>('getStaffItem', { itemId: variation.itemId })).data!;
    expect(page.variations[0]!.movements[0]).toMatchObject({ stockAfter: row!.stock });

    const refused = await owner.call('doAdjustStock', {
      variationId: variation.id,
      change: -(row!.stock + 1),
      reason: 'Bruch',
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe('Der Bestand würde unter null fallen.');
    expect((await owner.call('doAdjustStock', { variationId: variation.id, change: 0, reason: 'x' })).status).toBe(400);
    expect((await owner.call('doAdjustStock', { variationId: 2_000_000_000, change: 1, reason: 'x' })).status).toBe(
      404,
    );
  });
});

describe('a new mirror', () => {
  type Options = {
    categories: Array<{ id: number; name: string }>;
    attributes: Array<{ id: number; name: string; values: Array<{ id: number; name: string }> }>;
  };
  it('is created with two variations and categories; shoppers find it by search and buy it at its price', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const options = (await owner.call<Options>('getStaffCatalogueOptions', {})).data!;
    const [first, second] = options.categories;
    const values = options.attributes.find((attribute) => attribute.values.length >= 2)!.values;
    const created = await owner.call<{ itemId: number }>('doCreateItem', {
      names: { de: 'Kosmetikspiegel Aurora Prüfmodell', en: 'Makeup mirror Aurora test model' },
      categoryId: first!.id,
      variation: {
        number: 'AUR-1',
        salePriceCents: 4990,
        vatRate: 1900,
        stock: 10,
        attributeValueIds: [values[0]!.id],
      },
    });
    expect(created.status).toBe(200);
    const { itemId } = created.data!;
    let page = (await owner.call<StaffItemPage>('getStaffItem', { itemId })).data!;
    expect(page.texts.de!.urlPath).toBe('kosmetikspiegel-aurora-pruefmodell');
    expect(page.variations[0]).toMatchObject({ number: 'AUR-1', stock: 10, salePriceCents: 4990 });
    expect(page.variations[0]!.movements[0]).toMatchObject({ reason: 'initial', change: 10, actor: demoOwner.email });

    const added = await owner.call<{ variationId: number }>('doAddVariation', {
      itemId,
      version: page.version,
      variation: { number: 'AUR-2', salePriceCents: 5990, vatRate: 1900, stock: 5, attributeValueIds: [values[1]!.id] },
    });
    expect(added.status).toBe(200);
    const taken = await owner.call('doAddVariation', {
      itemId,
      version: page.version + 1,
      variation: { number: 'AUR-2', salePriceCents: 100, vatRate: 1900 },
    });
    expect(taken.status).toBe(409);
    expect(taken.error?.message).toBe('Diese Variantennummer ist schon vergeben.');
    expect(
      (
        await owner.call('doAddVariation', {
          itemId,
          version: page.version,
          variation: { number: 'AUR-3', salePriceCents: 100, vatRate: 1900 },
        })
      ).status,
    ).toBe(409);

    // Listed in two categories, the second its main one; the main one must be among them.
    page = (await owner.call<StaffItemPage>('getStaffItem', { itemId })).data!;
    const input = saveInput(page);
    const refused = await owner.call('doSaveItem', {
      ...input,
      item: { ...input.item, categoryIds: [first!.id], defaultCategoryId: second!.id },
    });
    expect(refused.status).toBe(422);
    const saved = await owner.call<Saved>('doSaveItem', {
      ...input,
      item: { ...input.item, categoryIds: [first!.id, second!.id], defaultCategoryId: second!.id },
    });
    expect(saved.data!.item).toMatchObject({
      categoryIds: expect.arrayContaining([first!.id, second!.id]),
      defaultCategoryId: second!.id,
    });

    const shopper = await createShopper(shop);
    const found = await shopper.call<{ products: Array<{ itemId: number }> }>('getSearch', {
      term: 'Aurora Prüfmodell',
    });
    expect(found.data!.products.map((product) => product.itemId)).toContain(itemId);
    const cart = await shopper.call('doAddCartItem', { productId: added.data!.variationId, quantity: 2 });
    expect(cart.status).toBe(200);
    expect(cart.data!.items[0]).toMatchObject({ unitPrice: 5990, linePrice: 11980 });
  });
});

describe("an item's pictures", () => {
  const upload = async (caller: Awaited<ReturnType<typeof createShopper>>, bytes: Uint8Array) => {
    const body = new FormData();
    body.append('file', new Blob([Buffer.from(bytes)]), 'foto.jpg');
    const response = await caller.browser.fetch('/api/doUploadItemImage', {
      method: 'POST',
      body,
      headers: { 'x-csrf-token': caller.browser.csrfToken ?? '', locale: 'de' },
    });
    return { status: response.status, body: (await response.json()) as { data?: { imageId: string } } };
  };
  const photo = async () =>
    new Uint8Array(
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c8a27a' } })
        .jpeg()
        .toBuffer(),
    );

  it('are uploaded by catalogue staff with alt texts, shown to shoppers first to last, moved and removed', async () => {
    const { owner, page } = await simpleItem();
    const bytes = await photo();
    expect((await upload(await signedInStaff(shop, demoEditor), bytes)).status).toBe(403);
    expect((await upload(await createCustomer(shop), bytes)).status).toBe(401);
    expect((await upload(owner, new TextEncoder().encode('<svg/>'))).status).toBe(415);
    const stored = await upload(owner, bytes);
    expect(stored.status).toBe(200);
    const imageId = stored.body.data!.imageId;

    const noAlt = await owner.call('doAddItemImage', {
      itemId: page.id,
      imageId,
      alternate: { de: 'Spiegel', en: ' ' },
    });
    expect(noAlt.status).toBe(400);
    const added = await owner.call<{ itemImageId: number }>('doAddItemImage', {
      itemId: page.id,
      imageId,
      alternate: { de: 'Spiegel auf dem Waschtisch', en: 'Mirror on the vanity' },
    });
    expect(added.status).toBe(200);
    expect(
      (
        await owner.call('doAddItemImage', {
          itemId: page.id,
          imageId: 'f'.repeat(32),
          alternate: { de: 'a', en: 'b' },
        })
      ).status,
    ).toBe(404);

    // Last in the order; moved to the front it is the main picture shoppers see first.
    let item = (await owner.call<StaffItemPage>('getStaffItem', { itemId: page.id })).data!;
    expect(item.images.at(-1)).toMatchObject({
      id: added.data!.itemImageId,
      alternate: { de: 'Spiegel auf dem Waschtisch' },
    });
    for (let step = 1; step < item.images.length; step++) {
      await owner.call('doMoveItemImage', { itemId: page.id, itemImageId: added.data!.itemImageId, direction: 'up' });
    }
    item = (await owner.call<StaffItemPage>('getStaffItem', { itemId: page.id })).data!;
    expect(item.images[0]!.id).toBe(added.data!.itemImageId);
    type Images = { images: Array<{ url: string; alternate: string }> };
    await expect
      .poll(
        async () =>
          (await (await createShopper(shop)).call<Images>('getProduct', { itemId: page.id })).data!.images[0]
            ?.alternate,
      )
      .toBe('Spiegel auf dem Waschtisch');
    const shown = (await (await createShopper(shop)).call<Images>('getProduct', { itemId: page.id })).data!.images[0]!;
    const served = await fetch(`${shop.url}${shown.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1200);

    expect(
      (await owner.call('doDeleteItemImage', { itemId: page.id, itemImageId: added.data!.itemImageId })).status,
    ).toBe(200);
    expect(
      (await owner.call('doDeleteItemImage', { itemId: page.id, itemImageId: added.data!.itemImageId })).status,
    ).toBe(404);
  });
});
