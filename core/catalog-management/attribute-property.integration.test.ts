import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwner } from '../../seed/editors';
import { createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import {
  attributeAsInput,
  expectRefusedWithoutCatalogueRole,
  fieldProblemsOf,
  listenAsAnotherProcess,
  savedAttribute,
  savedOrderProperty,
  signedInCataloguer,
} from '../../tests/support/staff-catalogue';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { attributeValues, itemOrderProperties, variationAttributeValues, variations } from '../db/catalog-schema';
import type { StaffAttribute } from './attributes.server';
import type { StaffOrderProperty } from './order-properties.server';

/**
 * The catalogue's attributes and order properties (issue 37) through the BFF against PostgreSQL:
 * who may keep them, the server's checks at each field, removals refused while variations or items
 * use them, selection value ids that stay, and saves that shoppers see at once in every process.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const unique = () => randomUUID().slice(0, 8);
type Attributes = { attributes: StaffAttribute[] };
type Properties = { orderProperties: StaffOrderProperty[] };
type Product = {
  variationAttributeMap: {
    attributes: Array<{ attributeId: number; values: Array<{ attributeValueId: number; name: string }> }>;
  };
  orderProperties: Array<{
    id: number;
    name: string;
    surchargeCents: number;
    selectionValues: Array<{ id: number; name: string }>;
  }>;
};

const newAttribute = (key = unique()) => ({
  names: { de: `Rahmen ${key}`, en: `Frame ${key}` },
  type: 'box' as const,
  values: [
    { names: { de: 'Eiche', en: 'Oak' }, imageUrl: '' },
    { names: { de: 'Nussbaum', en: 'Walnut' }, imageUrl: '/images/swatches/1/walnut.svg' },
  ],
});
const newProperty = (key = unique()) => ({
  names: {
    de: { name: `Rahmenfarbe ${key}`, description: 'Wir lackieren den Rahmen.' },
    en: { name: `Frame colour ${key}`, description: 'We paint the frame.' },
  },
  valueType: 'selection' as const,
  isRequired: true,
  surchargeCents: 1250,
  vatRate: 1900,
  selectionValues: [{ names: { de: 'Weiß', en: 'White' } }, { names: { de: 'Schwarz', en: 'Black' } }],
});

describe('who may keep attributes and order properties', () => {
  it('a visitor and a customer get 401, staff without `catalogue` 403, staff with it 200', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const attribute = await savedAttribute(owner, newAttribute());
    await savedOrderProperty(owner, newProperty());
    const property = await savedOrderProperty(owner, newProperty());
    // Run in this order with 200 each: the save raises the version, the move (up: each was created last) too.
    const v = attribute.version;
    const pv = property.version;
    const calls: Array<[string, object]> = [
      ['getStaffAttributes', {}],
      ['doSaveAttribute', { attribute: { ...attributeAsInput(attribute), type: 'dropdown' } }],
      ['doMoveAttribute', { attributeId: attribute.id, version: v + 1, direction: 'up' }],
      ['doDeleteAttribute', { attributeId: attribute.id, version: v + 2 }],
      ['getStaffOrderProperties', {}],
      ['doSaveOrderProperty', { orderProperty: { ...newProperty(), id: property.id, version: pv, valueType: 'text' } }],
      ['doMoveOrderProperty', { orderPropertyId: property.id, version: pv + 1, direction: 'up' }],
      ['doDeleteOrderProperty', { orderPropertyId: property.id, version: pv + 2 }],
    ];
    await expectRefusedWithoutCatalogueRole(shop, calls);
    // The refusals changed nothing.
    const before = (await owner.call<Attributes>('getStaffAttributes', {})).data!.attributes;
    expect(before.find((entry) => entry.id === attribute.id)?.type).toBe('box');

    const staff = await signedInCataloguer(shop);
    for (const [name, input] of calls) expect((await staff.call(name, input)).status, name).toBe(200);
    const after = (await owner.call<Attributes>('getStaffAttributes', {})).data!.attributes;
    expect(after.map((entry) => entry.id)).not.toContain(attribute.id);
  });
});

describe('attributes', () => {
  it('are created at the end with their values in order, renamed, reordered, and lose an unused value', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const created = await savedAttribute(owner, newAttribute());
    const list = (await owner.call<Attributes>('getStaffAttributes', {})).data!.attributes;
    expect(list.at(-1)!.id).toBe(created.id);
    expect(created.values.map((value) => [value.names.en, value.variations])).toEqual([
      ['Oak', 0],
      ['Walnut', 0],
    ]);
    const [oak, walnut] = created.values;
    const changed = await savedAttribute(owner, {
      ...attributeAsInput(created),
      names: { de: `${created.names.de} neu`, en: `${created.names.en} new` },
      type: 'image',
      values: [
        { id: walnut!.id, names: { de: 'Nuss', en: 'Walnut' }, imageUrl: '' },
        { names: { de: 'Ahorn', en: 'Maple' }, imageUrl: '' },
      ],
    });
    expect(changed).toMatchObject({ names: { de: `${created.names.de} neu` }, type: 'image' });
    expect(changed.values.map((value) => [value.id === walnut!.id, value.names.de])).toEqual([
      [true, 'Nuss'],
      [false, 'Ahorn'],
    ]);
    const [gone] = await shop.services.db.select().from(attributeValues).where(eq(attributeValues.id, oak!.id));
    expect(gone).toBeUndefined();

    expect(changed.version).toBe(created.version + 1);

    // The first of all goes one place down and back; each move raises its version.
    const first = list[0]!;
    const move = (direction: string, version: number) =>
      owner.call('doMoveAttribute', { attributeId: first.id, version, direction });
    expect((await move('down', first.version)).status).toBe(200);
    const moved = (await owner.call<Attributes>('getStaffAttributes', {})).data!.attributes;
    expect(moved[1]!).toMatchObject({ id: first.id, version: first.version + 1 });
    expect(await move('up', first.version + 1)).toMatchObject({
      status: 200,
      data: { moved: true, version: first.version + 2 },
    });
    const back = (await owner.call<Attributes>('getStaffAttributes', {})).data!.attributes;
    expect(back[0]!.id).toBe(first.id);
    expect((await move('up', first.version + 2)).data).toEqual({ moved: false, version: first.version + 2 });

    const gone404 = { attributeId: created.id, version: changed.version };
    expect((await owner.call('doDeleteAttribute', gone404)).status).toBe(200);
    expect((await owner.call('doDeleteAttribute', gone404)).status).toBe(404);
    expect((await owner.call('doSaveAttribute', { attribute: attributeAsInput(changed) })).status).toBe(404);
    expect((await owner.call('doMoveAttribute', { ...gone404, direction: 'up' })).status).toBe(404);
  });

  it('are checked field by field, and a name another attribute has is refused', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const refused = await owner.call('doSaveAttribute', {
      attribute: {
        names: { de: ' ', en: 'x'.repeat(101) },
        type: 'box',
        values: [
          { names: { de: 'Eiche', en: 'Oak' }, imageUrl: 'javascript:alert(1)' },
          { names: { de: 'eiche', en: '' }, imageUrl: 'https://tracker.example/pixel.gif' },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(fieldProblemsOf(refused).sort()).toEqual(
      [
        'attribute.names.de: staff.attributes.nameRequired',
        'attribute.names.en: staff.errors.tooLong',
        'attribute.values.0.imageUrl: staff.attributes.imageUrlInvalid',
        'attribute.values.1.imageUrl: staff.attributes.imageUrlInvalid',
        'attribute.values.1.names.en: staff.attributes.nameRequired',
        'attribute.values.1.names.de: staff.attributes.valueNameTwice',
      ].sort(),
    );
    expect((await owner.call('doSaveAttribute', { attribute: { ...newAttribute(), type: 'radio' } })).status).toBe(400);

    const seeded = (await owner.call<Attributes>('getStaffAttributes', {})).data!.attributes[0]!;
    const taken = await owner.call('doSaveAttribute', {
      attribute: { ...newAttribute(), names: { de: seeded.names.de.toUpperCase(), en: `Other ${unique()}` } },
    });
    expect(taken.status).toBe(409);
    expect(fieldProblemsOf(taken)).toEqual(['names.de: storefrontError.staff.attributes.nameTaken']);

    // A value of another attribute is not this one's to change.
    const mine = await savedAttribute(owner, newAttribute());
    const foreign = await owner.call('doSaveAttribute', {
      attribute: {
        ...attributeAsInput(mine),
        values: [{ id: seeded.values[0]!.id, names: { de: 'A', en: 'A' }, imageUrl: '' }],
      },
    });
    expect(foreign.status).toBe(422);
    expect(fieldProblemsOf(foreign)).toEqual(['values.0.id: storefrontError.staff.attributes.valueUnknown']);
    expect((await owner.call('doDeleteAttribute', { attributeId: mine.id, version: mine.version })).status).toBe(200);
  });

  it('keep a value variations use, and the attribute with it, naming how many use it', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const attribute = await savedAttribute(owner, newAttribute());
    const variation = await findSimpleVariation(shop);
    const value = attribute.values[1]!;
    await shop.services.db
      .insert(variationAttributeValues)
      .values({ variationId: variation.id, attributeValueId: value.id });
    const listed = (await owner.call<Attributes>('getStaffAttributes', {})).data!.attributes;
    expect(listed.find((entry) => entry.id === attribute.id)!.values.map((entry) => entry.variations)).toEqual([0, 1]);

    const removing = await owner.call('doSaveAttribute', {
      attribute: { ...attributeAsInput(attribute), values: [attributeAsInput(attribute).values[0]] },
    });
    expect(removing.status).toBe(409);
    expect(removing.error).toMatchObject({
      key: 'staff.attributes.valueInUse',
      values: { count: 1, name: 'Nussbaum' },
      message:
        'Varianten mit dem Wert „Nussbaum“: 1. Er lässt sich erst entfernen, wenn keine Variante ihn mehr hat – wählen Sie dort zuerst einen anderen Wert.',
    });
    const deleting = await owner.call('doDeleteAttribute', { attributeId: attribute.id, version: attribute.version });
    expect(deleting.status).toBe(409);
    expect(deleting.error).toMatchObject({ key: 'staff.attributes.inUse', values: { count: 1 } });
    const kept = (await owner.call<Attributes>('getStaffAttributes', {})).data!.attributes;
    expect(kept.find((entry) => entry.id === attribute.id)!.values).toHaveLength(2);

    await shop.services.db
      .delete(variationAttributeValues)
      .where(
        and(
          eq(variationAttributeValues.variationId, variation.id),
          eq(variationAttributeValues.attributeValueId, value.id),
        ),
      );
    expect(
      (await owner.call('doDeleteAttribute', { attributeId: attribute.id, version: attribute.version })).status,
    ).toBe(200);
  });

  it('a renamed value shows on the product page at once, and every other shop process hears of it', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const [link] = await shop.services.db
      .select({
        variationId: variationAttributeValues.variationId,
        valueId: variationAttributeValues.attributeValueId,
        itemId: variations.itemId,
      })
      .from(variationAttributeValues)
      .innerJoin(variations, eq(variations.id, variationAttributeValues.variationId))
      .where(eq(variations.isActive, true))
      .limit(1);
    const valueOnPage = async () => {
      const product = (
        await (
          await createShopper(shop)
        ).call<Product>('getProduct', { itemId: link!.itemId, variationId: link!.variationId })
      ).data!;
      return product.variationAttributeMap.attributes
        .flatMap((attribute) => attribute.values)
        .find((value) => value.attributeValueId === link!.valueId)?.name;
    };
    const before = await valueOnPage();
    expect(before).toBeTruthy();
    const attribute = (await owner.call<Attributes>('getStaffAttributes', {})).data!.attributes.find((entry) =>
      entry.values.some((value) => value.id === link!.valueId),
    )!;
    const rename = (name: string, version = attribute.version) => ({
      attribute: {
        ...attributeAsInput(attribute),
        version,
        values: attributeAsInput(attribute).values.map((value) =>
          value.id === link!.valueId ? { ...value, names: { ...value.names, de: name } } : value,
        ),
      },
    });

    const otherProcess = await listenAsAnotherProcess(shop);
    try {
      expect((await owner.call('doSaveAttribute', rename(`${before} (neu)`))).status).toBe(200);
      expect(await valueOnPage()).toBe(`${before} (neu)`);
      await expect.poll(otherProcess.heard).toBe(1);
      // A refused save sends nothing.
      const deleting = { attributeId: attribute.id, version: attribute.version + 1 };
      expect((await owner.call('doDeleteAttribute', deleting)).status).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(otherProcess.heard()).toBe(1);
    } finally {
      await otherProcess.stop();
    }
    expect((await owner.call('doSaveAttribute', rename(before!, attribute.version + 1))).status).toBe(200);
    expect(await valueOnPage()).toBe(before);
  });
});

describe('order properties', () => {
  it('keep the ids of their selection values, give new ones ids never used, and keep only what their type uses', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const created = await savedOrderProperty(owner, newProperty());
    expect(created).toMatchObject({
      surchargeCents: 1250,
      vatRate: 1900,
      isRequired: true,
      items: 0,
      position: expect.any(Number),
    });
    expect(created.selectionValues).toEqual([
      { id: 1, names: { de: 'Weiß', en: 'White' } },
      { id: 2, names: { de: 'Schwarz', en: 'Black' } },
    ]);
    const edited = await savedOrderProperty(owner, {
      ...newProperty(),
      id: created.id,
      version: created.version,
      vatRate: null,
      selectionValues: [{ id: 1, names: { de: 'Reinweiß', en: 'Pure white' } }, { names: { de: 'Rot', en: 'Red' } }],
    });
    expect(edited.vatRate).toBeNull();
    expect(edited.selectionValues).toEqual([
      { id: 1, names: { de: 'Reinweiß', en: 'Pure white' } },
      { id: 3, names: { de: 'Rot', en: 'Red' } },
    ]);
    const unknown = await owner.call('doSaveOrderProperty', {
      orderProperty: {
        ...newProperty(),
        id: created.id,
        version: edited.version,
        selectionValues: [{ id: 2, names: { de: 'A', en: 'A' } }],
      },
    });
    expect(unknown.status).toBe(422);
    expect(fieldProblemsOf(unknown)).toEqual([
      'selectionValues: storefrontError.staff.orderProperties.selectionValueUnknown',
    ]);

    const text = await savedOrderProperty(owner, {
      ...newProperty(),
      id: created.id,
      version: edited.version,
      valueType: 'text',
      isMultiline: true,
      isPreSelected: true,
      surchargeCents: 0,
    });
    expect(text).toMatchObject({ valueType: 'text', isMultiline: true, isPreSelected: false, selectionValues: [] });
    const box = await savedOrderProperty(owner, {
      ...newProperty(),
      id: created.id,
      version: text.version,
      valueType: 'empty',
      isMultiline: true,
      isPreSelected: true,
    });
    expect(box).toMatchObject({ isMultiline: false, isPreSelected: true });
    const deleting = { orderPropertyId: created.id, version: box.version };
    expect((await owner.call('doDeleteOrderProperty', deleting)).status).toBe(200);
    expect((await owner.call('doDeleteOrderProperty', deleting)).status).toBe(404);
    expect(
      (
        await owner.call('doSaveOrderProperty', {
          orderProperty: { ...newProperty(), id: created.id, version: box.version },
        })
      ).status,
    ).toBe(404);
  });

  it('never give a new value the id of a removed one a cart line still names', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const property = await savedOrderProperty(owner, { ...newProperty(), isRequired: false });
    const variation = await findSimpleVariation(shop);
    await shop.services.db.insert(itemOrderProperties).values({ itemId: variation.itemId, propertyId: property.id });
    const shopper = await createShopper(shop);
    const added = await shopper.call('doAddCartItem', {
      productId: variation.id,
      quantity: 1,
      basketItemOrderParams: [{ propertyId: property.id, value: '2' }],
    });
    expect(added.status).toBe(200);
    const white = { id: 1, names: { de: 'Weiß', en: 'White' } };
    const once = await savedOrderProperty(owner, {
      ...newProperty(),
      id: property.id,
      version: property.version,
      selectionValues: [white],
    });
    const again = await savedOrderProperty(owner, {
      ...newProperty(),
      id: property.id,
      version: once.version,
      selectionValues: [white, { names: { de: 'Grün', en: 'Green' } }],
    });
    expect(again.selectionValues.map((value) => value.id)).toEqual([1, 3]);
    await shop.services.db.delete(itemOrderProperties).where(eq(itemOrderProperties.propertyId, property.id));
  });

  it('are checked field by field: names, surcharge, VAT rate, selection values', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const refused = await owner.call('doSaveOrderProperty', {
      orderProperty: {
        ...newProperty(),
        names: { de: { name: '', description: 'x'.repeat(501) }, en: { name: 'Engraving', description: '' } },
        surchargeCents: -1,
        vatRate: 1600,
        selectionValues: [{ names: { de: 'Weiß', en: 'White' } }, { names: { de: 'weiß', en: '' } }],
      },
    });
    expect(refused.status).toBe(400);
    expect(fieldProblemsOf(refused).sort()).toEqual(
      [
        'orderProperty.names.de.name: staff.orderProperties.nameRequired',
        'orderProperty.names.de.description: staff.errors.tooLong',
        'orderProperty.surchargeCents: staff.orderProperties.surchargeInvalid',
        'orderProperty.vatRate: staff.orderProperties.vatRateInvalid',
        'orderProperty.selectionValues.1.names.en: staff.orderProperties.valueNameRequired',
        'orderProperty.selectionValues.1.names.de: staff.orderProperties.valueNameTwice',
      ].sort(),
    );
    const tooHigh = await owner.call('doSaveOrderProperty', {
      orderProperty: { ...newProperty(), surchargeCents: 1_000_001 },
    });
    expect(fieldProblemsOf(tooHigh)).toEqual(['orderProperty.surchargeCents: staff.errors.amountTooHigh']);
    const fraction = await owner.call('doSaveOrderProperty', {
      orderProperty: { ...newProperty(), surchargeCents: 1.5 },
    });
    expect(fraction.status).toBe(400);
    const empty = await owner.call('doSaveOrderProperty', { orderProperty: { ...newProperty(), selectionValues: [] } });
    expect(empty.status).toBe(422);
    expect(fieldProblemsOf(empty)).toEqual([
      'selectionValues: storefrontError.staff.orderProperties.selectionRequired',
    ]);
    expect(
      (await owner.call('doSaveOrderProperty', { orderProperty: { ...newProperty(), valueType: 'date' } })).status,
    ).toBe(400);
  });

  it('one an item offers is not deleted; its new surcharge and values show on the product page at once', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const property = await savedOrderProperty(owner, newProperty());
    const variation = await findSimpleVariation(shop);
    await shop.services.db.insert(itemOrderProperties).values({ itemId: variation.itemId, propertyId: property.id });
    const onPage = async () =>
      (
        await (await createShopper(shop)).call<Product>('getProduct', { itemId: variation.itemId })
      ).data!.orderProperties.find((entry) => entry.id === property.id);
    expect(await onPage()).toMatchObject({
      surchargeCents: 1250,
      selectionValues: [
        { id: 1, name: 'Weiß' },
        { id: 2, name: 'Schwarz' },
      ],
    });
    const changed = await savedOrderProperty(owner, {
      ...newProperty(),
      id: property.id,
      version: property.version,
      surchargeCents: 990,
      selectionValues: [{ id: 2, names: { de: 'Tiefschwarz', en: 'Deep black' } }],
    });
    expect(await onPage()).toMatchObject({ surchargeCents: 990, selectionValues: [{ id: 2, name: 'Tiefschwarz' }] });
    const listed = (await owner.call<Properties>('getStaffOrderProperties', {})).data!.orderProperties;
    expect(listed.find((entry) => entry.id === property.id)?.items).toBe(1);

    const deleting = { orderPropertyId: property.id, version: changed.version };
    const refused = await owner.call('doDeleteOrderProperty', deleting);
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({
      key: 'staff.orderProperties.inUse',
      values: { count: 1 },
      message:
        'Artikel mit diesem Bestellmerkmal: 1. Es lässt sich erst löschen, wenn Sie es bei diesen Artikeln herausgenommen haben.',
    });
    await shop.services.db.delete(itemOrderProperties).where(eq(itemOrderProperties.propertyId, property.id));
    expect((await owner.call('doDeleteOrderProperty', deleting)).status).toBe(200);
    expect(await onPage()).toBeUndefined();
  });

  it('a variation property is none of these calls’ business', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    // Seed: property 10 (material) describes variations and is no order property.
    const listed = (await owner.call<Properties>('getStaffOrderProperties', {})).data!.orderProperties;
    expect(listed.map((entry) => entry.id)).not.toContain(10);
    expect((await owner.call('doDeleteOrderProperty', { orderPropertyId: 10, version: 0 })).status).toBe(404);
    expect((await owner.call('doMoveOrderProperty', { orderPropertyId: 10, version: 0, direction: 'up' })).status).toBe(
      404,
    );
    expect(
      (await owner.call('doSaveOrderProperty', { orderProperty: { ...newProperty(), id: 10, version: 0 } })).status,
    ).toBe(404);
  });
});

describe('bad input deep in the forms', () => {
  const nasty: unknown[] = [
    'a\u0000b',
    '\uD800',
    'x'.repeat(20_000),
    1e300,
    -1,
    2 ** 31,
    1.5,
    '99999999999999999999',
    true,
    null,
    [],
    {},
  ];
  /** The input with one nested field set to `value`. */
  const withField = (input: object, path: string, value: unknown) => {
    const copy = structuredClone(input) as Record<string, unknown>;
    const keys = path.split('.');
    let at = copy as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
    at[keys.at(-1)!] = value;
    return copy;
  };

  it('is answered with a 4xx (or a 200 for what is fine), never a 5xx', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const attribute = await savedAttribute(owner, newAttribute());
    const property = await savedOrderProperty(owner, newProperty());
    const cases: Array<[string, object, string[]]> = [
      [
        'doSaveAttribute',
        { attribute: attributeAsInput(attribute) },
        [
          'attribute.id',
          'attribute.version',
          'attribute.type',
          'attribute.names.de',
          'attribute.values',
          'attribute.values.0.id',
          'attribute.values.1.names.en',
          'attribute.values.0.imageUrl',
        ],
      ],
      [
        'doSaveOrderProperty',
        { orderProperty: { ...newProperty(), id: property.id, version: property.version } },
        [
          'orderProperty.id',
          'orderProperty.version',
          'orderProperty.valueType',
          'orderProperty.names.en.name',
          'orderProperty.names.de.description',
          'orderProperty.surchargeCents',
          'orderProperty.vatRate',
          'orderProperty.isRequired',
          'orderProperty.selectionValues',
          'orderProperty.selectionValues.0.names.de',
        ],
      ],
      [
        'doMoveAttribute',
        { attributeId: attribute.id, version: attribute.version, direction: 'up' },
        ['attributeId', 'version', 'direction'],
      ],
      ['doDeleteAttribute', { attributeId: attribute.id, version: attribute.version }, ['attributeId', 'version']],
      [
        'doMoveOrderProperty',
        { orderPropertyId: property.id, version: property.version, direction: 'up' },
        ['orderPropertyId', 'version', 'direction'],
      ],
      [
        'doDeleteOrderProperty',
        { orderPropertyId: property.id, version: property.version },
        ['orderPropertyId', 'version'],
      ],
    ];
    const faults: string[] = [];
    for (const [name, input, paths] of cases) {
      for (const path of paths) {
        for (const value of nasty) {
          const answer = await owner.call(name, withField(input, path, value));
          if (answer.status >= 500)
            faults.push(`${name} ${path}=${JSON.stringify(value)?.slice(0, 20)}: ${answer.status}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });
});
