import { pictureName } from '../../core/catalog/product-images.server';
import type {
  bundleComponents,
  itemImages,
  itemCategories,
  itemOrderProperties,
  items,
  itemTags,
  itemTexts,
  priceHistory,
  reviews,
  variationAttributeValues,
  variationPrices,
  variationPropertyValues,
  variations,
} from '../../core/db/catalog-schema';
import { diameters, finishes, lightings, magnifications } from './reference-data';
import { modelNames, productFamilies, type ProductFamily } from './product-families';
import { reviewTemplates } from './review-texts';
import { slugify } from '../../core/catalog/slugify';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface GeneratedCatalog {
  items: Insert<typeof items>[];
  itemTexts: Insert<typeof itemTexts>[];
  itemCategories: Insert<typeof itemCategories>[];
  itemTags: Insert<typeof itemTags>[];
  itemOrderProperties: Insert<typeof itemOrderProperties>[];
  variations: Insert<typeof variations>[];
  variationAttributeValues: Insert<typeof variationAttributeValues>[];
  variationPrices: Insert<typeof variationPrices>[];
  priceHistory: Insert<typeof priceHistory>[];
  variationPropertyValues: Insert<typeof variationPropertyValues>[];
  bundleComponents: Insert<typeof bundleComponents>[];
  itemImages: Insert<typeof itemImages>[];
  reviews: Insert<typeof reviews>[];
}

/** A small deterministic PRNG (mulberry32): the same seed gives the same shop every time. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** `count` distinct elements, in their original order. */
    subset: <T>(list: readonly T[], count: number): T[] => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(next() * list.length));
      return [...chosen].sort((a, b) => a - b).map((index) => list[index]!);
    },
  };
}

