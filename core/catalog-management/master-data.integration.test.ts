import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwner } from '../../seed/editors';
import { createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import {
  expectRefusedWithoutCatalogueRole,
  fieldProblemsOf,
  listenAsAnotherProcess,
  signedInCataloguer,
} from '../../tests/support/staff-catalogue';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { itemTags, items } from '../db/catalog-schema';
import type { StaffManufacturer } from './manufacturers.server';
import type { StaffTag } from './tags.server';

/**
 * The catalogue's master data (issue 37) through the BFF against PostgreSQL: who may keep the
 * manufacturers and tags, the server's checks with a message at each field, deleting only what
 * no item needs, and a save that shoppers see at once in every process.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const unique = () => randomUUID().slice(0, 8);
const person = {
  name: 'EU-Vertretung GmbH',
  street: 'Hafenstraße',
  houseNo: '5',
  postCode: '20457',
  town: 'Hamburg',
  country: 'DE',
  email: 'gpsr@eu-vertretung.example',
  phoneNo: '+49 40 555 0101',
  contactUrl: 'https://eu-vertretung.example/kontakt',
};
const maker = (name = `Hersteller ${unique()}`) => ({
  name,
  legalName: `${name} Ltd.`,
  url: 'https://maker.example',
  street: 'Nathan Road',
  houseNo: '88',
  postcode: '999077',
  town: 'Hongkong',
  country: 'cn',
  email: 'support@maker.example',
  phoneNumber: '+852 5550 1234',
  responsiblePerson: person,
});
const newTag = () => {
  const key = unique();
  return {
    names: { de: `Neu ${key}`, en: `New ${key}` },
    slugs: { de: `neu-${key}`, en: `new-${key}` },
    color: '#FFCC00',
  };
};

type SavedMaker = { manufacturer: StaffManufacturer };
type SavedTag = { tag: StaffTag };

describe('who may keep the master data', () => {
  it('a visitor and a customer get 401, staff without `catalogue` 403, staff with it and admins 200', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const made = await owner.call<SavedMaker>('doSaveManufacturer', { manufacturer: maker() });
    const tagged = await owner.call<SavedTag>('doSaveTag', { tag: newTag() });
    expect([made.status, tagged.status]).toEqual([200, 200]);
    const makerId = made.data!.manufacturer.id;
    const tagId = tagged.data!.tag.id;
    const calls: Array<[string, object]> = [
      ['getStaffManufacturers', {}],
      ['doSaveManufacturer', { manufacturer: { ...maker(), id: makerId, version: 0 } }],
      ['getStaffTags', {}],
      ['doSaveTag', { tag: { ...newTag(), id: tagId, version: 0 } }],
      // The saves before (the only ones that pass) raised the versions.
      ['doDeleteTag', { tagId, version: 1 }],
      ['doDeleteManufacturer', { manufacturerId: makerId, version: 1 }],
    ];
    await expectRefusedWithoutCatalogueRole(shop, calls);
    const staff = await signedInCataloguer(shop);
    for (const [name, input] of calls) expect((await staff.call(name, input)).status, name).toBe(200);
    // The refusals changed nothing: the one save with the role did.
    expect((await owner.call<{ tags: StaffTag[] }>('getStaffTags', {})).data!.tags.map((tag) => tag.id)).not.toContain(
      tagId,
    );
  });
});

describe('manufacturers', () => {
  it('are saved with their GPSR responsible person, listed with their items, and deleted only without items', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const made = await owner.call<SavedMaker>('doSaveManufacturer', { manufacturer: maker() });
    expect(made.status).toBe(200);
    const saved = made.data!.manufacturer;
    expect(saved).toMatchObject({ country: 'CN', responsiblePerson: person });

    const listed = (await owner.call<{ manufacturers: StaffManufacturer[] }>('getStaffManufacturers', {})).data!;
    expect(listed.manufacturers.find((entry) => entry.id === saved.id)?.itemCount).toBe(0);
    const variation = await findSimpleVariation(shop);
    const [item] = await shop.services.db.select().from(items).where(eq(items.id, variation.itemId));
    await shop.services.db.update(items).set({ manufacturerId: saved.id }).where(eq(items.id, variation.itemId));
    const counted = (await owner.call<{ manufacturers: StaffManufacturer[] }>('getStaffManufacturers', {})).data!;
    expect(counted.manufacturers.find((entry) => entry.id === saved.id)?.itemCount).toBe(1);
    const refused = await owner.call('doDeleteManufacturer', { manufacturerId: saved.id, version: 0 });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ key: 'staff.masterData.manufacturerInUse', values: { count: 1 } });
    await shop.services.db
      .update(items)
      .set({ manufacturerId: item!.manufacturerId })
      .where(eq(items.id, variation.itemId));

    // An empty responsible person is none.
    const emptied = await owner.call<SavedMaker>('doSaveManufacturer', {
      manufacturer: {
        ...maker(saved.name),
        id: saved.id,
        version: 0,
        responsiblePerson: { ...person, ...blank(person) },
      },
    });
    expect(emptied.data!.manufacturer.responsiblePerson).toBeNull();

    expect((await owner.call('doDeleteManufacturer', { manufacturerId: saved.id, version: 1 })).status).toBe(200);
    expect((await owner.call('doDeleteManufacturer', { manufacturerId: saved.id, version: 1 })).status).toBe(404);
    const gone = { ...maker(), id: saved.id, version: 1 };
    expect((await owner.call('doSaveManufacturer', { manufacturer: gone })).status).toBe(404);
  });

  it('are checked field by field: e-mail, web addresses (http and https only), country codes, lengths, a half responsible person', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const refused = await owner.call('doSaveManufacturer', {
      manufacturer: {
        ...maker(' '),
        email: 'kein-at-zeichen',
        url: 'javascript:alert(1)',
        logoUrl: 'ftp://maker.example/logo.png',
        country: 'Deutschland',
        town: 'x'.repeat(101),
        responsiblePerson: { ...blank(person), name: 'Nur ein Name' },
      },
    });
    expect(refused.status).toBe(400);
    expect(fieldProblemsOf(refused).sort()).toEqual(
      [
        'manufacturer.name: staff.masterData.errors.required',
        'manufacturer.email: staff.masterData.errors.email',
        'manufacturer.url: staff.masterData.errors.url',
        'manufacturer.logoUrl: staff.masterData.errors.url',
        'manufacturer.country: staff.masterData.errors.country',
        'manufacturer.town: staff.errors.tooLong',
        ...['street', 'postCode', 'town', 'country', 'email'].map(
          (field) => `manufacturer.responsiblePerson.${field}: staff.masterData.errors.responsibleRequired`,
        ),
      ].sort(),
    );
  });

  it('a changed name reaches the product page at once, and every other shop process hears of it', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const variation = await findSimpleVariation(shop);
    const [item] = await shop.services.db.select().from(items).where(eq(items.id, variation.itemId));
    const saved = (await owner.call<SavedMaker>('doSaveManufacturer', { manufacturer: maker() })).data!.manufacturer;
    await shop.services.db.update(items).set({ manufacturerId: saved.id }).where(eq(items.id, variation.itemId));
    type Product = { item: { manufacturer: { name: string; responsiblePerson: unknown } | null } };
    const makerOnPage = async () =>
      (await (await createShopper(shop)).call<Product>('getProduct', { itemId: variation.itemId })).data!.item
        .manufacturer;
    expect((await makerOnPage())?.name).toBe(saved.name);

    const otherProcess = await listenAsAnotherProcess(shop);
    try {
      const renamed = await owner.call('doSaveManufacturer', {
        manufacturer: { ...maker(`${saved.name} neu`), id: saved.id, version: 0, responsiblePerson: null },
      });
      expect(renamed.status).toBe(200);
      expect(await makerOnPage()).toMatchObject({ name: `${saved.name} neu`, responsiblePerson: null });
      await expect.poll(otherProcess.heard).toBe(1);
      expect((await owner.call('doDeleteManufacturer', { manufacturerId: saved.id, version: 1 })).status).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(otherProcess.heard()).toBe(1);
    } finally {
      await otherProcess.stop();
      await shop.services.db
        .update(items)
        .set({ manufacturerId: item!.manufacturerId })
        .where(eq(items.id, variation.itemId));
    }
    expect((await owner.call('doDeleteManufacturer', { manufacturerId: saved.id, version: 1 })).status).toBe(200);
  });
});

describe('tags', () => {
  it('are saved with a slug per language that no other tag has, and found by it at once', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const input = newTag();
    const made = await owner.call<SavedTag>('doSaveTag', { tag: input });
    expect(made.status).toBe(200);
    const saved = made.data!.tag;
    expect(saved).toMatchObject({ ...input, color: '#ffcc00' });

    const taken = await owner.call('doSaveTag', {
      tag: { ...newTag(), slugs: { de: input.slugs.de, en: `x-${unique()}` } },
    });
    expect(taken.status).toBe(409);
    expect(fieldProblemsOf(taken)).toEqual(['tag.slugs.de: storefrontError.staff.masterData.slugTaken']);
    // Its own slugs are no conflict with itself.
    const ownSlugs = { ...input, id: saved.id, version: 0, color: '#000000' };
    expect((await owner.call('doSaveTag', { tag: ownSlugs })).status).toBe(200);

    const shopper = await createShopper(shop);
    type TagPage = { tag: { names: { de: string } } };
    expect((await shopper.call<TagPage>('getTag', { slug: input.slugs.de })).data!.tag.names.de).toBe(input.names.de);
    const renamed = { ...input, id: saved.id, version: 1, names: { ...input.names, de: `${input.names.de} neu` } };
    expect((await owner.call('doSaveTag', { tag: renamed })).status).toBe(200);
    expect((await shopper.call<TagPage>('getTag', { slug: input.slugs.de })).data!.tag.names.de).toBe(renamed.names.de);

    const bad = await owner.call('doSaveTag', {
      tag: { names: { de: '', en: 'x' }, slugs: { de: 'Groß Buchstaben', en: 'ok--no' }, color: 'red' },
    });
    expect(bad.status).toBe(400);
    expect(fieldProblemsOf(bad).sort()).toEqual(
      [
        'tag.names.de: staff.masterData.errors.required',
        'tag.slugs.de: staff.catalogue.slugInvalid',
        'tag.slugs.en: staff.catalogue.slugInvalid',
        'tag.color: staff.masterData.errors.color',
      ].sort(),
    );
  });

  it('deleted come off their items, and the tag page is gone', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const input = newTag();
    const saved = (await owner.call<SavedTag>('doSaveTag', { tag: input })).data!.tag;
    const variation = await findSimpleVariation(shop);
    await shop.services.db.insert(itemTags).values({ itemId: variation.itemId, tagId: saved.id });
    const listed = (await owner.call<{ tags: StaffTag[] }>('getStaffTags', {})).data!.tags;
    expect(listed.find((tag) => tag.id === saved.id)?.itemCount).toBe(1);
    const shopper = await createShopper(shop);
    type TagPage = { pagination: { totalCount: number } };
    expect((await shopper.call<TagPage>('getTag', { slug: input.slugs.de })).data!.pagination.totalCount).toBe(1);

    const deleted = await owner.call('doDeleteTag', { tagId: saved.id, version: 0 });
    expect(deleted.data).toEqual({ deleted: saved.id, itemCount: 1 });
    expect((await shopper.call('getTag', { slug: input.slugs.de })).status).toBe(404);
    expect(await shop.services.db.select().from(itemTags).where(eq(itemTags.tagId, saved.id))).toEqual([]);
    expect((await owner.call('doDeleteTag', { tagId: saved.id, version: 0 })).status).toBe(404);
  });
});

function blank<T extends object>(value: T): Record<keyof T, string> {
  return Object.fromEntries(Object.keys(value).map((key) => [key, ''])) as Record<keyof T, string>;
}
