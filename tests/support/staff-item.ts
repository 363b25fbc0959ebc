import type { StaffItemPage } from '../../core/catalog-management/staff-item-page.server';

/** The item page's form as it was read, as doSaveItem's input (issue 37 tests). */
export function itemSaveInputOf(page: StaffItemPage) {
  return {
    version: page.version,
    item: {
      itemId: page.id,
      itemType: page.itemType,
      manufacturerId: page.manufacturerId,
      categoryIds: page.categoryIds,
      defaultCategoryId: page.defaultCategoryId!,
      tagIds: page.tagIds,
      orderPropertyIds: page.orderPropertyIds,
      texts: { de: page.texts.de!, en: page.texts.en! },
      variations: page.variations.map((variation) => ({
        id: variation.id,
        isActive: variation.isActive,
        gtin: variation.gtin,
        availabilityId: variation.availabilityId,
        allowOversell: variation.allowOversell,
        minimumOrderQuantity: variation.minimumOrderQuantity,
        intervalOrderQuantity: variation.intervalOrderQuantity,
        maximumOrderQuantity: variation.maximumOrderQuantity,
        vatRate: variation.vatRate as 1900,
        weightG: variation.weightG,
        salePriceCents: variation.salePriceCents,
        rrpCents: variation.rrpCents,
        businessPriceCents: variation.businessPriceCents,
        graduated: variation.graduated,
        special: variation.special,
        attributeValueIds: variation.attributeValueIds,
        ...(page.itemType === 'set' ? { parts: variation.parts } : {}),
      })),
    },
  };
}
