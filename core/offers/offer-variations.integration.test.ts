import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemTexts, variations } from '../db/catalog-schema';
import { signedInEditor } from '../../tests/support/editor';
import { createCustomer, createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * The offers drawer's product search through the BFF (issue 34): editors find the variation to
 * quote by part of its product's name or by its article number, in their language, with its
 * current price; guests and customers are refused; the term is bounded.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Found = Array<{ variationId: number; name: string; number: string; attributes: string[]; priceCents: number }>;

async function knownVariation() {
  const variation = await findSimpleVariation(shop);
  const texts = await shop.services.db.select().from(itemTexts).where(eq(itemTexts.itemId, variation.itemId));
  const name = (lang: string) => texts.find((text) => text.lang === lang)!.name;
  return { variation, de: name('de'), en: name('en') };
}

describe('getOfferVariations', () => {
  it('finds a variation by part of its name (in the editor’s language) or by its article number', async () => {
    const { variation, de, en } = await knownVariation();
    const german = await signedInEditor(shop, 'de');
    // The last word of the name, cut short: what staff type.
    const part = (name: string) => name.split(' ').at(-1)!.slice(0, 5);
    const byName = await german.call<Found>('getOfferVariations', { term: part(de) });
    expect(byName.status).toBe(200);
    expect(byName.data!.find((found) => found.variationId === variation.id)).toMatchObject({
      name: de,
      number: variation.number,
      priceCents: expect.any(Number),
    });
    const bySku = await german.call<Found>('getOfferVariations', { term: variation.number.toLowerCase() });
    expect(bySku.data![0]).toMatchObject({ variationId: variation.id, number: variation.number });

    const english = await signedInEditor(shop, 'en');
    const inEnglish = await english.call<Found>('getOfferVariations', { term: variation.number });
    expect(inEnglish.data![0]).toMatchObject({ variationId: variation.id, name: en });
  });

  it('finds only active variations, nothing for a term under two characters, and treats % and _ as text', async () => {
    const { variation } = await knownVariation();
    const editor = await signedInEditor(shop);
    expect((await editor.call<Found>('getOfferVariations', { term: 'S' })).data).toEqual([]);
    expect((await editor.call<Found>('getOfferVariations', { term: '%%' })).data).toEqual([]);
    expect((await editor.call<Found>('getOfferVariations', { term: '__' })).data).toEqual([]);
    await shop.services.db.update(variations).set({ isActive: false }).where(eq(variations.id, variation.id));
    try {
      const found = await editor.call<Found>('getOfferVariations', { term: variation.number });
      expect(found.data!.map((entry) => entry.variationId)).not.toContain(variation.id);
    } finally {
      await shop.services.db.update(variations).set({ isActive: true }).where(eq(variations.id, variation.id));
    }
  });

  it('refuses guests and customers, and a term longer than 100 characters', async () => {
    const { variation } = await knownVariation();
    const guest = await createShopper(shop);
    const customer = await createCustomer(shop);
    for (const caller of [guest, customer]) {
      expect(await caller.call('getOfferVariations', { term: variation.number })).toMatchObject({ status: 401 });
    }
    const editor = await signedInEditor(shop);
    expect(await editor.call('getOfferVariations', { term: 'x'.repeat(101) })).toMatchObject({
      status: 400,
      error: { key: 'validation' },
    });
    expect((await editor.call('getOfferVariations', { term: 'x'.repeat(100) })).status).toBe(200);
  });
});
