import { pictureName } from '../../core/catalog/product-images.server';
import { diameters, finishes, lightings, magnifications } from './reference-data';
import { modelNames, productFamilies } from './product-families';
import { reviewTemplates } from './review-texts';
import { slugify } from '../../core/catalog/slugify';
import type { GeneratedCatalog } from './catalog-rows';
import { createRandom, day, ean13 } from './deterministic';
import { addBundles } from './gift-sets';
import { describeProduct } from './product-texts';

/** Prices end in ,90 or ,95 like a real shop's. */
function shopPrice(cents: number, random: ReturnType<typeof createRandom>): number {
  const euros = Math.max(1, Math.round(cents / 100));
  return euros * 100 - (random.chance(0.5) ? 10 : 5);
}

export interface GenerateOptions {
  /** How many items (the demo shop has 84; benchmarks use 20,000). */
  itemCount: number;
  seed?: number;
  /** "Today" for prices, offers and reviews. */
  now?: Date;
}

export function generateCatalog(options: GenerateOptions): GeneratedCatalog {
  const random = createRandom(options.seed ?? 20261122);
  const now = options.now ?? new Date();
  const result: GeneratedCatalog = {
    items: [],
    itemTexts: [],
    itemCategories: [],
    itemTags: [],
    itemOrderProperties: [],
    variations: [],
    variationAttributeValues: [],
    variationPrices: [],
    priceHistory: [],
    variationPropertyValues: [],
    bundleComponents: [],
    itemImages: [],
    reviews: [],
  };
  let variationId = 1000;
  const usedSlugs = { de: new Set<string>(), en: new Set<string>() };
  const travelVariations: number[] = [];
  const standVariations: number[] = [];

  for (let index = 0; index < options.itemCount; index++) {
    const family = productFamilies[index % productFamilies.length]!;
    const round = Math.floor(index / productFamilies.length);
    const model = modelNames[(index * 7 + round) % modelNames.length]!;
    const series = round >= modelNames.length ? ` ${Math.floor(round / modelNames.length) + 1}` : '';
    const itemId = 100 + index;
    const manufacturerId = random.pick(family.manufacturerIds);
    result.items.push({
      id: itemId,
      itemType: 'default',
      manufacturerId,
      createdAt: new Date(now.getTime() - random.int(1, 400) * day),
    });

    const itemFinishes = random.subset(
      finishes.filter((finish) => family.finishKeys.includes(finish.key)),
      random.int(1, Math.min(3, family.finishKeys.length)),
    );
    const itemMagnifications = random.subset(
      magnifications.filter((value) => family.magnifications.includes(value.factor)),
      random.int(1, Math.min(3, family.magnifications.length)),
    );
    const diameterCm = random.pick(family.diametersCm);
    const diameter = diameters.find((value) => value.cm === diameterCm)!;
    const lighting = lightings.find((value) => value.led === family.led)!;

    for (const lang of ['de', 'en'] as const) {
      const name = `${family.name[lang]} ${model}${series}`;
      let slug = slugify(name);
      while (usedSlugs[lang].has(slug)) slug = `${slug}-${itemId}`;
      usedSlugs[lang].add(slug);
      result.itemTexts.push({
        itemId,
        lang,
        name,
        urlPath: slug,
        ...describeProduct(
          family,
          lang,
          diameter.cm,
          itemMagnifications.map((value) => value.factor),
        ),
      });
    }

    // One picture per finish; the product page shows the one of the chosen finish.
    for (const [position, finish] of itemFinishes.entries()) {
      result.itemImages.push({
        itemId,
        attributeValueId: finish.id,
        position,
        fileName: pictureName({ shape: family.shape, finish: finish.key, led: family.led, stand: family.stand }),
        width: 1200,
        height: 1200,
        alternate: {
          de: `${family.name.de} ${model} in ${finish.names.de}`,
          en: `${family.name.en} ${model} in ${finish.names.en.toLowerCase()}`,
        },
      });
    }

    const categoryIds = new Set([...family.categoryIds, 50]);
    if (manufacturerId === 1) categoryIds.add(41);
    if (manufacturerId === 2) categoryIds.add(42);
    if (itemFinishes.some((finish) => finish.key === 'black')) categoryIds.add(34);
    categoryIds.add(family.shape === 'round' ? 33 : 32);
    if (itemMagnifications.some((value) => value.factor >= 5)) categoryIds.add(28);
    for (const categoryId of categoryIds) {
      result.itemCategories.push({ itemId, categoryId, isDefault: categoryId === family.categoryIds[0] });
    }
    for (const tagId of random.subset(family.tagIds, random.int(0, family.tagIds.length))) {
      result.itemTags.push({ itemId, tagId });
    }
    // Not every item of a family takes every order property: some engrave, some do not.
    for (const propertyId of family.orderPropertyIds) {
      if (propertyId === 4 || random.chance(0.6)) result.itemOrderProperties.push({ itemId, propertyId });
    }

    const basePrice = family.basePriceCents + random.int(-8, 12) * 100;
    const hasRrp = random.chance(0.4);
    const onOffer = random.chance(0.15);
    const raisedBeforeOffer = onOffer && random.chance(0.3);
    let position = 0;
    for (const finish of itemFinishes) {
      for (const magnification of itemMagnifications) {
        const id = variationId++;
        const stockRoll = random.next();
        const stock = stockRoll < 0.08 ? 0 : stockRoll < 0.2 ? random.int(1, 5) : random.int(6, 140);
        const allowOversell = stock === 0 && random.chance(0.5);
        const availabilityId =
          stock > 20 ? 1 : stock > 5 ? 2 : stock > 0 ? 3 : allowOversell ? 7 : random.pick([9, 10]);
        result.variations.push({
          id,
          itemId,
          number: `SP-${itemId}-${String(position + 1).padStart(2, '0')}`,
          gtin: ean13(`426012${String(id).padStart(6, '0')}`),
          // The maker's own model number (schema.org mpn in the product's structured data).
          mpn: `${family.key.slice(0, 3).toUpperCase()}-${diameter.cm}${String(position + 1).padStart(2, '0')}-${itemId}`,
          isMain: position === 0,
          isActive: true,
          position,
          availabilityId,
          stock,
          allowOversell,
          minimumOrderQuantity: family.businessOnly ? 2 : 1,
          intervalOrderQuantity: family.businessOnly ? 2 : 1,
          maximumOrderQuantity: family.key === 'travel' ? 10 : null,
          vatRate: 1900,
          unitId: 1,
          unitContent: 1,
          widthMM: diameter.cm * 10 + 40,
          heightMM: family.key === 'travel' || family.key === 'adhesive' ? 15 : diameter.cm * 10 + 180,
          lengthMM: diameter.cm * 10 + 60,
          weightG: family.weightG + random.int(-50, 80),
        });
        if (family.key === 'travel') travelVariations.push(id);
        if (family.key === 'stand-classic') standVariations.push(id);
        for (const valueId of [finish.id, magnification.id, diameter.id, lighting.id]) {
          result.variationAttributeValues.push({ variationId: id, attributeValueId: valueId });
        }

        const price = shopPrice(
          basePrice + (magnification.factor >= 7 ? 1000 : magnification.factor >= 5 ? 500 : 0),
          random,
        );
        result.variationPrices.push({ variationId: id, kind: 'default', minimumQuantity: 1, priceCents: price });
        if (family.businessOnly) {
          result.variationPrices.push({
            variationId: id,
            kind: 'default',
            minimumQuantity: 6,
            priceCents: Math.round(price * 0.92),
          });
          result.variationPrices.push({
            variationId: id,
            kind: 'default',
            minimumQuantity: 12,
            priceCents: Math.round(price * 0.85),
          });
        }
        if (hasRrp) {
          result.variationPrices.push({
            variationId: id,
            kind: 'rrp',
            minimumQuantity: 1,
            priceCents: shopPrice(price * 1.25, random),
          });
        }
        // Price history: the regular price since 90 days; some offers came right after a raise,
        // so the 30-day lowest price is below the price that is crossed out.
        if (raisedBeforeOffer) {
          result.priceHistory.push({
            variationId: id,
            priceCents: Math.round(price * 0.9),
            validFrom: new Date(now.getTime() - 90 * day),
            validUntil: new Date(now.getTime() - 12 * day),
          });
          result.priceHistory.push({
            variationId: id,
            priceCents: price,
            validFrom: new Date(now.getTime() - 12 * day),
            validUntil: onOffer ? new Date(now.getTime() - 5 * day) : null,
          });
        } else {
          result.priceHistory.push({
            variationId: id,
            priceCents: price,
            validFrom: new Date(now.getTime() - 90 * day),
            validUntil: onOffer ? new Date(now.getTime() - 5 * day) : null,
          });
        }
        if (onOffer) {
          const special = Math.round(price * 0.8);
          result.variationPrices.push({
            variationId: id,
            kind: 'special',
            minimumQuantity: 1,
            priceCents: special,
            validFrom: new Date(now.getTime() - 5 * day),
            validUntil: new Date(now.getTime() + 25 * day),
          });
          result.priceHistory.push({
            variationId: id,
            priceCents: special,
            validFrom: new Date(now.getTime() - 5 * day),
            validUntil: null,
          });
        }

        result.variationPropertyValues.push({ variationId: id, propertyId: 10, values: family.material });
        if (family.key.startsWith('wall') || family.key === 'hotel' || family.key === 'shaving') {
          result.variationPropertyValues.push({
            variationId: id,
            propertyId: 11,
            values: { de: 'IP44 (spritzwassergeschützt)', en: 'IP44 (splash-proof)' },
          });
        }
        if (family.led) {
          result.variationPropertyValues.push({
            variationId: id,
            propertyId: 13,
            values: { de: '4000 K, neutralweiß', en: '4000 K, neutral white' },
          });
          if (family.key !== 'hotel') {
            result.variationPropertyValues.push({
              variationId: id,
              propertyId: 12,
              values: { de: 'bis zu 40 Stunden', en: 'up to 40 hours' },
            });
          }
        }
        position++;
      }
    }

    const reviewCount = random.chance(0.25) ? 0 : random.int(1, 6);
    for (let review = 0; review < reviewCount; review++) {
      const template = random.pick(reviewTemplates);
      result.reviews.push({
        itemId,
        authorName: random.pick([
          'Anna K.',
          'Markus',
          'Sabine W.',
          'Jonas',
          'Fatma Y.',
          'Peter',
          'Lena',
          'Thomas B.',
          '',
        ]),
        title: template.title,
        message: template.message,
        rating: template.rating,
        lang: template.lang,
        isVisible: random.chance(0.9),
        verifiedPurchase: random.chance(0.7),
        createdAt: new Date(now.getTime() - random.int(1, 300) * day),
      });
    }
  }

  addBundles(result, random, {
    travelVariations,
    standVariations,
    firstVariationId: variationId,
    itemCount: options.itemCount,
    now,
  });
  return result;
}
