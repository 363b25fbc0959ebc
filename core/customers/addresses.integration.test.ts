import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, createShopper, registerAndConfirm } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Address = {
  id: number;
  typeId: number;
  isPrimary: boolean;
  firstName: string;
  city: string;
  stateId: number | null;
};

let counter = 0;
async function customer() {
  const shopper = await createShopper(shop);
  const email = `adressen.${Date.now()}.${++counter}@beispiel.de`;
  await registerAndConfirm(shop, shopper, { email, password: 'Glasklar2026' });
  return shopper;
}

const berlin = {
  typeId: 1,
  firstName: 'Anna',
  lastName: 'Berger',
  streetName: 'Spiegelgasse',
  houseNumber: '7',
  zipCode: '10115',
  city: 'Berlin',
  countryId: 1,
  stateId: 3,
};

describe('address books', () => {
  it('creates, edits, lists and deletes billing addresses; the first is the default', async () => {
    const { call } = await customer();
    const first = await call<Address>('doSaveAddress', berlin);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ typeId: 1, isPrimary: true, city: 'Berlin', stateId: 3 });
    const second = (
      await call<Address>('doSaveAddress', {
        ...berlin,
        firstName: 'Bernd',
        city: 'Hamburg',
        zipCode: '20095',
        stateId: null,
      })
    ).data!;
    expect(second.isPrimary).toBe(false);

    const edited = await call<Address>('doSaveAddress', {
      ...berlin,
      id: second.id,
      city: 'Altona',
      zipCode: '22765',
      stateId: null,
    });
    expect(edited.data).toMatchObject({ id: second.id, city: 'Altona' });
    const made = await call<Address[]>('setDefaultAddress', { addressId: second.id, typeId: 1 });
    expect(made.data!.map((address) => [address.id, address.isPrimary])).toEqual([
      [second.id, true],
      [first.data!.id, false],
    ]);
    // Shipping addresses are a book of their own.
    expect((await call<Address[]>('getAddresses', { typeId: 2 })).data).toEqual([]);

    const left = await call<Address[]>('deleteAddress', { addressId: second.id, typeId: 1 });
    expect(left.data!.map((address) => [address.id, address.isPrimary])).toEqual([[first.data!.id, true]]);
  });

  it('"also use as shipping address" puts the address into the other book too, once, as its default', async () => {
    const { call } = await customer();
    const hamburg = { ...berlin, typeId: 2, firstName: 'Bernd', city: 'Hamburg', zipCode: '20095', stateId: null };
    await call<Address>('doSaveAddress', hamburg);
    const saved = await call<Address>('doSaveAddress', { ...berlin, alsoUseForOtherType: true });
    expect(saved.data).toMatchObject({ typeId: 1, isPrimary: true });
    const shipping = (await call<Address[]>('getAddresses', { typeId: 2 })).data!;
    // The copy is the shipping book's default now (the billing one is its book's), Hamburg stays.
    expect(shipping.map((address) => [address.city, address.isPrimary, address.stateId])).toEqual([
      ['Berlin', true, 3],
      ['Hamburg', false, null],
    ]);
    // Saved again (an edit without changes): no second copy.
    await call<Address>('doSaveAddress', { ...berlin, id: saved.data!.id, alsoUseForOtherType: true });
    expect((await call<Address[]>('getAddresses', { typeId: 2 })).data).toHaveLength(2);
    // And the other way round: a shipping address into the billing book.
    await call<Address>('doSaveAddress', { ...hamburg, city: 'Bremen', zipCode: '28195', alsoUseForOtherType: true });
    const billing = (await call<Address[]>('getAddresses', { typeId: 1 })).data!;
    expect(billing.map((address) => address.city).sort()).toEqual(['Berlin', 'Bremen']);
    // Without the tick the other book is left alone.
    await call<Address>('doSaveAddress', { ...berlin, city: 'Potsdam', zipCode: '14467', stateId: null });
    expect((await call<Address[]>('getAddresses', { typeId: 2 })).data!.map((address) => address.city)).not.toContain(
      'Potsdam',
    );
  });

  it("a guest's address goes into the other type of the session too", async () => {
    const { call } = await createGuest(shop, { email: `gast.${Date.now()}@beispiel.de` });
    expect((await call('doSaveAddress', { ...berlin, alsoUseForOtherType: true })).status).toBe(200);
    const shipping = (await call<Address[]>('getAddresses', { typeId: 2 })).data!;
    expect(shipping.map((address) => [address.city, address.typeId])).toEqual([['Berlin', 2]]);
  });

  it('saves sent at once (a double click) leave one default per book and one copy in the other', async () => {
    const { call } = await customer();
    const saves = await Promise.all(
      Array.from({ length: 8 }, () =>
        call<Address>('doSaveAddress', { ...berlin, typeId: 2, isPrimary: true, alsoUseForOtherType: true }),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(Array(8).fill(200));
    const shipping = (await call<Address[]>('getAddresses', { typeId: 2 })).data!;
    const billing = (await call<Address[]>('getAddresses', { typeId: 1 })).data!;
    expect(shipping.filter((address) => address.isPrimary)).toHaveLength(1);
    expect(billing.filter((address) => address.isPrimary)).toHaveLength(1);
    expect(billing).toHaveLength(1);
  });

  it("a guest's saves sent at once each keep their address", async () => {
    const { call } = await createGuest(shop, { email: `gast.zugleich.${Date.now()}@beispiel.de` });
    const saves = await Promise.all(
      ['1', '2', '3', '4'].map((houseNumber) => call<Address>('doSaveAddress', { ...berlin, houseNumber })),
    );
    expect(new Set(saves.map((save) => save.data!.id)).size).toBe(4);
    // Before, each computed from the session as it had read it: three of four were lost.
    const book = (await call<Array<Address & { houseNumber: string }>>('getAddresses', { typeId: 1 })).data!;
    expect(new Set(book.map((address) => address.houseNumber))).toEqual(new Set(['1', '2', '3', '4']));
  });

  it('explains every wrong field and stores scripts in names as plain text', async () => {
    const { call } = await customer();
    const wrong = await call('doSaveAddress', {
      ...berlin,
      firstName: '',
      zipCode: '123',
      vatNumber: 'DE 123',
      stateId: 101,
    });
    expect(wrong.status).toBe(400);
    const text = JSON.stringify(wrong.error);
    for (const key of ['firstNameRequired', 'zipValid', 'vatNumber'])
      expect(text).toContain(`errorMessages.address.${key}`);
    const stateOfOtherCountry = await call('doSaveAddress', { ...berlin, stateId: 101 });
    expect(JSON.stringify(stateOfOtherCountry.error)).toContain('errorMessages.address.stateValid');
    const unknownCountry = await call('doSaveAddress', { ...berlin, countryId: 999, stateId: null, zipCode: 'AB 12' });
    expect(JSON.stringify(unknownCountry.error)).toContain('errorMessages.address.countryRequired');
    const script = await call<Address>('doSaveAddress', { ...berlin, firstName: '<script>alert(1)</script>' });
    expect(script.data!.firstName).toBe('<script>alert(1)</script>');
  });

  it("answers 404 for another customer's address, and 401 without a login", async () => {
    const owner = await customer();
    const address = (await owner.call<Address>('doSaveAddress', berlin)).data!;
    const other = await customer();
    expect((await other.call('doSaveAddress', { ...berlin, id: address.id })).status).toBe(404);
    expect((await other.call('deleteAddress', { addressId: address.id, typeId: 1 })).status).toBe(404);
    expect((await other.call('setDefaultAddress', { addressId: address.id, typeId: 1 })).status).toBe(404);
    expect((await other.call<Address[]>('getAddresses', { typeId: 1 })).data).toEqual([]);
    const visitor = await createShopper(shop);
    expect((await visitor.call('getAddresses', { typeId: 1 })).status).toBe(401);
    expect((await owner.call<Address[]>('getAddresses', { typeId: 1 })).data).toHaveLength(1);
  });

  it('refuses ids beyond the integer columns at their field (400, not the database error)', async () => {
    const owner = await customer();
    const answers = await Promise.all([
      owner.call('doSaveAddress', { ...berlin, id: 2_147_483_648 }),
      owner.call('doSaveAddress', { ...berlin, countryId: 2 ** 40 }),
      owner.call('doSaveAddress', { ...berlin, stateId: 2 ** 40 }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.error?.key])).toEqual([
      [400, 'validation'],
      [400, 'validation'],
      [400, 'validation'],
    ]);
  });
});
