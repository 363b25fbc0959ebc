import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoOwner, demoShipping } from '../../seed/editors';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { listenForContentChanges } from '../cache/content-change-channel.server';
import { connectDatabase } from '../db/connection.server';
import { createLogger } from '../logger';
import type { StaffItemPage } from './staff-item-page.server';

/**
 * An item's pictures sorted as a whole (drag and drop) and edited afterwards (issue 37), through
 * the BFF against PostgreSQL: who may, which lists and ids are refused, and that shoppers see the
 * change at once – in this process and in every other one.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
type Options = { categories: Array<{ id: number }>; attributes: Array<{ values: Array<{ id: number }> }> };
type Images = { images: Array<{ alternate: string }> };

async function upload(owner: Staff, colour: string) {
  const body = new FormData();
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  body.append('file', new Blob([Buffer.from(bytes)]), 'foto.jpg');
  const response = await owner.browser.fetch('/api/doUploadItemImage', {
    method: 'POST',
    body,
    headers: { 'x-csrf-token': owner.browser.csrfToken ?? '', locale: 'de' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { imageId: string } }).data.imageId;
}

/** A new item of its own with three pictures: A, B, C in that order. */
async function itemWithPictures() {
  const owner = await signedInStaff(shop, demoOwner);
  const options = (await owner.call<Options>('getStaffCatalogueOptions', {})).data!;
  // The item's one variation has a finish (a picture can be shown for it), and one it has not.
  const [value, notTheItems] = options.attributes.find((attribute) => attribute.values.length > 1)!.values;
  const created = await owner.call<{ itemId: number }>('doCreateItem', {
    names: { de: `Bilderspiegel ${randomUUID().slice(0, 8)}`, en: 'Picture mirror' },
    categoryId: options.categories[0]!.id,
    variation: {
      number: `PIC-${randomUUID().slice(0, 8)}`,
      salePriceCents: 2990,
      vatRate: 1900,
      stock: 5,
      attributeValueIds: [value!.id],
    },
  });
  expect(created.status).toBe(200);
  const { itemId } = created.data!;
  const ids: number[] = [];
  for (const [index, colour] of ['#c8a27a', '#7a9ec8', '#9ec87a'].entries()) {
    const name = 'ABC'[index]!;
    const added = await owner.call<{ itemImageId: number }>('doAddItemImage', {
      itemId,
      imageId: await upload(owner, colour),
      alternate: { de: `Bild ${name}`, en: `Picture ${name}` },
    });
    expect(added.status).toBe(200);
    ids.push(added.data!.itemImageId);
  }
  return { owner, itemId, ids, value: value!.id, notTheItems: notTheItems!.id };
}

const pictureIds = async (owner: Staff, itemId: number) =>
  (await owner.call<StaffItemPage>('getStaffItem', { itemId })).data!.images.map((image) => image.id);
const shownFirst = async (itemId: number) =>
  (await (await createShopper(shop)).call<Images>('getProduct', { itemId })).data!.images[0]?.alternate;

describe('who may sort and edit pictures', () => {
  it('a visitor and a customer get 401, staff without the catalogue role 403, the owner 200', async () => {
    const { owner, itemId, ids } = await itemWithPictures();
    const calls: Array<[string, object]> = [
      ['doSortItemImages', { itemId, itemImageIds: [...ids].reverse() }],
      [
        'doUpdateItemImage',
        { itemId, itemImageId: ids[0], alternate: { de: 'Neu', en: 'New' }, attributeValueId: null },
      ],
    ];
    const visitor = await createShopper(shop);
    const customer = await createCustomer(shop);
    for (const [name, input] of calls) {
      expect((await visitor.call(name, input)).status, name).toBe(401);
      expect((await customer.call(name, input)).status, name).toBe(401);
    }
    for (const account of [demoShipping, demoEditor]) {
      const staff = await signedInStaff(shop, account);
      for (const [name, input] of calls) expect((await staff.call(name, input)).status, name).toBe(403);
    }
    expect(await pictureIds(owner, itemId)).toEqual(ids);
    for (const [name, input] of calls) expect((await owner.call(name, input)).status, name).toBe(200);
  });
});

