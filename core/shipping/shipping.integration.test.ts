import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, findSimpleVariation, type TestCart } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Country = { id: number; name: string; isoCode2: string; states: Array<{ id: number; name: string }> };
type ShippingCart = TestCart & {
  shippingAmount: number;
  shippingCountryId: number;
  shippingProfileName: string | null;
  shipsToCountry: boolean;
};

describe('countries and the shipping estimate', () => {
  it('lists countries with their states, sorted by name in the page language', async () => {
    const response = await fetch(`${shop.url}/api/getCountries`, { headers: { locale: 'de' } });
    const { data } = (await response.json()) as { data: Country[] };
    expect(data.map((country) => country.name).slice(0, 3)).toEqual(['Belgien', 'Dänemark', 'Deutschland']);
    const germany = data.find((country) => country.isoCode2 === 'DE')!;
    expect(germany).toMatchObject({ id: 1, name: 'Deutschland' });
    expect(germany.states).toHaveLength(16);
    expect(germany.states[0]).toMatchObject({ name: 'Baden-Württemberg' });
    const english = (await (await fetch(`${shop.url}/api/getCountries`, { headers: { locale: 'en' } })).json()) as {
      data: Country[];
    };
    expect(english.data.find((country) => country.id === 2)?.name).toBe('Austria');
  });

  it('ships free within Germany and charges the cheapest profile abroad, with its VAT', async () => {
    const { call } = await createShopper(shop);
    const variation = await findSimpleVariation(shop);
    const inGermany = (await call<ShippingCart>('doAddCartItem', { productId: variation.id, quantity: 1 })).data!;
    expect(inGermany).toMatchObject({ shippingCountryId: 1, shippingAmount: 0, shipsToCountry: true });
    expect(inGermany.shippingProfileName).toBe('DHL Paket');
    expect(inGermany.itemSum).toBeLessThan(15000);

    const toAustria = await call<ShippingCart>('setShippingCountry', { shippingCountryId: 2 });
    expect(toAustria.status).toBe(200);
    const cart = toAustria.data!;
    expect(cart).toMatchObject({ shippingCountryId: 2, shippingAmount: 690, shippingProfileName: 'DHL Paket' });
    expect(cart.basketAmount).toBe(cart.itemSum + 690);
    // Shipping carries the standard rate: its VAT is part of the 19 % line.
    const goodsVat = cart.itemSum - Math.round((cart.itemSum * 10000) / 11900);
    const shippingVat = 690 - Math.round((690 * 10000) / 11900);
    expect(cart.totalVats.find((vat) => vat.vatValue === 19)?.vatAmount).toBe(goodsVat + shippingVat);
    // The choice stays with the cart.
    expect((await call<ShippingCart>('getCart')).data).toMatchObject({ shippingCountryId: 2, shippingAmount: 690 });
  });

  it('is free abroad from 150 € of goods', async () => {
    const { call } = await createShopper(shop);
    const variation = await findSimpleVariation(shop, { minimumStock: 20 });
    await call('setShippingCountry', { shippingCountryId: 2 });
    const one = (await call<ShippingCart>('doAddCartItem', { productId: variation.id, quantity: 1 })).data!;
    const enough = Math.ceil(15000 / one.items[0]!.unitPrice);
    const cart = (
      await call<ShippingCart>('setCartItemQuantity', {
        productId: variation.id,
        cartItemId: one.items[0]!.id,
        quantity: enough,
      })
    ).data!;
    expect(cart.itemSum).toBeGreaterThanOrEqual(15000);
    expect(cart.shippingAmount).toBe(0);
  });

  it('says when no profile ships to a listed country, and refuses countries it does not list', async () => {
    const { call } = await createShopper(shop);
    const variation = await findSimpleVariation(shop);
    await call('doAddCartItem', { productId: variation.id, quantity: 1 });
    const switzerland = (await call<ShippingCart>('setShippingCountry', { shippingCountryId: 4 })).data!;
    expect(switzerland).toMatchObject({ shipsToCountry: false, shippingAmount: 0, shippingProfileName: null });
    expect(switzerland.basketAmount).toBe(switzerland.itemSum);

    const unknown = await call('setShippingCountry', { shippingCountryId: 999 });
    expect(unknown).toMatchObject({ status: 400, error: { key: 'cart.countryNotFound' } });
    expect(unknown.error!.message).toMatch(/Lieferland/);
    for (const shippingCountryId of [0, -1, 1.5, 'DE']) {
      expect((await call('setShippingCountry', { shippingCountryId })).status).toBe(400);
    }
    expect((await call<ShippingCart>('getCart')).data!.shippingCountryId).toBe(4);
  });
});
