import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffItemPage } from '../catalog-management/staff-item-page.server';
import type { Product } from './product.server';
import { variations } from '../db/catalog-schema';
import { demoOwner } from '../../seed/editors';
import { productStructuredDataProblems } from '../../tests/support/schema-org-product';
import { createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { createBusinessCustomer, signedInStaff } from '../../tests/support/staff';
import { itemSaveInputOf } from '../../tests/support/staff-item';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { productStructuredData } from './product-structured-data';

/**
 * The product page's structured data (issue 39 item 7) from what staff keep in the catalogue: GTIN
 * by its length, MPN, ISBN, the real condition, brand and manufacturer; the offer's price is today's
 * (a special price, with the day it ends), never the 30-day lowest price. Checked against schema.org's
 * Product and Offer (tests/support/schema-org-product.ts).
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const structuredData = (product: Product) =>
  productStructuredData(product, shop.url) as unknown as Record<string, unknown> & { offers: Record<string, unknown> };

/** A day `days` from today in Berlin, as the staff's date fields take it. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

describe('product structured data', () => {
  it('names the catalogue`s identifiers, condition and maker, and the price paid today', async () => {
    const variation = await findSimpleVariation(shop, {
      where: sql`(select count(*) from variations o where o.item_id = ${variations.itemId}) = 1
        and not exists (select 1 from variation_prices p where p.variation_id = ${variations.id} and p.kind = 'special')
        and exists (select 1 from items i where i.id = ${variations.itemId} and i.manufacturer_id is not null)`,
    });
    const owner = await signedInStaff(shop, demoOwner);
    const page = (await owner.call<StaffItemPage>('getStaffItem', { itemId: variation.itemId })).data!;
    const regular = page.variations[0]!.salePriceCents;
    const special = Math.round(regular * 0.8);
    const until = dayFromToday(10);
    const input = itemSaveInputOf(page);
    input.item.variations[0] = {
      ...input.item.variations[0]!,
      mpn: 'HX-2000-CH',
      isbn: '978-3-16-148410-0',
      special: { priceCents: special, from: null, until },
    } as (typeof input.item.variations)[number];
    const saved = await owner.call('doSaveItem', { ...input, item: { ...input.item, condition: 'refurbished' } });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const again = (await owner.call<StaffItemPage>('getStaffItem', { itemId: variation.itemId })).data!;
    expect(again).toMatchObject({ condition: 'refurbished' });
    expect(again.variations[0]).toMatchObject({ mpn: 'HX-2000-CH', isbn: '9783161484100' });

    const visitor = await createShopper(shop);
    const product = (await visitor.call<Product>('getProduct', { itemId: variation.itemId })).data!;
    const data = structuredData(product);
    expect(productStructuredDataProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      gtin13: variation.gtin,
      mpn: 'HX-2000-CH',
      isbn: '9783161484100',
      brand: { '@type': 'Brand' },
      manufacturer: { '@type': 'Organization' },
    });
    expect(data.offers).toMatchObject({
      price: (special / 100).toFixed(2),
      priceValidUntil: until,
      itemCondition: 'https://schema.org/RefurbishedCondition',
      priceSpecification: { valueAddedTaxIncluded: true },
    });
    // The lowest price of the 30 days before the reduction is shown on the page, not offered.
    expect(product.prices.lowestPriceCents).not.toBeNull();
    expect(product.prices.lowestPriceCents).not.toBe(special);

    // A business customer's page variant names its net price as such.
    const retailer = await createBusinessCustomer(shop);
    const net = structuredData((await retailer.call<Product>('getProduct', { itemId: variation.itemId })).data!);
    expect(productStructuredDataProblems(net)).toEqual([]);
    expect(net.offers).toMatchObject({ priceSpecification: { valueAddedTaxIncluded: false } });
  });

  it('leaves out an identifier that is not valid, and the validator finds what search engines refuse', async () => {
    const visitor = await createShopper(shop);
    const variation = await findSimpleVariation(shop);
    const product = (await visitor.call<Product>('getProduct', { itemId: variation.itemId })).data!;
    const data = structuredData({
      ...product,
      variation: { ...product.variation, identifiers: {} },
      item: { ...product.item, condition: 'new' },
    });
    expect(data).not.toHaveProperty('gtin13');
    expect(data.offers.itemCondition).toBe('https://schema.org/NewCondition');
    expect(productStructuredDataProblems(data)).toEqual([]);
    // The validator is no rubber stamp.
    expect(
      productStructuredDataProblems({
        ...data,
        gtin13: '4006381333932',
        offers: { ...data.offers, price: '0.00', priceCurrency: 'euro', colour: 'red' },
      }),
    ).toEqual([
      'Product: gtin13 is no valid gtin13',
      'Offer: unknown property colour',
      'Offer: price must be above zero',
      'Offer: priceCurrency is ISO 4217',
      'Offer: priceSpecification must repeat price and currency and say whether VAT is included',
    ]);
  });

  it('refuses at its field a GTIN with a wrong check digit, an ISBN that is none and an unknown condition', async () => {
    const variation = await findSimpleVariation(shop);
    const owner = await signedInStaff(shop, demoOwner);
    const page = (await owner.call<StaffItemPage>('getStaffItem', { itemId: variation.itemId })).data!;
    const input = itemSaveInputOf(page);
    const first = input.item.variations[0]!;
    const badGtin = `${variation.gtin.slice(0, 12)}${(Number(variation.gtin.at(-1)) + 1) % 10}`;
    const attempts = [
      { item: { ...input.item, variations: [{ ...first, gtin: badGtin }] }, key: 'staff.catalogue.gtinCheckDigit' },
      {
        item: { ...input.item, variations: [{ ...first, isbn: '978-3-16-148410-9' }] },
        key: 'staff.catalogue.isbnInvalid',
      },
      { item: { ...input.item, condition: 'broken' }, key: null },
    ];
    for (const attempt of attempts) {
      const refused = await owner.call('doSaveItem', { ...input, item: attempt.item });
      expect(refused.status).toBe(400);
      if (attempt.key) expect(JSON.stringify(refused.error)).toContain(attempt.key);
    }
    const [unchanged] = await shop.services.db.select().from(variations).where(eq(variations.id, variation.id));
    expect(unchanged).toMatchObject({ gtin: variation.gtin, isbn: variation.isbn });
  });
});
