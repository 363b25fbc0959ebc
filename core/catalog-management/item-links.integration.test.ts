import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwner } from '../../seed/editors';
import { createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import { itemSaveInputOf } from '../../tests/support/staff-item';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { attributeValues, bundleComponents, items, properties, variations } from '../db/catalog-schema';
import type { StaffItemPage } from './staff-item-page.server';

/**
 * What the item page links an item to (issue 37), through the BFF against PostgreSQL: tags, order
 * properties, GPSR safety notes, each variation's attribute values and a set's parts — saved with
 * the item, checked on the server at the form's field, and seen by shoppers at once.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Product = {
  texts: { safetyNotes: string };
  tags: Array<{ id: number }>;
  orderProperties: Array<{ id: number }>;
  bundleComponents: Array<{ variationId: number; quantity: number }>;
  variation: { id: number };
};
const productOf = async (itemId: number, variationId?: number) =>
  (await (await createShopper(shop)).call<Product>('getProduct', { itemId, variationId })).data!;
const fieldsOf = (answer: { error?: unknown }) =>
  ((answer.error as { cause?: Array<{ field: string }> }).cause ?? []).map((problem) => problem.field);

async function pageOf(itemId: number) {
  const owner = await signedInStaff(shop, demoOwner);
  const page = await owner.call<StaffItemPage>('getStaffItem', { itemId });
  return { owner, page: page.data! };
}

describe('tags, order properties and safety notes', () => {
  it('are saved with the item and shown to shoppers at once; unknown ones are refused at their list', async () => {
    const variation = await findSimpleVariation(shop);
    const { owner, page } = await pageOf(variation.itemId);
    const tag = page.options.tags[0]!;
    const property = page.options.orderProperties[0]!;
    expect(tag && property).toBeTruthy();
    const input = itemSaveInputOf(page);
    input.item.tagIds = [tag.id];
    input.item.orderPropertyIds = [property.id];
    input.item.texts.de = {
      ...input.item.texts.de,
      safetyNotes: '<p>Nicht in die <strong>Sonne</strong> stellen.</p><script>alert(1)</script>',
    };
    expect((await owner.call('doSaveItem', input)).status).toBe(200);

    const product = await productOf(page.id);
    expect(product.tags.map((entry) => entry.id)).toEqual([tag.id]);
    expect(product.orderProperties.map((entry) => entry.id)).toEqual([property.id]);
    expect(product.texts.safetyNotes).toBe('<p>Nicht in die <strong>Sonne</strong> stellen.</p>');
    const again = (await owner.call<StaffItemPage>('getStaffItem', { itemId: page.id })).data!;
    expect(again.tagIds).toEqual([tag.id]);
    expect(again.texts.de!.safetyNotes).toContain('Sonne');

    // A property that describes variations (material …) is no order property.
    const [description] = await shop.services.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.isOrderProperty, false))
      .limit(1);
    const wrongProperty = itemSaveInputOf(again);
    wrongProperty.item.orderPropertyIds = [description!.id];
    const refusedProperty = await owner.call('doSaveItem', wrongProperty);
    expect(refusedProperty.status).toBe(422);
    expect(fieldsOf(refusedProperty)).toEqual(['orderPropertyIds']);
    const wrongTag = itemSaveInputOf(again);
    wrongTag.item.tagIds = [tag.id, 2_000_000_000];
    expect(fieldsOf(await owner.call('doSaveItem', wrongTag))).toEqual(['tagIds']);

    // None ticked is none: the item loses its tags and properties.
    const none = itemSaveInputOf(again);
    none.item.tagIds = [];
    none.item.orderPropertyIds = [];
    expect((await owner.call('doSaveItem', none)).status).toBe(200);
    expect((await productOf(page.id)).tags).toEqual([]);
    expect((await productOf(page.id)).orderProperties).toEqual([]);
  });
});

describe("a variation's attribute values", () => {
  it('are changed per variation; two values of one attribute or the values of a sibling are refused', async () => {
    // An item with two variations that differ in one attribute (e.g. the magnification).
    const [row] = await shop.services.db
      .execute<{ item_id: number }>(
        sql`
      select v.item_id from variations v join variation_attribute_values a on a.variation_id = v.id
      where v.is_active group by v.item_id having count(distinct v.id) >= 2 order by v.item_id limit 1`,
      )
      .then((result) => result.rows);
    const { owner, page } = await pageOf(row!.item_id);
    const [first, second] = page.variations;
    const valueRows = await shop.services.db
      .select()
      .from(attributeValues)
      .where(inArray(attributeValues.id, first!.attributeValueIds));
    const attributeId = valueRows[0]!.attributeId;
    const siblings = await shop.services.db
      .select()
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, attributeId));
    const key = (ids: number[]) => [...ids].sort().join(',');
    const taken = new Set(page.variations.map((variation) => key(variation.attributeValueIds)));
    const free = siblings
      .map((value) => first!.attributeValueIds.map((id) => (id === valueRows[0]!.id ? value.id : id)))
      .find((ids) => !taken.has(key(ids)));
    expect(free).toBeDefined();

    const twin = itemSaveInputOf(page);
    twin.item.variations[0]!.attributeValueIds = second!.attributeValueIds;
    const refusedTwin = await owner.call('doSaveItem', twin);
    expect(refusedTwin.status).toBe(422);
    expect(fieldsOf(refusedTwin)).toEqual([`v${first!.id}-attributes`]);
    const double = itemSaveInputOf(page);
    const otherOfSame = siblings.find((value) => value.id !== valueRows[0]!.id)!;
    double.item.variations[0]!.attributeValueIds = [...first!.attributeValueIds, otherOfSame.id];
    expect(fieldsOf(await owner.call('doSaveItem', double))).toEqual([`v${first!.id}-attributes`]);

    const changed = itemSaveInputOf(page);
    changed.item.variations[0]!.attributeValueIds = free!;
    expect((await owner.call('doSaveItem', changed)).status).toBe(200);
    const after = (await owner.call<StaffItemPage>('getStaffItem', { itemId: page.id })).data!;
    expect(key(after.variations[0]!.attributeValueIds)).toBe(key(free!));
    const newName = siblings.find((value) => free!.includes(value.id))!.names.de;
    expect(after.variations[0]!.attributes).toContain(newName);
  });
});

describe('a set', () => {
  it("is made of other items' variations; shoppers see its parts; wrong parts are refused at their row", async () => {
    const single = await findSimpleVariation(shop, { where: sql`${variations.itemId} > 0` });
    const part = await findSimpleVariation(shop, { where: sql`${variations.itemId} <> ${single.itemId}` });
    const { owner, page } = await pageOf(single.itemId);
    const own = page.variations[0]!;
    const asSet = (parts: Array<{ number: string; quantity: number }>) => {
      const input = itemSaveInputOf(page);
      input.item.itemType = 'set';
      // Every variation of a set lists its parts.
      input.item.variations = input.item.variations.map((entry) => ({ ...entry, parts }));
      return input;
    };
    expect(fieldsOf(await owner.call('doSaveItem', asSet([])))).toEqual([`v${own.id}-part0Number`]);
    // Parts not sent at all for a new set: refused the same way (a set without parts is no set).
    const noParts = itemSaveInputOf(page);
    noParts.item.itemType = 'set';
    expect(fieldsOf(await owner.call('doSaveItem', noParts))).toEqual([`v${own.id}-part0Number`]);
    // Gift cards and multi-packs come with the data; the page makes single items and sets.
    const giftCard = itemSaveInputOf(page);
    giftCard.item.itemType = 'giftCard';
    expect(fieldsOf(await owner.call('doSaveItem', giftCard))).toEqual(['itemType']);
    const twice = itemSaveInputOf(page);
    twice.item.variations.push(twice.item.variations[0]!);
    expect((await owner.call('doSaveItem', twice)).error?.key).toBe('staff.catalogue.variationTwice');
    expect(fieldsOf(await owner.call('doSaveItem', asSet([{ number: own.number, quantity: 1 }])))).toEqual([
      `v${own.id}-part0Number`,
    ]);
    expect(
      fieldsOf(
        await owner.call(
          'doSaveItem',
          asSet([
            { number: part.number, quantity: 1 },
            { number: part.number, quantity: 2 },
          ]),
        ),
      ),
    ).toEqual([`v${own.id}-part1Number`]);
    // A part that is a set itself (the demo gift sets).
    const [giftSet] = await shop.services.db
      .select({ number: variations.number })
      .from(variations)
      .innerJoin(items, eq(items.id, variations.itemId))
      .where(and(eq(items.itemType, 'set')))
      .limit(1);
    expect(fieldsOf(await owner.call('doSaveItem', asSet([{ number: giftSet!.number, quantity: 1 }])))).toEqual([
      `v${own.id}-part0Number`,
    ]);
    expect((await owner.call<StaffItemPage>('getStaffItem', { itemId: page.id })).data!.version).toBe(page.version);

    const made = await owner.call('doSaveItem', asSet([{ number: part.number, quantity: 2 }]));
    expect(made.error ?? null).toBeNull();
    expect((await productOf(page.id, own.id)).bundleComponents).toEqual([
      expect.objectContaining({ variationId: part.id, quantity: 2 }),
    ]);
    // The part's own item cannot now become a set.
    const { page: partPage } = await pageOf(part.itemId);
    const partAsSet = itemSaveInputOf(partPage);
    partAsSet.item.itemType = 'set';
    partAsSet.item.variations = partAsSet.item.variations.map((entry) => ({
      ...entry,
      parts: [{ number: own.number, quantity: 1 }],
    }));
    const refusedPart = await owner.call('doSaveItem', partAsSet);
    expect(fieldsOf(refusedPart)).toEqual(['itemType']);

    // Back to a single item: the parts are gone.
    const back = itemSaveInputOf((await owner.call<StaffItemPage>('getStaffItem', { itemId: page.id })).data!);
    back.item.itemType = 'default';
    expect((await owner.call('doSaveItem', back)).status).toBe(200);
    expect((await productOf(page.id)).bundleComponents).toEqual([]);
    expect(
      await shop.services.db.select().from(bundleComponents).where(eq(bundleComponents.bundleVariationId, own.id)),
    ).toEqual([]);
  });
});
