import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { createBusinessCustomer } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { itemCategories, itemTags, tags, variations } from '../db/catalog-schema';
import { netFromGross } from './pricing';

/**
 * Net prices while browsing (spec §6 "net prices shown depending on the user's showNetPrices",
 * issue 39): a business customer reads every catalogue price without VAT — product, lists, tag
 * pages, galleries, wishlist — marked `net`; nobody else ever does, whichever of them read first
 * and filled the caches.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Shopper = Awaited<ReturnType<typeof createShopper>>;
type Card = { itemId: number; priceCents: number; net?: true };
type ProductPrices = {
  unitPriceCents: number;
  defaultPriceCents: number;
  crossedPriceCents: number | null;
  graduatedPrices: Array<{ priceCents: number }>;
  net?: true;
};

/** Everything a shopper sees of one variation's item while browsing. */
async function browse(
  shopper: Shopper,
  variation: { id: number; itemId: number },
  categoryId: number,
  tagSlug: string,
) {
  const product = (await shopper.call<{ prices: ProductPrices }>('getProduct', { itemId: variation.itemId })).data!;
  const categoryAnswer = await shopper.call<{ products: Card[] }>('getFacet', { categoryId, itemsPerPage: 100 });
  expect(categoryAnswer.status, JSON.stringify(categoryAnswer.error)).toBe(200);
  const category = categoryAnswer.data!;
  const galleries = (
    await shopper.call<Record<string, { products: Card[] }>>('getBlockProducts', { categoryIds: [categoryId] })
  ).data!;
  const tag = (await shopper.call<{ products: Card[] }>('getTag', { slug: tagSlug, itemsPerPage: 100 })).data!;
  await shopper.call('doAddWishlistItem', { variationId: variation.id });
  const wishlist = (await shopper.call<Array<{ variationId: number; priceCents: number }>>('getWishlist')).data!;
  const cardOf = (cards: Card[]) => cards.find((card) => card.itemId === variation.itemId);
  return {
    product: product.prices,
    categoryCard: cardOf(category.products),
    galleryCard: cardOf(galleries[String(categoryId)]!.products),
    tagCard: cardOf(tag.products),
    wishlistPrice: wishlist.find((entry) => entry.variationId === variation.id)?.priceCents,
  };
}

