import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwner } from '../../seed/editors';
import { createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import {
  attributeAsInput,
  fieldProblemsOf,
  savedAttribute,
  savedOrderProperty,
} from '../../tests/support/staff-catalogue';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { itemOrderProperties } from '../db/catalog-schema';
import type { StaffAttribute } from './attributes.server';
import type { StaffOrderProperty } from './order-properties.server';

/**
 * Attributes and order properties (issue 37) kept by two staff members at once, through the BFF
 * against PostgreSQL: a change names the version its form was read at, so of two from the same
 * version exactly one passes (409 for the other); no two share a name in a language; order
 * properties keep the order staff give them, on the product page too.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const unique = () => randomUUID().slice(0, 8);
type Staff = Awaited<ReturnType<typeof signedInStaff>>;
type Attributes = { attributes: StaffAttribute[] };
type Properties = { orderProperties: StaffOrderProperty[] };

const newAttribute = (key = unique()) => ({
  names: { de: `Licht ${key}`, en: `Light ${key}` },
  type: 'box' as const,
  values: [{ names: { de: 'Warm', en: 'Warm' }, imageUrl: '' }],
});
const newProperty = (key = unique()) => ({
  names: { de: { name: `Gravur ${key}`, description: '' }, en: { name: `Engraving ${key}`, description: '' } },
  valueType: 'text' as const,
  isRequired: false,
  surchargeCents: 0,
  vatRate: 1900,
});

const attributeNow = async (staff: Staff, id: number) =>
  (await staff.call<Attributes>('getStaffAttributes', {})).data!.attributes.find((entry) => entry.id === id);
const propertiesNow = async (staff: Staff) =>
  (await staff.call<Properties>('getStaffOrderProperties', {})).data!.orderProperties;

describe('two staff members change the same attribute at once', () => {
  it('of two saves from the same version one passes, the other gets 409; the attribute is as the winner saved it', async () => {
    const [anna, ben] = [await signedInStaff(shop, demoOwner), await signedInStaff(shop, demoOwner)];
    const attribute = await savedAttribute(anna, newAttribute());
    expect(attribute.version).toBe(0);
    const annas = { ...attributeAsInput(attribute), type: 'dropdown', values: [{ names: { de: 'Kalt', en: 'Cold' } }] };
    const bens = { ...attributeAsInput(attribute), type: 'image' };
    const answers = await Promise.all([
      anna.call('doSaveAttribute', { attribute: annas }),
      ben.call('doSaveAttribute', { attribute: bens }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.error).toMatchObject({
      key: 'staff.attributes.changedMeanwhile',
      message: expect.stringContaining('Jemand anderes hat dieses Attribut inzwischen geändert'),
    });
    const now = (await attributeNow(anna, attribute.id))!;
    expect(now.version).toBe(1);
    if (answers[0]!.status === 200) {
      expect(now).toMatchObject({ type: 'dropdown', values: [{ names: { de: 'Kalt' } }] });
    } else {
      expect(now).toMatchObject({ type: 'image', values: [{ id: attribute.values[0]!.id, names: { de: 'Warm' } }] });
    }

    // Saved from the page read again, it passes.
    expect((await ben.call('doSaveAttribute', { attribute: { ...attributeAsInput(now), type: 'box' } })).status).toBe(
      200,
    );
    // Without a version an existing attribute is not saved; a new one has none.
    const unversioned = await ben.call('doSaveAttribute', {
      attribute: { ...attributeAsInput(now), version: undefined },
    });
    expect(unversioned.status).toBe(400);
    expect(fieldProblemsOf(unversioned)).toEqual(['attribute.version: staff.attributes.versionRequired']);
  });

  it('a move raises the version: a save or a delete from before it is refused, nothing changes', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const attribute = await savedAttribute(owner, newAttribute());
    const moves = await Promise.all(
      [0, 1].map(() =>
        owner.call('doMoveAttribute', { attributeId: attribute.id, version: attribute.version, direction: 'up' }),
      ),
    );
    expect(moves.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const list = (await owner.call<Attributes>('getStaffAttributes', {})).data!.attributes;
    // Moved one place only, from the end.
    expect(list.at(-2)!.id).toBe(attribute.id);

    expect((await owner.call('doSaveAttribute', { attribute: attributeAsInput(attribute) })).status).toBe(409);
    const stale = await owner.call('doDeleteAttribute', { attributeId: attribute.id, version: attribute.version });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ key: 'staff.attributes.changedBeforeDelete' });
    const now = (await attributeNow(owner, attribute.id))!;
    expect(now.version).toBe(attribute.version + 1);
    expect((await owner.call('doDeleteAttribute', { attributeId: now.id, version: now.version })).status).toBe(200);
  });

  it('a name another attribute has in a language is refused at that field, however it is written', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const first = await savedAttribute(owner, newAttribute());
    const second = await savedAttribute(owner, newAttribute());
    const taken = await owner.call('doSaveAttribute', {
      attribute: {
        ...attributeAsInput(second),
        names: { de: second.names.de, en: `  ${first.names.en.toUpperCase()} ` },
      },
    });
    expect(taken.status).toBe(409);
    expect(fieldProblemsOf(taken)).toEqual(['names.en: storefrontError.staff.attributes.nameTaken']);
    // Its own name again is no clash.
    expect((await owner.call('doSaveAttribute', { attribute: attributeAsInput(second) })).status).toBe(200);
  });
});

describe('two staff members change the same order property at once', () => {
  it('of two saves from the same version one passes, the other gets 409; a stale delete is refused', async () => {
    const [anna, ben] = [await signedInStaff(shop, demoOwner), await signedInStaff(shop, demoOwner)];
    const property = await savedOrderProperty(anna, newProperty());
    const save = (staff: Staff, surchargeCents: number) =>
      staff.call('doSaveOrderProperty', {
        orderProperty: { ...newProperty(), id: property.id, version: property.version, surchargeCents },
      });
    const answers = await Promise.all([save(anna, 500), save(ben, 700)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.error).toMatchObject({
      key: 'staff.orderProperties.changedMeanwhile',
    });
    const now = (await propertiesNow(anna)).find((entry) => entry.id === property.id)!;
    expect(now).toMatchObject({
      version: property.version + 1,
      surchargeCents: answers[0]!.status === 200 ? 500 : 700,
    });

    const stale = await ben.call('doDeleteOrderProperty', { orderPropertyId: property.id, version: property.version });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ key: 'staff.orderProperties.changedBeforeDelete' });
    expect((await propertiesNow(ben)).map((entry) => entry.id)).toContain(property.id);
    const deleting = { orderPropertyId: property.id, version: now.version };
    expect((await ben.call('doDeleteOrderProperty', deleting)).status).toBe(200);
  });

  it('a name another order property has in a language is refused at that field (trimmed, any case)', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const engraving = await savedOrderProperty(owner, newProperty());
    const other = newProperty();
    const sameName = {
      ...other,
      names: { ...other.names, de: { name: ` ${engraving.names.de.name.toLowerCase()}  `, description: '' } },
    };
    const created = await owner.call('doSaveOrderProperty', { orderProperty: sameName });
    expect(created.status).toBe(409);
    expect(fieldProblemsOf(created)).toEqual(['names.de.name: storefrontError.staff.orderProperties.nameTaken']);
    expect(created.error).toMatchObject({
      message: expect.stringContaining('Ein anderes Bestellmerkmal hat schon diesen Namen'),
    });

    const second = await savedOrderProperty(owner, other);
    const renamed = await owner.call('doSaveOrderProperty', {
      orderProperty: {
        ...other,
        id: second.id,
        version: second.version,
        names: { ...other.names, en: { name: engraving.names.en.name.toUpperCase(), description: '' } },
      },
    });
    expect(renamed.status).toBe(409);
    expect(fieldProblemsOf(renamed)).toEqual(['names.en.name: storefrontError.staff.orderProperties.nameTaken']);
    // Its own name again is no clash; two at once with one new name: only one gets it.
    await savedOrderProperty(owner, { ...other, id: second.id, version: second.version });
    const twins = await Promise.all(
      [0, 1].map(() => owner.call('doSaveOrderProperty', { orderProperty: newProperty('zwilling') })),
    );
    expect(twins.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('the order of the order properties', () => {
  it('moves one up and down; the product page offers them in that order', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const variation = await findSimpleVariation(shop);
    const [first, second] = [
      await savedOrderProperty(owner, newProperty()),
      await savedOrderProperty(owner, newProperty()),
    ];
    await shop.services.db.insert(itemOrderProperties).values([
      { itemId: variation.itemId, propertyId: first.id },
      { itemId: variation.itemId, propertyId: second.id },
    ]);
    const onPage = async () => {
      const product = await (
        await createShopper(shop)
      ).call<{ orderProperties: Array<{ id: number }> }>('getProduct', { itemId: variation.itemId });
      return product.data!.orderProperties.map((entry) => entry.id).filter((id) => [first.id, second.id].includes(id));
    };
    expect(await onPage()).toEqual([first.id, second.id]);

    const moved = await owner.call('doMoveOrderProperty', {
      orderPropertyId: second.id,
      version: second.version,
      direction: 'up',
    });
    expect(moved).toMatchObject({ status: 200, data: { moved: true, version: second.version + 1 } });
    const listed = await propertiesNow(owner);
    const order = listed.map((entry) => entry.id);
    expect(order.indexOf(second.id)).toBe(order.indexOf(first.id) - 1);
    // Both that changed places have a new version: a save of the other from before the move is refused.
    expect(listed.find((entry) => entry.id === first.id)!.version).toBe(first.version + 1);
    const staleSave = await owner.call('doSaveOrderProperty', {
      orderProperty: { ...newProperty(), id: first.id, version: first.version },
    });
    expect(staleSave.status).toBe(409);
    expect(await onPage()).toEqual([second.id, first.id]);

    // A move from an outdated list changes nothing; from the new one it moves back.
    const stale = { orderPropertyId: second.id, version: second.version, direction: 'down' };
    expect((await owner.call('doMoveOrderProperty', stale)).status).toBe(409);
    expect(await onPage()).toEqual([second.id, first.id]);
    const back = { ...stale, version: second.version + 1 };
    expect((await owner.call('doMoveOrderProperty', back)).status).toBe(200);
    expect(await onPage()).toEqual([first.id, second.id]);
    // The last one moves no further down.
    const last = (await propertiesNow(owner)).at(-1)!;
    expect(
      (await owner.call('doMoveOrderProperty', { orderPropertyId: last.id, version: last.version, direction: 'down' }))
        .data,
    ).toEqual({ moved: false, version: last.version });

    await shop.services.db
      .delete(itemOrderProperties)
      .where(inArray(itemOrderProperties.propertyId, [first.id, second.id]));
  });
});
