import { pictureName } from '../../core/catalog/product-images.server';
import { slugify } from '../../core/catalog/slugify';
import { mollieMethods } from '../../core/payments/payment-methods';
import type { GeneratedCatalog } from './catalog-rows';
import { day, ean13, type createRandom } from './deterministic';

/** The shop's payment method id of Klarna through Mollie. */
const klarnaPaymentMethodId = mollieMethods.find((method) => method.paymentKey === 'klarna')!.id;

/** Two gift sets (item type 'set'): a table mirror together with a travel mirror. */
export function addBundles(
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