describe('sorting all pictures at once', () => {
  it('puts them in the order given; shoppers see the new main picture at once', async () => {
    const { owner, itemId, ids } = await itemWithPictures();
    const [a, b, c] = ids as [number, number, number];
    const sorted = await owner.call<{ sorted: boolean }>('doSortItemImages', { itemId, itemImageIds: [c, a, b] });
    expect(sorted).toMatchObject({ status: 200, data: { sorted: true } });
    expect(await pictureIds(owner, itemId)).toEqual([c, a, b]);
    expect(await shownFirst(itemId)).toBe('Bild C');
    // The same order again changes nothing.
    expect((await owner.call('doSortItemImages', { itemId, itemImageIds: [c, a, b] })).data).toEqual({
      sorted: false,
    });
  });

  it('refuses a list that is not exactly the item’s pictures (422, translated) and an unknown item (404)', async () => {
    const { owner, itemId, ids } = await itemWithPictures();
    const other = await itemWithPictures();
    const [a, b, c] = ids as [number, number, number];
    for (const itemImageIds of [
      [a, b],
      [a, b, c, other.ids[0]!],
      [a, b, other.ids[0]!],
      [a, a, b],
    ]) {
      const refused = await owner.call('doSortItemImages', { itemId, itemImageIds });
      expect(refused.status, JSON.stringify(itemImageIds)).toBe(422);
      expect(refused.error).toMatchObject({ key: 'staff.catalogue.pictureOrderStale' });
      expect((refused.error as { message: string }).message).toMatch(/inzwischen/);
    }
    // A list read before a picture was removed: stale, refused, nothing changed.
    expect((await owner.call('doDeleteItemImage', { itemId, itemImageId: b })).status).toBe(200);
    expect((await owner.call('doSortItemImages', { itemId, itemImageIds: [c, b, a] })).status).toBe(422);
    expect(await pictureIds(owner, itemId)).toEqual([a, c]);
    expect((await owner.call('doSortItemImages', { itemId: 2_000_000_000, itemImageIds: [a] })).status).toBe(404);
    expect((await owner.call('doSortItemImages', { itemId, itemImageIds: [] })).status).toBe(400);
  });
});

describe("editing a picture's alt texts and variation", () => {
  it('stores both alt texts and the attribute value; shoppers read the new alt text at once', async () => {
    const { owner, itemId, ids, value } = await itemWithPictures();
    const input = {
      itemId,
      itemImageId: ids[0]!,
      alternate: { de: 'Spiegel im Bad, Vorderseite', en: 'Mirror in the bathroom, front' },
      attributeValueId: value,
    };
    expect((await owner.call('doUpdateItemImage', input)).status).toBe(200);
    let image = (await owner.call<StaffItemPage>('getStaffItem', { itemId })).data!.images[0]!;
    expect(image).toMatchObject({ alternate: input.alternate, attributeValueId: value });
    expect((await owner.call('doUpdateItemImage', { ...input, attributeValueId: null })).status).toBe(200);
    image = (await owner.call<StaffItemPage>('getStaffItem', { itemId })).data!.images[0]!;
    expect(image.attributeValueId).toBeNull();
    expect(await shownFirst(itemId)).toBe('Spiegel im Bad, Vorderseite');
  });

  it('refuses empty alt texts per field, an unknown attribute value or one no variation has, and pictures of another item', async () => {
    const { owner, itemId, ids, notTheItems } = await itemWithPictures();
    const other = await itemWithPictures();
    const input = { itemId, itemImageId: ids[1]!, alternate: { de: 'Bild', en: 'Picture' }, attributeValueId: null };
    const empty = await owner.call('doUpdateItemImage', { ...input, alternate: { de: ' ', en: '' } });
    expect(empty.status).toBe(400);
    expect(
      (empty.error as unknown as { cause: Array<{ field: string }> }).cause.map((problem) => problem.field).sort(),
    ).toEqual(['alternate.de', 'alternate.en']);
    const unknownValue = await owner.call('doUpdateItemImage', { ...input, attributeValueId: 2_000_000_000 });
    expect(unknownValue.status).toBe(422);
    expect(unknownValue.error).toMatchObject({ key: 'staff.catalogue.attributeValueUnknown' });
    // A finish none of the item's variations has: nobody would ever see the picture.
    const noVariationHasIt = await owner.call('doUpdateItemImage', { ...input, attributeValueId: notTheItems });
    expect(noVariationHasIt.status).toBe(422);
    expect((await owner.call('doUpdateItemImage', { ...input, itemImageId: other.ids[0]! })).status).toBe(404);
    expect((await owner.call('doDeleteItemImage', { itemId, itemImageId: ids[1]! })).status).toBe(200);
    const gone = await owner.call('doUpdateItemImage', input);
    expect(gone.status).toBe(404);
    expect(gone.error).toMatchObject({ key: 'staff.catalogue.imageNotFound' });
    // The other item's picture kept its text.
    expect(await shownFirst(other.itemId)).toBe('Bild A');
  });
});

describe('every shop process', () => {
  it('hears of a sort and an edit when they commit', async () => {
    const { owner, itemId, ids } = await itemWithPictures();
    const otherProcess = connectDatabase(shop.databaseUrl, { maxConnections: 2 });
    let heard = 0;
    const listener = listenForContentChanges(otherProcess.pool, () => heard++, createLogger('silent'));
    await listener.ready;
    try {
      expect((await owner.call('doSortItemImages', { itemId, itemImageIds: [...ids].reverse() })).status).toBe(200);
      await expect.poll(() => heard).toBe(1);
      const input = { itemId, itemImageId: ids[0]!, alternate: { de: 'A', en: 'A' }, attributeValueId: null };
      expect((await owner.call('doUpdateItemImage', input)).status).toBe(200);
      await expect.poll(() => heard).toBe(2);
      // A refused sort tells nobody.
      expect((await owner.call('doSortItemImages', { itemId, itemImageIds: [ids[0]!] })).status).toBe(422);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toBe(2);
    } finally {
      await listener.stop();
      await otherProcess.close();
    }
  });
});