/** EAN-13 with a valid check digit, from a 12-digit body. */
export function ean13(body: string): string {
  const digits = body.padStart(12, '0').slice(-12);
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

/** Prices end in ,90 or ,95 like a real shop's. */
function shopPrice(cents: number, random: ReturnType<typeof createRandom>): number {
  const euros = Math.max(1, Math.round(cents / 100));
  return euros * 100 - (random.chance(0.5) ? 10 : 5);
}

const day = 86_400_000;

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
        ...describe(
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

/** The shop's payment method id of Klarna through Mollie (core/checkout/payment-methods.ts). */
const klarnaPaymentMethodId = 6103;

/** Two gift sets (item type 'set'): a table mirror together with a travel mirror. */
function addBundles(
  result: GeneratedCatalog,
  random: ReturnType<typeof createRandom>,
  context: {
    travelVariations: number[];
    standVariations: number[];
    firstVariationId: number;
    itemCount: number;
    now: Date;
  },
) {
  const { travelVariations, standVariations, firstVariationId, itemCount, now } = context;
  const sets = Math.min(2, travelVariations.length, standVariations.length);
  for (let index = 0; index < sets; index++) {
    const itemId = 100 + itemCount + index;
    const variationId = firstVariationId + index;
    const name =
      index === 0
        ? { de: 'Geschenkset Zuhause & Unterwegs', en: 'Gift set home & away' }
        : { de: 'Spiegel-Set Classic Duo', en: 'Mirror set Classic Duo' };
    // Klarna's terms leave out gift sets in the demo shop: the checkout shows how an exclusion works.
    result.items.push({
      id: itemId,
      itemType: 'set',
      manufacturerId: 3,
      excludedPaymentMethodIds: [klarnaPaymentMethodId],
    });
    for (const lang of ['de', 'en'] as const) {
      result.itemTexts.push({
        itemId,
        lang,
        name: name[lang],
        urlPath: slugify(name[lang]),
        shortDescription:
          lang === 'de'
            ? 'Ein Standspiegel für zu Hause und ein Reisespiegel für unterwegs – zusammen günstiger.'
            : 'A table mirror for home and a travel mirror for the road – cheaper together.',
        description:
          lang === 'de'
            ? '<p>Das Set vereint unseren klassischen Standspiegel mit einem handlichen Reisespiegel. Beide kommen in einer Geschenkbox.</p>'
            : '<p>The set combines our classic table mirror with a handy travel mirror. Both come in a gift box.</p>',
        technicalData: '',
        metaDescription: name[lang],
        keywords: '',
      });
    }
    for (const categoryId of [22, 24, 50])
      result.itemCategories.push({ itemId, categoryId, isDefault: categoryId === 22 });
    result.itemTags.push({ itemId, tagId: 5 });
    result.itemImages.push({
      itemId,
      position: 0,
      fileName: pictureName({ shape: 'round', finish: index === 0 ? 'gold' : 'chrome', led: false, stand: 'table' }),
      width: 1200,
      height: 1200,
      alternate: { de: name.de, en: name.en },
    });
    const components = [standVariations[index]!, travelVariations[index]!];
    const componentPrice = components.reduce(
      (sum, component) =>
        sum +
        (result.variationPrices.find((price) => price.variationId === component && price.kind === 'default')
          ?.priceCents ?? 0),
      0,
    );
    result.variations.push({
      id: variationId,
      itemId,
      number: `SP-SET-${index + 1}`,
      gtin: ean13(`426012${String(variationId).padStart(6, '0')}`),
      isMain: true,
      availabilityId: 2,
      stock: random.int(5, 30),
      unitId: 1,
      weightG: 1900,
    });
    result.variationPrices.push({
      variationId,
      kind: 'default',
      minimumQuantity: 1,
      priceCents: Math.round((componentPrice * 0.85) / 100) * 100 - 10,
    });
    result.variationPrices.push({ variationId, kind: 'rrp', minimumQuantity: 1, priceCents: componentPrice });
    result.priceHistory.push({
      variationId,
      priceCents: Math.round((componentPrice * 0.85) / 100) * 100 - 10,
      validFrom: new Date(now.getTime() - 60 * day),
      validUntil: null,
    });
    for (const component of components)
      result.bundleComponents.push({ bundleVariationId: variationId, componentVariationId: component, quantity: 1 });
  }
}

function describe(family: ProductFamily, lang: 'de' | 'en', diameterCm: number, factors: number[]) {
  const magnification = factors
    .map((factor) => (lang === 'de' ? `${factor}-fach` : `${factor}x`))
    .join(lang === 'de' ? ', ' : ', ');
  const de = lang === 'de';
  const features = [
    de ? `Vergrößerung: ${magnification}` : `Magnification: ${magnification}`,
    de ? `Spiegelfläche Ø ${diameterCm} cm` : `Mirror surface Ø ${diameterCm} cm`,
    family.mount[lang],
    family.led
      ? de
        ? 'LED-Beleuchtung, dimmbar, Akku per USB-C ladbar'
        : 'LED lighting, dimmable, battery charged via USB-C'
      : de
        ? 'Ohne Beleuchtung'
        : 'Without lighting',
    de ? `Material: ${family.material.de}` : `Material: ${family.material.en}`,
  ];
  return {
    shortDescription: family.intro[lang],
    description:
      `<p>${family.intro[lang]}</p>` +
      `<p>${
        de
          ? 'Das verzerrungsfreie Kristallglas ist rückseitig silberbeschichtet und bleibt auch in feuchten Bädern dauerhaft klar. Alle Teile sind einzeln ersetzbar.'
          : 'The distortion-free crystal glass is silvered on the back and stays clear even in humid bathrooms. Every part can be replaced on its own.'
      }</p>` +
      `<ul>${features.map((feature) => `<li>${feature}</li>`).join('')}</ul>`,
    technicalData: `<ul>${features.map((feature) => `<li>${feature}</li>`).join('')}</ul>`,
    metaDescription: `${family.name[lang]}: ${family.intro[lang]}`.slice(0, 155),
    keywords: [family.name[lang], ...factors.map((factor) => `${factor}x`), family.led ? 'LED' : '']
      .filter(Boolean)
      .join(', '),
  };
}