describe('net prices for a business customer', () => {
  it('shows a business customer every catalogue price net, and everyone else gross, whoever reads first', async () => {
    // An item with graduated prices, on the first page of one of its categories and on a tag.
    const variation = await findSimpleVariation(shop, {
      where: sql`(select count(*) from variations o where o.item_id = ${variations.itemId}) = 1
        and exists (select 1 from item_tags t where t.item_id = ${variations.itemId})`,
    });
    const [category] = await shop.services.db
      .select({ id: itemCategories.categoryId })
      .from(itemCategories)
      .where(eq(itemCategories.itemId, variation.itemId));
    const [tag] = await shop.services.db
      .select({ slugs: tags.slugs })
      .from(itemTags)
      .innerJoin(tags, eq(tags.id, itemTags.tagId))
      .where(eq(itemTags.itemId, variation.itemId));
    const tagSlug = (tag!.slugs as Record<string, string>).de!;

    // A private customer reads first: the caches hold everyone's gross prices.
    const consumer = await createCustomer(shop);
    const gross = await browse(consumer, variation, category!.id, tagSlug);
    expect(gross.product.net).toBeUndefined();
    expect(gross.categoryCard).toBeDefined();

    const retailer = await createBusinessCustomer(shop);
    const seen = await browse(retailer, variation, category!.id, tagSlug);
    const net = (cents: number) => netFromGross(cents, variation.vatRate);
    expect(seen.product).toMatchObject({
      unitPriceCents: net(gross.product.unitPriceCents),
      defaultPriceCents: net(gross.product.defaultPriceCents),
      crossedPriceCents: gross.product.crossedPriceCents === null ? null : net(gross.product.crossedPriceCents),
      net: true,
    });
    expect(seen.product.graduatedPrices.map((step) => step.priceCents)).toEqual(
      gross.product.graduatedPrices.map((step) => net(step.priceCents)),
    );
    expect(seen.product.unitPriceCents).toBeLessThan(gross.product.unitPriceCents);
    for (const card of [seen.categoryCard, seen.galleryCard, seen.tagCard]) {
      expect(card).toMatchObject({ priceCents: net(gross.categoryCard!.priceCents), net: true });
    }
    expect(seen.wishlistPrice).toBe(net(gross.wishlistPrice!));

    // After the retailer filled the caches, a visitor and another private customer still read gross.
    for (const shopper of [await createShopper(shop), await createCustomer(shop)]) {
      const again = await browse(shopper, variation, category!.id, tagSlug);
      expect(again).toEqual(gross);
    }
  });

  it('filters a business customer`s list by the net prices shown, and shows the price range net', async () => {
    const variation = await findSimpleVariation(shop, {
      where: sql`(select count(*) from variations o where o.item_id = ${variations.itemId}) = 1`,
    });
    const [category] = await shop.services.db
      .select({ id: itemCategories.categoryId })
      .from(itemCategories)
      .where(eq(itemCategories.itemId, variation.itemId));
    type List = { products: Card[]; facets: { priceRangeCents: { min: number; max: number }; net?: true } };
    const listOf = (shopper: Shopper, limits: { priceMin?: number; priceMax?: number } = {}) =>
      shopper
        .call<List>('getFacet', { categoryId: category!.id, itemsPerPage: 100, ...limits })
        .then((answer) => answer.data!);
    const shows = (list: List) => list.products.some((card) => card.itemId === variation.itemId);

    const consumer = await createCustomer(shop);
    const retailer = await createBusinessCustomer(shop);
    const everyones = await listOf(consumer);
    const netList = await listOf(retailer);
    const netPrice = netList.products.find((card) => card.itemId === variation.itemId)!.priceCents;
    const grossPrice = everyones.products.find((card) => card.itemId === variation.itemId)!.priceCents;
    expect(netPrice).toBeLessThan(grossPrice);

    // "up to" the net price it shows: the retailer finds the mirror; a private customer, who sees it
    // dearer with VAT, does not.
    expect(shows(await listOf(retailer, { priceMax: netPrice }))).toBe(true);
    expect(shows(await listOf(retailer, { priceMin: netPrice + 1 }))).toBe(false);
    expect(shows(await listOf(consumer, { priceMax: netPrice }))).toBe(false);
    expect(shows(await listOf(consumer, { priceMax: grossPrice }))).toBe(true);

    // The dearest item's net price: at most its price less 7 % VAT, at least less 19 %.
    const dearest = everyones.facets.priceRangeCents.max;
    expect(netList.facets.priceRangeCents.max).toBeLessThanOrEqual(netFromGross(dearest, 700));
    expect(netList.facets.priceRangeCents.max).toBeGreaterThanOrEqual(netFromGross(dearest, 1900));
    expect(netList.facets.net).toBe(true);
    expect(everyones.facets.net).toBeUndefined();
  });

  it('puts VAT on top in the cart only once: the cart of a business customer adds it to net prices', async () => {
    const variation = await findSimpleVariation(shop);
    const retailer = await createBusinessCustomer(shop);
    const shown = (await retailer.call<{ prices: ProductPrices }>('getProduct', { itemId: variation.itemId })).data!;
    const cart = await retailer.call<{ items: Array<{ unitPrice: number }>; showNetPrices: boolean }>('doAddCartItem', {
      productId: variation.id,
      quantity: 1,
    });
    expect(cart.data!.showNetPrices).toBe(true);
    // The cart keeps its gross line price, from which it shows net and adds VAT (spec §4).
    expect(netFromGross(cart.data!.items[0]!.unitPrice, variation.vatRate)).toBe(shown.prices.unitPriceCents);
  });
});
